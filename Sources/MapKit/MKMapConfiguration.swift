import Foundation

/// How a map is styled (iOS 16): the base of the standard, imagery and hybrid configurations.
open class MKMapConfiguration: @unchecked Sendable {
    open var elevationStyle = ElevationStyle.flat

    init() {}

    /// Whether the map draws terrain and buildings flat or in relief.
    public enum ElevationStyle: Int, Sendable {
        case automatic = 0, flat = 1, realistic = 2
    }
}

/// A street map.
open class MKStandardMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    open var emphasisStyle = EmphasisStyle.default
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var showsTraffic = false

    public override init() { super.init() }

    public convenience init(elevationStyle: MKMapConfiguration.ElevationStyle) {
        self.init()
        self.elevationStyle = elevationStyle
    }

    public convenience init(elevationStyle: MKMapConfiguration.ElevationStyle, emphasisStyle: EmphasisStyle) {
        self.init(elevationStyle: elevationStyle)
        self.emphasisStyle = emphasisStyle
    }

    public convenience init(emphasisStyle: EmphasisStyle) {
        self.init()
        self.emphasisStyle = emphasisStyle
    }

    /// How strongly the map's features stand out.
    public enum EmphasisStyle: Int, Sendable {
        case `default` = 0, muted = 1
    }
}

/// Satellite imagery.
open class MKImageryMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    public override init() { super.init() }

    public convenience init(elevationStyle: MKMapConfiguration.ElevationStyle) {
        self.init()
        self.elevationStyle = elevationStyle
    }
}

/// Satellite imagery with roads and labels.
open class MKHybridMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var showsTraffic = false

    public override init() { super.init() }

    public convenience init(elevationStyle: MKMapConfiguration.ElevationStyle) {
        self.init()
        self.elevationStyle = elevationStyle
    }
}
