import CoreData
import Foundation
import Testing

/// Core Data as widget code reaches it: a container loads at once over an empty store, and a
/// context fetches what was inserted into it; a fetch it cannot answer rightly throws.
@Suite struct CoreDataTests {
    final class Trip: NSManagedObject, @unchecked Sendable {
        var name = ""
    }

    @Test func aContainerStartsEmptyAndFetchesWhatIsInserted() throws {
        let container = NSPersistentContainer(name: "Trips")
        var loaded: [String] = []
        container.loadPersistentStores { description, error in
            #expect(error == nil)
            loaded.append(description.type)
        }
        #expect(loaded == ["SQLite"], "each store is loaded, at once")
        let context = container.viewContext
        let request = NSFetchRequest<Trip>(entityName: "Trip")
        #expect(try context.fetch(request).isEmpty, "a rendering has no app database")

        let first = Trip(context: context), second = Trip(context: context)
        first.name = "Oslo"
        second.name = "Bergen"
        #expect(context.hasChanges && first.managedObjectContext === context)
        #expect(try context.fetch(request).map(\.name) == ["Oslo", "Bergen"])
        request.fetchLimit = 1
        request.fetchOffset = 1
        #expect(try context.fetch(request).map(\.name) == ["Bergen"])
        try context.save()
        #expect(!context.hasChanges)

        // A predicate over objects would need key-value coding: the fetch says so rather than answer wrongly.
        let filtered = NSFetchRequest<Trip>(entityName: "Trip")
        filtered.predicate = NSPredicate(value: true)
        #expect(throws: (any Error).self) { try context.fetch(filtered) }
        // An object's identity, written as a URI (as an intent's identifier keeps it), finds it again.
        let uri = second.objectID.uriRepresentation()
        #expect(uri.absoluteString.hasPrefix("x-coredata://") && uri.lastPathComponent == "p2")
        let id = try #require(container.persistentStoreCoordinator.managedObjectID(forURIRepresentation: uri))
        #expect(try context.existingObject(with: id) === second && container.newBackgroundContext().object(with: id) === second)
        context.delete(first)
        #expect(try context.count(for: NSFetchRequest<Trip>(entityName: "Trip")) == 1)
        #expect(throws: (any Error).self) { try context.existingObject(with: first.objectID) }
    }
}
