import Foundation
import CoreLocation

/// The viewpoint a map is seen from: the coordinate looked at, the distance, pitch and heading.
open class MKMapCamera: @unchecked Sendable {
    open var centerCoordinate = CLLocationCoordinate2D()
    /// Metres from the camera to the centre coordinate along the line of sight.
    open var centerCoordinateDistance: CLLocationDistance = 0
    /// Degrees clockwise from true north.
    open var heading: CLLocationDirection = 0
    /// Degrees from looking straight down.
    open var pitch: CGFloat = 0

    public init() {}

    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                            pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        self.centerCoordinate = centerCoordinate
        centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }

    /// The camera's height above the map plane, in metres.
    open var altitude: CLLocationDistance {
        get { centerCoordinateDistance * cos(Double(pitch) * .pi / 180) }
        set { centerCoordinateDistance = newValue / max(cos(Double(pitch) * .pi / 180), .ulpOfOne) }
    }
}
