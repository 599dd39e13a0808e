import Foundation

/// A record of a Core Data entity. Subclasses (`@objc(Trip) class Trip: NSManagedObject`) keep
/// their attributes as stored properties here: there is no Objective-C runtime to synthesise them.
open class NSManagedObject: Hashable, @unchecked Sendable {
    /// The entity the object belongs to.
    public let entity: NSEntityDescription
    /// The context it was inserted into, if any.
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// Its identity in the store, given when it is inserted (a context of its own for one never inserted).
    public var objectID: NSManagedObjectID {
        if let id = storedID { return id }
        let id = NSPersistentStoreCoordinator().register(self)
        storedID = id
        return id
    }
    var storedID: NSManagedObjectID?

    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        context?.insert(self)
    }

    /// A new object of the class's own entity (named after the class) in `context`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: NSEntityDescription(name: String(describing: Self.self)), insertInto: context)
    }

    /// The class's entity, named after it.
    open class func entity() -> NSEntityDescription { NSEntityDescription(name: String(describing: self)) }

    /// A request for the objects of the class's entity.
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> { NSFetchRequest(entityName: String(describing: self)) }

    public var isInserted: Bool { managedObjectContext != nil }
    public var isDeleted: Bool { false }

    public static func == (lhs: NSManagedObject, rhs: NSManagedObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What a fetch request returns: managed objects (and, on iOS, dictionaries and identifiers).
public protocol NSFetchRequestResult {}

extension NSManagedObject: NSFetchRequestResult {}

/// An entity of a data model, by name.
public final class NSEntityDescription: Hashable, @unchecked Sendable {
    public var name: String?

    public init() {}
    init(name: String) { self.name = name }

    /// An entity named `entityName` (every name is known here: there is no compiled data model).
    public class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        NSEntityDescription(name: entityName)
    }

    /// A new object of the entity named `entityName`, inserted into `context`.
    public class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(entity: NSEntityDescription(name: entityName), insertInto: context)
    }

    public static func == (lhs: NSEntityDescription, rhs: NSEntityDescription) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
