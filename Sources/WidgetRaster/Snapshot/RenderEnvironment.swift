import Foundation

/// What a golden was rendered with: WidgetRaster's version, the rasteriser and shaper
/// versions, and a hash of every bundled font. When a comparison fails and these differ,
/// the failure says so: the change may be the machine's, not the scene's.
public struct RenderEnvironment: Codable, Hashable, Sendable {
    public var widgetRaster: String
    public var cairo: String
    public var pango: String
    public var freeType: String
    public var harfBuzz: String
    /// Font file name → content hash.
    public var fonts: [String: String]

    /// The environment of this process (computed once).
    public static let current: RenderEnvironment = {
        var fonts: [String: String] = [:]
        let files = FontDirectory.files
        for (url, hash) in zip(files, FileDigests.hashes(of: files)) {
            if let hash { fonts[url.lastPathComponent] = hash }
        }
        return RenderEnvironment(widgetRaster: WidgetRasterVersion.string, cairo: LibraryVersions.cairo,
                                 pango: LibraryVersions.pango, freeType: LibraryVersions.freeType,
                                 harfBuzz: LibraryVersions.harfBuzz, fonts: fonts)
    }()

    /// One line per difference, e.g. `cairo 1.16.0 → 1.18.0`, `font Inter-Regular.otf changed`.
    public func differences(from other: RenderEnvironment) -> [String] {
        var out: [String] = []
        for (name, a, b) in [("WidgetRaster", widgetRaster, other.widgetRaster), ("cairo", cairo, other.cairo),
                             ("pango", pango, other.pango), ("FreeType", freeType, other.freeType),
                             ("HarfBuzz", harfBuzz, other.harfBuzz)] where a != b {
            out.append("\(name) \(a) → \(b)")
        }
        for name in Set(fonts.keys).union(other.fonts.keys).sorted() where fonts[name] != other.fonts[name] {
            switch (fonts[name], other.fonts[name]) {
            case (nil, _): out.append("font \(name) added")
            case (_, nil): out.append("font \(name) removed")
            default: out.append("font \(name) changed")
            }
        }
        return out
    }

    func encodedString() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
