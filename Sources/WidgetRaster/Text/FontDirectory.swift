import Foundation

/// Where the bundled fonts live: `$WIDGETRASTER_FONTS`, else `Assets/Fonts` of this checkout.
public enum FontDirectory {
    public static var url: URL {
        if let custom = ProcessInfo.processInfo.environment["WIDGETRASTER_FONTS"], !custom.isEmpty {
            return URL(fileURLWithPath: custom)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets/Fonts")
    }

    /// The font files, sorted, for hashing into render fingerprints.
    public static var files: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }.sorted().map { url.appendingPathComponent($0) }
    }
}
