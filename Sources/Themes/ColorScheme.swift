/// Light or dark appearance, as `@Environment(\.colorScheme)` reports it.
public enum ColorScheme: String, CaseIterable, Codable, Sendable {
    case light
    case dark
}

/// A colour that has one value in light and one in dark appearance.
public struct DynamicColor: Hashable, Sendable, Codable {
    public var light: RGBA
    public var dark: RGBA

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    public init(_ both: RGBA) {
        self.init(light: both, dark: both)
    }

    /// Both appearances changed the same way.
    public func map(_ transform: (RGBA) -> RGBA) -> DynamicColor {
        DynamicColor(light: transform(light), dark: transform(dark))
    }

    public func resolved(in scheme: ColorScheme) -> RGBA {
        scheme == .light ? light : dark
    }
}
