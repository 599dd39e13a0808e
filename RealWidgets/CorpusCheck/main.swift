// `corpus-check FOLDER`: prints every PNG under FOLDER that is one flat colour (a widget that drew
// nothing), one per line. `corpus-check asset-symbols TARGET [--extensions]`: writes the asset
// symbols Xcode generates for TARGET's catalogues (AssetSymbols.swift), with `Color.name` and
// `ShapeStyle` extensions where the app's project generates those too.
import Foundation
import WidgetRaster

/// Whether an image shows one flat colour: every pixel inside the visible area (two pixels from
/// any transparent one, so a tile's anti-aliased corners do not count) has the same value. A Lock
/// Screen image with nothing drawn has no such pixel, and is flat too.
func isFlat(_ bitmap: Bitmap) -> Bool {
    func visible(_ x: Int, _ y: Int) -> Bool {
        x >= 0 && y >= 0 && x < bitmap.width && y < bitmap.height && bitmap.pixels[(y * bitmap.width + x) * 4 + 3] > 0
    }
    var seen = Set<UInt32>()
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where visible(x, y) && visible(x - 2, y) && visible(x + 2, y) && visible(x, y - 2) && visible(x, y + 2) {
            let i = (y * bitmap.width + x) * 4
            let p = bitmap.pixels
            seen.insert(UInt32(p[i]) << 24 | UInt32(p[i + 1]) << 16 | UInt32(p[i + 2]) << 8 | UInt32(p[i + 3]))
            if seen.count > 1 { return false }
        }
    }
    return true
}

if CommandLine.arguments.dropFirst().first == "asset-symbols", (3...4).contains(CommandLine.arguments.count) {
    let target = URL(fileURLWithPath: CommandLine.arguments[2])
    let source = AssetSymbols.source(for: target.appendingPathComponent("Resources"),
                                     extensions: CommandLine.arguments.dropFirst(3).first == "--extensions")
    if !source.isEmpty { try source.write(to: target.appendingPathComponent("AssetSymbols.swift"), atomically: true, encoding: .utf8) }
    exit(0)
}

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")
let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
    .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" && !$0.lastPathComponent.hasPrefix("contact-sheet") } ?? []
for file in files.sorted(by: { $0.path < $1.path }) {
    do {
        let bitmap = try PNGCodec.decode(Data(contentsOf: file))
        if isFlat(bitmap) { print("flat: \(file.path)") }
    } catch {
        FileHandle.standardError.write(Data("error: \(file.path): \(error)\n".utf8))
        print("unreadable: \(file.path)")
    }
}
