/// A web domain. Its name is known only inside a shield configuration extension: nil in a
/// widget, as on iOS.
public struct WebDomain: Codable, Hashable, Sendable {
    public let domain: String?
    public let token: WebDomainToken?

    public init(domain: String) {
        self.domain = domain
        token = nil
    }

    public init(token: WebDomainToken) {
        domain = nil
        self.token = token
    }
}
