import Foundation

/// Where a container keeps its models. Every store here is in memory and starts empty: a widget
/// rendered on Linux has no app-group database, so its provider (or a preview) inserts what it shows.
public struct ModelConfiguration: Hashable, Sendable {
    public var name: String
    public var isStoredInMemoryOnly: Bool
    public var allowsSave: Bool
    public var groupContainer: GroupContainer
    public var cloudKitDatabase: CloudKitDatabase

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name, schema: schema, isStoredInMemoryOnly: false, allowsSave: allowsSave, cloudKitDatabase: cloudKitDatabase)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The app group whose container would hold the store.
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        public static let automatic = GroupContainer(identifier: nil)
        public static let none = GroupContainer(identifier: nil)
        public static func identifier(_ groupIdentifier: String) -> GroupContainer { GroupContainer(identifier: groupIdentifier) }
    }

    /// The CloudKit database the store would sync with (none syncs here).
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        public static let automatic = CloudKitDatabase(identifier: nil)
        public static let none = CloudKitDatabase(identifier: nil)
        public static func `private`(_ identifier: String) -> CloudKitDatabase { CloudKitDatabase(identifier: identifier) }
    }
}
