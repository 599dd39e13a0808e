// As on Apple platforms, `import FamilyControls` brings Foundation; Managed Settings' tokens come
// with it, as a selection is made of them.
@_exported import Foundation
@_exported import ManagedSettings
import Combine

/// Where an app asks to provide parental controls. A rendering is signed into no iCloud account
/// and has no person to approve: the status stays `.notDetermined`, and a request fails with
/// `FamilyControlsError.invalidAccountType`, so a widget draws its not-authorized state.
public final class AuthorizationCenter: ObservableObject, @unchecked Sendable {
    /// The one center of the app.
    public static let shared = AuthorizationCenter()

    /// `.notDetermined`, as iOS starts: no request succeeds in a rendering.
    @Published public private(set) var authorizationStatus = AuthorizationStatus.notDetermined

    private init() {}

    /// Throws `FamilyControlsError.invalidAccountType`: a rendering is signed into no iCloud account.
    public func requestAuthorization(for member: FamilyControlsMember) async throws {
        throw FamilyControlsError.invalidAccountType
    }

    /// Fails with `FamilyControlsError.invalidAccountType`: a rendering is signed into no iCloud account.
    public func requestAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) {
        completionHandler(.failure(FamilyControlsError.invalidAccountType))
    }

    /// Succeeds: there is no authorization to revoke, and the status stays `.notDetermined`.
    public func revokeAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) {
        completionHandler(.success(()))
    }
}

/// Whether the app may provide parental controls.
public enum AuthorizationStatus: Codable, Hashable, Sendable, CustomStringConvertible {
    case notDetermined, denied, approved, approvedWithDataAccess

    public var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .denied: "denied"
        case .approved: "approved"
        case .approvedWithDataAccess: "approvedWithDataAccess"
        }
    }
}

/// Whose device the app controls: a child's, managed by a parent, or the person's own.
public enum FamilyControlsMember: Int, Sendable {
    case child = 0, individual = 1
}
