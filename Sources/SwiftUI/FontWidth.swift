import Foundation
import WidgetRaster

extension Font {
    /// How wide the font's letters are (`.compressed` … `.expanded`). The system font here has one
    /// width, so every width is drawn standard (accepted).
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)
    }

    /// The font at a width: accepted, drawn standard.
    public func width(_ width: Width) -> Font { self }
}

extension View {
    /// The width of the system font inside: accepted, drawn standard.
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}
