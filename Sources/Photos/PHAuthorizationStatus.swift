/// Whether the app may read the photo library.
public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorized = 3, limited = 4
}

/// The access an app asks for: adding photos only, or reading and writing the library.
public enum PHAccessLevel: Int, Sendable {
    case addOnly = 1, readWrite = 2
}
