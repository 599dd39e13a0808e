import WidgetKit

/// The Swift example widgets, for the previews executable and the tests.
public let widgets: [any Widget] = [WeatherWidget(), EmojiWidget(), FlightStatusWidget()]
