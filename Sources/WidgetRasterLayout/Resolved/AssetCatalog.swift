import Foundation
import Themes

/// An app's asset catalogue (`Assets.xcassets`) as Xcode writes it: colour sets with any/dark
/// appearances in sRGB, display P3 or grey, written as 0–1 floats, 0–255 integers or hex bytes,
/// and image sets with 1x/2x/3x PNGs. Folders that provide a namespace prefix their names
/// (`Brand/Ink`), as Xcode does.
public struct AssetCatalog: Sendable {
    package init() {}

    /// Colour set name → its light and dark values (dark is the light value when not given).
    public var colors: [String: DynamicColor] = [:]
    /// Image set name → its PNG files by scale.
    public var images: [String: [(scale: Double, url: URL)]] = [:]
    /// Image set name → its files for the dark appearance by scale, where the set has them.
    package var darkImages: [String: [(scale: Double, url: URL)]] = [:]
    /// Symbol set name → the app's own symbol, drawn as `Image("name")` draws it on iOS.
    public var symbols: [String: SymbolSet] = [:]
    /// Image sets Xcode marks "Render As: Template Image": drawn in the foreground style.
    public var templates: Set<String> = []
    /// The sets that could not be read, each naming its file and what was expected: left out, as
    /// a missing asset is, while the rest of the catalogue draws.
    package var problems: [Problem] = []

    public struct Problem: Error, CustomStringConvertible {
        public var file: String
        public var message: String
        public var description: String { "\(file): \(message)" }

        package init(file: String, message: String) {
            self.file = file
            self.message = message
        }
    }

    /// A theme with this catalogue's colours as colour names (the theme file's own names win)
    /// and its `AccentColor` as the accent unless the theme sets one.
    public func adding(to theme: Theme) -> Theme {
        var theme = theme
        theme.colors.merge(colors) { own, _ in own }
        if theme.accent == nil, let accent = colors["AccentColor"] { theme.accent = accent }
        return theme
    }

    /// The image set an image name refers to: `CupLogo`, or `CupLogo.png` as `Image("CupLogo")` spells it.
    public func imageSet(for file: String) -> [(scale: Double, url: URL)]? {
        images[file] ?? (file.lowercased().hasSuffix(".png") ? images[String(file.dropLast(4))] : nil)
    }

    /// The dark appearance's files of the image set an image name refers to, if it has them.
    package func darkImageSet(for file: String) -> [(scale: Double, url: URL)]? {
        darkImages[file] ?? (file.lowercased().hasSuffix(".png") ? darkImages[String(file.dropLast(4))] : nil)
    }

    /// The app's symbol an image name refers to (`Image("fountain.fill")`).
    public func symbolSet(for file: String) -> SymbolSet? {
        symbols[file] ?? (file.lowercased().hasSuffix(".png") ? symbols[String(file.dropLast(4))] : nil)
    }

    /// Whether an image name refers to a set that renders as a template.
    public func isTemplate(_ file: String) -> Bool {
        templates.contains(file) || (file.lowercased().hasSuffix(".png") && templates.contains(String(file.dropLast(4))))
    }

    /// The image file of a set that suits a scale: that scale's, else the next larger, else the largest.
    public func image(named name: String, scale: Double) -> (scale: Double, url: URL)? {
        imageSet(for: name).flatMap { Self.pick($0, scale: scale, by: \.scale) }
    }

    /// Of a set's files, the one for `scale`: that scale's, else the next larger, else the largest.
    package static func pick<File>(_ files: [File], scale: Double, by fileScale: (File) -> Double) -> File? {
        let sorted = files.sorted { fileScale($0) < fileScale($1) }
        return sorted.first { fileScale($0) >= scale } ?? sorted.last
    }
}
