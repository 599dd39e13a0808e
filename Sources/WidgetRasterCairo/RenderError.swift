
/// A scene that loaded but cannot be rendered.
public struct RenderError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    package init(message: String) { self.message = message }
}
