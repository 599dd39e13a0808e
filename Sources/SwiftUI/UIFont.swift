import Foundation
import WidgetRaster

/// UIKit's font, as widget code shared with its app builds one and hands it to `Font(_:)` or
/// measures text with it: system fonts by size, weight and design, Dynamic Type styles, and the
/// app's fonts by name. Each stands for the SwiftUI font drawn; its metrics (`lineHeight`,
/// `ascender` …) are the drawn face's, from the text engine.
open class UIFont: @unchecked Sendable, Hashable {
    /// The SwiftUI font drawn for it.
    public let swiftUIFont: Font
    public let pointSize: CGFloat
    public let fontName: String
    public let familyName: String

    init(_ font: Font, pointSize: CGFloat, fontName: String, familyName: String) {
        swiftUIFont = font
        self.pointSize = pointSize
        self.fontName = fontName
        self.familyName = familyName
    }

    /// An app font by PostScript or family name, from the renderer's fonts folder; a name that
    /// folder lacks is an error when the text is drawn.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(Font(size: Double(fontSize), custom: fontName), pointSize: fontSize, fontName: fontName, familyName: fontName)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(.system(size: Double(fontSize), weight: weight.swiftUIWeight), pointSize: fontSize, fontName: ".SFUI-\(weight.name)",
               familyName: ".SF UI Text")
    }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The system font's italic.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(Font.system(size: Double(fontSize), weight: .regular).italic(), pointSize: fontSize, fontName: ".SFUI-RegularItalic",
               familyName: ".SF UI Text")
    }
    /// The system font at a width: the width is accepted and drawn standard, as the system font here has one width.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let font = systemFont(ofSize: fontSize, weight: weight)
        return UIFont(font.swiftUIFont.monospacedDigit(), pointSize: fontSize, fontName: font.fontName, familyName: font.familyName)
    }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(.system(size: Double(fontSize), weight: weight.swiftUIWeight, design: .monospaced), pointSize: fontSize,
               fontName: ".SFMono-\(weight.name)", familyName: ".SF Mono")
    }

    /// A Dynamic Type style at the text size being drawn (Large unless the render sets another);
    /// drawn in a `Text`, it scales with that text's size as the style does.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        let font = Font(style: style.swiftUIStyle)
        return UIFont(font, pointSize: font.pointSize(at: UIContentSizeCategory.dynamicTypeSize(of: traits)),
                      fontName: ".SFUI-\(Weight(font.resolvedWeight).name)", familyName: ".SF UI Text")
    }

    /// The font a descriptor describes, at `pointSize` (0: the descriptor's own size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let (font, points) = descriptor.swiftUIFont(size: pointSize)
        let names = UIFont.names(of: font, custom: descriptor.customName)
        self.init(font, pointSize: points, fontName: names.font, familyName: names.family)
    }

    /// The font's family, size, text style and traits, from which variants are made.
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(self) }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = swiftUIFont
        font.size = Double(fontSize)
        return UIFont(font, pointSize: fontSize, fontName: fontName, familyName: familyName)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.swiftUIFont == b.swiftUIFont && a.pointSize == b.pointSize }
    public func hash(into hasher: inout Hasher) { hasher.combine(swiftUIFont) }

    /// A weight, as UIKit numbers them (-0.8 ultra light … 0.62 black).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)

        static let ladder: [(Weight, Font.Weight)] = [(.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
                                                      (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy),
                                                      (.black, .black)]
        /// The nearest of SwiftUI's weights.
        var swiftUIWeight: Font.Weight { Self.ladder.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1 }
        var name: String { swiftUIWeight.rawValue.prefix(1).uppercased() + swiftUIWeight.rawValue.dropFirst() }

        /// UIKit's number for one of SwiftUI's weights.
        init(_ weight: Font.Weight) { self = Self.ladder.first { $0.1 == weight }!.0 }
    }

    /// How wide the system font's letters are (iOS 16): kept, and drawn standard, as the system
    /// font here has one width.
    public struct Width: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(rawValue: -0.3), condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0), expanded = Width(rawValue: 0.2)
    }

    /// A Dynamic Type style, by UIKit's names.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0"), title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2"), title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline"), body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1"), caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var swiftUIStyle: Font.TextStyle {
            let styles: [TextStyle: Font.TextStyle] = [.largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3,
                                                       .headline: .headline, .callout: .callout, .subheadline: .subheadline,
                                                       .footnote: .footnote, .caption1: .caption, .caption2: .caption2]
            return styles[self] ?? .body
        }

        /// UIKit's name for one of SwiftUI's text styles.
        init(_ style: Font.TextStyle) {
            let styles: [Font.TextStyle: TextStyle] = [.largeTitle: .largeTitle, .title: .title1, .title2: .title2, .title3: .title3,
                                                       .headline: .headline, .body: .body, .callout: .callout,
                                                       .subheadline: .subheadline, .footnote: .footnote, .caption: .caption1,
                                                       .caption2: .caption2]
            self = styles[style]!
        }
    }
}

extension Font {
    /// The SwiftUI font a UIKit font stands for.
    public init(_ font: UIFont) { self = font.swiftUIFont }
}

extension UIFont {
    /// The families of the fonts text is drawn with here: the bundled faces that stand in for the
    /// system fonts, and the app's fonts when the render has a fonts folder.
    public class var familyNames: [String] { TextEngine.forUIKit()?.fontFamilies().keys.sorted() ?? [] }

    /// The PostScript names of a family's faces; empty for a family the render does not have.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        TextEngine.forUIKit()?.fontFamilies()[familyName] ?? []
    }

    /// The point size of labels (17), buttons (18), small system text (12) and system text (14), as on iOS.
    public class var labelFontSize: CGFloat { 17 }
    public class var buttonFontSize: CGFloat { 18 }
    public class var smallSystemFontSize: CGFloat { 12 }
    public class var systemFontSize: CGFloat { 14 }

    /// Points from the baseline to the top of the tallest letters.
    public var ascender: CGFloat { CGFloat(metrics.ascender) }
    /// Points from the baseline to the bottom of the lowest letters: negative, below the baseline.
    public var descender: CGFloat { CGFloat(metrics.descender) }
    /// The height of one line of this font: ascender, descent and leading.
    public var lineHeight: CGFloat { CGFloat(metrics.lineHeight) }
    /// The space the font puts between lines.
    public var leading: CGFloat { CGFloat(metrics.leading) }
    public var capHeight: CGFloat { CGFloat(metrics.capHeight) }
    public var xHeight: CGFloat { CGFloat(metrics.xHeight) }

    /// The drawn face's metrics at this size, from the render's text engine (the bundled and app
    /// fonts); where no fonts are installed, SF Pro's proportions.
    var metrics: FontMetrics {
        guard let engine = TextEngine.forUIKit() else {
            let size = Double(pointSize)
            return FontMetrics(ascender: size * 0.952, descender: -size * 0.24, leading: 0, capHeight: size * 0.705,
                               xHeight: size * 0.528)
        }
        return engine.fontMetrics(textAttributes(engine: engine))
    }

    /// What the text engine lays this font out with: its SwiftUI font at its point size, the face
    /// and tracking chosen as for a `Text` in that font.
    func textAttributes(engine: TextEngine) -> TextAttributes {
        var environment = LayoutEnvironment()
        var font = swiftUIFont
        font.size = Double(pointSize)
        environment.font = font
        environment.appFonts = engine.appFonts
        return environment.textAttributes
    }

    /// The PostScript and family names UIKit gives a SwiftUI font (an app font's own name).
    static func names(of font: Font, custom: String?) -> (font: String, family: String) {
        if let custom { return (custom, custom) }
        let weight = Weight(font.resolvedWeight).name + (font.isItalic ? "Italic" : "")
        switch font.design {
        case .monospaced: return (".SFMono-\(weight)", ".SF Mono")
        case .rounded: return (".SFUIRounded-\(weight)", ".SF UI Rounded")
        case .serif: return (".NewYork-\(weight)", ".New York")
        case .default: return (".SFUI-\(weight)", ".SF UI Text")
        }
    }
}
