// Luka's own types the widget files use that live elsewhere in the app: its glucose formatter,
// the Dexcom client service and its keychain delegate (here answering with the app's own sample
// readings, `[GlucoseReading].placeholder`, as its previews do), the readings cache, the Live
// Activity intents, the chart's donut symbol and the app's GraphView (used only by the app).
import AppIntents
import Charts
import Defaults
import Dexcom
import Foundation
import KeychainAccess
import SwiftUI

/// Glucose values in the user's unit: mg/dL as integers, mmol/L with one decimal.
struct GlucoseFormatter: FormatStyle, Hashable, Codable {
    enum Unit: String, Codable, CaseIterable, Hashable {
        case mgdl
        case mmolL
    }

    var unit: Unit

    func format(_ value: Int) -> String {
        switch unit {
        case .mgdl: "\(value)"
        case .mmolL: (Double(value) / 18.0).formatted(.number.precision(.fractionLength(1)))
        }
    }
}

extension FormatStyle where Self == GlucoseFormatter {
    static func glucose(_ unit: GlucoseFormatter.Unit) -> GlucoseFormatter { GlucoseFormatter(unit: unit) }
}

/// The app's keychain items: the Dexcom account and its session.
extension Keychain {
    static let shared = Keychain(service: "com.kylebashour.Glimpse")

    var username: String? { self[.usernameKey] }
    var password: String? { self[.passwordKey] }
    var accountID: UUID? { self[.accountIDKey].flatMap(UUID.init(uuidString:)) }
    var sessionID: UUID? { self[.sessionIDKey].flatMap(UUID.init(uuidString:)) }
}

/// Saves the session the client signs in with.
final class KeychainDexcomDelegate: Sendable {}

/// The app's Dexcom Share client: here the app's sample day of readings, ending five minutes ago.
actor DexcomClientService {
    let username: String
    let accountLocation: AccountLocation
    private var delegate: KeychainDexcomDelegate?

    init(username: String, accountLocation: AccountLocation) {
        self.username = username
        self.accountLocation = accountLocation
    }

    func setDelegate(_ delegate: KeychainDexcomDelegate) { self.delegate = delegate }

    func getLatestGlucoseReading() async throws -> GlucoseReading? {
        [GlucoseReading].placeholder.last
    }

    func getGraphReadings(duration: Measurement<UnitDuration>) async throws -> [GlucoseReading] {
        let start = Date.now.addingTimeInterval(-duration.converted(to: .seconds).value)
        return [GlucoseReading].placeholder.filter { $0.date >= start }
    }
}

enum DexcomHelper {
    static func createService(username: String, password: String, existingAccountID: UUID?, existingSessionID: UUID?,
                              accountLocation: AccountLocation) -> DexcomClientService {
        DexcomClientService(username: username, accountLocation: accountLocation)
    }
}

/// The last readings the app fetched, kept for its launch screen.
struct GlucoseReadingsCache: Codable, Hashable, Defaults.Serializable {
    var readings: [GlucoseReading]
    var date: Date
}

struct StartLiveActivityIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Start Live Activity"
    @Parameter(title: "Source") var source: String

    init() {}
    init(source: String) { self.source = source }
    func perform() async throws -> some IntentResult { .result() }
}

struct EndLiveActivityIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "End Live Activity"
    func perform() async throws -> some IntentResult { .result() }
}

struct ToggleLiveActivityIntent: SetValueIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Toggle Live Activity"
    @Parameter(title: "Running") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

/// The chart's current-reading dot: a ring, filled when the chart is a line.
struct DonutSymbolShape: ChartSymbolShape {
    var fill: Bool
    var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addEllipse(in: rect)
        if !fill { path.addEllipse(in: rect.insetBy(dx: rect.width * 0.3, dy: rect.height * 0.3)) }
        return path
    }
}

/// The app's full-screen graph (only the app shows it; the widgets draw LineChart).
struct GraphView: View {
    var range: ClosedRange<Date>
    var readings: [GlucoseReading]
    var highlight: GlucoseReading?
    var graphUpperBound: Int
    var targetRange: ClosedRange<Int>
    var roundBottomCorners: Bool
    var showMarkLabels: Bool

    var body: some View {
        Chart(readings, id: \.date) { reading in
            PointMark(x: .value("Date", reading.date), y: .value("Glucose", reading.value))
        }
        .chartXScale(domain: range)
        .chartYScale(domain: 0...graphUpperBound)
    }
}
