import Foundation
import Testing
@testable import WidgetRaster

/// Every input the fuzzers (scripts/fuzz.sh) ever crashed or exhausted memory with is kept in
/// Fuzz/Regressions and replayed here through the same calls the fuzz targets make.
@Suite struct FuzzRegressionTests {
    static let fuzz = SceneFileTests.examples.deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func inputs(_ target: String) -> [URL] {
        let folder = fuzz.appendingPathComponent("Regressions/\(target)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: inputs("png"))
    func pngInputIsReadOrRefused(_ url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(throws: (any Error).self) { try GoldenFile.inspect(bytes, name: url.lastPathComponent) }
        #expect(throws: PNGCodec.Failure.self) { try PNGCodec.decode(Data(bytes)) }
    }

    @Test(arguments: inputs("scene"))
    func sceneInputLoadsAndRendersOrIsRefused(_ url: URL) throws {
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let loaded: SceneLoader.Loaded
        do {
            loaded = try SceneLoader.load(source: text, file: SceneFileTests.examples.appendingPathComponent("fuzz.yaml"))
        } catch is SceneError {
            return
        }
        let renderer = try WidgetRenderer()
        let targets = RenderTarget.targets(for: loaded.scene.families, devices: SizeTable.current.defaultDevices)
        for place in targets.prefix(2) {
            let layout = try renderer.layout(loaded.scene, family: place.family, target: place, folder: loaded.folder)
            #expect(try renderer.paint(layout, target: place, scale: 1, variant: .dark, theme: loaded.theme).width > 0)
        }
    }

    @Test func regressionFoldersArePresent() {
        #expect(!Self.inputs("png").isEmpty)
    }
}
