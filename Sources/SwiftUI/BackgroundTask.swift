import Foundation

/// A kind of background work an app or widget handles (iOS 16), named by an identifier. Accepted
/// so `backgroundTask(_:action:)` compiles: a rendering runs no background task.
public struct BackgroundTask<Request, Response>: Sendable {
    /// The identifier the system knows the work by; nil matches any of its kind.
    let identifier: String?
}

extension BackgroundTask where Request == Void, Response == Void {
    /// An app refresh task with this identifier.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask(identifier: identifier) }
}

extension BackgroundTask where Request == String, Response == Void {
    /// Events of any background URL session.
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask(identifier: nil) }
    /// Events of the background URL session with this identifier.
    public static func urlSession(_ identifier: String) -> BackgroundTask<String, Void> { BackgroundTask(identifier: identifier) }
    /// Events of the background URL sessions whose identifier matches.
    public static func urlSession(matching identifier: String) -> BackgroundTask<String, Void> { BackgroundTask(identifier: identifier) }
}
