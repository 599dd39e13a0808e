/// A scene file's `activity`: a Live Activity's views, as `ActivityConfiguration` declares them.
///
/// ```yaml
/// activity:
///   lockScreen: {VStack: …}          # the Lock Screen view; containerBackground is its tint
///   compactLeading: {Image: …}
///   compactTrailing: {Text: …}
///   minimal: {Image: …}
///   expanded: {leading: …, trailing: …, center: …, bottom: …}
///   keylineTint: cyan
/// ```
extension LiveActivity: Decodable {
    static let fields: Set<String> = ["lockScreen", "compactLeading", "compactTrailing", "minimal", "expanded", "keylineTint"]

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
        self.init(lockScreen: try c.optional("lockScreen"), compactLeading: try c.optional("compactLeading"),
                  compactTrailing: try c.optional("compactTrailing"), minimal: try c.optional("minimal"),
                  expanded: expanded, keylineTint: try c.optional("keylineTint"))
        if families.isEmpty {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription:
                "a Live Activity needs at least one view: lockScreen, compactLeading, compactTrailing, minimal or expanded"))
        }
    }
}
