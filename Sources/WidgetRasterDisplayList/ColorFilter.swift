import Themes
import WidgetRasterModel

/// A change to every pixel drawn inside a view, applied to its layer as a whole.
public enum ColorFilter: Hashable, Sendable {
    /// Each premultiplied channel times this colour's component (`colorMultiply(_:)`).
    case multiply(RGBA)
    /// Each colour turned to its opposite, alpha kept (`colorInvert()`).
    case invert
    /// Black whose alpha is the colour's luminance: bright parts opaque, dark ones clear (`luminanceToAlpha()`).
    case luminanceToAlpha
    /// Each colour changed by a matrix, alpha kept (`saturation`, `brightness`, `contrast`, `hueRotation`).
    case matrix(ColorMatrix)
}
