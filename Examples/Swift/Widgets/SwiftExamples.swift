import Foundation
import WidgetKit

/// The Swift example widgets, for the previews executable and the tests.
public let widgets: [any Widget] = [WeatherWidget(), EmojiWidget(), FlightStatusWidget(), ArabicWeatherWidget(), CalendarWidget(), BankingWidget(), NotesWidget(), StocksWidget(), ForecastWidget(), GaugesWidget(), MoodWidget(), TodoWidget(), PortfolioWidget(), CafeWidget()]

/// The Swift example controls (iOS 18), each the twin of a scene file.
public let controls: [any ControlWidget] = [PorchLightControl()]

/// What each example is shown with: the Arabic widget in Cairo's locale (right to left), the
/// flight in Lisbon's time zone, banking with its brand colours, the café with its asset catalogue and font, the rest in US English.
public func options(for widget: any Widget) -> WidgetRenderOptions {
    switch widget {
    case is ArabicWeatherWidget: return WidgetRenderOptions(locale: Locale(identifier: "ar_EG"))
    case is FlightStatusWidget: return WidgetRenderOptions(timeZone: TimeZone(identifier: "Europe/Lisbon")!)
    case is BankingWidget:
        let colours = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("banking.theme.json")
        return WidgetRenderOptions(theme: (try? Theme.load(from: colours)) ?? .standard)
    case is CafeWidget:
        let cafe = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Cafe")
        return WidgetRenderOptions(resources: cafe, assets: "Assets.xcassets", fonts: "Fonts")
    default: return WidgetRenderOptions()
    }
}
