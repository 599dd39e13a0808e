import Foundation

/// Resolves colour names for a widget: the system palette plus an optional brand palette.
///
/// A theme file (JSON) looks like
/// `{"palette": "ios26", "accent": "#FF6A00", "background": {"light": "#FFF", "dark": "#222"},
///   "backgroundGradient": ["#FFF", {"light": "#EEF", "dark": "#113"}],
///   "colors": {"brandInk": {"light": "#102030", "dark": "#E0E8F0"}}}`.
public struct Theme: Sendable, Codable, Equatable {
    /// Which system palette the names resolve against (`ios18` or `ios26`); nil follows the
    /// render's look, so `blue` is iOS 26's blue in an iOS 26 image.
    public var palette: String?
    /// The tint `accentColor` resolves to; system blue when absent.
    public var accent: DynamicColor?
    /// The widget background used when a scene declares none.
    public var background: DynamicColor?
    /// A top-to-bottom gradient used instead of `background` when a scene declares none.
    public var backgroundGradient: [DynamicColor]?
    /// Brand colours, addressed by name like system colours.
    public var colors: [String: DynamicColor]

    public init(palette: String? = nil, accent: DynamicColor? = nil, background: DynamicColor? = nil,
                backgroundGradient: [DynamicColor]? = nil, colors: [String: DynamicColor] = [:]) {
        self.palette = palette
        self.accent = accent
        self.background = background
        self.backgroundGradient = backgroundGradient
        self.colors = colors
    }

    public static let standard = Theme()

    /// The background a widget gets when its scene sets no container background.
    /// HIG: light background in light appearance, dark in dark (`widget-facts.md` §5.5).
    public var defaultBackground: DynamicColor {
        background ?? SystemPalette.ios18.color(named: "systemBackground")!
    }

    /// The palette names resolve against in a render of `look`: the theme's own, else the look's.
    func systemPalette(for look: SystemLook) -> SystemPalette {
        palette.flatMap(SystemPalette.named) ?? look.palette
    }

    /// Resolves a colour reference in a render of `look`: a brand or system name, `accentColor`,
    /// or a hex literal.
    public func color(named name: String, look: SystemLook = .ios26) -> DynamicColor? {
        if let brand = colors[name] { return brand }
        let systemPalette = systemPalette(for: look)
        if name == "accentColor" || name == "accent" {
            return accent ?? systemPalette.color(named: "systemBlue")
        }
        if let system = systemPalette.color(named: name) { return system }
        return RGBA(hex: name).map(DynamicColor.init)
    }

    /// Every colour name `color(named:look:)` knows for iOS 26: the theme's own, the system's and
    /// SwiftUI's names for them, and the accent (for "did you mean" in errors).
    public var colorNames: [String] {
        colors.keys.sorted() + systemPalette(for: .ios26).names + SystemPalette.swiftUIAliases.keys.sorted() + ["accentColor"]
    }

    enum CodingKeys: String, CodingKey { case palette, accent, background, backgroundGradient, colors }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        palette = try c.decodeIfPresent(String.self, forKey: .palette)
        if let palette, SystemPalette.named(palette) == nil {
            throw DecodingError.dataCorruptedError(forKey: .palette, in: c,
                debugDescription: "unknown palette '\(palette)'; expected ios18 or ios26")
        }
        accent = try c.decodeIfPresent(ThemeColor.self, forKey: .accent)?.value
        background = try c.decodeIfPresent(ThemeColor.self, forKey: .background)?.value
        backgroundGradient = try c.decodeIfPresent([ThemeColor].self, forKey: .backgroundGradient)?.map(\.value)
        colors = try (c.decodeIfPresent([String: ThemeColor].self, forKey: .colors) ?? [:]).mapValues(\.value)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(palette, forKey: .palette)
        try c.encodeIfPresent(accent.map(ThemeColor.init), forKey: .accent)
        try c.encodeIfPresent(background.map(ThemeColor.init), forKey: .background)
        try c.encodeIfPresent(backgroundGradient?.map(ThemeColor.init), forKey: .backgroundGradient)
        try c.encode(colors.mapValues(ThemeColor.init), forKey: .colors)
    }

    /// Loads a theme file.
    public static func load(from url: URL) throws -> Theme {
        try JSONDecoder().decode(Theme.self, from: Data(contentsOf: url))
    }
}

/// A colour in a theme file: `"#RRGGBB"` for both appearances or `{"light": …, "dark": …}`.
struct ThemeColor: Codable {
    var value: DynamicColor

    init(_ value: DynamicColor) { self.value = value }

    init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer().decode(String.self) {
            guard let rgba = RGBA(hex: single) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "expected a hex colour like #RRGGBB, got '\(single)'"))
            }
            value = DynamicColor(rgba)
            return
        }
        let pair = try decoder.container(keyedBy: PairKeys.self)
        func hex(_ key: PairKeys) throws -> RGBA {
            let s = try pair.decode(String.self, forKey: key)
            guard let rgba = RGBA(hex: s) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: pair,
                    debugDescription: "expected a hex colour like #RRGGBB, got '\(s)'")
            }
            return rgba
        }
        value = DynamicColor(light: try hex(.light), dark: try hex(.dark))
    }

    func encode(to encoder: Encoder) throws {
        if value.light == value.dark {
            var c = encoder.singleValueContainer()
            try c.encode(value.light.hex)
        } else {
            var c = encoder.container(keyedBy: PairKeys.self)
            try c.encode(value.light.hex, forKey: .light)
            try c.encode(value.dark.hex, forKey: .dark)
        }
    }

    enum PairKeys: String, CodingKey { case light, dark }
}
