// As on Apple platforms, `import Intents` brings Foundation.
@_exported import Foundation

/// A SiriKit intent, as Xcode generates one per `.intentdefinition` intent (`class
/// SelectAccountIntent: INIntent`): widgets configured with one are drawn with the intent as
/// made by `init()`, its parameters nil — what a widget shows before a person edits it.
open class INIntent: NSObject {
    /// A unique identifier for this intent.
    open var identifier: String?
    /// The text Siri suggests for this intent.
    open var suggestedInvocationPhrase: String?
    /// The intent's description as Siri and Shortcuts show it, which iOS reads from the intent
    /// definition file: nil here, as a rendering never shows it and has no definition file to read.
    open var intentDescription: String? { nil }

    public override required init() {}
}

/// Gives the system the object that handles each intent (the base of `INExtension`).
public protocol INIntentHandlerProviding: NSObjectProtocol {
    /// The handler for `intent`, or nil for an intent the app does not handle.
    func handler(for intent: INIntent) -> Any?
}

/// The base of an app's intents extension handler.
open class INExtension: NSObject, INIntentHandlerProviding {
    public override init() {}
    open func handler(for intent: INIntent) -> Any? { nil }
}

/// What was asked and answered; widgets donate them, which changes no image.
open class INInteraction: NSObject {
    public let intent: INIntent
    public init(intent: INIntent, response: Any?) { self.intent = intent }
    open func donate(completion: ((Error?) -> Void)? = nil) { completion?(nil) }
}
