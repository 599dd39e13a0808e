/// The radii of a rectangle's four corners in points — SwiftUI's `RectangleCornerRadii` (iOS 16),
/// leading and trailing as the layout direction reads them.
public struct CornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// Leading and trailing swapped: the same corners read right to left.
    var mirrored: CornerRadii {
        CornerRadii(topLeading: topTrailing, bottomLeading: bottomTrailing, bottomTrailing: bottomLeading, topTrailing: topLeading)
    }

    /// The largest of the four.
    package var largest: Double { max(topLeading, bottomLeading, bottomTrailing, topTrailing) }
}
