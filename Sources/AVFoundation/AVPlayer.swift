import Foundation

/// Plays a movie or a stream, as widget and Live Activity code starts one from an intent. A
/// rendering plays nothing: the player keeps its item, its status stays `.unknown` (no media
/// loads), it stays paused at rate 0 whatever `play()` or a rate asks, and its time stays zero.
open class AVPlayer: @unchecked Sendable {
    private var item: AVPlayerItem?

    public init() {}
    public init(url URL: URL) { item = AVPlayerItem(url: URL) }
    public init(playerItem item: AVPlayerItem?) { self.item = item }

    open var currentItem: AVPlayerItem? { item }
    open func replaceCurrentItem(with item: AVPlayerItem?) { self.item = item }

    /// 0: nothing plays in a rendering, so a rate set is not taken up.
    open var rate: Float {
        get { 0 }
        set {}
    }
    open var defaultRate: Float = 1
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd = ActionAtItemEnd.pause
    open var automaticallyWaitsToMinimizeStalling = true
    /// `.unknown`: no media loads in a rendering.
    open var status: Status { .unknown }
    /// `.paused`: nothing plays in a rendering.
    open var timeControlStatus: TimeControlStatus { .paused }
    open var error: (any Error)? { nil }

    /// Accepted; nothing plays in a rendering.
    open func play() {}
    open func pause() {}
    /// Zero: the playhead never moves in a rendering.
    open func currentTime() -> CMTime { .zero }
    /// Accepted; the playhead stays at zero, as nothing is loaded to seek in.
    open func seek(to time: CMTime) {}

    /// Whether a player can play items.
    public enum Status: Int, Sendable {
        case unknown = 0, readyToPlay = 1, failed = 2
    }

    /// Whether a player is playing, paused or waiting.
    public enum TimeControlStatus: Int, Sendable {
        case paused = 0, waitingToPlayAtSpecifiedRate = 1, playing = 2
    }

    /// What a player does when its item ends.
    public enum ActionAtItemEnd: Int, Sendable {
        case advance = 0, pause = 1, none = 2
    }
}
