import Foundation

/// The device's screen, which widget code asks for its scale (`1 / UIScreen.main.scale` for a
/// hairline): the scale of the image being drawn, as the widget's own display has it. Its bounds
/// are the 6.1-inch iPhone's (393 × 852 points, upright): the code is not told which device of
/// the size table an image is drawn for.
open class UIScreen: @unchecked Sendable {
    public static var main: UIScreen { UIScreen() }

    public var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 393 * scale, height: 852 * scale) }

    public var scale: CGFloat { EnvironmentValues.current.displayScale }
    public var nativeScale: CGFloat { scale }
}
