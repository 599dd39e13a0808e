import Foundation

/// A movie or stream as a player presents it. Nothing loads in a rendering: the status stays
/// `.unknown`, the duration indefinite (as iOS reports it before loading), the time zero.
open class AVPlayerItem: @unchecked Sendable {
    public let asset: AVAsset

    public init(asset: AVAsset) { self.asset = asset }
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    /// `.unknown`: the item never loads in a rendering.
    open var status: Status { .unknown }
    /// Indefinite: the item never loads in a rendering.
    open var duration: CMTime { .indefinite }
    open var error: (any Error)? { nil }
    /// Zero: nothing plays in a rendering.
    open func currentTime() -> CMTime { .zero }

    /// Posted when an item plays to its end: a rendering posts none.
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")

    /// Whether an item can be played.
    public enum Status: Int, Sendable {
        case unknown = 0, readyToPlay = 1, failed = 2
    }
}
