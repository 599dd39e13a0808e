import Foundation

/// The domain of MapKit's errors.
public let MKErrorDomain = "MKErrorDomain"

/// A MapKit error, as Swift sees one: an `NSError` of `MKErrorDomain` whose code is a `Code`
/// (`catch MKError.serverFailure` matches one).
public struct MKError: _BridgedStoredNSError {
    public let _nsError: NSError

    public init(_nsError error: NSError) { _nsError = error }

    public static var errorDomain: String { MKErrorDomain }
    public static var _nsErrorDomain: String { MKErrorDomain }

    public static var unknown: Code { .unknown }
    public static var serverFailure: Code { .serverFailure }
    public static var loadingThrottled: Code { .loadingThrottled }
    public static var placemarkNotFound: Code { .placemarkNotFound }
    public static var directionsNotFound: Code { .directionsNotFound }
    public static var decodingFailed: Code { .decodingFailed }

    /// What went wrong.
    public enum Code: UInt, _ErrorCodeProtocol, Sendable {
        public typealias _ErrorType = MKError

        case unknown = 1, serverFailure = 2, loadingThrottled = 3, placemarkNotFound = 4, directionsNotFound = 5, decodingFailed = 6
    }
}
