import Foundation

/// The device's screen, which widget code asks for its scale (`1 / UIScreen.main.scale` for a
/// hairline): the scale of the image being drawn, as the widget's own display has it.
open class UIScreen: @unchecked Sendable {
    public static var main: UIScreen { UIScreen() }

    public var scale: CGFloat { EnvironmentValues.current.displayScale }
    public var nativeScale: CGFloat { scale }
}
