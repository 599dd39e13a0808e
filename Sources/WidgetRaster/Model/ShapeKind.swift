/// The shapes a scene can draw or clip to.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    /// Continuous ("squircle") corners unless `continuous` is false.
    case roundedRectangle(cornerRadius: Double, continuous: Bool)
    case circle
    case ellipse
    case capsule
    /// The widget's own rounded rectangle, inset so its corners stay concentric.
    case containerRelative
    /// A path stretched to the frame (a Swift `Shape`'s `path(in:)`).
    case path(ShapePath)

    /// The SwiftUI name of the shape, as scene files write it.
    var name: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .circle: return "Circle"
        case .ellipse: return "Ellipse"
        case .capsule: return "Capsule"
        case .containerRelative: return "ContainerRelativeShape"
        case .path: return "Path"
        }
    }

    static let names = ["Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape", "Path"]
}
