
/// A scene that loaded but cannot be rendered.
package struct RenderError: Error, CustomStringConvertible {
    package var message: String
    package var description: String { message }

    package init(message: String) { self.message = message }
}
