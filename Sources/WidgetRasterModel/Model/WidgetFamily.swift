/// Widget families (WidgetKit `WidgetFamily`).
public enum WidgetFamily: String, CaseIterable, Sendable, Codable, Comparable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    public static func < (a: WidgetFamily, b: WidgetFamily) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension WidgetFamily {
    /// ` (did you mean 'systemSmall'?)` for a family name typed wrong, or "".
    package static func didYouMean(_ name: String) -> String {
        NameSuggestions.didYouMean(name, among: allCases.map(\.rawValue))
    }
}
