import Foundation

/// Plays a sound from a file or from memory, as an audio-playback intent does. The sound's bytes
/// are read as iOS reads them (a file that cannot be read throws), but a rendering has no audio
/// output: preparing and playing answer false, and the player never plays.
open class AVAudioPlayer: @unchecked Sendable {
    /// The file the sound was read from; nil for a sound made from data.
    public let url: URL?
    /// The sound's bytes.
    public let data: Data?
    open var volume: Float = 1
    open var pan: Float = 0
    open var numberOfLoops = 0
    open var enableRate = false
    open var rate: Float = 1
    open var isMeteringEnabled = false
    /// The playhead, which stays where it is set: nothing plays.
    open var currentTime: TimeInterval = 0
    open weak var delegate: (any AVAudioPlayerDelegate)?

    /// False: a rendering plays nothing.
    open var isPlaying: Bool { false }

    public init(contentsOf url: URL) throws {
        self.url = url
        data = try Data(contentsOf: url)
    }

    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    public init(data: Data) throws {
        url = nil
        self.data = data
    }

    public convenience init(data: Data, fileTypeHint utiString: String?) throws {
        try self.init(data: data)
    }

    /// False: there is no audio output to prepare.
    @discardableResult open func prepareToPlay() -> Bool { false }
    /// False: a rendering has no audio output, so the sound does not start.
    @discardableResult open func play() -> Bool { false }
    /// False: a rendering has no audio output, so the sound does not start.
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
}

/// What an audio player tells its delegate: a rendering's player never finishes a sound, so
/// neither method is called.
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

public extension AVAudioPlayerDelegate {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
