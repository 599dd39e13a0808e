import Foundation

/// Whether the app may use the location, as the user answered.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// Whether the app gets full or reduced (approximate) accuracy.
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy, reducedAccuracy
}

/// What Core Location reports when a request fails.
public struct CLError: Error, Sendable {
    public enum Code: Int, Sendable { case locationUnknown = 0, denied = 1, network = 2 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// The calls a location manager makes back, all optional as in Core Location.
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

public extension CLLocationManagerDelegate {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// A location manager as a widget finds it on a machine with no location: the user has not
/// answered (`notDetermined`), there is no last location, and a requested location fails with
/// `locationUnknown`, so the widget draws its "no location" state as iOS does before permission.
open class CLLocationManager: NSObject, @unchecked Sendable {
    open weak var delegate: (any CLLocationManagerDelegate)?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var activityType: CLActivityType = .other

    public override init() { super.init() }

    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .reducedAccuracy }
    open var location: CLLocation? { nil }
    /// Whether the widget is authorized to use the location (WidgetKit's own flag).
    open var isAuthorizedForWidgetUpdates: Bool { false }

    open class func locationServicesEnabled() -> Bool { false }
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

    /// Asks for permission: nobody answers on this machine, so the status stays `notDetermined`.
    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    /// Fails at once with `locationUnknown`: there is no position to report.
    open func requestLocation() {
        delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
    }
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
}
