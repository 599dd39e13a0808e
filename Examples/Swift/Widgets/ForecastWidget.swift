// The weather widget of Examples/weather.yaml, as an app writes it — Home Screen and Lock Screen
// families from one view that switches on its family, hourly and daily forecasts from ForEach.
// It draws exactly what the scene file draws (ForecastTwinTests).
import SwiftUI
import WidgetKit

struct HourlyForecast: Identifiable {
    let label: String
    let symbol: String
    let temperature: Int
    var id: String { label }
}

struct DailyForecast: Identifiable {
    let day: String
    let symbol: String
    let low: Int
    let high: Int
    /// Where the day's range sits on the week's temperature bar (72 pt wide), in points.
    let barOffset: Double
    let barWidth: Double
    var id: String { day }
}

struct ForecastEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Int
    let condition: String
    let high: Int
    let low: Int
    let hourly: [HourlyForecast]
    let daily: [DailyForecast]

    static let cupertino = ForecastEntry(
        date: Date(timeIntervalSince1970: 1_780_911_660), city: "Cupertino", temperature: 72, condition: "Mostly Sunny",
        high: 78, low: 55,
        hourly: [HourlyForecast(label: "Now", symbol: "sun.max.fill", temperature: 72),
                 HourlyForecast(label: "11AM", symbol: "sun.max.fill", temperature: 74),
                 HourlyForecast(label: "12PM", symbol: "cloud.sun.fill", temperature: 76),
                 HourlyForecast(label: "1PM", symbol: "cloud.sun.fill", temperature: 77),
                 HourlyForecast(label: "2PM", symbol: "cloud.fill", temperature: 77),
                 HourlyForecast(label: "3PM", symbol: "cloud.rain.fill", temperature: 75)],
        daily: [DailyForecast(day: "Today", symbol: "sun.max.fill", low: 55, high: 78, barOffset: 7.2, barWidth: 50.4),
                DailyForecast(day: "Thu", symbol: "cloud.sun.fill", low: 53, high: 74, barOffset: 3.6, barWidth: 45.4),
                DailyForecast(day: "Fri", symbol: "cloud.rain.fill", low: 50, high: 66, barOffset: 0.0, barWidth: 32.4),
                DailyForecast(day: "Sat", symbol: "cloud.bolt.rain.fill", low: 49, high: 63, barOffset: 1.4, barWidth: 26.0),
                DailyForecast(day: "Sun", symbol: "sun.max.fill", low: 56, high: 81, barOffset: 13.0, barWidth: 55.4)])
}

struct ForecastProvider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { .cupertino }
    func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) { completion(.cupertino) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        completion(Timeline(entries: [.cupertino], policy: .atEnd))
    }
}

struct ForecastView: View {
    let entry: ForecastEntry
    @Environment(\.widgetFamily) private var family

    private var sky: LinearGradient {
        LinearGradient(colors: [Color(red: 42 / 255, green: 109 / 255, blue: 204 / 255),
                                Color(red: 22 / 255, green: 74 / 255, blue: 150 / 255)],
                       startPoint: .top, endPoint: .bottom)
    }
    private var temperatureBar: LinearGradient {
        LinearGradient(colors: [Color(red: 143 / 255, green: 211 / 255, blue: 244 / 255),
                                Color(red: 249 / 255, green: 212 / 255, blue: 35 / 255),
                                Color(red: 1, green: 140 / 255, blue: 66 / 255)],
                       startPoint: .leading, endPoint: .trailing)
    }

    private func tint(_ symbol: String) -> Color { symbol == "sun.max.fill" ? .yellow : .white }

    var body: some View {
        switch family {
        case .systemSmall:
            small.foregroundStyle(.white).containerBackground(for: .widget) { sky }
        case .systemMedium:
            medium.foregroundStyle(.white).containerBackground(for: .widget) { sky }
        case .systemLarge:
            large.foregroundStyle(.white).containerBackground(for: .widget) { sky }
        case .accessoryCircular:
            ZStack {
                Circle().fill(.white.opacity(0.18))
                VStack(spacing: 0) {
                    Image(systemName: "sun.max.fill").font(.system(size: 14))
                    Text("\(entry.temperature)°").font(.system(size: 22, weight: .semibold, design: .rounded)).padding(.leading, 4)
                }
            }
            .foregroundStyle(.white)
            // iOS 17 shows an error sign for a Lock Screen widget that sets no container background.
            .containerBackground(.clear, for: .widget)
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 4) {
                    Image(systemName: "location.fill").font(.system(size: 11))
                    Text(entry.city).font(.system(size: 15, weight: .semibold)).lineLimit(1)
                }
                Text("\(entry.temperature)° \(entry.condition)").font(.system(size: 15)).lineLimit(1)
                Text("H:\(entry.high)° L:\(entry.low)°").font(.system(size: 15)).foregroundStyle(.secondary).lineLimit(1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .foregroundStyle(.white)
            .containerBackground(.clear, for: .widget)
        default:
            // The Lock Screen's inline row: iOS draws one image and one text in its own type.
            Label("\(entry.temperature)° \(entry.city)", systemImage: "sun.max.fill")
                .containerBackground(.clear, for: .widget)
        }
    }

    private func place(spacing: CGFloat) -> some View {
        HStack(spacing: spacing) {
            Text(entry.city).font(.system(size: 15, weight: .semibold)).lineLimit(1)
            Image(systemName: "location.fill").font(.system(size: 9))
        }
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            place(spacing: 4)
            Text("\(entry.temperature)°").font(.system(size: 38, weight: .light))
            Spacer()
            HStack(spacing: 4) {
                Image(systemName: "sun.max.fill").font(.system(size: 13)).foregroundStyle(.yellow)
                Text(entry.condition).font(.system(size: 13, weight: .semibold)).lineLimit(1).minimumScaleFactor(0.85)
            }
            Text("H:\(entry.high)° L:\(entry.low)°").font(.system(size: 13, weight: .semibold))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func summary(placeSpacing: CGFloat, size: CGFloat, conditionSpacing: CGFloat) -> some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 0) {
                place(spacing: placeSpacing)
                Text("\(entry.temperature)°").font(.system(size: size, weight: .light))
            }
            Spacer()
            VStack(alignment: .trailing, spacing: conditionSpacing) {
                Image(systemName: "sun.max.fill").font(.system(size: 15)).foregroundStyle(.yellow)
                Text(entry.condition).font(.system(size: 13, weight: .semibold))
                Text("H:\(entry.high)° L:\(entry.low)°").font(.system(size: 13, weight: .semibold))
            }
        }
    }

    private func hours(spacing: CGFloat, symbolHeight: CGFloat) -> some View {
        HStack(spacing: 0) {
            ForEach(entry.hourly) { hour in
                VStack(spacing: spacing) {
                    Text(hour.label).font(.system(size: 11, weight: .semibold)).foregroundStyle(.white)
                    Image(systemName: hour.symbol).font(.system(size: 15)).foregroundStyle(tint(hour.symbol)).frame(height: symbolHeight)
                    Text("\(hour.temperature)°").font(.system(size: 15, weight: .medium)).monospacedDigit()
                }
                .frame(maxWidth: .infinity)
            }
        }
    }

    private var medium: some View {
        VStack(spacing: 0) {
            summary(placeSpacing: 2, size: 28, conditionSpacing: 0)
            Spacer()
            hours(spacing: 1, symbolHeight: 14)
        }
    }

    private var large: some View {
        VStack(spacing: 6) {
            summary(placeSpacing: 4, size: 38, conditionSpacing: 2)
            hours(spacing: 6, symbolHeight: 20).padding(.top, 6)
            Divider().overlay(Color.white.opacity(0.3))
            ForEach(entry.daily) { day in
                HStack(spacing: 8) {
                    Text(day.day).font(.system(size: 15, weight: .semibold)).frame(width: 48, alignment: .leading)
                    Image(systemName: day.symbol).font(.system(size: 15)).foregroundStyle(tint(day.symbol)).frame(width: 24)
                    Spacer()
                    Text("\(day.low)°").font(.system(size: 15, weight: .medium)).foregroundStyle(.white.opacity(0.85)).monospacedDigit()
                        .frame(width: 34, alignment: .trailing)
                    ZStack(alignment: .leading) {
                        Capsule().fill(.black.opacity(0.18))
                        Capsule().fill(temperatureBar).frame(width: day.barWidth).offset(x: day.barOffset)
                    }
                    .frame(width: 72, height: 4)
                    Text("\(day.high)°").font(.system(size: 15, weight: .medium)).monospacedDigit().frame(width: 34, alignment: .trailing)
                }
                .frame(maxHeight: .infinity)
            }
        }
    }
}

struct ForecastWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.weather", provider: ForecastProvider()) { entry in
            ForecastView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("See the current weather conditions and forecast for a location.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
