import Foundation

/// Where a container keeps its models. Every store here is in memory and starts empty: a widget
/// rendered on Linux has no app-group database, so its provider (or a preview) inserts what it shows.
public struct ModelConfiguration: DataStoreConfiguration, Hashable, Sendable {
    public var name: String
    public var schema: Schema?
    public var isStoredInMemoryOnly: Bool
    public var allowsSave: Bool
    public var groupContainer: GroupContainer
    public var cloudKitDatabase: CloudKitDatabase
    /// Where iOS would keep the store: the URL given, `/dev/null` for an in-memory store, else
    /// `NAME.store` in Application Support (nothing is written there here).
    public let url: URL

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name, schema: schema, url: nil, isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: allowsSave,
                  groupContainer: groupContainer, cloudKitDatabase: cloudKitDatabase)
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name, schema: schema, url: url, isStoredInMemoryOnly: false, allowsSave: allowsSave, groupContainer: .automatic,
                  cloudKitDatabase: cloudKitDatabase)
    }

    /// The default store for `forTypes`.
    @_disfavoredOverload
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    private init(_ name: String?, schema: Schema?, url: URL?, isStoredInMemoryOnly: Bool, allowsSave: Bool,
                 groupContainer: GroupContainer, cloudKitDatabase: CloudKitDatabase) {
        let name = name ?? "default"
        self.name = name
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        if let url {
            self.url = url
        } else if isStoredInMemoryOnly {
            self.url = URL(fileURLWithPath: "/dev/null")
        } else {
            let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
                ?? FileManager.default.temporaryDirectory
            self.url = support.appendingPathComponent("\(name).store")
        }
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
