/// An Xcode project that cannot be read, or a target it does not have: names the file and what was expected.
package struct XcodeProjectError: Error, Equatable, CustomStringConvertible {
    package var path: String
    package var message: String

    package init(_ path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    package var description: String { "\(path): \(message)" }
}
