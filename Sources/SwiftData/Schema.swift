/// The model types a container stores, and the options their properties name.
public struct Schema: @unchecked Sendable {
    public let types: [any PersistentModel.Type]

    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) { self.types = types }
    public init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) { self.types = types }

    /// A schema's version (migrations are not run here: the store starts empty).
    public struct Version: Hashable, Sendable {
        public let major: Int, minor: Int, patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) { (self.major, self.minor, self.patch) = (major, minor, patch) }
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
