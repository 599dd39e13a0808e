/// How the device is moving, which tunes location updates.
public enum CLActivityType: Int, Sendable {
    case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

/// Which way up the device is.
public enum CLDeviceOrientation: Int32, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}

/// How near a beacon is.
public enum CLProximity: Int, Sendable {
    case unknown, immediate, near, far
}

/// Whether the device is inside a monitored region.
public enum CLRegionState: Int, Sendable {
    case unknown, inside, outside
}
