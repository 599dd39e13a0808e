import Foundation
import WidgetRaster

extension UIImage {
    /// How an image is drawn: a configuration of traits; symbol images take `SymbolConfiguration`.
    open class Configuration: @unchecked Sendable, Hashable {
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection? = nil) { self.traitCollection = traitCollection }

        /// This configuration with `other`'s settings over it.
        open func applying(_ other: Configuration?) -> Self { self }
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self { self }

        public static func == (a: Configuration, b: Configuration) -> Bool { a.isEqual(to: b) }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(Self.self)) }
        func isEqual(to other: Configuration) -> Bool { type(of: self) == type(of: other) }
    }

    /// A symbol's weight (UIKit's names for the font weights).
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        var fontWeight: Font.Weight? {
            switch self {
            case .unspecified: nil
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// A symbol's size against its font: small, medium (the default) or large.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large

        var imageScale: ImageScale? {
            switch self {
            case .default, .unspecified: nil
            case .small: .small
            case .medium: .medium
            case .large: .large
            }
        }
    }

    /// How a symbol image is drawn: its point size or text style, weight, scale and colours, as
    /// `Image(uiImage:)` then draws it (a font, an image scale, a symbol rendering mode).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        var pointSize: CGFloat?
        var textStyle: UIFont.TextStyle?
        var weight: SymbolWeight = .unspecified
        var scale: SymbolScale = .unspecified
        var renderingMode: WidgetRaster.SymbolRenderingMode?
        var colors: [UIColor] = []

        init(change: (SymbolConfiguration) -> Void) {
            super.init()
            change(self)
        }

        public convenience init(pointSize: CGFloat) { self.init { $0.pointSize = pointSize } }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init { ($0.pointSize, $0.weight) = (pointSize, weight) } }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init { ($0.pointSize, $0.weight, $0.scale) = (pointSize, weight, scale) }
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init { $0.textStyle = textStyle } }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init { ($0.textStyle, $0.scale) = (textStyle, scale) } }
        public convenience init(weight: SymbolWeight) { self.init { $0.weight = weight } }
        public convenience init(scale: SymbolScale) { self.init { $0.scale = scale } }
        public convenience init(font: UIFont) { self.init { $0.pointSize = font.pointSize } }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init { ($0.pointSize, $0.scale) = (font.pointSize, scale) } }
        /// Layers in shades of one colour (iOS 15).
        public convenience init(hierarchicalColor: UIColor) {
            self.init { ($0.renderingMode, $0.colors) = (.hierarchical, [hierarchicalColor]) }
        }
        /// Layers in the colours given, in order (iOS 15).
        public convenience init(paletteColors: [UIColor]) { self.init { ($0.renderingMode, $0.colors) = (.palette([]), paletteColors) } }

        /// The symbol's own colours (iOS 16).
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration { $0.renderingMode = .multicolor } }
        /// One colour for every layer (iOS 16).
        public static func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration { $0.renderingMode = .monochrome } }
        /// No settings: the symbol as its context draws it.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration { _ in } }

        /// The settings of both, `other`'s where both set one.
        public override func applying(_ other: Configuration?) -> Self {
            guard let other = other as? SymbolConfiguration else { return self }
            let merged = SymbolConfiguration { _ in }
            merged.pointSize = other.pointSize ?? (other.textStyle == nil ? pointSize : nil)
            merged.textStyle = other.textStyle ?? (other.pointSize == nil ? textStyle : nil)
            merged.weight = other.weight == .unspecified ? weight : other.weight
            merged.scale = other.scale == .unspecified || other.scale == .default ? scale : other.scale
            merged.renderingMode = other.renderingMode ?? renderingMode
            merged.colors = other.colors.isEmpty ? colors : other.colors
            return unsafeDowncast(merged, to: Self.self)
        }

        /// These settings without a point size or weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            let copy = SymbolConfiguration { _ in }.applying(self)
            (copy.pointSize, copy.weight) = (nil, .unspecified)
            return copy
        }

        override func isEqual(to other: Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && textStyle == other.textStyle && weight == other.weight && scale == other.scale
                && renderingMode == other.renderingMode && colors == other.colors
        }

        /// What `Image(uiImage:)` adds to the symbol: its font, scale and colours.
        var imageModifiers: [Modifier] {
            var modifiers: [Modifier] = []
            if let pointSize {
                modifiers.append(.font(.system(size: Double(pointSize), weight: weight.fontWeight)))
            } else if let textStyle {
                modifiers.append(.font(.system(textStyle.swiftUIStyle, weight: weight.fontWeight)))
            } else if let fontWeight = weight.fontWeight {
                modifiers.append(.fontWeight(fontWeight))
            }
            if let imageScale = scale.imageScale { modifiers.append(.imageScale(imageScale)) }
            let styles = colors.map { Color(uiColor: $0)._style }
            switch renderingMode {
            case .palette?: modifiers.append(.symbolRenderingMode(.palette(styles)))
            case let mode?: modifiers.append(.symbolRenderingMode(mode))
            case nil: break
            }
            if let first = styles.first { modifiers.append(.foregroundStyle(first)) }
            return modifiers
        }
    }
}
