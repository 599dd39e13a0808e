// KeychainAccess's `Keychain` (kishikawakatsumi/KeychainAccess), as the widget reads the signed-in
// account from it. There is no keychain here: a service's items are the strings stored in the
// defaults suite of the same name (RealWidgets/Luka/Preferences/<service>.plist).
import Foundation

public final class Keychain: @unchecked Sendable {
    public let service: String
    let items: UserDefaults

    public init(service: String) {
        self.service = service
        items = UserDefaults(suiteName: service) ?? .standard
    }

    public convenience init(service: String, accessGroup: String) { self.init(service: service) }

    public subscript(key: String) -> String? {
        get { items.string(forKey: key) }
        set { items.set(newValue, forKey: key) }
    }

    public func get(_ key: String) throws -> String? { self[key] }
    public func set(_ value: String, key: String) throws { self[key] = value }
    public func remove(_ key: String) throws { self[key] = nil }
}
