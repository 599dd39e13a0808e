// BackyardBirdsData's types the widget files use beside its files in the corpus: the SwiftData
// models (Backyard, Bird, BirdSpecies), the sample data the app generates into its store, the
// snapshots a backyard's timeline is made of, and the small numeric helpers the corpus files call.
// Species "Bird 1" is the one whose layered artwork the corpus holds.
import Foundation
import SwiftData
import SwiftUI

// The app's string table "Backyards" is not in the corpus, so this module has no resources of its
// own; SwiftPM generates `Bundle.module` only for a target that has some.
extension Bundle {
    static let module = Bundle.main
}

public extension TimeInterval {
    init(days: Double) { self = days * 86_400 }
    init(hours: Double) { self = hours * 3_600 }
    init(minutes: Double) { self = minutes * 60 }
}

public extension Double {
    func interpolate(to other: Double, percent: Double, clamped: Bool = true) -> Double {
        let percent = clamped ? min(max(percent, 0), 1) : percent
        return self + (other - self) * percent
    }
}

public extension Angle {
    /// Along the shorter way round the circle.
    func interpolate(to other: Angle, percent: Double) -> Angle {
        var delta = (other.degrees - degrees).truncatingRemainder(dividingBy: 360)
        if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
        let result = (degrees + delta * percent).truncatingRemainder(dividingBy: 360)
        return .degrees(result < 0 ? result + 360 : result)
    }
}

/// A random number generator that repeats for a seed (SplitMix64).
public struct SeededRandomGenerator: RandomNumberGenerator {
    var state: UInt64
    public init(seed: Int) { state = UInt64(bitPattern: Int64(seed)) }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One layer of a species' artwork (`<species>/<name>` in LayeredArtworkLibrary's catalogue).
public struct BirdPart: Identifiable, Hashable, Codable {
    public enum ColorStyle: String, Codable { case body, wing, accent, beak, eye, feet }
    public var name: String
    public var flipbookFrameCount: Int?
    public var colorStyle: ColorStyle
    public var id: String { name }
}

/// A bird's colours, one per part style.
public struct BirdColors: Codable, Hashable {
    public var body: ColorData, wing: ColorData, accent: ColorData
    public func colorData(for style: BirdPart.ColorStyle) -> ColorData {
        switch style {
        case .body: body
        case .wing: wing
        case .accent: accent
        case .beak, .feet: ColorData(hue: 35 / 360, saturation: 0.55, brightness: 0.95)
        case .eye: .white
        }
    }
}

extension ColorData: Hashable {
    public static func == (lhs: ColorData, rhs: ColorData) -> Bool {
        (lhs.hue, lhs.saturation, lhs.brightness) == (rhs.hue, rhs.saturation, rhs.brightness)
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(hue); hasher.combine(saturation); hasher.combine(brightness) }
}

@Model public final class BirdSpecies {
    @Attribute(.unique) public var id: String
    public var name: String
    public var parts: [BirdPart]

    public init(id: String, name: String, parts: [BirdPart]) {
        self.id = id
        self.name = name
        self.parts = parts
    }
}

@Model public final class Bird {
    @Attribute(.unique) public var id: String
    @Relationship public var species: BirdSpecies?
    public var colors: BirdColors
    public var creationDate: Date

    public var speciesName: String { species?.name ?? "Bird" }

    public init(id: String, species: BirdSpecies?, colors: BirdColors, creationDate: Date = .now) {
        self.id = id
        self.species = species
        self.colors = colors
        self.creationDate = creationDate
    }
}

@Model public final class Backyard {
    @Attribute(.unique) public var id: String
    public var name: String
    public var creationDate: Date
    public var isFavorite: Bool
    /// The backyard's time of day at midnight here, in seconds (each backyard keeps its own clock).
    public var timeIntervalOffset: TimeInterval
    public var waterRefillDate: Date
    @Relationship(deleteRule: .cascade) public var visitors: [Bird]

    public init(id: String, name: String, creationDate: Date, isFavorite: Bool, timeIntervalOffset: TimeInterval, visitors: [Bird]) {
        self.id = id
        self.name = name
        self.creationDate = creationDate
        self.isFavorite = isFavorite
        self.timeIntervalOffset = timeIntervalOffset
        self.waterRefillDate = creationDate
        self.visitors = visitors
    }

    public func refillSupplies() { waterRefillDate = .now }

    /// The backyard's moments from `date`'s hour on, hourly, up to `through` (or `total` of them):
    /// a visitor arriving, then the supplies' gauges, then water running low, in turn.
    public func snapshots(through end: Date, total: Int? = nil) -> [BackyardSnapshot] {
        let calendar = Calendar.current
        let start = calendar.dateInterval(of: .hour, for: .now)?.start ?? .now
        let count = total ?? max(1, Int(end.timeIntervalSince(start) / TimeInterval(hours: 1)) + 1)
        return (0..<count).map { hour in
            let date = start.addingTimeInterval(TimeInterval(hours: Double(hour)))
            let sinceMidnight = date.timeIntervalSince(calendar.startOfDay(for: date))
            let visitor = visitors.isEmpty ? nil : visitors[hour % visitors.count]
            let events: Set<BackyardSnapshot.NotableEvent> = [[.visitorArrive], [], [.lowSupplySeverityIncrease]][hour % 3]
            return BackyardSnapshot(backyard: self, visitingBird: hour % 3 == 1 ? nil : visitor,
                                    visitingBirdDuration: TimeInterval(minutes: 4),
                                    timeInterval: (sinceMidnight + timeIntervalOffset).truncatingRemainder(dividingBy: TimeInterval(days: 1)),
                                    date: date, notableEvents: events)
        }
    }
}

/// The sample data the app writes into its store on first launch.
public enum DataGeneration {
    public static let container = try! ModelContainer(for: Backyard.self, Bird.self, BirdSpecies.self,
                                                      configurations: ModelConfiguration(isStoredInMemoryOnly: true))

    public static func generateAllData(modelContext: ModelContext) {
        guard (try? modelContext.fetchCount(FetchDescriptor<Backyard>())) == 0 else { return }
        let species = BirdSpecies(id: "Bird 1", name: "Hedge Sparrow", parts: [
            BirdPart(name: "BackWing ", flipbookFrameCount: 2, colorStyle: .wing),
            BirdPart(name: "Feet", colorStyle: .feet),
            BirdPart(name: "Body", colorStyle: .body),
            BirdPart(name: "Belly", colorStyle: .accent),
            BirdPart(name: "Chin", colorStyle: .accent),
            BirdPart(name: "Wing", colorStyle: .wing),
            BirdPart(name: "FrontWing ", flipbookFrameCount: 2, colorStyle: .wing),
            BirdPart(name: "Beak", colorStyle: .beak),
            BirdPart(name: "Eye", colorStyle: .eye),
        ])
        var random = SeededRandomGenerator(seed: 7)
        let birds = (0..<3).map { index in
            Bird(id: "bird-\(index)", species: species, colors: BirdColors(
                body: .pastel(hue: 0.55..<0.65, random: &random),
                wing: .pastel(hue: 0.6..<0.7, random: &random).darken(0.8),
                accent: .pastel(hue: 0.05..<0.12, random: &random)))
        }
        let created = Date(timeIntervalSinceReferenceDate: 720_000_000)
        let backyards = [
            Backyard(id: "backyard-1", name: "Quiet Haven", creationDate: created, isFavorite: true,
                     timeIntervalOffset: TimeInterval(hours: 4), visitors: birds),
            Backyard(id: "backyard-2", name: "Lush Oasis", creationDate: created.addingTimeInterval(60), isFavorite: false,
                     timeIntervalOffset: TimeInterval(hours: 10), visitors: Array(birds.reversed())),
        ]
        modelContext.insert(species)
        birds.forEach(modelContext.insert)
        backyards.forEach(modelContext.insert)
        try? modelContext.save()
    }
}

/// Shows `content` with the first model of its type in the sample data (for `#Preview`).
public struct ModelPreview<Model: PersistentModel, Content: View>: View {
    var content: (Model) -> Content

    public init(@ViewBuilder content: @escaping (Model) -> Content) { self.content = content }

    public var body: some View {
        let context = ModelContext(DataGeneration.container)
        let _ = DataGeneration.generateAllData(modelContext: context)
        if let model = try? context.fetch(FetchDescriptor<Model>()).first {
            content(model)
        }
    }
}
