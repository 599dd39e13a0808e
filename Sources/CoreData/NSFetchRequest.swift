import Foundation

/// A request for the objects of one entity, at most `fetchLimit` of them after `fetchOffset`.
public final class NSFetchRequest<ResultType>: @unchecked Sendable {
    public var entityName: String?
    public var predicate: NSPredicate?
    public var sortDescriptors: [NSSortDescriptor]?
    public var fetchLimit = 0
    public var fetchOffset = 0
    public var fetchBatchSize = 0
    public var returnsObjectsAsFaults = true
    public var includesPropertyValues = true
    public var relationshipKeyPathsForPrefetching: [String]?

    public init() {}
    public init(entityName: String) { self.entityName = entityName }
}
