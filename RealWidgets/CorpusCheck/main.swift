// Prints every PNG under a folder that is one flat colour (a widget that drew nothing), one per line.
import Foundation
import WidgetRaster

/// Whether the image's fully opaque pixels (its tile, not the anti-aliased corners) hold at most `limit` colours.
func opaqueColours(_ bitmap: Bitmap, atMost limit: Int) -> Bool {
    var seen = Set<UInt32>()
    for i in stride(from: 0, to: bitmap.pixels.count, by: 4) where bitmap.pixels[i + 3] == 255 {
        seen.insert(UInt32(bitmap.pixels[i]) << 16 | UInt32(bitmap.pixels[i + 1]) << 8 | UInt32(bitmap.pixels[i + 2]))
        if seen.count > limit { return false }
    }
    return true
}

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")
let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
    .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" && !$0.lastPathComponent.hasPrefix("contact-sheet") } ?? []
for file in files.sorted(by: { $0.path < $1.path }) {
    do {
        let bitmap = try PNGCodec.decode(Data(contentsOf: file))
        if opaqueColours(bitmap, atMost: 1) { print("flat: \(file.path)") }
    } catch {
        FileHandle.standardError.write(Data("error: \(file.path): \(error)\n".utf8))
        print("unreadable: \(file.path)")
    }
}
