import AppIntents
import SwiftUI
import Testing
import WidgetKit
import struct WidgetRaster.Bitmap

/// Widgets configured with app entities and enums, as BackyardBirds, PiStats and TodoCalendar
/// write them: a new widget shows its entity query's default result.
@Suite struct AppEntityTests {
    struct PlaceEntity: AppEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
        static var defaultQuery = PlaceQuery()
        let id: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    }

    struct PlaceQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [PlaceEntity] { identifiers.map(PlaceEntity.init) }
        func suggestedEntities() async throws -> [PlaceEntity] { [PlaceEntity(id: "Home"), PlaceEntity(id: "Work")] }
        func defaultResult() async -> PlaceEntity? { PlaceEntity(id: "Home") }
    }

    enum Units: String, AppEnum {
        case metric, imperial
        static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Units")
        static let caseDisplayRepresentations: [Units: DisplayRepresentation] = [
            .metric: DisplayRepresentation(title: LocalizedStringResource("Metric", comment: "Units of the metric system.")),
            .imperial: "Imperial",
        ]
    }

    struct PlaceIntent: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Place" }
        @Parameter(title: "Place") var place: PlaceEntity?
        @Parameter(title: "Units", default: .metric) var units: Units

        /// As BackyardBirds writes its summary (it changes no image; it must compile).
        static var parameterSummary: some ParameterSummary {
            When(\.$units, .equalTo, Units.imperial) {
                Summary {
                    \.$units
                    \.$place
                }
            } otherwise: {
                Summary("Show \(\.$place)")
            }
        }
    }

    struct Entry: TimelineEntry { let date: Date; let title: String }

    struct Provider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, title: "—") }
        func snapshot(for configuration: PlaceIntent, in context: Context) async -> Entry { placeholder(in: context) }
        func timeline(for configuration: PlaceIntent, in context: Context) async -> Timeline<Entry> {
            Timeline(entries: [Entry(date: .distantPast, title: "\(configuration.place?.id ?? "none") \(configuration.units.rawValue)")],
                     policy: .never)
        }
    }

    struct PlaceWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "place", intent: PlaceIntent.self, provider: Provider()) { entry in
                Text(entry.title).containerBackground(.white, for: .widget)
            }
        }
    }

    func pixels(_ view: some View) throws -> Bitmap {
        try renderWidgetBitmap(view, family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
    }

    func pixels(_ widget: some Widget) throws -> Bitmap {
        try renderWidgetBitmap(widget, family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
    }

    @Test func anEmptyEntityParameterTakesItsQuerysDefaultResult() throws {
        #expect(try pixels(PlaceWidget()) == pixels(Text("Home metric").containerBackground(.white, for: .widget)))
    }

    /// A required entity parameter (no `?`, no default), as Coin Wallet writes its ticker's crypto,
    /// and an array of them sized per family.
    struct RequiredPlaceIntent: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Required place" }
        @Parameter(title: "Place") var place: PlaceEntity
        @Parameter(title: "Stops", size: [.systemMedium: 3, .systemLarge: 6]) var stops: [PlaceEntity]
    }

    struct RequiredProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, title: "placeholder") }
        func snapshot(for configuration: RequiredPlaceIntent, in context: Context) async -> Entry { placeholder(in: context) }
        func timeline(for configuration: RequiredPlaceIntent, in context: Context) async -> Timeline<Entry> {
            Timeline(entries: [Entry(date: .distantPast, title: "\(configuration.place.id) \(configuration.stops.count)")], policy: .never)
        }
    }

    struct RequiredPlaceWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "required-place", intent: RequiredPlaceIntent.self, provider: RequiredProvider()) { entry in
                Text(entry.title).containerBackground(.white, for: .widget)
            }
        }
    }

    @Test func aRequiredEntityParameterTakesItsQuerysDefaultResultAndAnArrayStartsEmpty() throws {
        #expect(try pixels(RequiredPlaceWidget()) == pixels(Text("Home 0").containerBackground(.white, for: .widget)))
    }

    struct NoDefaultQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [CityEntity] { identifiers.map(CityEntity.init) }
    }

    struct CityEntity: AppEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation = "City"
        static var defaultQuery = NoDefaultQuery()
        let id: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    }

    struct CityIntent: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "City" }
        @Parameter(title: "City") var city: CityEntity
    }

    struct CityProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, title: "Choose a city") }
        func snapshot(for configuration: CityIntent, in context: Context) async -> Entry { placeholder(in: context) }
        func timeline(for configuration: CityIntent, in context: Context) async -> Timeline<Entry> {
            Timeline(entries: [Entry(date: .distantPast, title: configuration.city.id)], policy: .never)
        }
    }

    struct CityWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "city", intent: CityIntent.self, provider: CityProvider()) { entry in
                Text(entry.title).containerBackground(.white, for: .widget)
            }
        }
    }

    /// A required parameter nothing fills (no default, no default result): the provider's
    /// placeholder, never a crash reading the empty parameter.
    @Test func aRequiredParameterNothingFillsDrawsThePlaceholder() throws {
        #expect(try pixels(CityWidget()) == pixels(Text("Choose a city").containerBackground(.white, for: .widget)))
    }
}

/// MoeMemos' open-app intent reads its navigation model through `@Dependency`: a value the app
/// registered, by its type or a key, else the wrapper's default.
@Suite struct AppDependencyTests {
    final class AppPath: @unchecked Sendable { var sheet = "none" }

    struct OpenIntent: AppIntent {
        static let title: LocalizedStringResource = "Open"
        @Dependency var path: AppPath
        init() {}
        init(manager: AppDependencyManager) { _path = AppDependency(manager: manager) }
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func anIntentReadsTheDependencyTheAppRegistered() {
        let manager = AppDependencyManager(), path = AppPath()
        manager.add(dependency: path)
        #expect(OpenIntent(manager: manager).path === path)
        manager.add(key: "count", dependency: 5)
        #expect(AppDependency<Int>(key: "count", manager: manager).wrappedValue == 5)
        #expect(AppDependency<Int>(key: "other", manager: manager, default: 7).wrappedValue == 7)
    }
}

/// MoeMemos' memory widget: `@Parameter(title: "Update") var frequency: Period?` is optional — nil
/// until a person picks, never a parameter the widget waits for.
@Suite struct OptionalParameterTests {
    enum Period: String, AppEnum {
        case daily, hourly
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Period"
        static let caseDisplayRepresentations: [Period: DisplayRepresentation] = [.daily: "Daily", .hourly: "Hourly"]
    }

    struct Configuration: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Memory"
        @Parameter(title: "Update") var frequency: Period?
        @Parameter(title: "Count") var count: Int
    }

    /// An intent that says how it may run while locked and returns a value (EnergyStats' refresh button).
    struct RefreshIntent: AppIntent {
        static var title: LocalizedStringResource = "Refresh"
        static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
        func perform() async throws -> some ReturnsValue<Bool> { .result(value: true) }
    }

    struct PlainIntent: AppIntent {
        static var title: LocalizedStringResource = "Plain"
    }

    @Test func anIntentsAuthenticationPolicyAndReturnedValue() async throws {
        #expect(RefreshIntent.authenticationPolicy == .requiresAuthentication && PlainIntent.authenticationPolicy == .alwaysAllowed)
        #expect(try await (RefreshIntent().perform() as? IntentValueResult<Bool>)?.value == true)
    }

    @Test func anOptionalParameterStartsNilAndARequiredOneWaits() {
        let intent = Configuration()
        #expect(intent.frequency == nil)
        #expect(_EntityDefaults.unset(intent) == ["Count"])
    }
}
