// As on Apple platforms, `import Photos` brings Foundation and Core Location (an asset's place).
@_exported import Foundation
@_exported import CoreLocation

/// The person's photo library, as a widget extension finds it: a rendering has no photo library
/// and no person to ask, so the authorization status is `.notDetermined` and a request is denied.
open class PHPhotoLibrary: @unchecked Sendable {
    private static let library = PHPhotoLibrary()

    init() {}

    /// The one library of the device.
    open class func shared() -> PHPhotoLibrary { library }

    /// `.notDetermined`: a rendering has never been asked for access.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }

    /// `.notDetermined`: a rendering has never been asked for access.
    open class func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }

    /// `.denied`: a rendering cannot ask the person.
    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        handler(.denied)
    }

    /// `.denied`: a rendering cannot ask the person.
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .denied }

    /// `.denied`: a rendering cannot ask the person.
    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) { handler(.denied) }
}

/// The domain of Photos' errors.
public let PHPhotosErrorDomain = "PHPhotosErrorDomain"
