import Foundation
import WidgetRaster

/// Scales fonts and sizes with the person's text size as a Dynamic Type style does
/// (`UIFontMetrics(forTextStyle: .body).scaledValue(for: 8)`): the value at Large times the
/// style's size at the render's text size over its size at Large, as `@ScaledMetric` scales.
open class UIFontMetrics: NSObject {
    let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The body style's metrics.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The factor the style grows by at a Dynamic Type size.
    func factor(at size: DynamicTypeSize) -> CGFloat {
        let style = textStyle.swiftUIStyle
        return CGFloat(size.metrics(for: style).size / DynamicTypeSize.large.metrics(for: style).size)
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// The value at the text size of `traitCollection` (the image's where it sets none).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(at: UIContentSizeCategory.dynamicTypeSize(of: traitCollection))
    }

    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    /// The font scaled, no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        return font.withSize(maximumPointSize > 0 ? min(size, maximumPointSize) : size)
    }
}
