import Foundation
import SwiftData
import SwiftUI
import Testing

/// SwiftData as a widget provider uses it: `@Model` classes in a container, fetched through
/// contexts with predicates, sort orders and limits (the store is in memory and starts empty).
@Model final class Feeder {
    @Attribute(.unique) var name: String
    var seeds: Int
    var isFavorite: Bool
    @Relationship(deleteRule: .cascade) var visits: [Visit] = []
    @Transient var note = ""

    init(name: String, seeds: Int, isFavorite: Bool) {
        self.name = name
        self.seeds = seeds
        self.isFavorite = isFavorite
    }
}

@Model final class Visit {
    var date: Date
    init(date: Date) { self.date = date }
}

@Suite struct ModelStoreTests {
    func store() throws -> ModelContainer {
        let container = try ModelContainer(for: Feeder.self, Visit.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        for (name, seeds, favourite) in [("Oak", 40, true), ("Pine", 5, false), ("Birch", 12, true)] {
            context.insert(Feeder(name: name, seeds: seeds, isFavorite: favourite))
        }
        try context.save()
        return container
    }

    /// `modelContainer(_:)` on a widget's view: the view reads the container through `\.modelContext`.
    @Test func aViewReadsTheContainerItIsGiven() throws {
        struct FeederCount: View {
            @Environment(\.modelContext) var context
            var body: some View { Text("\((try? context.fetch(FetchDescriptor<Feeder>()))?.count ?? -1) feeders") }
        }
        #expect(try SwiftUIFrontDoorTests.node(FeederCount().modelContainer(store())).content == .text("3 feeders"))
        #expect(try SwiftUIFrontDoorTests.node(FeederCount()).content == .text("0 feeders"), "no container: an empty one")
    }

    /// `@Query` in a widget's view fetches from the container the view is given, filtered and sorted.
    @Test func aQueryInAViewFetchesFromItsContainer() throws {
        struct Favourites: View {
            @Query(filter: #Predicate<Feeder> { $0.isFavorite == true }, sort: \Feeder.seeds, order: .reverse) var feeders: [Feeder]
            @Query(sort: \Feeder.name) var all: [Feeder]
            var body: some View { Text(feeders.map(\.name).joined(separator: ", ") + " of \(all.count)") }
        }
        #expect(try SwiftUIFrontDoorTests.node(Favourites().modelContainer(store())).content == .text("Oak, Birch of 3"))
        #expect(try SwiftUIFrontDoorTests.node(Favourites()).content == .text(" of 0"))
    }

    @Test func aFetchFiltersSortsAndLimits() throws {
        let context = ModelContext(try store())
        let favourites = try context.fetch(FetchDescriptor<Feeder>(predicate: #Predicate { $0.isFavorite == true },
                                                                   sortBy: [SortDescriptor(\.seeds)]))
        #expect(favourites.map(\.name) == ["Birch", "Oak"])
        var lowest = FetchDescriptor<Feeder>(sortBy: [SortDescriptor(\.seeds, order: .forward)])
        lowest.fetchLimit = 1
        #expect(try context.fetch(lowest).map(\.name) == ["Pine"])
        var afterFirst = FetchDescriptor<Feeder>(sortBy: [SortDescriptor(\.name)])
        afterFirst.fetchOffset = 1
        #expect(try context.fetch(afterFirst).map(\.name) == ["Oak", "Pine"])
        let name = "Pine"
        #expect(try context.fetchCount(FetchDescriptor<Feeder>(predicate: #Predicate { $0.name == name })) == 1)
    }

    @Test func contextsOfOneContainerShareItsModels() throws {
        let container = try store()
        let first = ModelContext(container), second = ModelContext(container)
        let oak = try #require(try first.fetch(FetchDescriptor<Feeder>(predicate: #Predicate { $0.name == "Oak" })).first)
        oak.seeds = 0
        #expect(try second.fetch(FetchDescriptor<Feeder>(predicate: #Predicate { $0.seeds == 0 })).map(\.name) == ["Oak"])
        second.delete(oak)
        #expect(try first.fetchCount(FetchDescriptor<Feeder>()) == 2)
        #expect(try first.fetchCount(FetchDescriptor<Visit>()) == 0)
        let pine = try #require(try first.fetch(FetchDescriptor<Feeder>(predicate: #Predicate { $0.name == "Pine" })).first)
        #expect(pine.modelContext === first && pine == pine && pine != oak)
    }
}
