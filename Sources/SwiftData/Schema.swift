/// The model types a container stores, and the options their properties name.
public struct Schema: @unchecked Sendable {
    public let types: [any PersistentModel.Type]
    /// The stored types, one entity each, named as their classes are.
    public var entities: [Entity]
    /// The version the app gives its schema (migrations are not run here: the store starts empty).
    public let version: Version

    /// A schema of no models.
    public init() { self.init([any PersistentModel.Type]()) }

    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        self.types = types
        self.entities = types.map { Entity(String(describing: $0)) }
        self.version = version
    }

    @_disfavoredOverload
    public init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) { self.init(types, version: version) }

    /// A schema of entities named without their types (such a schema stores whatever is inserted).
    public init(_ entities: Entity..., version: Schema.Version = Version(1, 0, 0)) {
        self.types = []
        self.entities = entities
        self.version = version
    }

    /// A versioned schema's models at its version.
    public init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// A schema's version (migrations are not run here: the store starts empty).
    public struct Version: Hashable, Sendable {
        public let major: Int, minor: Int, patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) { (self.major, self.minor, self.patch) = (major, minor, patch) }
    }

    /// A stored model type, known by its class's name.
    public struct Entity: Hashable, Sendable {
        public var name: String
        public init(_ name: String) { self.name = name }
    }

    public enum Attribute {
        /// How an attribute is stored.
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
            public static func transformable(by name: String) -> Option { Option(name: "transformable:\(name)") }
        }
    }

    public enum Relationship {
        /// How a relationship is stored.
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }
        /// What deleting a model does to the models it relates to.
        public enum DeleteRule: Hashable, Sendable { case nullify, cascade, deny, noAction }
    }
}
