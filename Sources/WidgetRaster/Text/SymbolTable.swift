/// SF Symbols names widget designers use, mapped to the bundled Material Icons font
/// (drawn through its ligatures: the ligature name shapes to one glyph).
public enum SymbolTable {
    /// The icon font family the glyphs come from.
    public static let fontFamily = "Material Icons"

    /// Icon glyphs are drawn this much larger than the text size so they match SF Symbols,
    /// which stand about 1.2 em tall beside text of the same font.
    public static let scale = 1.2

    /// The Material Icons ligature for an SF Symbols name, or nil when unmapped.
    public static func glyphName(for symbol: String) -> String? { map[symbol] }

    public static var names: [String] { map.keys.sorted() }

    static let map: [String: String] = [
        // Weather
        "sun.max": "wb_sunny", "sun.max.fill": "wb_sunny", "sun.min": "light_mode", "sun.min.fill": "light_mode",
        "sunrise": "wb_twilight", "sunrise.fill": "wb_twilight", "sunset": "wb_twilight", "sunset.fill": "wb_twilight",
        "moon": "dark_mode", "moon.fill": "dark_mode", "moon.stars": "nights_stay", "moon.stars.fill": "nights_stay",
        "cloud": "cloud_queue", "cloud.fill": "cloud", "cloud.sun": "wb_cloudy", "cloud.sun.fill": "wb_cloudy",
        "cloud.rain": "water_drop", "cloud.rain.fill": "water_drop", "cloud.heavyrain.fill": "thunderstorm",
        "cloud.bolt": "thunderstorm", "cloud.bolt.fill": "thunderstorm", "cloud.bolt.rain.fill": "thunderstorm",
        "cloud.snow": "cloudy_snowing", "cloud.snow.fill": "cloudy_snowing", "snowflake": "ac_unit", "cloud.fog": "foggy",
        "cloud.fog.fill": "foggy", "wind": "air", "tornado": "tornado", "thermometer": "thermostat",
        "thermometer.medium": "thermostat", "drop": "water_drop", "drop.fill": "water_drop", "humidity": "water_drop",
        "umbrella": "umbrella", "umbrella.fill": "umbrella", "aqi.medium": "blur_on",
        // Time and calendar
        "calendar": "calendar_today", "calendar.badge.clock": "event_available", "clock": "schedule",
        "clock.fill": "schedule", "alarm": "alarm", "alarm.fill": "alarm", "timer": "timer", "stopwatch": "timer",
        "hourglass": "hourglass_empty", "bell": "notifications_none", "bell.fill": "notifications",
        // Finance
        "chart.line.uptrend.xyaxis": "trending_up", "chart.line.downtrend.xyaxis": "trending_down",
        "chart.bar": "bar_chart", "chart.bar.fill": "bar_chart", "chart.pie": "pie_chart", "chart.pie.fill": "pie_chart",
        "arrow.up.right": "north_east", "arrow.down.right": "south_east", "dollarsign.circle": "monetization_on",
        "dollarsign.circle.fill": "monetization_on", "creditcard": "credit_card", "creditcard.fill": "credit_card",
        "banknote": "payments", "banknote.fill": "payments", "building.columns": "account_balance",
        "building.columns.fill": "account_balance", "cart": "shopping_cart", "cart.fill": "shopping_cart",
        "bag": "shopping_bag", "bag.fill": "shopping_bag",
        // Privacy and status
        "lock": "lock_outline", "lock.fill": "lock", "lock.open": "lock_open", "lock.open.fill": "lock_open",
        "key": "key", "key.fill": "key", "eye": "visibility", "eye.slash": "visibility_off", "shield": "shield",
        "shield.fill": "shield", "checkmark": "check", "checkmark.circle": "check_circle_outline",
        "checkmark.circle.fill": "check_circle", "xmark": "close", "xmark.circle.fill": "cancel",
        "exclamationmark.triangle": "warning_amber", "exclamationmark.triangle.fill": "warning",
        "info.circle": "info_outline", "info.circle.fill": "info", "plus": "add", "plus.circle.fill": "add_circle",
        "minus": "remove", "circle": "radio_button_unchecked", "circle.fill": "circle",
        // Arrows
        "arrow.up": "arrow_upward", "arrow.down": "arrow_downward", "arrow.left": "arrow_back",
        "arrow.right": "arrow_forward", "chevron.right": "chevron_right", "chevron.left": "chevron_left",
        "chevron.up": "expand_less", "chevron.down": "expand_more", "arrowtriangle.up.fill": "arrow_drop_up",
        "arrowtriangle.down.fill": "arrow_drop_down", "arrow.clockwise": "refresh",
        // Health and activity
        "heart": "favorite_border", "heart.fill": "favorite", "figure.walk": "directions_walk",
        "figure.run": "directions_run", "flame": "local_fire_department", "flame.fill": "local_fire_department",
        "bolt": "bolt", "bolt.fill": "bolt", "bed.double.fill": "bed", "pills.fill": "medication",
        "battery.100": "battery_full", "battery.50": "battery_4_bar", "battery.25": "battery_2_bar",
        // Communication and content
        "envelope": "mail_outline", "envelope.fill": "mail", "message": "chat_bubble_outline",
        "message.fill": "chat_bubble", "phone": "phone", "phone.fill": "phone", "video.fill": "videocam",
        "person": "person_outline", "person.fill": "person", "person.2.fill": "people",
        "person.crop.circle": "account_circle", "star": "star_border", "star.fill": "star", "bookmark": "bookmark_border",
        "bookmark.fill": "bookmark", "flag": "outlined_flag", "flag.fill": "flag", "tag": "local_offer",
        "tag.fill": "local_offer", "note.text": "notes", "note": "sticky_note_2", "doc": "description",
        "doc.text": "description", "doc.fill": "description", "folder": "folder_open", "folder.fill": "folder",
        "pencil": "edit", "square.and.pencil": "edit_note", "trash": "delete_outline", "trash.fill": "delete",
        "paperclip": "attach_file", "link": "link", "list.bullet": "format_list_bulleted", "checklist": "checklist",
        "magnifyingglass": "search", "gear": "settings", "gearshape.fill": "settings", "house": "home",
        "house.fill": "home", "music.note": "music_note", "play.fill": "play_arrow", "pause.fill": "pause",
        "forward.fill": "fast_forward", "backward.fill": "fast_rewind", "headphones": "headphones",
        "camera.fill": "photo_camera", "photo": "image", "photo.fill": "image",
        // Places and travel
        "location": "near_me", "location.fill": "near_me", "mappin": "place", "mappin.circle.fill": "place",
        "map": "map", "map.fill": "map", "car.fill": "directions_car", "bus.fill": "directions_bus",
        "tram.fill": "tram", "airplane": "flight", "bicycle": "pedal_bike", "globe": "public",
        "wifi": "wifi", "antenna.radiowaves.left.and.right": "sensors", "cup.and.saucer.fill": "local_cafe",
        "fork.knife": "restaurant", "gift.fill": "card_giftcard", "leaf.fill": "eco", "pawprint.fill": "pets",
        "sparkles": "auto_awesome", "lightbulb": "lightbulb_outline", "lightbulb.fill": "lightbulb",
    ]
}
