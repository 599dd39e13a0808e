@_exported import Foundation

/// An action or configuration the system can show and a person can fill in. For widgets: the
/// intent of an `AppIntentConfiguration`, whose parameters the renderer shows at their defaults.
public protocol AppIntent {
    associatedtype PerformResult: IntentResult = IntentResultContainer
    associatedtype SummaryContent: ParameterSummary = _ParameterSummaryContent<Self>
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription { get }
    /// Whether the intent may run while the device is locked.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// Whether the intent runs in the background or opens its app (iOS 26; a rendering never runs it).
    static var supportedModes: IntentModes { get }
    /// How the edit sheet reads the parameters (changes no image).
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    init()
    /// What the intent does when a widget's button or toggle runs it; a rendering never calls it.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription("") }
    /// Whether the intent may run with the device locked: always, for an intent that does not say.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    /// In the background, for an intent that does not say (a rendering never runs it).
    public static var supportedModes: IntentModes { .background }
}

/// Whether an intent may run while the device is locked (changes no image: a rendering never runs one).
public struct IntentAuthenticationPolicy: Hashable, Sendable {
    let name: String
    /// Runs whether or not the device is locked.
    public static let alwaysAllowed = IntentAuthenticationPolicy(name: "alwaysAllowed")
    /// Asks the person to unlock the device first.
    public static let requiresAuthentication = IntentAuthenticationPolicy(name: "requiresAuthentication")
    /// Asks the person to unlock this device itself (not a paired watch).
    public static let requiresLocalDeviceAuthentication = IntentAuthenticationPolicy(name: "requiresLocalDeviceAuthentication")
}

extension AppIntent where SummaryContent == _ParameterSummaryContent<Self> {
    public static var parameterSummary: _ParameterSummaryContent<Self> { .init() }
}

extension AppIntent where PerformResult == IntentResultContainer {
    public func perform() async throws -> IntentResultContainer { .result() }
}

/// The configuration intent of a widget (its parameters are what "Edit Widget" shows).
public protocol WidgetConfigurationIntent: AppIntent {}

/// An app intent that replaces a SiriKit custom intent of the class `intentClassName`.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}

/// An intent the system runs on the app's behalf in a particular way. To a rendering these are
/// all plain intents: a button or toggle shows the same whichever kind it runs.
public protocol SystemIntent: AppIntent {}
/// Starts or pauses audio (a widget's play button).
public protocol AudioPlaybackIntent: SystemIntent {}
/// Starts recording audio.
public protocol AudioRecordingIntent: SystemIntent {}
/// Starts, updates or ends a Live Activity.
public protocol LiveActivityIntent: SystemIntent {}
/// Opens the app to an item.
public protocol OpenIntent: SystemIntent {}
/// Continues in the app once the person opens it.
public protocol ForegroundContinuableIntent: AppIntent {}
/// Reports its progress while it runs.
public protocol ProgressReportingIntent: AppIntent {}
/// The configuration of a Control Center control.
public protocol ControlConfigurationIntent: AppIntent {}
/// Sets a value (a control's toggle runs it with the new state in `value`).
public protocol SetValueIntent: SystemIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}
