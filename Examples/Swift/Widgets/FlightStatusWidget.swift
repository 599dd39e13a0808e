// The flight-status widget of Examples/flight.yaml, written as an app writes it: a timeline of
// check-in, boarding and departure, dates shown relative to each entry, as a countdown and as a
// time in the widget's time zone. It draws exactly what the scene file draws (FlightTwinTests).
import SwiftUI
import WidgetKit

struct Flight {
    let number: String
    let route: String
    let gate: String
    let departure: Date
}

struct FlightEntry: TimelineEntry {
    let date: Date
    let status: String
    let flight: Flight
}

extension Date {
    fileprivate init(_ iso: String) { self = ISO8601DateFormatter().date(from: iso)! }
}

struct FlightProvider: TimelineProvider {
    static let flight = Flight(number: "TP 1362", route: "LIS → SFO", gate: "B24", departure: Date("2026-11-21T14:35:00Z"))

    func placeholder(in context: Context) -> FlightEntry {
        FlightEntry(date: Date("2026-11-21T12:05:00Z"), status: "Check-in open", flight: Self.flight)
    }

    func getSnapshot(in context: Context, completion: @escaping (FlightEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FlightEntry>) -> Void) {
        let entries = [("2026-11-21T12:05:00Z", "Check-in open"), ("2026-11-21T14:05:00Z", "Boarding"),
                       ("2026-11-21T14:52:00Z", "Departed")]
            .map { FlightEntry(date: Date($0.0), status: $0.1, flight: Self.flight) }
        completion(Timeline(entries: entries, policy: .after(Self.flight.departure)))
    }
}

struct FlightStatusView: View {
    let entry: FlightEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme

    /// Orange that keeps its contrast: darker on white, brighter on dark.
    private var statusColor: Color {
        colorScheme == .dark ? Color(red: 255 / 255, green: 159 / 255, blue: 10 / 255)
            : Color(red: 201 / 255, green: 52 / 255, blue: 0)
    }

    private var flightLabel: some View {
        HStack(spacing: 4) {
            Image(systemName: "airplane")
                .font(.system(size: 13))
                .foregroundStyle(.indigo)
            Text(entry.flight.number)
                .font(.system(size: 13, weight: .semibold))
                .foregroundStyle(.secondary)
        }
    }

    var body: some View {
        if family == .systemSmall {
            VStack(alignment: .leading, spacing: 2) {
                flightLabel
                Text(entry.flight.route)
                    .font(.system(size: 17, weight: .bold))
                    .lineLimit(1)
                    .minimumScaleFactor(0.8)
                Spacer()
                Text(entry.status)
                    .font(.system(size: 13, weight: .semibold))
                    .foregroundStyle(statusColor)
                Text(entry.flight.departure, style: .relative)
                    .font(.system(size: 24, weight: .semibold))
                    .monospacedDigit()
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
                HStack(spacing: 4) {
                    Text("Gate \(entry.flight.gate) ·")
                        .font(.system(size: 11))
                        .foregroundStyle(.secondary)
                    Text(entry.flight.departure, style: .time)
                        .font(.system(size: 11))
                        .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        } else {
            HStack(spacing: 16) {
                VStack(alignment: .leading, spacing: 2) {
                    flightLabel
                    Text(entry.flight.route)
                        .font(.system(size: 20, weight: .bold))
                    Spacer()
                    Text(entry.status)
                        .font(.system(size: 15, weight: .semibold))
                        .foregroundStyle(statusColor)
                    Text("Gate \(entry.flight.gate)")
                        .font(.system(size: 13))
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                VStack(alignment: .trailing, spacing: 2) {
                    Text("Departs")
                        .font(.system(size: 12))
                        .foregroundStyle(.secondary)
                    Text(entry.flight.departure, style: .time)
                        .font(.system(size: 24, weight: .semibold))
                    Spacer()
                    Text("Countdown")
                        .font(.system(size: 12))
                        .foregroundStyle(.secondary)
                    Text(entry.flight.departure, style: .timer)
                        .font(.system(size: 20, weight: .medium))
                        .monospacedDigit()
                }
                .frame(maxHeight: .infinity)
            }
        }
    }
}

struct FlightStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.flight", provider: FlightProvider()) { entry in
            FlightStatusView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Flight Status")
        .description("Follow your flight from check-in to gate.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
