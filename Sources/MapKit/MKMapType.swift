/// The kind of map a snapshot or map view shows.
public enum MKMapType: UInt, Sendable {
    case standard = 0, satellite = 1, hybrid = 2, satelliteFlyover = 3, hybridFlyover = 4, mutedStandard = 5
}
