// As on Apple platforms, `import AVFoundation` brings Foundation.
@_exported import Foundation

/// The app's audio session, as an audio-playback intent configures it before it plays: the
/// category, mode and options set are kept and read back, activation is accepted, and nothing
/// sounds — a rendering has no audio output, and no other app plays or interrupts.
open class AVAudioSession: @unchecked Sendable {
    private static let shared = AVAudioSession()

    private var currentCategory = Category.soloAmbient
    private var currentMode = Mode.default
    private var currentOptions: CategoryOptions = []
    private var currentPolicy = RouteSharingPolicy.default

    init() {}

    /// The one session of the app.
    open class func sharedInstance() -> AVAudioSession { shared }

    open var category: Category { currentCategory }
    open var mode: Mode { currentMode }
    open var categoryOptions: CategoryOptions { currentOptions }
    open var routeSharingPolicy: RouteSharingPolicy { currentPolicy }
    /// False: no other app plays during a rendering.
    open var isOtherAudioPlaying: Bool { false }
    /// False: no other app plays during a rendering.
    open var secondaryAudioShouldBeSilencedHint: Bool { false }

    open func setCategory(_ category: Category) throws {
        try setCategory(category, mode: currentMode, policy: currentPolicy, options: [])
    }

    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: currentMode, policy: currentPolicy, options: options)
    }

    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, policy: currentPolicy, options: options)
    }

    /// Keeps the category, mode, policy and options, as iOS does; nothing plays with them here.
    open func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        (currentCategory, currentMode, currentPolicy, currentOptions) = (category, mode, policy, options)
    }

    open func setMode(_ mode: Mode) throws { currentMode = mode }

    /// Accepted: the session activates with no audio hardware to claim and no other app to interrupt.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}

    /// Posted when another app's audio interrupts the session: a rendering posts none.
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    /// Posted when the audio route changes: a rendering posts none.
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")

    /// How the app uses audio.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    }

    /// A specialisation of the category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// Optional audio behaviours of a category.
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let allowBluetoothHFP = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// How the session shares its route with other apps.
    public enum RouteSharingPolicy: UInt, Sendable {
        case `default` = 0, longFormAudio = 1, independent = 2, longFormVideo = 3
    }

    /// Options for activating or deactivating the session.
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}
