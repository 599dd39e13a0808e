import Foundation

/// A running Live Activity. None runs on this machine: `activities` is empty, and `request`
/// fails with `ActivityAuthorizationError.denied`, as on a device where Live Activities are off;
/// the update sequences end at once.
public final class Activity<Attributes: ActivityAttributes>: @unchecked Sendable {
    public typealias ContentState = Attributes.ContentState

    public let id: String
    public let attributes: Attributes
    public private(set) var content: ActivityContent<Attributes.ContentState>
    public private(set) var activityState: ActivityState

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        self.content = content
        activityState = .active
    }

    public static var activities: [Activity<Attributes>] { [] }
    /// The token to start activities of this type by push (iOS 17.2): none here.
    public static var pushToStartToken: Data? { nil }
    public static var pushToStartTokenUpdates: PushTokenUpdates { PushTokenUpdates() }
    public static var activityUpdates: ActivityUpdates { ActivityUpdates() }

    /// The current state (deprecated in iOS 16.2 for `content`).
    public var contentState: ContentState { content.state }
    /// The token for updating this activity by push: none here.
    public var pushToken: Data? { nil }
    public var pushTokenUpdates: PushTokenUpdates { PushTokenUpdates() }
    public var contentUpdates: ContentUpdates { ContentUpdates() }
    public var contentStateUpdates: ContentStateUpdates { ContentStateUpdates() }
    public var activityStateUpdates: ActivityStateUpdates { ActivityStateUpdates() }

    public typealias PushTokenUpdates = _ActivityUpdates<Data>
    public typealias ActivityUpdates = _ActivityUpdates<Activity<Attributes>>
    public typealias ContentUpdates = _ActivityUpdates<ActivityContent<ContentState>>
    public typealias ContentStateUpdates = _ActivityUpdates<ContentState>
    public typealias ActivityStateUpdates = _ActivityUpdates<ActivityState>

    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.denied
    }
    /// Starts an activity from a state (deprecated in iOS 16.2): fails as `request(attributes:content:pushType:)` does.
    public static func request(attributes: Attributes, contentState: ContentState, pushType: PushType? = nil) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }
    /// Starts an activity in a style (iOS 18): fails as `request(attributes:content:pushType:)` does.
    public static func request(attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil,
                               style: ActivityStyle) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType)
    }
    /// Schedules an activity to start later (iOS 26): fails as `request(attributes:content:pushType:)` does.
    public static func request(attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil,
                               style: ActivityStyle, alertConfiguration: AlertConfiguration, start: Date) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType)
    }
    /// Schedules an activity to start later (iOS 26): fails as `request(attributes:content:pushType:)` does.
    public static func request(attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil,
                               style: ActivityStyle, alertConfiguration: AlertConfiguration, startDate: Date) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType)
    }

    public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }
    /// Updates the activity; an alert is never shown here.
    public func update(_ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration? = nil) async {
        self.content = content
    }
    /// Updates the activity as of a moment (iOS 17.2).
    public func update(_ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration? = nil, timestamp: Date) async {
        self.content = content
    }
    /// Updates the state (deprecated in iOS 16.2 for `update(_:)`).
    public func update(using contentState: ContentState) async { await update(ActivityContent(state: contentState, staleDate: nil)) }
    /// Updates the state with an alert (deprecated in iOS 16.2); an alert is never shown here.
    public func update(using contentState: ContentState, alertConfiguration: AlertConfiguration? = nil) async {
        await update(ActivityContent(state: contentState, staleDate: nil))
    }

    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
    }
    /// Ends the activity as of a moment (iOS 17.2).
    public func end(_ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default, timestamp: Date) async {
        await end(content, dismissalPolicy: dismissalPolicy)
    }
    /// Ends the activity with a last state (deprecated in iOS 16.2 for `end(_:dismissalPolicy:)`).
    public func end(using contentState: ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }
}

/// The updates an activity (or the system) sends over time: none on this machine, so a
/// `for await` over one ends at once.
public struct _ActivityUpdates<Element>: AsyncSequence, Sendable {
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async -> Element? { nil }
    }

    public func makeAsyncIterator() -> Iterator { Iterator() }
}

/// How a Live Activity is updated remotely.
public struct PushType: Equatable, Sendable {
    let channel: String?

    public static let token = PushType(channel: nil)
    /// Updates broadcast on a channel (iOS 18).
    public static func channel(_ name: String) -> PushType { PushType(channel: name) }
}

/// How long a Live Activity stays: until it ends, or briefly (iOS 18).
public enum ActivityStyle: Hashable, Sendable {
    case standard, transient
}
