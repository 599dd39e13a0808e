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
    /// Apple Watch's corner complication: unavailable on iOS, as in Apple's SDK, so a switch over
    /// the iOS families needs no case for it and the `default:` an app writes after them is not unreachable.
    @available(*, unavailable, message: "accessoryCorner is a watchOS family")
    case accessoryCorner = 4
    case accessoryCircular = 5
    case accessoryRectangular = 6
    case accessoryInline = 7

    /// The iOS family of a raw value; nil for watchOS's corner (4) and values no family has.
    public init?(rawValue: Int) {
        guard let family = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = family
    }

    /// The family's name, as WidgetKit prints it (`systemSmall`).
    public var description: String { renderFamily.rawValue }
    /// The family's name, as the debugger shows it.
    public var debugDescription: String { description }

    /// The renderer's family of the same name.
    var renderFamily: RenderFamily {
        switch self {
        case .systemSmall: .systemSmall
        case .systemMedium: .systemMedium
        case .systemLarge: .systemLarge
        case .systemExtraLarge: .systemExtraLarge
        case .accessoryCircular: .accessoryCircular
        case .accessoryRectangular: .accessoryRectangular
        case .accessoryInline: .accessoryInline
        }
    }

    private static let all: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCircular,
                                              .accessoryRectangular, .accessoryInline]

    /// The WidgetKit family a rendering shows: StandBy and CarPlay show the small family; a Live
    /// Activity or a control has none (nil).
    package init?(_ family: RenderFamily) {
        guard let match = Self.all.first(where: { $0.renderFamily == family.widgetKitFamily }) else { return nil }
        self = match
    }
}

extension RenderFamily {
    /// The renderer's family for a WidgetKit family.
    public init(_ family: WidgetFamily) { self = family.renderFamily }
}

/// What WidgetRaster renders: WidgetKit's families, a Live Activity's presentations, a control's
/// sizes, and the places that show a small widget (StandBy, CarPlay). `renderWidget(family:)`, the
/// snapshot helpers and the command line's `--families` take these.
public typealias RenderFamily = WidgetRaster.WidgetFamily
