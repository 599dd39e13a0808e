/// Widget families (WidgetKit `WidgetFamily`), and the presentations of a Live Activity and of a
/// control, which render as families of their own: a Live Activity on the Lock Screen and in the
/// Dynamic Island's compact, minimal and expanded shapes (WidgetKit's `ActivityPreviewViewKind`); a
/// control in Control Center's three sizes and in a Lock Screen slot; and a small widget in StandBy
/// and on CarPlay's Widgets screen.
public enum WidgetFamily: String, CaseIterable, Sendable, Codable, Comparable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline
    /// A Live Activity on the Lock Screen (and the banner of iPhones without a Dynamic Island).
    case liveActivity
    /// A Live Activity's small presentation (iOS 18): a card in Apple Watch's Smart Stack, as on
    /// CarPlay (iOS 26). Its Lock Screen view in the `.small` activity family when the activity
    /// lists `.small` in `supplementalActivityFamilies`, else its compact leading and trailing views.
    case liveActivitySmall
    /// A Live Activity in the Dynamic Island: leading and trailing views around the sensor housing.
    case dynamicIslandCompact
    /// A Live Activity in the Dynamic Island beside another: one small circle.
    case dynamicIslandMinimal
    /// A Live Activity in the Dynamic Island when touched and held: its leading, trailing, center and bottom regions.
    case dynamicIslandExpanded
    /// A control in Control Center at its smallest: a circle with its symbol.
    case controlSmall
    /// A control in Control Center two cells wide: its symbol beside its title and value.
    case controlMedium
    /// A control in Control Center two cells wide and two tall: its symbol above its title and value.
    case controlLarge
    /// A control in one of the Lock Screen's two bottom slots: a circle with its symbol.
    case controlLockScreen
    /// A small widget in StandBy (iOS 17, iPhone on its side while charging): scaled up to fill
    /// half the screen, its background removed; WidgetKit's family is `systemSmall`.
    case standBy
    /// A small widget on CarPlay's Widgets screen (iOS 26): scaled up to fit the screen's grid, its
    /// background removed, in full colour; WidgetKit's family is `systemSmall`.
    case carPlay

    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }
    /// A Home Screen family: small, medium, large, extra large.
    package var isHomeScreen: Bool { rawValue.hasPrefix("system") }
    /// A presentation of a Live Activity rather than a widget.
    package var isActivity: Bool { self == .liveActivity || self == .liveActivitySmall || isDynamicIsland }
    /// Drawn in the Dynamic Island: on black, in the dark colour scheme only.
    package var isDynamicIsland: Bool { rawValue.hasPrefix("dynamicIsland") }
    /// A presentation of a control (`ControlWidget`) rather than a widget.
    package var isControl: Bool { rawValue.hasPrefix("control") }
    /// Drawn on a surface that is dark in both colour schemes (the Dynamic Island, Control Center,
    /// the Lock Screen's control slots, StandBy, Apple Watch), so drawn in the dark scheme only;
    /// CarPlay's Widgets screen is drawn in its dark appearance only.
    package var isDarkOnly: Bool { isDynamicIsland || isControl || isPlaceOfSmall || self == .liveActivitySmall }
    /// The WidgetKit family the widget's code sees and draws: `systemSmall` in StandBy, else this one.
    package var widgetKitFamily: WidgetFamily { isPlaceOfSmall ? .systemSmall : self }
    /// Shown without the widget's container background (StandBy removes it, iOS 17; CarPlay, iOS 26).
    package var removesBackground: Bool { isPlaceOfSmall }
    /// Drawn only when asked for by name: a place the system shows another family in (StandBy,
    /// CarPlay), not a family a widget declares.
    package var isAskedForOnly: Bool { isPlaceOfSmall }
    /// A place that shows a small widget scaled up: StandBy and CarPlay.
    private var isPlaceOfSmall: Bool { self == .standBy || self == .carPlay }
    /// Drawn in full colour only: CarPlay's Widgets screen has no tinted, clear or vibrant look.
    package var isFullColorOnly: Bool { self == .carPlay }
    /// Shown on the Always-On display: the Lock Screen's widgets and Live Activity, and the small
    /// presentation on Apple Watch with its wrist down.
    package var isShownAlwaysOn: Bool { isAccessory || self == .liveActivity || self == .liveActivitySmall }
    /// As tall as its content, up to the family's height (the Lock Screen and expanded presentations).
    package var fitsContentHeight: Bool { self == .liveActivity || self == .dynamicIslandExpanded }

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
