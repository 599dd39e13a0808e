/// What an intent handler answers with (Xcode generates a subclass per intent). A rendering never
/// runs a handler, so it never sees one.
open class INIntentResponse: NSObject {
    /// The activity the app continues with when the person opens it from Siri.
    open var userActivity: NSUserActivity?

    public override init() {}
}

/// An activity an app continues (Foundation's type; corelibs Foundation has none). A rendering
/// never continues an activity: it keeps what it is given.
open class NSUserActivity: NSObject, @unchecked Sendable {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var webpageURL: URL?

    public init(activityType: String) { self.activityType = activityType }
}
