import Foundation

/// Where the bundled fonts live. Looked up in order: `$WIDGETRASTER_FONTS` (an explicit choice
/// wins), `../share/widgetraster/Fonts` beside the running executable (an installed copy, a
/// release archive, a Docker image), then `Assets/Fonts` of the checkout this was built from.
public enum FontDirectory {
    /// Where the fonts were found and how.
    public struct Location: Sendable, CustomStringConvertible {
        public var url: URL
        /// `WIDGETRASTER_FONTS`, `installed`, `checkout`, or `missing` when none exists.
        public var source: String
        public var description: String { "\(url.path) (\(source))" }
    }

    /// The first of the candidates that holds fonts (computed once per process).
    public static let location: Location = locate(environment: ProcessInfo.processInfo.environment,
                                                  executable: Bundle.main.executableURL)

    public static var url: URL { location.url }

    /// The candidates in order, for an environment and an executable path.
    static func candidates(environment: [String: String], executable: URL?) -> [Location] {
        var list: [Location] = []
        if let custom = environment["WIDGETRASTER_FONTS"], !custom.isEmpty {
            list.append(Location(url: URL(fileURLWithPath: custom), source: "WIDGETRASTER_FONTS"))
        }
        if let executable {
            let bin = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            list.append(Location(url: bin.deletingLastPathComponent().appendingPathComponent("share/widgetraster/Fonts"),
                                 source: "installed"))
        }
        let checkout = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        list.append(Location(url: checkout.appendingPathComponent("Assets/Fonts"), source: "checkout"))
        return list
    }

    static func locate(environment: [String: String], executable: URL?) -> Location {
        let all = candidates(environment: environment, executable: executable)
        // An explicit folder is used even when it is wrong, so the error names it.
        if all[0].source == "WIDGETRASTER_FONTS" { return all[0] }
        if let found = all.first(where: { hasFonts($0.url) }) { return found }
        return Location(url: all.last!.url, source: "missing; looked in " + all.map(\.url.path).joined(separator: ", "))
    }

    static func hasFonts(_ url: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.contains { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }
    }

    /// The colour emoji font's file name. It is too large to keep in the repository (10.5 MB):
    /// `scripts/setup.sh` installs Debian's `fonts-noto-color-emoji`, `scripts/install.sh` copies it
    /// beside the other fonts.
    public static let emojiFileName = "NotoColorEmoji.ttf"
    static let systemEmoji = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

    /// The emoji font for a font folder: the folder's own copy, else the system package's; nil when neither exists.
    public static func emojiFont(besides folder: URL) -> URL? {
        [folder.appendingPathComponent(emojiFileName), systemEmoji].first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Japanese, Chinese and Korean text: Noto Sans CJK (regular and bold), too large to keep in the
    /// repository (39 MB): `scripts/setup.sh` installs Debian's `fonts-noto-cjk`; absent, such text draws as boxes.
    static let systemCJK = ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"].map {
        URL(fileURLWithPath: "/usr/share/fonts/opentype/noto/").appendingPathComponent($0)
    }

    /// The CJK fonts on this machine (none where the package is not installed).
    static var cjkFonts: [URL] { systemCJK.filter { FileManager.default.fileExists(atPath: $0.path) } }

    /// A folder holding links to the CJK fonts alone, beside fontconfig's cache: read as a font
    /// folder, fontconfig scans them once and caches them (a 20 MB collection added file by file is
    /// scanned by every engine again); nil when none is installed.
    static let cjkFolder: URL? = {
        let fonts = cjkFonts
        guard !fonts.isEmpty else { return nil }
        let folder = fontconfigCache.deletingLastPathComponent().appendingPathComponent("cjk")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        for font in fonts {
            let link = folder.appendingPathComponent(font.lastPathComponent)
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != font.path {
                try? FileManager.default.removeItem(at: link)
                try? FileManager.default.createSymbolicLink(at: link, withDestinationURL: font)
            }
        }
        return folder
    }()

    /// fontconfig's cache for the bundled fonts: the user's own cache folder
    /// (`$XDG_CACHE_HOME/widgetraster/fontconfig`, else `~/.cache/…`), made private to the user,
    /// never a folder shared by every user of the machine.
    public static let fontconfigCache: URL = {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        var folder = base.appendingPathComponent("widgetraster/fontconfig")
        if (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])) == nil {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetraster-fontconfig-\(getuid())")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
        }
        return folder
    }()

    /// The font files, sorted, with the emoji and CJK fonts, for hashing into render fingerprints.
    public static var files: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        var found = names.filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }.map { url.appendingPathComponent($0) }
        if !names.contains(emojiFileName), let emoji = emojiFont(besides: url) { found.append(emoji) }
        found += cjkFonts
        return found.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
