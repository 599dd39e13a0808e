import Foundation

/// Warnings about an app's own resources that iOS would only log (an asset it cannot read, an
/// image name it does not have): each said once a process on standard error, however many images
/// and workers meet it, while the render goes on as iOS's does.
package final class OnceWarnings: @unchecked Sendable {
    package static let shared = OnceWarnings()
    private var said: Set<String> = []
    private let lock = NSLock()

    /// Writes `warning: <message>` unless this process already has.
    package func warn(_ message: String) {
        lock.lock()
        let isNew = said.insert(message).inserted
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
    }
}
