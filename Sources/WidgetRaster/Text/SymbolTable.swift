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

    /// The name a variant picks: the full variant when it is mapped, else with fewer of its
    /// parts (`fill` kept longest, as SF Symbols falls back), else the name as written.
    public static func resolve(_ name: String, variant: SymbolVariant) -> String {
        guard !variant.parts.isEmpty else { return name }
        var parts = variant.parts
        while !parts.isEmpty {
            let candidate = SymbolVariant(parts: parts).applied(to: name)
            if map[candidate] != nil { return candidate }
            parts.remove(at: parts.firstIndex { $0 != "fill" } ?? 0)
        }
        return name
    }

    /// The colour multicolor rendering gives a symbol's main layer, by the symbol's first name part.
    public static func multicolor(_ name: String) -> String? {
        let base = String(name.split(separator: ".").first ?? "")
        switch base {
        case "sun", "sunrise", "sunset", "bolt", "star", "lightbulb", "trophy", "medal", "sparkles", "sparkle": return "systemYellow"
        case "drop", "humidity", "snowflake", "water", "wind", "drizzle": return "systemCyan"
        case "heart", "cross", "pills", "xmark": return "systemRed"
        case "flame", "exclamationmark": return "systemOrange"
        case "leaf", "tree", "checkmark", "battery", "phone": return "systemGreen"
        case "moon": return "systemIndigo"
        default: return nil
        }
    }

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
        // More weather
        "cloud.drizzle": "grain", "cloud.drizzle.fill": "grain", "cloud.sleet.fill": "ac_unit", "cloud.hail.fill": "grain",
        "cloud.moon": "nights_stay", "cloud.moon.fill": "nights_stay", "cloud.sun.rain.fill": "wb_cloudy",
        "cloud.moon.rain.fill": "nights_stay", "sun.haze.fill": "wb_sunny", "sun.dust.fill": "blur_on", "smoke.fill": "blur_on",
        "hurricane": "cyclone", "thermometer.sun.fill": "thermostat", "thermometer.snowflake": "ac_unit",
        "thermometer.high": "thermostat", "thermometer.low": "thermostat", "wind.snow": "air", "water.waves": "waves",
        "sunrise.circle.fill": "wb_twilight", "moonphase.full.moon": "circle", "moon.zzz.fill": "bedtime",
        "sparkle": "auto_awesome", "rainbow": "looks",
        // More arrows and trends
        "arrow.up.forward": "north_east", "arrow.down.forward": "south_east", "arrow.up.left": "north_west",
        "arrow.down.left": "south_west", "arrow.up.circle": "arrow_circle_up", "arrow.up.circle.fill": "arrow_circle_up",
        "arrow.down.circle": "arrow_circle_down", "arrow.down.circle.fill": "arrow_circle_down",
        "arrow.right.circle.fill": "arrow_circle_right", "arrow.left.circle.fill": "arrow_circle_left",
        "arrow.circlepath": "autorenew", "arrow.triangle.2.circlepath": "sync", "arrow.counterclockwise": "replay",
        "arrow.uturn.backward": "undo", "arrow.uturn.forward": "redo", "arrow.left.arrow.right": "swap_horiz",
        "arrow.up.arrow.down": "swap_vert", "arrow.up.right.square": "open_in_new", "arrow.down.to.line": "download",
        "arrow.up.to.line": "upload", "arrowtriangle.right.fill": "arrow_right", "arrowtriangle.left.fill": "arrow_left",
        "chevron.right.circle.fill": "arrow_circle_right", "chart.line.flattrend.xyaxis": "trending_flat",
        "arrow.up.and.down": "unfold_more", "arrow.turn.up.right": "turn_right", "arrow.triangle.turn.up.right.diamond.fill": "directions",
        // Media and audio
        "play": "play_arrow", "play.circle": "play_circle_outline", "play.circle.fill": "play_circle_filled",
        "pause": "pause", "pause.circle.fill": "pause_circle_filled", "stop.fill": "stop", "stop.circle.fill": "stop_circle",
        "forward.end.fill": "skip_next", "backward.end.fill": "skip_previous", "shuffle": "shuffle", "repeat": "repeat",
        "repeat.1": "repeat_one", "speaker.wave.2.fill": "volume_up", "speaker.wave.3.fill": "volume_up",
        "speaker.slash.fill": "volume_off", "mic.fill": "mic", "mic.slash.fill": "mic_off", "music.note.list": "queue_music",
        "music.mic": "mic_external_on", "radio": "radio", "tv": "tv", "tv.fill": "tv", "film": "movie", "video": "videocam",
        "airplayaudio": "speaker", "hifispeaker.fill": "speaker", "waveform": "graphic_eq", "book.fill": "menu_book",
        "book": "menu_book", "books.vertical.fill": "library_books", "gamecontroller.fill": "sports_esports",
        // Health and fitness
        "heart.circle.fill": "favorite", "heart.text.square.fill": "monitor_heart", "waveform.path.ecg": "monitor_heart",
        "lungs.fill": "air", "figure.outdoor.cycle": "directions_bike", "figure.pool.swim": "pool", "figure.hiking": "hiking",
        "figure.yoga": "self_improvement", "figure.strengthtraining.traditional": "fitness_center", "dumbbell.fill": "fitness_center",
        "bed.double": "bed", "cross.case.fill": "medical_services", "cross.fill": "local_hospital", "pills": "medication",
        "syringe.fill": "vaccines", "drop.degreesign.fill": "opacity", "brain.head.profile": "psychology",
        "figure.mind.and.body": "self_improvement", "fork.knife.circle.fill": "restaurant", "takeoutbag.and.cup.and.straw.fill": "fastfood",
        "mug.fill": "local_cafe", "wineglass.fill": "wine_bar", "carrot.fill": "eco", "scalemass.fill": "monitor_weight",
        "stethoscope": "medical_services", "figure.stand": "accessibility", "figure.roll": "accessible",
        // Finance and commerce
        "dollarsign": "attach_money", "dollarsign.square.fill": "attach_money", "eurosign.circle.fill": "euro",
        "sterlingsign.circle.fill": "currency_pound", "bitcoinsign.circle.fill": "currency_bitcoin",
        "chart.bar.xaxis": "bar_chart", "chart.xyaxis.line": "show_chart", "chart.line.uptrend.xyaxis.circle.fill": "trending_up",
        "percent": "percent", "wallet.pass.fill": "account_balance_wallet", "wallet.pass": "account_balance_wallet",
        "creditcard.circle.fill": "credit_card", "banknote.fill.circle": "payments", "building.2.fill": "apartment",
        "briefcase.fill": "work", "briefcase": "work_outline", "cart.circle.fill": "shopping_cart", "bag.circle.fill": "shopping_bag",
        "giftcard.fill": "card_giftcard", "receipt": "receipt", "receipt.fill": "receipt", "shippingbox.fill": "inventory_2",
        "shippingbox": "inventory_2", "storefront.fill": "storefront", "chart.pie.fill.circle": "pie_chart",
        // System status and controls
        "battery.0": "battery_alert", "battery.75": "battery_5_bar", "battery.100.bolt": "battery_charging_full",
        "bolt.horizontal.fill": "power", "powerplug.fill": "power", "wifi.slash": "wifi_off", "antenna.radiowaves.left.and.right.slash": "portable_wifi_off",
        "cellularbars": "signal_cellular_alt", "airplane.circle.fill": "flight", "bell.slash.fill": "notifications_off",
        "bell.badge.fill": "notifications_active", "moon.circle.fill": "dark_mode", "lock.shield.fill": "security",
        "checkmark.square.fill": "check_box", "square": "check_box_outline_blank", "checkmark.seal.fill": "verified",
        "largecircle.fill.circle": "radio_button_checked", "circle.circle.fill": "radio_button_checked",
        "xmark.circle": "highlight_off", "exclamationmark.circle.fill": "error", "exclamationmark.circle": "error_outline",
        "questionmark.circle": "help_outline", "questionmark.circle.fill": "help", "minus.circle.fill": "remove_circle",
        "minus.circle": "remove_circle_outline", "plus.circle": "add_circle_outline", "ellipsis": "more_horiz",
        "ellipsis.circle.fill": "more_horiz", "slider.horizontal.3": "tune", "power": "power_settings_new",
        "square.grid.2x2.fill": "grid_view", "list.bullet.rectangle": "list_alt", "line.3.horizontal": "menu",
        "magnifyingglass.circle.fill": "search", "text.magnifyingglass": "manage_search", "arrowtriangle.up.circle": "change_history",
        "qrcode": "qr_code", "faceid": "face", "touchid": "fingerprint",
        "icloud.fill": "cloud", "icloud": "cloud_queue", "externaldrive.fill": "storage", "desktopcomputer": "desktop_mac",
        "laptopcomputer": "laptop", "iphone": "smartphone", "applewatch": "watch", "airpods": "headset",
        "keyboard": "keyboard", "printer.fill": "print", "lightswitch.on": "toggle_on", "thermometer.transmission": "thermostat",
        "house.circle.fill": "home", "building.fill": "business", "sofa.fill": "weekend", "lamp.desk.fill": "light",
        "fan.fill": "mode_fan_off", "door.left.hand.open": "door_front", "washer.fill": "local_laundry_service",
        // People, places, travel
        "person.2": "people_outline", "person.3.fill": "groups", "person.badge.plus": "person_add", "person.circle.fill": "account_circle",
        "person.crop.circle.fill": "account_circle", "figure.2.and.child.holdinghands": "family_restroom", "mappin.and.ellipse": "place",
        "location.circle.fill": "my_location", "signpost.right.fill": "signpost", "car": "directions_car", "car.side.fill": "directions_car",
        "bolt.car.fill": "electric_car", "fuelpump.fill": "local_gas_station", "ev.plug.dc.ccs1": "ev_station",
        "train.side.front.car": "train", "ferry.fill": "directions_boat", "sailboat.fill": "sailing", "airplane.departure": "flight_takeoff",
        "airplane.arrival": "flight_land", "suitcase.fill": "luggage", "suitcase.rolling.fill": "luggage", "bed.double.circle.fill": "hotel",
        "beach.umbrella.fill": "beach_access", "mountain.2.fill": "terrain", "tree.fill": "park", "building.columns.circle.fill": "account_balance",
        "graduationcap.fill": "school", "books.vertical": "library_books", "ticket.fill": "confirmation_number", "party.popper.fill": "celebration",
        "birthday.cake.fill": "cake", "trophy.fill": "emoji_events", "medal.fill": "military_tech", "soccerball": "sports_soccer",
        "basketball.fill": "sports_basketball", "tennis.racket": "sports_tennis", "football.fill": "sports_football",
        "hand.thumbsup.fill": "thumb_up", "hand.thumbsdown.fill": "thumb_down", "hand.raised.fill": "pan_tool",
        "star.leadinghalf.filled": "star_half", "bookmark.circle.fill": "bookmark", "tray.fill": "inbox", "tray": "inbox",
        "paperplane.fill": "send", "paperplane": "send", "square.and.arrow.up": "ios_share", "square.and.arrow.down": "download",
        "doc.on.doc": "content_copy", "text.bubble.fill": "chat", "bubble.left.fill": "chat_bubble", "bubble.left.and.bubble.right.fill": "forum",
        "envelope.open.fill": "drafts", "phone.circle.fill": "phone", "video.circle.fill": "videocam", "globe.americas.fill": "public",
        "network": "lan", "timer.circle.fill": "timer", "clock.arrow.circlepath": "history", "calendar.circle.fill": "event",
        "calendar.day.timeline.left": "view_timeline", "hourglass.bottomhalf.filled": "hourglass_bottom", "alarm.waves.left.and.right.fill": "alarm_on",
        "checklist.checked": "checklist", "list.number": "format_list_numbered", "text.alignleft": "format_align_left",
        "pencil.circle.fill": "edit", "highlighter": "highlight", "scissors": "content_cut", "paintbrush.fill": "brush",
        "paintpalette.fill": "palette", "camera": "photo_camera", "photo.on.rectangle": "collections", "camera.viewfinder": "center_focus_strong",
    ]
}
