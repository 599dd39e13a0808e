// A widget written as an app writes it for WidgetKit, with nothing changed for WidgetRaster:
// this file compiles against Apple's SwiftUI and WidgetKit on iOS and against WidgetRaster's
// modules of the same names on Linux.
import SwiftUI
import WidgetKit

struct HourForecast: Identifiable {
    var id: Int { hour }
    let hour: Int
    let symbol: String
    let temperature: Int
}

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Double
    let condition: String
    let high: Int
    let low: Int
    let hourly: [HourForecast]
    var alert: String?

    static let preview = WeatherEntry(
        date: Date(timeIntervalSince1970: 1_780_911_660), city: "Cupertino", temperature: 72.4, condition: "Mostly Sunny",
        high: 78, low: 55,
        hourly: [HourForecast(hour: 10, symbol: "sun.max.fill", temperature: 72),
                 HourForecast(hour: 11, symbol: "sun.max.fill", temperature: 74),
                 HourForecast(hour: 12, symbol: "cloud.fill", temperature: 76),
                 HourForecast(hour: 13, symbol: "cloud.fill", temperature: 77)])

    static let placeholder = WeatherEntry(date: .now, city: "City", temperature: 70, condition: "Clear", high: 75, low: 60,
                                          hourly: preview.hourly)
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { .placeholder }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        completion(.preview)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        var later = WeatherEntry.preview
        later.alert = "Heat advisory"
        completion(Timeline(entries: [.preview, later], policy: .atEnd))
    }
}

struct TemperatureText: View {
    let value: Double
    var body: some View {
        Text("\(Int(value.rounded()))°")
    }
}

struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(.vertical, 4)
            .background(.white.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
    }
}

struct WeatherWidgetEntryView: View {
    var entry: WeatherProvider.Entry
    @Environment(\.widgetFamily) private var family
    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
        switch family {
        case .systemSmall:
            small
        default:
            medium
        }
    }

    private var header: some View {
        HStack(spacing: 4) {
            Text(entry.city)
                .font(.system(size: 15, weight: .semibold))
                .lineLimit(1)
            Image(systemName: "location.fill")
                .font(.system(size: 9))
        }
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
            TemperatureText(value: entry.temperature)
                .font(.system(size: 38, weight: .light))
            Spacer(minLength: 0)
            if let alert = entry.alert {
                WarningLabel(alert)
            } else {
                HStack(spacing: 4) {
                    Image(systemName: "sun.max.fill")
                        .foregroundStyle(.yellow)
                    Text(entry.condition)
                        .lineLimit(1)
                }
                .font(.caption.weight(.semibold))
            }
            Text("H:\(entry.high)° L:\(entry.low)°")
                .font(.caption.weight(.semibold))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var medium: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 0) {
                    header
                    TemperatureText(value: entry.temperature)
                        .font(.system(size: 28, weight: .light))
                }
                Spacer()
                VStack(alignment: .trailing, spacing: 2) {
                    Text(entry.condition)
                    Text("H:\(entry.high)° L:\(entry.low)°")
                }
                .font(.footnote.weight(.semibold))
            }
            Spacer(minLength: 0)
            HStack {
                ForEach(entry.hourly) { hour in
                    VStack(spacing: 0) {
                        Text(hour.hour > 12 ? "\(hour.hour - 12)PM" : hour.hour == 12 ? "12PM" : "\(hour.hour)AM")
                            .font(.caption2.weight(.semibold))
                        Image(systemName: hour.symbol)
                            .font(.system(size: 12))
                        Text("\(hour.temperature)°")
                            .font(.subheadline)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .modifier(CardStyle())
        }
        .privacySensitive(redactionReasons.isEmpty == false)
    }
}

/// A warning line with its symbol.
struct WarningLabel: View {
    let text: String
    init(_ text: String) { self.text = text }
    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "exclamationmark.triangle.fill")
            Text(text).lineLimit(1)
        }
        .font(.caption.weight(.semibold))
        .foregroundStyle(.orange)
    }
}

struct WeatherWidget: Widget {
    let kind: String = "WeatherWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            WeatherWidgetEntryView(entry: entry)
                .foregroundStyle(.white)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [Color(red: 0.20, green: 0.45, blue: 0.85), Color(red: 0.10, green: 0.28, blue: 0.62)],
                                   startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Weather")
        .description("Current conditions and the next hours.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
