import Foundation

/// An opaque stand-in for an app, a category or a web domain the person chose, which Screen Time
/// hands out instead of the item itself. A rendering holds only tokens decoded from saved data.
public struct Token<T>: Codable, Hashable, Sendable {
    private let data: Data
}

/// A token for an app.
public typealias ApplicationToken = Token<Application>
/// A token for a category of apps and websites.
public typealias ActivityCategoryToken = Token<ActivityCategory>
/// A token for a web domain.
public typealias WebDomainToken = Token<WebDomain>
