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

    static let names = ["Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "ContainerRelativeShape"]
}
