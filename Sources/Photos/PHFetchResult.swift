import Foundation

/// An ordered list of what a fetch found, read as an array is. A rendering's fetches find
/// nothing, so every result is empty; reading past its end stops the program, naming the index,
/// as it raises on iOS.
open class PHFetchResult<ObjectType: AnyObject>: @unchecked Sendable {
    private let objects: [ObjectType]

    init(_ objects: [ObjectType] = []) { self.objects = objects }

    open var count: Int { objects.count }
    open var firstObject: ObjectType? { objects.first }
    open var lastObject: ObjectType? { objects.last }

    open func object(at index: Int) -> ObjectType {
        guard objects.indices.contains(index) else {
            fatalError("PHFetchResult.object(at: \(index)): index beyond the \(count) objects fetched (a rendering has no photo library access)")
        }
        return objects[index]
    }

    open subscript(idx: Int) -> ObjectType { object(at: idx) }

    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map(object(at:)) }

    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }

    /// The object's position, or `NSNotFound`.
    open func index(of anObject: ObjectType) -> Int { objects.firstIndex { $0 === anObject } ?? NSNotFound }

    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { return }
        }
    }

    /// The number of assets of a media type among the objects.
    open func countOfAssets(with mediaType: PHAssetMediaType) -> Int {
        objects.filter { ($0 as? PHAsset)?.mediaType == mediaType }.count
    }
}
