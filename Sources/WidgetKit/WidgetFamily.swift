import WidgetRaster

/// Values that define the widget's size and shape, as WidgetKit declares them on iOS: what
/// `supportedFamilies(_:)` lists, `\.widgetFamily` reads and `TimelineProviderContext` carries.
/// Live Activity presentations, control sizes, StandBy and CarPlay are not WidgetKit families:
/// the renderer's wider list is `RenderFamily`. Not `CaseIterable`, as on iOS (apps add it).
public enum WidgetFamily: Int, Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    case systemSmall = 0
    case systemMedium = 1
    case systemLarge = 2
    /// iPad's extra-large widget (iOS 15).
    case systemExtraLarge = 3
    case accessoryCircular = 5
    case accessoryRectangular = 6
    case accessoryInline = 7

    /// The family's name, as WidgetKit prints it (`systemSmall`).
    public var description: String { RenderFamily(self).rawValue }
    /// The family's name, as the debugger shows it.
    public var debugDescription: String { description }

    /// The WidgetKit family a rendering shows: StandBy and CarPlay show the small family; a Live
    /// Activity or a control has none (nil).
    package init?(_ family: RenderFamily) {
        switch family.widgetKitFamily {
        case .systemSmall: self = .systemSmall
        case .systemMedium: self = .systemMedium
        case .systemLarge: self = .systemLarge
        case .systemExtraLarge: self = .systemExtraLarge
        case .accessoryCircular: self = .accessoryCircular
        case .accessoryRectangular: self = .accessoryRectangular
        case .accessoryInline: self = .accessoryInline
        default: return nil
        }
    }
}

extension RenderFamily {
    /// The renderer's family for a WidgetKit family.
    public init(_ family: WidgetFamily) {
        switch family {
        case .systemSmall: self = .systemSmall
        case .systemMedium: self = .systemMedium
        case .systemLarge: self = .systemLarge
        case .systemExtraLarge: self = .systemExtraLarge
        case .accessoryCircular: self = .accessoryCircular
        case .accessoryRectangular: self = .accessoryRectangular
        case .accessoryInline: self = .accessoryInline
        }
    }
}

/// What WidgetRaster renders: WidgetKit's families, a Live Activity's presentations, a control's
/// sizes, and the places that show a small widget (StandBy, CarPlay). `renderWidget(family:)`, the
/// snapshot helpers and the command line's `--families` take these.
public typealias RenderFamily = WidgetRaster.WidgetFamily
