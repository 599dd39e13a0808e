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
