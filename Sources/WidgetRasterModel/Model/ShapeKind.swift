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
    /// A rectangle with its own radius at each corner (`UnevenRoundedRectangle`).
    case unevenRoundedRectangle(CornerRadii, continuous: Bool)
    /// A rectangle whose corners are square, fixed or concentric with the widget's (`ConcentricRectangle`, iOS 26).
    case concentricRectangle(ConcentricCorners)
    /// A path stretched to the frame (a Swift `Shape`'s `path(in:)`).
    case path(ShapePath)
    /// The part of another shape's outline between two fractions of its length (`trim(from:to:)`).
    indirect case trimmed(ShapeKind, from: Double, to: Double)

    /// The shape without any trim.
    public var untrimmed: ShapeKind {
        if case .trimmed(let base, _, _) = self { return base.untrimmed }
        return self
    }

    /// This shape with every custom path replaced (trims kept).
    package func mappingPaths(_ transform: (ShapePath) -> ShapePath) -> ShapeKind {
        switch self {
        case .path(let path): return .path(transform(path))
        case let .trimmed(base, from, to): return .trimmed(base.mappingPaths(transform), from: from, to: to)
        default: return self
        }
    }

    /// The SwiftUI name of the shape, as scene files write it.
    package var name: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .circle: return "Circle"
        case .ellipse: return "Ellipse"
        case .capsule: return "Capsule"
        case .containerRelative: return "ContainerRelativeShape"
        case .unevenRoundedRectangle: return "UnevenRoundedRectangle"
        case .concentricRectangle: return "ConcentricRectangle"
        case .path: return "Path"
        case .trimmed(let base, _, _): return base.name
        }
    }

    package static let names = ["Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape",
                        "UnevenRoundedRectangle", "ConcentricRectangle", "Path"]

    /// The same shape read right to left: leading and trailing corners swap.
    package var mirrored: ShapeKind {
        switch self {
        case let .unevenRoundedRectangle(radii, continuous): return .unevenRoundedRectangle(radii.mirrored, continuous: continuous)
        case .concentricRectangle(let corners): return .concentricRectangle(corners.mirrored)
        case let .trimmed(base, from, to): return .trimmed(base.mirrored, from: from, to: to)
        default: return self
        }
    }
}
