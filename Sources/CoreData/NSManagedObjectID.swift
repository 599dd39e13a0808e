import Foundation

/// An object's identity in its store: its entity and a number the store gave it, written as a
/// URI (`x-coredata://<store>/<Entity>/p<number>`) that `managedObjectID(forURIRepresentation:)` reads back.
public final class NSManagedObjectID: Hashable, @unchecked Sendable {
    public let entity: NSEntityDescription
    let store: UUID
    let number: Int

    init(entity: NSEntityDescription, store: UUID, number: Int) {
        (self.entity, self.store, self.number) = (entity, store, number)
    }

    /// False: every object here has its store's number from the moment it is inserted.
    public var isTemporaryID: Bool { false }

    public func uriRepresentation() -> URL {
        URL(string: "x-coredata://\(store.uuidString)/\(entity.name ?? "Entity")/p\(number)")!
    }

    public static func == (lhs: NSManagedObjectID, rhs: NSManagedObjectID) -> Bool {
        lhs.store == rhs.store && lhs.entity == rhs.entity && lhs.number == rhs.number
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(store); hasher.combine(number) }
}

/// A container's store, shared by its contexts: it numbers the objects inserted into them and
/// finds them again by identity.
public final class NSPersistentStoreCoordinator: @unchecked Sendable {
    let identifier = UUID()
    private var objects: [NSManagedObjectID: NSManagedObject] = [:]
    private var counts: [String: Int] = [:]

    public init() {}

    /// The identity a URI names, where it is one of this store's.
    public func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
        guard url.scheme == "x-coredata", url.host?.uppercased() == identifier.uuidString,
              url.pathComponents.count == 3, url.pathComponents[2].hasPrefix("p"),
              let number = Int(url.pathComponents[2].dropFirst()) else { return nil }
        return NSManagedObjectID(entity: NSEntityDescription(name: url.pathComponents[1]), store: identifier, number: number)
    }

    /// A new identity for an object of `entity`: its entity's next number, from 1.
    func register(_ object: NSManagedObject) -> NSManagedObjectID {
        let name = object.entity.name ?? ""
        counts[name, default: 0] += 1
        let id = NSManagedObjectID(entity: object.entity, store: identifier, number: counts[name]!)
        objects[id] = object
        return id
    }

    func object(with id: NSManagedObjectID) -> NSManagedObject? { objects[id] }
    func forget(_ id: NSManagedObjectID) { objects[id] = nil }
}
