import Foundation

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
