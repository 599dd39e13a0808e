/// A scene file's `activity`: a Live Activity's views, as `ActivityConfiguration` declares them.
///
/// ```yaml
/// activity:
///   lockScreen: {VStack: …}          # the Lock Screen view; containerBackground is its tint
///   small: {HStack: …}               # Apple Watch and CarPlay (supplementalActivityFamilies [.small])
///   compactLeading: {Image: …}
///   compactTrailing: {Text: …}
///   minimal: {Image: …}
///   expanded: {leading: …, trailing: …, center: …, bottom: …}
///   belowIfTooWide: [trailing]        # dynamicIsland(verticalPlacement: .belowIfTooWide) on a region
///   keylineTint: cyan
///   contentMargins: {expanded: {trailing: 32}, minimal: 6}   # over the system's, per presentation
/// ```
extension LiveActivity: Decodable {
    /// A margin's length, which cannot be negative.
    private static func length(_ value: Double, _ c: KeyedDecodingContainer<AnyKey>, _ key: String) throws -> Double {
        guard value >= 0, value.isFinite else { throw c.fail(key, "a margin is 0 or more points, got \(value)") }
        return value
    }

    static let fields: Set<String> = ["lockScreen", "small", "compactLeading", "compactTrailing", "minimal", "expanded", "keylineTint",
                                      "contentMargins", "belowIfTooWide"]

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        try c.rejectUnknownKeys(allowed: Self.fields, in: "a Live Activity")
        var expanded: [Region: ViewNode] = [:]
        if c.has("expanded") {
            let regions = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("expanded"))
            try regions.rejectUnknownKeys(allowed: Set(Region.allCases.map(\.rawValue)), in: "the expanded Dynamic Island")
            for region in Region.allCases where regions.has(region.rawValue) {
                expanded[region] = try regions.decode(region.rawValue)
            }
        }
        self.init(lockScreen: try c.optional("lockScreen"), small: try c.optional("small"), compactLeading: try c.optional("compactLeading"),
                  compactTrailing: try c.optional("compactTrailing"), minimal: try c.optional("minimal"),
                  expanded: expanded, keylineTint: try c.optional("keylineTint"))
        if c.has("belowIfTooWide") {
            let names = try c.decode("belowIfTooWide", as: [String].self)
            for name in names {
                guard let region = Region(rawValue: name), region == .leading || region == .trailing else {
                    throw c.fail("belowIfTooWide", "a region beside the sensor housing: leading or trailing, got '\(name)'")
                }
                guard expanded[region] != nil else {
                    throw c.fail("belowIfTooWide", "'\(name)' moves below the housing when too wide, and expanded has no \(name) view")
                }
                belowIfTooWide.insert(region)
            }
        }
        if c.has("contentMargins") {
            let modes = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("contentMargins"))
            try modes.rejectUnknownKeys(allowed: Set(MarginMode.allCases.map(\.rawValue)), in: "the Dynamic Island's content margins")
            for mode in MarginMode.allCases where modes.has(mode.rawValue) {
                if let all = try? modes.decode(mode.rawValue, as: Double.self) {
                    setMargins(.all, try Self.length(all, modes, mode.rawValue), for: mode)
                    continue
                }
                let edges = try modes.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(mode.rawValue))
                try edges.rejectUnknownKeys(allowed: Set(Edge.allCases.map(\.rawValue)), in: "the \(mode.rawValue) margins")
                for (edge, set) in [("top", Edge.Set.top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]
                where edges.has(edge) {
                    setMargins(set, try Self.length(try edges.decode(edge, as: Double.self), edges, edge), for: mode)
                }
            }
        }
        if families.isEmpty {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription:
                "a Live Activity needs at least one view: lockScreen, small, compactLeading, compactTrailing, minimal or expanded"))
        }
    }
}
