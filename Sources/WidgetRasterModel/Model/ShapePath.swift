/// A path a view draws in its frame: elements in a `width` × `height` box, stretched to the frame.
/// A widget's own SwiftUI `Shape` arrives as `customShape` and gets its elements after layout,
/// from `path(in:)` with the shape's own frame, as SwiftUI does.
public struct ShapePath: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quadCurve(Point, control: Point)
        case curve(Point, control1: Point, control2: Point)
        case close
    }

    public var width: Double
    public var height: Double
    public var elements: [Element]
    /// Set while the elements wait for the frame (a Swift `Shape`); nil once they are known.
    public var customShape: CustomShape?

    public init(width: Double, height: Double, elements: [Element], customShape: CustomShape? = nil) {
        self.width = width
        self.height = height
        self.elements = elements
        self.customShape = customShape
    }

    /// A shape whose path comes from its front door once its frame is known.
    public static func custom(_ shape: CustomShape) -> ShapePath { ShapePath(width: 0, height: 0, elements: [], customShape: shape) }
}
