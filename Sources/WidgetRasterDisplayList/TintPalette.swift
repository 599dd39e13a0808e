import Themes

/// The colours of the accented rendering mode for one tint, colour scheme, look and glass.
///
/// iOS 18 (the tinted Home Screen): iOS desaturates a tinted widget and applies the person's
/// tint (HIG, "Appearances"): the platter and both colour groups carry its hue, and no colour of
/// the app's own survives. Light: a pale tinted platter, near-black tinted content; dark: the
/// reverse. The accent group sits between them, at equal contrast from both, so accent text stays
/// legible on the platter and on a default-group fill alike.
///
/// iOS 26 (tinted and clear): the system tints all content white and puts glass where the
/// background was (WWDC25 "What's new in widgets", `widget-facts.md` §7.1). Clear glass is the
/// wallpaper under a white (light) or black (dark) frost; tinted glass is frosted in the tint,
/// and in dark the content takes a pale tone of it, the accent group a stronger one.
public struct TintPalette: Hashable, Sendable {
    /// Replaces the widget's removed background: iOS 18's opaque platter, or iOS 26's glass frost
    /// (its alpha is how much of the wallpaper shows through).
    public var platter: RGBA
    /// The default group's colour.
    public var primary: RGBA
    /// The accent group's colour (`widgetAccentable()`).
    public var accent: RGBA

    /// The tint when none is chosen: the amber of Apple's iOS 18 tinted Home Screen images (on a
    /// device it follows the wallpaper until the person picks one).
    public static let defaultTint = RGBA(255, 190, 70)

    /// The palette of a variant's look and glass.
    init(_ variant: Variant) {
        switch variant.look {
        case .ios18: self.init(tint: variant.tint, scheme: variant.colorScheme)
        case .ios26: self.init(glass: variant.glass, tint: variant.tint, scheme: variant.colorScheme)
        }
    }

    /// iOS 26's glass: content white over clear or tinted frost.
    init(glass: Variant.Glass, tint: RGBA, scheme: ColorScheme) {
        let (hue, saturation, _) = tint.hsb
        let tone = { (s: Double, b: Double, a: Double) in RGBA(hue: hue, saturation: min(saturation, s), brightness: b, alpha: a) }
        switch (glass, scheme) {
        case (.clear, .light):
            platter = RGBA(red: 1, green: 1, blue: 1, alpha: 0.1)
            (primary, accent) = (.white, .white)
        case (.clear, .dark):
            platter = RGBA(red: 0, green: 0, blue: 0, alpha: 0.38)
            (primary, accent) = (.white, .white)
        case (.tinted, .light):
            platter = tone(0.6, 0.72, 0.86)
            (primary, accent) = (.white, .white)
        case (.tinted, .dark):
            platter = tone(0.7, 0.26, 0.9)
            primary = tone(0.14, 1, 1)
            accent = tone(0.42, 1, 1)
        }
    }

    public init(tint: RGBA, scheme: ColorScheme) {
        let (hue, saturation, _) = tint.hsb
        let tone = { (s: Double, b: Double) in RGBA(hue: hue, saturation: s, brightness: b) }
        switch scheme {
        case .light:
            platter = tone(min(saturation * 0.3, 0.25), 0.95)
            primary = tone(min(saturation * 0.5, 0.5), 0.2)
        case .dark:
            platter = tone(min(saturation * 0.5, 0.45), 0.16)
            primary = tone(min(saturation * 0.08, 0.08), 0.97)
        }
        // Equal contrast from both: the accent's luminance is their geometric mean (WCAG's + 0.05).
        let target = ((platter.luminance + 0.05) * (primary.luminance + 0.05)).squareRoot() - 0.05
        accent = Self.tone(of: RGBA(hue: hue, saturation: min(saturation, 0.85), brightness: 1), luminance: target)
    }

    /// `color` darkened (or, when too dark at full brightness, mixed with white) to a luminance.
    static func tone(of color: RGBA, luminance target: Double) -> RGBA {
        let (hue, saturation, _) = color.hsb
        func search(_ make: (Double) -> RGBA) -> RGBA {
            var low = 0.0, high = 1.0
            for _ in 0..<24 {
                let mid = (low + high) / 2
                if make(mid).luminance < target { low = mid } else { high = mid }
            }
            return make(low)
        }
        if color.luminance >= target {
            return search { RGBA(hue: hue, saturation: saturation, brightness: $0) }
        }
        return search { color.mixedWithWhite($0) }
    }
}
