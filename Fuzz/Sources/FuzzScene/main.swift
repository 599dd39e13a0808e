import Foundation
import WidgetRaster

/// Scene files come from designers, pull requests and scripts: whatever the bytes, loading
/// must end in a scene or a `SceneError`, and a scene that loads must lay out and paint.
/// Scenes resolve their theme and images in Examples/, as the example scenes do; nothing is written there.
private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
private let renderer = try! WidgetRenderer()
private let target = RenderTarget.targets(for: WidgetFamily.allCases, devices: SizeTable.current.defaultDevices)

func fuzzScene(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count)
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let loaded: SceneLoader.Loaded
    do {
        loaded = try SceneLoader.load(source: text, file: folder.appendingPathComponent("fuzz.yaml"))
    } catch is SceneError {
        return 0
    } catch {
        fatalError("loading threw \(type(of: error)), not a SceneError: \(error)")
    }
    for family in loaded.scene.families.prefix(2) {
        guard let place = target.first(where: { $0.family == family }) else { continue }
        guard let layout = try? renderer.layout(loaded.scene, family: family, target: place, folder: folder) else { continue }
        _ = try? renderer.paint(layout, target: place, scale: 1, variant: .dark, theme: loaded.theme)
    }
    return 0
}

/// libFuzzer's driver (linked by `-sanitize=fuzzer`), called from our own `main` because SwiftPM
/// names the entry point of an executable target itself.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzScene))
