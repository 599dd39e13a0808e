/// A category of apps and websites. Its name is known only inside a shield configuration
/// extension: nil in a widget, as on iOS.
public struct ActivityCategory: Codable, Hashable, Sendable {
    public let token: ActivityCategoryToken?
    public let localizedDisplayName: String?

    public init(token: ActivityCategoryToken) {
        self.token = token
        localizedDisplayName = nil
    }
}
