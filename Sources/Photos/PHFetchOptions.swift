import Foundation

/// How a fetch filters, sorts and limits what it finds.
open class PHFetchOptions: @unchecked Sendable {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most objects a fetch returns; 0 for no limit.
    open var fetchLimit = 0
    open var includeHiddenAssets = false
    open var includeAllBurstAssets = false
    open var includeAssetSourceTypes: PHAssetSourceType = []
    open var wantsIncrementalChangeDetails = true

    public init() {}
}
