// The weather widget's previews, in both of Xcode's forms: `swift package render-previews` (or
// `swift run widget-previews previews render`) draws each without any code of WidgetRaster's.
import SwiftUI
import WidgetKit

extension WeatherEntry {
    static let afternoon = WeatherEntry(
        date: Date(timeIntervalSince1970: 1_780_925_000), city: "Cupertino", temperature: 81, condition: "Sunny", high: 82, low: 55,
        hourly: [HourForecast(hour: 14, symbol: "sun.max.fill", temperature: 81),
                 HourForecast(hour: 15, symbol: "sun.max.fill", temperature: 82),
                 HourForecast(hour: 16, symbol: "sun.max.fill", temperature: 80),
                 HourForecast(hour: 17, symbol: "cloud.sun.fill", temperature: 78)],
        alert: "Heat advisory")

    static let evening = WeatherEntry(
        date: Date(timeIntervalSince1970: 1_780_940_000), city: "Cupertino", temperature: 64, condition: "Clear", high: 82, low: 55,
        hourly: [HourForecast(hour: 19, symbol: "moon.stars.fill", temperature: 64),
                 HourForecast(hour: 20, symbol: "moon.stars.fill", temperature: 61),
                 HourForecast(hour: 21, symbol: "moon.fill", temperature: 59),
                 HourForecast(hour: 22, symbol: "moon.fill", temperature: 57)])
}

#Preview("Weather through the day", as: .systemMedium) {
    WeatherWidget()
} timeline: {
    WeatherEntry.preview
    WeatherEntry.afternoon
    WeatherEntry.evening
}

#Preview {
    WarningLabel("Heat advisory")
        .previewContext(WidgetPreviewContext(family: .systemSmall))
}

struct WeatherWidgetEntryView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            WeatherWidgetEntryView(entry: .preview)
                .foregroundStyle(.white)
                .containerBackground(Color(red: 0.20, green: 0.45, blue: 0.85), for: .widget)
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Small")
            WeatherWidgetEntryView(entry: .evening)
                .foregroundStyle(.white)
                .containerBackground(Color(red: 0.06, green: 0.10, blue: 0.25), for: .widget)
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .previewDisplayName("Evening, dark")
                .preferredColorScheme(.dark)
        }
    }
}
