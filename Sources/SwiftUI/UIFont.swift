import Foundation
import WidgetRaster

/// UIKit's font, as widget code shared with its app builds one and hands it to `Font(_:)`:
/// system fonts by size and weight (monospaced digits, monospaced design), Dynamic Type styles,
/// and the app's fonts by name. Each stands for the SwiftUI font drawn; its metrics beyond the
/// point size are known only when text is laid out.
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
    /// The system font; italics are not carried by a font here (`Text.italic()` draws them).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let font = systemFont(ofSize: fontSize, weight: weight)
        return UIFont(font.swiftUIFont.monospacedDigit(), pointSize: fontSize, fontName: font.fontName, familyName: font.familyName)
    }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(.system(size: Double(fontSize), weight: weight.swiftUIWeight, design: .monospaced), pointSize: fontSize,
               fontName: ".SFMono-\(weight.name)", familyName: ".SF Mono")
    }

    /// A Dynamic Type style at the Large text size (the size a person chose scales it when drawn).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        let font = Font(style: style.swiftUIStyle)
        return UIFont(font, pointSize: font.pointSize(at: .large), fontName: ".SFUI-Regular", familyName: ".SF UI Text")
    }

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
    }
}

extension Font {
    /// The SwiftUI font a UIKit font stands for.
    public init(_ font: UIFont) { self = font.swiftUIFont }
}
