/// Widget families (WidgetKit `WidgetFamily`), and the presentations of a Live Activity, which
/// render as families of their own: on the Lock Screen, and in the Dynamic Island's compact,
/// minimal and expanded shapes (WidgetKit's `ActivityPreviewViewKind`).
public enum WidgetFamily: String, CaseIterable, Sendable, Codable, Comparable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline
    /// A Live Activity on the Lock Screen (and the banner of iPhones without a Dynamic Island).
    case liveActivity
    /// A Live Activity in the Dynamic Island: leading and trailing views around the sensor housing.
    case dynamicIslandCompact
    /// A Live Activity in the Dynamic Island beside another: one small circle.
    case dynamicIslandMinimal
    /// A Live Activity in the Dynamic Island when touched and held: its leading, trailing, center and bottom regions.
    case dynamicIslandExpanded

    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }
    /// A presentation of a Live Activity rather than a widget.
    public var isActivity: Bool { self == .liveActivity || isDynamicIsland }
    /// Drawn in the Dynamic Island: on black, in the dark colour scheme only.
    public var isDynamicIsland: Bool { rawValue.hasPrefix("dynamicIsland") }
    /// As tall as its content, up to the family's height (the Lock Screen and expanded presentations).
    public var fitsContentHeight: Bool { self == .liveActivity || self == .dynamicIslandExpanded }

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
