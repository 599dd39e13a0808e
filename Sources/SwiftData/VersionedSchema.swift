/// A schema at one version, as an app declares each version it has shipped (`enum SchemaV1:
/// VersionedSchema`). The store here starts empty at the version the container is given.
public protocol VersionedSchema: SendableMetatype {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}
