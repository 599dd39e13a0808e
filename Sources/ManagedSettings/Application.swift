/// An app on the device. Its name and bundle identifier are known only inside a shield
/// configuration extension: nil in a widget, as on iOS.
public struct Application: Codable, Hashable, Sendable {
    public let bundleIdentifier: String?
    public let token: ApplicationToken?
    public let localizedDisplayName: String?

    public init(bundleIdentifier: String) {
        self.bundleIdentifier = bundleIdentifier
        token = nil
        localizedDisplayName = nil
    }

    public init(token: ApplicationToken) {
        bundleIdentifier = nil
        self.token = token
        localizedDisplayName = nil
    }
}
