/// A Swift `GeometryReader`'s content: the view its closure builds for the size the reader is
/// given, which only layout knows. The view model holds it as an object (files have no closures);
/// two readers are the same only when they are one object, so no two bodies' readers compare equal.
public final class GeometryContent: Hashable, @unchecked Sendable {
    private let make: (Size) -> ViewNode

    /// `make` runs at layout, once per size the reader is placed at, on the thread laying out the job.
    package init(_ make: @escaping (Size) -> ViewNode) { self.make = make }

    /// The reader's content for a laid-out size.
    package func content(for size: Size) -> ViewNode { make(size) }

    public static func == (lhs: GeometryContent, rhs: GeometryContent) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
