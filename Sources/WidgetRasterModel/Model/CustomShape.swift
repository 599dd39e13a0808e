/// A widget's own SwiftUI `Shape`: its `path(in:)`, asked with the shape's laid-out size, as
/// SwiftUI asks it. The view model holds it as an object (files have no code); two shapes are the
/// same only when they are one object.
public final class CustomShape: Hashable, @unchecked Sendable {
    private let make: (Size) -> ShapePath

    /// `path` runs after layout, on the thread laying out the job.
    package init(_ path: @escaping (Size) -> ShapePath) { make = path }

    /// The shape's path in a frame of `size`.
    package func path(for size: Size) -> ShapePath { make(size) }

    public static func == (lhs: CustomShape, rhs: CustomShape) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
