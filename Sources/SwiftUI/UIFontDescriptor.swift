import Foundation
import WidgetRaster

/// UIKit's description of a font by attributes (family or name, size, text style, traits), as code
/// derives a variant of a font (`font.fontDescriptor.withSymbolicTraits(.traitBold)`,
/// `.withDesign(.rounded)`) and makes it with `UIFont(descriptor:size:)`. The weight, italic,
/// fixed-width and design traits are drawn; the condensed and expanded widths are drawn standard,
/// as the system font here has one width.
open class UIFontDescriptor: NSObject, NSCopying {
    /// The attributes that describe the font.
    open private(set) var fontAttributes: [AttributeName: Any]

    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    /// A font by PostScript or family name at a size.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The descriptor of a Dynamic Type style at the text size being drawn.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of a Dynamic Type style at the text size of `traitCollection` (the image's where it sets none).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    open var pointSize: CGFloat { Self.number(fontAttributes[.size]).map { CGFloat($0) } ?? 0 }
    open var postscriptName: String { fontAttributes[.name] as? String ?? fontAttributes[.family] as? String ?? "" }
    /// The bold, italic and fixed-width traits, as set or as the font's weight and design give them.
    open var symbolicTraits: SymbolicTraits {
        if let raw = Self.number(traits[.symbolic]) { return SymbolicTraits(rawValue: UInt32(raw)) }
        var traits: SymbolicTraits = []
        if let weight = Self.number(self.traits[.weight]), weight >= Double(UIFont.Weight.bold.rawValue) { traits.insert(.traitBold) }
        if design == .monospaced { traits.insert(.traitMonoSpace) }
        return traits
    }
    open var matrix: CGAffineTransform { .identity }

    /// An attribute's value.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The descriptor with attributes added (or replaced).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// The descriptor with exactly these bold, italic, fixed-width and width traits.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = self.traits
        traits[.symbolic] = symbolicTraits.rawValue
        if !symbolicTraits.contains(.traitBold), let weight = Self.number(traits[.weight]),
           weight >= Double(UIFont.Weight.bold.rawValue) {
            traits[.weight] = UIFont.Weight.regular.rawValue
        }
        return addingAttributes([.traits: traits])
    }

    /// The system font in another design (rounded, serif, monospaced); nil for an app font, as iOS has none for it.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard customName == nil else { return nil }
        var traits = self.traits
        traits[Self.designTrait] = design.rawValue
        return addingAttributes([.traits: traits])
    }

    /// Another family at the same size and traits.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.textStyle] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    open func copy(with zone: NSZone? = nil) -> Any { UIFontDescriptor(fontAttributes: fontAttributes) }

    // MARK: - The font it describes

    /// The traits dictionary (`.traits`).
    var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    /// Where the system design is kept among the traits.
    static let designTrait = TraitKey(rawValue: "NSCTFontUIFontDesignTrait")

    /// An app font's name (PostScript or family); nil for the system font, whose names start with a dot.
    var customName: String? {
        let name = fontAttributes[.name] as? String ?? fontAttributes[.family] as? String
        guard let name, !name.hasPrefix(".") else { return nil }
        return name
    }

    var design: SystemDesign {
        if let raw = traits[Self.designTrait] as? String { return SystemDesign(rawValue: raw) }
        return (fontAttributes[.name] as? String)?.hasPrefix(".SFMono") == true ? .monospaced : .default
    }

    var textStyle: UIFont.TextStyle? { (fontAttributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:)) }

    /// The SwiftUI font drawn for this descriptor at `size` points (0: the descriptor's size, else 12,
    /// as UIKit's default): its text style while at the style's size, so it scales as the style does.
    func swiftUIFont(size: CGFloat) -> (font: Font, pointSize: CGFloat) {
        let points = size > 0 ? size : pointSize > 0 ? pointSize : 12
        let symbolic = Self.number(traits[.symbolic]).map { SymbolicTraits(rawValue: UInt32($0)) }
        var weight = Self.number(traits[.weight]).map { UIFont.Weight(rawValue: CGFloat($0)).swiftUIWeight }
        if symbolic?.contains(.traitBold) == true { weight = max(weight ?? .bold, .bold) }
        var font: Font
        if let name = customName {
            font = Font(size: Double(points), custom: name)
        } else if let style = textStyle, points == pointSize {
            font = Font(style: style.swiftUIStyle)
        } else {
            font = Font(size: Double(points))
        }
        if let weight { font.weight = weight }
        if customName == nil {
            font.design = symbolic?.contains(.traitMonoSpace) == true ? .monospaced : design.swiftUIDesign
        }
        if symbolic?.contains(.traitItalic) == true { font.isItalic = true }
        return (font, points)
    }

    /// A number attribute, however it was given (`CGFloat`, `Double`, `Int`, `NSNumber`).
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as CGFloat: return Double(v)
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as UInt32: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    // MARK: - Names

    /// A font attribute's name.
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the `.traits` dictionary.
    public struct TraitKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// The system font's designs: SF Pro, SF Pro Rounded, New York and SF Mono (drawn with their stand-ins).
    public struct SystemDesign: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

        var swiftUIDesign: Font.Design {
            switch self {
            case .rounded: return .rounded
            case .serif: return .serif
            case .monospaced: return .monospaced
            default: return .default
            }
        }

        init(_ design: Font.Design) {
            switch design {
            case .default: self = .default
            case .rounded: self = .rounded
            case .serif: self = .serif
            case .monospaced: self = .monospaced
            }
        }
    }

    /// Traits a font has or is asked for. Bold, italic and fixed-width are drawn; condensed and
    /// expanded are kept and drawn at the standard width.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
    }
}

extension UIFontDescriptor {
    /// The descriptor of a font: its names, size, text style, weight, design and traits.
    convenience init(_ font: UIFont) {
        let swiftUI = font.swiftUIFont
        var attributes: [AttributeName: Any] = [.name: font.fontName, .family: font.familyName, .size: font.pointSize]
        if let style = swiftUI.style, swiftUI.custom == nil, swiftUI.size == nil { attributes[.textStyle] = UIFont.TextStyle(style).rawValue }
        var symbolic: SymbolicTraits = []
        if swiftUI.resolvedWeight >= .bold { symbolic.insert(.traitBold) }
        if swiftUI.isItalic { symbolic.insert(.traitItalic) }
        if swiftUI.design == .monospaced { symbolic.insert(.traitMonoSpace) }
        var traits: [TraitKey: Any] = [.symbolic: symbolic.rawValue]
        if let weight = swiftUI.weight { traits[.weight] = UIFont.Weight(weight).rawValue }
        if swiftUI.custom == nil { traits[Self.designTrait] = SystemDesign(swiftUI.design).rawValue }
        attributes[.traits] = traits
        self.init(fontAttributes: attributes)
    }
}
