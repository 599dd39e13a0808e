import Foundation

/// The top level of a scene file.
extension WidgetScene: Codable {
    static let fields: Set<String> = ["$schema", "kind", "displayName", "description", "families", "body", "data",
                                      "contentMargins", "theme", "assets", "fonts", "symbols", "strings", "layoutDirection", "entries", "configurations",
                                      "locale", "timeZone", "placeholderData", "activity", "control"]

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        try c.rejectUnknownKeys(allowed: Self.fields, in: "the widget file")
        guard c.has("kind") else { throw c.fail("kind", "a widget file needs a 'kind' (its identifier, e.g. com.example.weather)") }
        let kind: String = try c.decode("kind")
        guard !kind.isEmpty, kind.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) }) else {
            throw c.fail("kind", "expected letters, digits, '.', '_' or '-' (it names the output folder), got '\(kind)'")
        }
        guard c.has("body") || c.has("activity") || c.has("control") else {
            throw c.fail("body", "a widget file needs a 'body' with one view per family (or a Live Activity's 'activity', or a 'control')")
        }
        var bodies: [WidgetFamily: ViewNode] = [:]
        if c.has("body") {
            let bodyContainer = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("body"))
            for key in bodyContainer.allKeys {
                guard let family = WidgetFamily(rawValue: key.stringValue) else {
                    throw bodyContainer.fail(key.stringValue, "unknown widget family '\(key.stringValue)'" + WidgetFamily.didYouMean(key.stringValue) + "; expected one of: "
                        + WidgetFamily.allCases.map(\.rawValue).joined(separator: ", "))
                }
                if family.isAskedForOnly {
                    throw bodyContainer.fail(key.stringValue, "\(family.rawValue) shows the \(family.widgetKitFamily.rawValue) "
                        + "widget; give its body as \(family.widgetKitFamily.rawValue) and ask for \(family.rawValue) with --families")
                }
                bodies[family] = try bodyContainer.decode(ViewNode.self, forKey: key)
            }
        }
        let activity = try c.optional("activity", as: LiveActivity.self)
        if let activity {
            for family in activity.families {
                if bodies[family] != nil {
                    throw c.fail("body", "body has a '\(family.rawValue)' view and so does the activity; give the presentation once")
                }
                bodies[family] = activity.body(for: family)
            }
        }
        let control = try c.optional("control", as: Control.self)
        if let control {
            if let family = bodies.keys.sorted().first {
                throw c.fail("control", "a control is drawn in its own presentations; give it in a file of its own, without '\(family.rawValue)'")
            }
            for family in Control.presentations { bodies[family] = control.body(for: family) }
        }
        let listed = try c.optional("families", as: [String].self)
        let families = try listed?.enumerated().map { index, name -> WidgetFamily in
            if let first = listed?.firstIndex(of: name), first < index {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyKey("families"), AnyKey(intValue: index)!],
                    debugDescription: "family '\(name)' is listed twice (also at families[\(first)]); list each family once"))
            }
            guard let family = WidgetFamily(rawValue: name) else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyKey("families"), AnyKey(intValue: index)!],
                    debugDescription: "unknown widget family '\(name)'" + WidgetFamily.didYouMean(name) + "; expected one of: "
                        + WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            guard bodies[family] != nil else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyKey("families"), AnyKey(intValue: index)!],
                    debugDescription: "family '\(name)' is declared but body has no '\(name)' view"))
            }
            return family
        }
        if bodies.isEmpty { throw c.fail("body", "body is empty; give at least one family, e.g. systemSmall") }
        self.init(kind: kind, displayName: try c.optional("displayName") ?? kind,
                  description: try c.optional("description") ?? "", families: families, bodies: bodies,
                  data: try c.sceneData("data") ?? [:], contentMargins: try c.optional("contentMargins") ?? true,
                  theme: try c.optional("theme"),
                  layoutDirection: try c.name("layoutDirection", as: LayoutDirection.self) ?? .leftToRight,
                  entries: try Self.decodeEntries(c), configurations: try c.optional("configurations") ?? [],
                  locale: try c.optional("locale"), timeZone: try c.optional("timeZone"),
                  placeholderData: try c.sceneData("placeholderData"), assets: try c.optional("assets"), fonts: try c.optional("fonts"))
        symbols = try c.optional("symbols")
        strings = try c.optional("strings")
        if control != nil, c.has("entries") {
            throw c.fail("entries", "a control has no timeline: a toggle is drawn off and on, a button once")
        }
        self.activity = activity
        self.control = control
        if let control {
            entries = control.entries(at: RenderNow.reference)
            drawsEveryEntry = true
        }
        if let zone = timeZone, TimeZone(identifier: zone) == nil {
            throw c.fail("timeZone", "unknown time zone '\(zone)'; expected an identifier like Europe/Lisbon or UTC")
        }
    }

    /// Entries as `[{date: ISO 8601, data: {…}}]`, at most 64.
    static func decodeEntries(_ c: KeyedDecodingContainer<AnyKey>) throws -> [TimelineEntry] {
        guard c.has("entries") else { return [] }
        var list = try c.nestedUnkeyedContainer(forKey: AnyKey("entries"))
        var entries: [TimelineEntry] = []
        while !list.isAtEnd {
            let entry = try list.nestedContainer(keyedBy: AnyKey.self)
            try entry.rejectUnknownKeys(allowed: ["date", "data"], in: "a timeline entry")
            let text: String = try entry.decode("date")
            guard let date = DateTextFormatter.parse(text) else {
                throw entry.fail("date", "expected an ISO 8601 date like 2026-11-21T09:41:00Z, got '\(text)'")
            }
            entries.append(TimelineEntry(date: date, data: try entry.sceneData("data") ?? [:]))
            if entries.count > 64 { throw c.fail("entries", "more than 64 timeline entries") }
        }
        return entries
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AnyKey.self)
        try c.put(kind, "kind")
        try c.put(displayName, "displayName")
        try c.put(description, "description")
        try c.put(families.map(\.rawValue), "families")
        var body = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("body"))
        for family in bodies.keys.sorted() { try body.put(bodies[family], family.rawValue) }
        if !data.isEmpty { try c.put(data, "data") }
        try c.put(placeholderData, "placeholderData")
        if !contentMargins { try c.put(false, "contentMargins") }
        try c.put(theme, "theme")
        try c.put(assets, "assets")
        try c.put(fonts, "fonts")
        try c.put(symbols, "symbols")
        try c.put(strings, "strings")
        if layoutDirection != .leftToRight { try c.put(layoutDirection, "layoutDirection") }
        if !entries.isEmpty {
            let iso = ISO8601DateFormatter()
            try c.put(entries.map { EntryCoding(date: iso.string(from: $0.date), data: $0.data, name: $0.name) }, "entries")
        }
        if !configurations.isEmpty { try c.put(configurations, "configurations") }
        try c.put(locale, "locale")
        try c.put(timeZone, "timeZone")
    }
}

/// A timeline entry as files write it.
struct EntryCoding: Encodable {
    var date: String
    var data: [String: String]
    var name: String?
}
