import Foundation
import CoreLocation

/// The north–south and east–west extent of a region, in degrees.
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular geographic region around a centre coordinate.
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region spanning the given distances through the centre, on the WGS 84 sphere MapKit
    /// projects (one degree of latitude is 111,319.49 m).
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metersPerDegree = 2 * .pi * MKMapPoint.earthRadius / 360
        let cosine = max(cos(centerCoordinate.latitude * .pi / 180), .ulpOfOne)
        self.init(center: centerCoordinate, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metersPerDegree,
                                                                   longitudeDelta: longitudinalMeters / (metersPerDegree * cosine)))
    }

    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
                  span: MKCoordinateSpan(latitudeDelta: northWest.latitude - southEast.latitude,
                                         longitudeDelta: rect.width / MKMapSize.world.width * 360))
    }
}
