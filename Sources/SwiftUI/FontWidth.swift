import Foundation

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

extension AttributedString {
    /// How tall a line of text is (iOS 26). Accepted: text keeps its font's line height.
    public struct LineHeight: Hashable, Sendable {
        let name: String
        public static let normal = LineHeight(name: "normal"), tight = LineHeight(name: "tight"), loose = LineHeight(name: "loose")
        public static func exact(points: CGFloat) -> LineHeight { LineHeight(name: "exact") }
        public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(name: "multiple") }
        public static func leading(increase: CGFloat) -> LineHeight { LineHeight(name: "leading") }
    }
}

extension View {
    /// The height of each line of text inside (iOS 26): accepted, lines keep their font's height.
    public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View { self }
}
