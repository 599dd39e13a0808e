import Themes

/// A widget as a scene file or the DSL describes it: identity, gallery text, the families it
/// supports, one body per family, and sample data for `{{name}}` placeholders in text.
public struct WidgetScene: Hashable, Sendable {
    /// The widget's kind string (a WidgetKit configuration's `kind`), also its output folder name.
    public var kind: String
    /// Name shown in the widget gallery.
    public var displayName: String
    /// Description shown in the widget gallery.
    public var description: String
    /// Families in the order the gallery offers them.
    public var families: [WidgetFamily]
    /// One body per family; medium and large are designed for their size, not scaled.
    public var bodies: [WidgetFamily: ViewNode]
    /// Values for `{{name}}` placeholders in text.
    public var data: [String: String]
    /// The data of the provider's placeholder entry (`placeholder(in:)`), laid out for the
    /// placeholder variants; nil: they show `data`, redacted.
    public var placeholderData: [String: String]?
    /// iOS 17 content margins (16 pt on the Home Screen) unless false (`contentMarginsDisabled()`).
    public var contentMargins: Bool
    /// A theme file, relative to the scene, adding brand colours.
    public var theme: String?
    /// An app's asset catalogue folder (`Assets.xcassets`), relative to the scene: its colour
    /// sets are colour names, its image sets image names.
    public var assets: String?
    /// A folder of the app's own fonts, relative to the scene, for `Font.custom`.
    public var fonts: String?
    /// A folder of symbols exported from the SF Symbols app, relative to the scene: drawn for those
    /// system names in place of WidgetRaster's stand-ins (`SymbolLibrary`).
    public var symbols: String?
    /// The app's translations, relative to the scene: a string catalogue (`Localizable.xcstrings`) or a
    /// folder of `LANG.lproj/Localizable.strings`. Each text is its own key (`{{name}}` as `%@`),
    /// drawn in the scene's `locale` or each language of `--locales`.
    public var strings: String?
    /// The scene's reading order; right-to-left mirrors stacks, alignment and padding.
    public var layoutDirection: LayoutDirection
    /// Timeline entries: a date plus the data shown then. Empty: one moment with `data`.
    public var entries: [TimelineEntry]
    /// Named parameter sets; each renders as its own set. Empty: the scene as written.
    public var configurations: [NamedConfiguration]
    /// Locale and time zone for date texts (`en_US`, `UTC` when absent).
    public var locale: String?
    public var timeZone: String?
    /// The colour schemes drawn (a preview's `preferredColorScheme`); nil: every variant asked for.
    public var colorSchemes: [ColorScheme]?
    /// Every timeline entry is drawn, whatever the plan says (a preview's timeline, shown as a filmstrip).
    public var drawsEveryEntry = false
    /// The Live Activity a scene file declares (`activity`): its presentations' bodies are composed
    /// from it, and its views are checked where the file wrote them.
    package var activity: LiveActivity?
    /// The control a scene file declares (`control`), as `activity` is.
    package var control: Control?
    /// Places the widget is not shown in: StandBy for a widget that disfavours it
    /// (`disfavoredLocations([.standBy], for: [.systemSmall])`) or whose background cannot be removed.
    package var disfavoredPlaces: [WidgetFamily] = []
    /// A body without `containerBackground` is drawn without content margins, as iOS 17 draws a
    /// widget built with an earlier SDK (one built with iOS 17's must set a container background).
    /// Set for an app's Swift widgets, whose code may predate iOS 17.
    public var marginsNeedContainerBackground = false

    public init(kind: String, displayName: String, description: String = "", families: [WidgetFamily]? = nil,
                bodies: [WidgetFamily: ViewNode], data: [String: String] = [:], contentMargins: Bool = true,
                theme: String? = nil, layoutDirection: LayoutDirection = .leftToRight, entries: [TimelineEntry] = [],
                configurations: [NamedConfiguration] = [], locale: String? = nil, timeZone: String? = nil,
                placeholderData: [String: String]? = nil, assets: String? = nil, fonts: String? = nil) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        // A family named twice is one family (`supportedFamilies([.systemSmall, .systemSmall])`).
        self.families = (families ?? bodies.keys.sorted()).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        self.bodies = bodies
        self.data = data
        self.contentMargins = contentMargins
        self.theme = theme
        self.layoutDirection = layoutDirection
        self.entries = entries
        self.configurations = configurations
        self.locale = locale
        self.timeZone = timeZone
        self.placeholderData = placeholderData
        self.assets = assets
        self.fonts = fonts
    }

    /// The body for a family: in StandBy, the small widget's.
    public func body(for family: WidgetFamily) -> ViewNode? { bodies[family] ?? bodies[family.widgetKitFamily] }

    /// The families drawn of this scene when `asked` names them (nil: its own): a place such as
    /// StandBy comes only when asked for, for a scene that has the family it shows and does not
    /// keep out of the place (`disfavoredPlaces`).
    package func families(asked: [WidgetFamily]?) -> [WidgetFamily] {
        let places = WidgetFamily.allCases.filter {
            $0.isAskedForOnly && families.contains($0.widgetKitFamily) && !families.contains($0) && !disfavoredPlaces.contains($0)
        }
        return (families + places).filter { asked?.contains($0) ?? !$0.isAskedForOnly }
    }

    /// What an entry's images are called: its name (a control's `off`, `on`), or `entry` and its number.
    package func entryName(_ index: Int) -> String {
        entries.indices.contains(index) ? entries[index].name ?? "entry\(index + 1)" : "entry\(index + 1)"
    }
}

extension WidgetScene {
    /// Whether a body has an `If` on the colour scheme or rendering mode — or an on toggle, whose
    /// switch is drawn apart in the accented mode — so each variant needs a layout of its own.
    public var testsVariant: Bool {
        func tests(_ node: ViewNode) -> Bool {
            if case .conditional(let choice) = node.content, choice.condition.testsVariant { return true }
            if case .toggle(let toggle) = node.content, toggle.isOn { return true }
            return node.nestedViews.contains { tests($0.view) }
        }
        return bodies.values.contains(where: tests)
    }
}
