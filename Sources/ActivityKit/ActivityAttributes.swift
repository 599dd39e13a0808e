import Foundation

/// What a Live Activity shows: its fixed attributes and the state that changes (`ContentState`).
/// Widget extensions declare them for `ActivityConfiguration`; WidgetRaster compiles Live Activities
/// and the Dynamic Island but does not draw them (they are not widget families).
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// Where a Live Activity is in its life.
public enum ActivityState: Equatable, Hashable, Sendable, Codable {
    case active, ended, dismissed, stale, pending
}

/// A Live Activity's state with when it goes stale and how relevant it is.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable {
    public var state: State
    public var staleDate: Date?
    public var relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

/// How a Live Activity ends.
public struct ActivityUIDismissalPolicy: Sendable {
    public static let `default` = ActivityUIDismissalPolicy()
    public static let immediate = ActivityUIDismissalPolicy()
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy() }
}

/// A running Live Activity. None runs on this machine: `activities` is empty, and `request`
/// fails with `ActivityAuthorizationError.denied`, as on a device where Live Activities are off.
public final class Activity<Attributes: ActivityAttributes>: @unchecked Sendable {
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

    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.denied
    }

    public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
    }
}

/// How a Live Activity is updated remotely.
public struct PushType: Equatable, Sendable {
    public static let token = PushType()
}

/// Why a Live Activity could not start.
public enum ActivityAuthorizationError: Error, Sendable {
    case denied, unsupported, globalMaximumExceeded, targetMaximumExceeded, attributesTooLarge
}

/// Whether the person allows Live Activities: on this machine, no.
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { false }
    public var frequentPushesEnabled: Bool { false }
}
