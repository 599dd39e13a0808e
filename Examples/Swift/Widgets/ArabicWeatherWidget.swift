// The Arabic weather widget of Examples/weather-ar.yaml, as an app writes it. Rendered in an
// Arabic locale it reads right to left — stacks, alignment and padding mirror — and draws exactly
// what the scene file draws (ArabicWeatherTwinTests).
import SwiftUI
import WidgetKit

struct ArabicForecast: Identifiable {
    let id: String
    let symbol: String
    let temperature: String
    var sunny: Bool { symbol == "sun.max.fill" }
}

struct ArabicWeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: String
    let condition: String
    let range: String
    let hours: [ArabicForecast]

    static let cairo = ArabicWeatherEntry(
        date: Date(timeIntervalSince1970: 1_780_911_660), city: "القاهرة", temperature: "٣٤°", condition: "مشمس",
        range: "العظمى: ٣٦° الصغرى: ٢٢°",
        hours: [ArabicForecast(id: "الآن", symbol: "sun.max.fill", temperature: "٣٤°"),
                ArabicForecast(id: "٣ م", symbol: "sun.max.fill", temperature: "٣٥°"),
                ArabicForecast(id: "٦ م", symbol: "cloud.sun.fill", temperature: "٣٠°")])
}

struct ArabicWeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> ArabicWeatherEntry { .cairo }
    func getSnapshot(in context: Context, completion: @escaping (ArabicWeatherEntry) -> Void) { completion(.cairo) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ArabicWeatherEntry>) -> Void) {
        completion(Timeline(entries: [.cairo], policy: .atEnd))
    }
}

struct ArabicWeatherView: View {
    let entry: ArabicWeatherEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .systemSmall:
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 4) {
                    Text(entry.city).font(.system(size: 15, weight: .semibold)).lineLimit(1)
                    Image(systemName: "location.fill").font(.system(size: 9))
                }
                Text(entry.temperature).font(.system(size: 34, weight: .light))
                Spacer()
                HStack(spacing: 4) {
                    Image(systemName: "sun.max.fill").font(.system(size: 13)).foregroundStyle(.yellow)
                    Text(entry.condition).font(.system(size: 13, weight: .semibold)).lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        default:
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 0) {
                    Text(entry.city).font(.system(size: 15, weight: .semibold))
                    Text(entry.temperature).font(.system(size: 30, weight: .light))
                    Spacer()
                    Text(entry.range).font(.system(size: 13, weight: .semibold))
                }
                Spacer()
                VStack(alignment: .trailing, spacing: 4) {
                    ForEach(entry.hours) { hour in
                        HStack(spacing: 8) {
                            Text(hour.id).font(.system(size: 13, weight: .semibold)).frame(width: 44, alignment: .leading)
                            if hour.sunny {
                                Image(systemName: hour.symbol).font(.system(size: 13)).foregroundStyle(.yellow)
                            } else {
                                Image(systemName: hour.symbol).font(.system(size: 13))
                            }
                            Text(hour.temperature).font(.system(size: 13, weight: .semibold))
                        }
                    }
                }
            }
        }
    }
}

struct ArabicWeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.weather-ar", provider: ArabicWeatherProvider()) { entry in
            ArabicWeatherView(entry: entry)
                .foregroundStyle(.white)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [Color(red: 194 / 255, green: 65 / 255, blue: 12 / 255),
                                            Color(red: 154 / 255, green: 42 / 255, blue: 10 / 255)],
                                   startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("الطقس")
        .description("اعرف حالة الطقس الحالية والتوقعات لموقعك.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
