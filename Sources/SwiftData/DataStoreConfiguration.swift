/// What describes a store a container keeps models in; `ModelConfiguration` is SwiftData's own.
/// Every store here is in memory, so a container reads only its configurations' names.
public protocol DataStoreConfiguration: Hashable {
    var name: String { get }
    var schema: Schema? { get set }
}
