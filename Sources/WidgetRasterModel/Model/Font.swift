/// A font as SwiftUI describes it: a Dynamic Type text style, or a fixed system size,
/// with a weight and a design.
public struct Font: Hashable, Sendable {
    /// The 11 Dynamic Type text styles.
    public enum TextStyle: String, CaseIterable, Sendable, Codable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

        /// Default weight from the HIG: semibold for headline, regular otherwise.
        public var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    /// Font weights, lightest to heaviest, with their OpenType numbers.
    public enum Weight: String, CaseIterable, Sendable, Codable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public var value: Int {
            switch self {
            case .ultraLight: return 100
            case .thin: return 200
            case .light: return 300
            case .regular: return 400
            case .medium: return 500
            case .semibold: return 600
            case .bold: return 700
            case .heavy: return 800
            case .black: return 900
            }
        }

        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    }

    /// System font designs: SF Pro, New York, SF Pro Rounded and SF Mono.
    public enum Design: String, CaseIterable, Sendable, Codable {
        case `default`, serif, rounded, monospaced
    }

    public var style: TextStyle?
    public var size: Double?
    public var weight: Weight?
    public var design: Design
    /// Small capitals in place of lowercase letters (`lowercase`) or of every letter (`all`) (`smallCaps` in files),
    /// made by the text engine from capitals where the font has none of its own.
    public var smallCapitals: SmallCaps?
    /// An app font's PostScript or family name (`Font.custom`), from the scene's fonts folder.
    /// With a `style` too, `size` scales with Dynamic Type as that style does (`relativeTo:`).
    public var custom: String?
    /// Digits of one width (`Font.monospacedDigit()`), as the `monospacedDigit` modifier gives.
    public var monospacedDigits = false
    /// Line spacing of the font's text (`Font.leading(.tight)`): 2 pt less or more than standard.
    public var leading: Leading = .standard
    /// The italic face (`Font.italic()`), as the `italic` modifier gives.
    public var isItalic = false

    /// `Font.Leading`: the font's own line spacing, or 2 pt tighter or looser.
    public enum Leading: String, CaseIterable, Sendable, Codable {
        case standard, tight, loose

        /// Points added between lines.
        public var lineSpacingDelta: Double { self == .tight ? -2 : self == .loose ? 2 : 0 }
    }

    public init(style: TextStyle? = nil, size: Double? = nil, weight: Weight? = nil, design: Design = .default, custom: String? = nil) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
        self.custom = custom
    }

    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        Font(style: style, weight: weight, design: design)
    }

    public static func system(size: Double, weight: Weight? = nil, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let subheadline = Font(style: .subheadline)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    /// Which letters `smallCapitals` sets as small capitals.
    public enum SmallCaps: String, CaseIterable, Sendable, Codable {
        case lowercase, all
    }

    /// The font with small capitals for lowercase letters (SwiftUI's `lowercaseSmallCaps()`).
    public func lowercaseSmallCaps() -> Font {
        var copy = self
        copy.smallCapitals = smallCapitals == .all ? .all : .lowercase
        return copy
    }

    /// The font with small capitals for every letter (SwiftUI's `smallCaps()`).
    public func smallCaps() -> Font {
        var copy = self
        copy.smallCapitals = .all
        return copy
    }

    /// The font with digits of one width (SwiftUI's `Font.monospacedDigit()`).
    public func monospacedDigit() -> Font {
        var copy = self
        copy.monospacedDigits = true
        return copy
    }

    /// The font with tighter or looser line spacing (SwiftUI's `Font.leading(_:)`).
    public func leading(_ leading: Leading) -> Font {
        var copy = self
        copy.leading = leading
        return copy
    }

    /// The fixed-width variant (SwiftUI's `Font.monospaced()`): SF Mono's stand-in, as for a
    /// family with no fixed-width face of its own.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        copy.custom = nil
        return copy
    }

    /// The bold variant (SwiftUI's `Font.bold()`).
    public func bold() -> Font { weight(.bold) }

    /// The italic variant (SwiftUI's `Font.italic()`).
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// Point size at a Dynamic Type size; fixed sizes do not scale.
    public func pointSize(at dynamicType: DynamicTypeSize) -> Double {
        if let size, custom != nil, let style {
            return size * dynamicType.metrics(for: style).size / DynamicTypeSize.large.metrics(for: style).size
        }
        if let size { return size }
        return dynamicType.metrics(for: style ?? .body).size
    }

    /// The weight used when no modifier overrides it.
    public var resolvedWeight: Weight { weight ?? (custom == nil ? style?.defaultWeight : nil) ?? .regular }
}
