import Foundation

/// Why a Live Activity could not start.
public enum ActivityAuthorizationError: Error, Sendable, LocalizedError, CustomNSError {
    case denied, unsupported, globalMaximumExceeded, targetMaximumExceeded, attributesTooLarge
    case malformedActivityIdentifier, missingProcessIdentifier, persistenceFailure, reconnectNotPermitted, unentitled,
         unsupportedTarget, visibility

    public static var errorDomain: String { "com.apple.ActivityKit.ActivityAuthorizationError" }
    public var errorCode: Int {
        switch self {
        case .denied: 0
        case .unsupported: 1
        case .globalMaximumExceeded: 2
        case .targetMaximumExceeded: 3
        case .attributesTooLarge: 4
        case .malformedActivityIdentifier: 5
        case .missingProcessIdentifier: 6
        case .persistenceFailure: 7
        case .reconnectNotPermitted: 8
        case .unentitled: 9
        case .unsupportedTarget: 10
        case .visibility: 11
        }
    }
    public var errorDescription: String? {
        self == .denied ? "Live Activities are not enabled on this device." : "The Live Activity could not be started (\(self))."
    }
    public var failureReason: String? { self == .denied ? "Live Activities are turned off." : nil }
    public var recoverySuggestion: String? { self == .denied ? "Turn on Live Activities in Settings." : nil }
}

/// Whether the person allows Live Activities: on this machine, no; the update sequences end at once.
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { false }
    public var frequentPushesEnabled: Bool { false }
    public let activityEnablementUpdates = ActivityEnablementUpdates()
    public let frequentPushEnablementUpdates = FrequentPushEnablementUpdates()

    public typealias ActivityEnablementUpdates = _ActivityUpdates<Bool>
    public typealias FrequentPushEnablementUpdates = _ActivityUpdates<Bool>
}
