import Foundation

/// What Family Controls reports when a request fails.
public enum FamilyControlsError: Error, LocalizedError, Hashable, Sendable {
    case restricted
    case unavailable
    /// The device is signed into no valid iCloud account: what a rendering answers.
    case invalidAccountType
    case invalidArgument
    case authorizationConflict
    case authorizationCanceled
    case networkError
    case authenticationMethodUnavailable
    case unauthorized
}
