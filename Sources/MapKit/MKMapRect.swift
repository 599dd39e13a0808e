import Foundation
import CoreLocation

/// A point on MapKit's two-dimensional (spherical Mercator) projection of the world, in map points.
public struct MKMapPoint: Sendable {
    public var x: Double
    public var y: Double

    /// The radius of the sphere the projection maps (WGS 84's equatorial radius), in metres.
    static let earthRadius = 6_378_137.0

    public init() { self.init(x: 0, y: 0) }
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point of a coordinate.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = MKMapSize.world.width
        let sine = sin(min(max(coordinate.latitude, -85.05112878), 85.05112878) * .pi / 180)
        self.init(x: (coordinate.longitude + 180) / 360 * world,
                  y: (0.5 - log((1 + sine) / (1 - sine)) / (4 * .pi)) * world)
    }

    /// The coordinate at this map point.
    public var coordinate: CLLocationCoordinate2D {
        let world = MKMapSize.world.width
        return CLLocationCoordinate2D(latitude: atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi, longitude: x / world * 360 - 180)
    }

    /// The distance in metres between the coordinates of two map points, over the Earth's surface.
    public func distance(to b: MKMapPoint) -> CLLocationDistance {
        let (from, to) = (coordinate, b.coordinate)
        return CLLocation(latitude: from.latitude, longitude: from.longitude).distance(from: CLLocation(latitude: to.latitude, longitude: to.longitude))
    }
}

/// A width and height on the map projection, in map points.
public struct MKMapSize: Sendable {
    public var width: Double
    public var height: Double

    public init() { self.init(width: 0, height: 0) }
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The whole projected world: 2²⁸ map points square.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on the map projection, in map points.
public struct MKMapRect: Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize

    public init() { self.init(origin: MKMapPoint(), size: MKMapSize()) }
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The whole projected world.
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    /// No rectangle: the result of intersecting rectangles that do not meet.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }

    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    public func contains(_ rect2: MKMapRect) -> Bool {
        !isNull && !rect2.isNull && rect2.minX >= minX && rect2.maxX <= maxX && rect2.minY >= minY && rect2.maxY <= maxY
    }

    public func intersects(_ rect2: MKMapRect) -> Bool { !intersection(rect2).isNull }

    public func intersection(_ rect2: MKMapRect) -> MKMapRect {
        guard !isNull, !rect2.isNull else { return .null }
        let (left, top) = (Swift.max(minX, rect2.minX), Swift.max(minY, rect2.minY))
        let (right, bottom) = (Swift.min(maxX, rect2.maxX), Swift.min(maxY, rect2.maxY))
        return right < left || bottom < top ? .null : MKMapRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    public func union(_ rect2: MKMapRect) -> MKMapRect {
        if isNull { return rect2 }
        if rect2.isNull { return self }
        let (left, top) = (Swift.min(minX, rect2.minX), Swift.min(minY, rect2.minY))
        return MKMapRect(x: left, y: top, width: Swift.max(maxX, rect2.maxX) - left, height: Swift.max(maxY, rect2.maxY) - top)
    }

    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle a coordinate region covers.
    init(_ region: MKCoordinateRegion) {
        let northWest = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2,
                                                          longitude: region.center.longitude - region.span.longitudeDelta / 2))
        let southEast = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2,
                                                          longitude: region.center.longitude + region.span.longitudeDelta / 2))
        self.init(x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y)
    }
}

/// How many map points a metre spans at a latitude.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    MKMapSize.world.width / (2 * .pi * MKMapPoint.earthRadius * cos(latitude * .pi / 180))
}

/// How many metres a map point spans at a latitude.
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    1 / MKMapPointsPerMeterAtLatitude(latitude)
}
