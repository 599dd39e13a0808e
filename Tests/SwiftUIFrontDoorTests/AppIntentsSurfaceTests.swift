import AppIntents
import Intents
import Testing

/// What intents, entities and SiriKit values keep and answer, beyond drawing: the modes, dialogs
/// and descriptions an intent declares, the defaults its parameters start at, and the errors an
/// intent run with no one to ask ends with.
@Suite struct AppIntentsSurfaceTests {
    struct TrailEntity: AppEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Trail" }
        static var defaultQuery: TrailQuery { TrailQuery() }
        var id: String
        @Property(title: "Length") var length: Int
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

        init(id: String, length: Int = 1) {
            self.id = id
            self.length = length
        }
    }

    struct TrailQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [TrailEntity] { identifiers.map { TrailEntity(id: $0) } }
        func defaultResult() async -> TrailEntity? { TrailEntity(id: "nearest") }
    }

    struct FavoriteTrailQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [TrailEntity] { [] }
        func defaultResult() async -> TrailEntity? { TrailEntity(id: "favorite") }
    }

    struct TrailIntent: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Trail" }
        @Parameter(title: "Trail") var trail: TrailEntity?
        @Parameter(title: "Favorite", query: FavoriteTrailQuery()) var favorite: TrailEntity?
        @Parameter(description: "The trail to show") var untitled: TrailEntity?
        @Parameter(title: "Days", default: 3, controlStyle: .stepper, inclusiveRange: (1, 7)) var days: Int
        @Parameter(title: "Opacity", default: 0.5, controlStyle: .slider, inclusiveRange: (0, 1)) var opacity: Double
        @Parameter(title: "Greeting", default: "Hello", requestValueDialog: "What should it say?") var greeting: String
        @Parameter(title: "City") var city: String?
    }

    @Test func intentModesAreAnOptionSet() {
        let modes: IntentModes = [.background, .foreground]
        #expect(modes.contains(.background))
        #expect(modes.contains(.foreground))
        #expect(IntentModes.foreground == .foreground(.immediate))
        #expect(IntentModes.foreground(.dynamic) != .foreground)
        #expect(modes.subtracting(.foreground) == .background)
        #expect(TrailIntent.supportedModes == .background, "an intent that does not say runs in the background")
    }

    @Test func dialogsAndDescriptionsKeepTheirText() {
        #expect(IntentDialog(full: "Timer started.", supporting: "Started", systemImageName: "timer").text == "Timer started.")
        #expect(IntentDialog(full: "Done.", systemImageName: "checkmark").text == "Done.")
        let description = IntentDescription("Counts the steps.", categoryName: "Health", searchKeywords: ["walk"], resultValueName: "Steps")
        #expect(description.descriptionText == "Counts the steps.")
        #expect(description.categoryName == "Health")
        #expect(description.searchKeywords == ["walk"])
        #expect(description.resultValueName == "Steps")
    }

    @Test func aResourceWritesPlaceholdersAsFormatSpecifiers() {
        let count = 3
        let items: LocalizedStringResource = "\(count) items"
        #expect(items.key == "3 items")
        #expect(TypeDisplayRepresentation(name: "City", numericFormat: "\(placeholder: .int) cities").numericFormat?.key == "%lld cities")
        #expect(TypeDisplayRepresentation(name: "City", synonyms: ["Town"]).synonyms == ["Town"])
        #expect(DisplayRepresentation(title: "New York", synonyms: ["NYC"]).synonyms == ["NYC"])
    }

    @Test func parametersStartAtTheirDefaults() async {
        let intent = TrailIntent()
        await _EntityDefaults.fill(intent)
        #expect(intent.trail?.id == "nearest", "the entity type's default query")
        #expect(intent.favorite?.id == "favorite", "the parameter's own query")
        #expect(intent.untitled?.id == "nearest")
        #expect(intent.$untitled.title == "Trail", "a parameter with no title takes its entity type's name")
        #expect(intent.days == 3)
        #expect(intent.opacity == 0.5)
        #expect(intent.greeting == "Hello")
        #expect(intent.city == nil)
    }

    @Test func aParameterRequestThrowsWithNoOneToAsk() async {
        let intent = TrailIntent()
        do {
            _ = try await intent.$city.requestValue("Which city?")
            Issue.record("requestValue returned with no one to ask")
        } catch {
            #expect(error is AppIntentError)
        }
        #expect(intent.$city.needsValueError("Which city?").description.contains("City"))
    }

    @Test func resultsKeepTheirValueAndDialog() {
        func finish() -> some IntentResult & ReturnsValue<Int> { .result(value: 3) }
        #expect(finish().value == 3)
        let result: IntentResultContainer = .result(dialog: "Done.")
        #expect(result.dialog?.text == "Done.")
    }

    @Test func itemCollectionsAreBuiltSectionBySection() {
        let collection = IntentItemCollection<String>(promptLabel: "City") {
            IntentItemSection("Europe") {
                IntentItem("Paris", title: "Paris")
                IntentItem("Rome", title: "Rome", image: DisplayRepresentation.Image(systemName: "building.2"))
            }
            IntentItemSection("Asia") {
                IntentItem("Tokyo", title: "Tokyo")
            }
        }
        #expect(collection.sections.map(\.title) == ["Europe", "Asia"])
        #expect(collection.sections[0].items.map(\.value) == ["Paris", "Rome"])
        #expect(collection.sections[0].items[1].image?.name == "building.2")
    }

    @Test func anEntityPropertyHoldsItsValue() {
        let trail = TrailEntity(id: "ridge", length: 12)
        #expect(trail.length == 12)
        #expect(trail.$length.title == "Length")
    }

    @Test func siriKitValuesKeepWhatTheyAreGiven() {
        let object = INObject(identifier: "nyc", display: "New York", pronunciationHint: nil, subtitle: "USA", image: nil)
        object.alternativeSpeakableMatches = [INSpeakableString(spokenPhrase: "Big Apple")]
        #expect(object.subtitleString == "USA")
        #expect(object.spokenPhrase == "New York")
        #expect(object.alternativeSpeakableMatches?.map(\.spokenPhrase) == ["Big Apple"])
        let paris = INSpeakableString(vocabularyIdentifier: "paris", spokenPhrase: "Paris", pronunciationHint: "pa-ree")
        #expect(paris.vocabularyIdentifier == "paris")
        #expect(paris.pronunciationHint == "pa-ree")
        #expect(INImage.systemImageNamed("cloud.sun").name == "cloud.sun")
        let collection = INObjectCollection(items: [object])
        collection.usesIndexedCollation = true
        #expect(collection.usesIndexedCollation)
    }
}
