import Foundation

/// The apps, categories and web domains a person chose in the activity picker, as opaque tokens.
/// A rendering has no picker and no person: a selection is empty unless decoded from saved data.
public struct FamilyActivitySelection: Codable, Hashable, Sendable {
    public var applicationTokens: Set<ApplicationToken> = []
    public var categoryTokens: Set<ActivityCategoryToken> = []
    public var webDomainTokens: Set<WebDomainToken> = []
    /// Whether choosing a category chooses its apps and web domains too.
    public let includeEntireCategory: Bool

    public init() { includeEntireCategory = false }
    public init(includeEntireCategory: Bool) { self.includeEntireCategory = includeEntireCategory }

    /// The chosen apps, each known by its token only (no name or bundle identifier in a widget).
    public var applications: Set<Application> { Set(applicationTokens.map(Application.init(token:))) }
    public var categories: Set<ActivityCategory> { Set(categoryTokens.map(ActivityCategory.init(token:))) }
    public var webDomains: Set<WebDomain> { Set(webDomainTokens.map(WebDomain.init(token:))) }
}
