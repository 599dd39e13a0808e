import Foundation
import WidgetKit

/// The Swift example widgets, for the previews executable and the tests.
public let widgets: [any Widget] = [WeatherWidget(), EmojiWidget(), FlightStatusWidget(), ArabicWeatherWidget(), CalendarWidget()]

/// What each example is shown with: the Arabic widget in Cairo's locale (right to left), the
/// flight in Lisbon's time zone, the rest in US English.
public func options(for widget: any Widget) -> WidgetRenderOptions {
    switch widget {
    case is ArabicWeatherWidget: return WidgetRenderOptions(locale: Locale(identifier: "ar_EG"))
    case is FlightStatusWidget: return WidgetRenderOptions(timeZone: TimeZone(identifier: "Europe/Lisbon")!)
    default: return WidgetRenderOptions()
    }
}
