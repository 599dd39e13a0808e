import Foundation

/// Degrees of latitude or longitude, as Core Location names them.
public typealias CLLocationDegrees = Double
/// Metres.
public typealias CLLocationDistance = Double
/// Metres of uncertainty; negative means invalid.
public typealias CLLocationAccuracy = Double
/// Degrees clockwise from true north; negative means invalid.
public typealias CLLocationDirection = Double
/// Metres per second; negative means invalid.
public typealias CLLocationSpeed = Double
/// Degrees of uncertainty in a course; negative means invalid.
public typealias CLLocationDirectionAccuracy = Double
/// Metres per second of uncertainty in a speed; negative means invalid.
public typealias CLLocationSpeedAccuracy = Double

/// The accuracies Core Location names (a widget asks for one; no fix is ever taken here).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A latitude and longitude in degrees (WGS 84).
public struct CLLocationCoordinate2D: Hashable, Codable, Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() { self.init(latitude: 0, longitude: 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The coordinate Core Location uses for "no location".
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether a coordinate lies on the globe (latitude ±90°, longitude ±180°).
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// Builds a coordinate, as the C function of Core Location does.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A position with its accuracy and time, as a location manager reports it; widget code builds
/// them for fixed places and measures distances between them.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date
    public let courseAccuracy: CLLocationDirectionAccuracy = -1
    public let speedAccuracy: CLLocationSpeedAccuracy = -1
    public let ellipsoidalAltitude: CLLocationDistance = 0
    public let floor: CLFloor? = nil
    public let sourceInformation: CLLocationSourceInformation? = nil

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                            verticalAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
                  verticalAccuracy: verticalAccuracy, course: -1, speed: -1, timestamp: timestamp)
    }

    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    /// The great-circle distance in metres (haversine on a sphere of the WGS 84 mean radius).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let φ1 = coordinate.latitude * .pi / 180, φ2 = location.coordinate.latitude * .pi / 180
        let Δφ = φ2 - φ1, Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    open override var description: String {
        "<\(coordinate.latitude),\(coordinate.longitude)> +/- \(horizontalAccuracy)m"
    }
}

/// The floor of a building a location is on.
open class CLFloor: NSObject, @unchecked Sendable {
    public let level: Int
    public init(level: Int) { self.level = level }
}

/// Whether a location came from an accessory or a simulator.
open class CLLocationSourceInformation: NSObject, @unchecked Sendable {
    public let isProducedByAccessory: Bool
    public let isSimulatedBySoftware: Bool
    public init(softwareSimulationState: Bool, andExternalAccessoryState: Bool) {
        isSimulatedBySoftware = softwareSimulationState
        isProducedByAccessory = andExternalAccessoryState
    }
}
