/// A stored property of a view that reads from outside the view (`@State`, `@AppStorage`,
/// `@Environment`, a package's own wrappers such as Defaults' `@Default`). A still image reads
/// each once, when the body runs, so `update()` has nothing to do.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
