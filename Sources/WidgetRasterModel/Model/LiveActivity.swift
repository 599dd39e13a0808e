/// A Live Activity's views as an app declares them (`ActivityConfiguration`): its Lock Screen view
/// and the Dynamic Island's compact, minimal and expanded views. `body(for:)` puts them in the
/// shape the system draws each presentation in, so scene files and Swift code share one layout.
package struct LiveActivity: Hashable, Sendable {
    /// The Lock Screen view; its `containerBackground` is the activity's background tint.
    package var lockScreen: ViewNode?
    /// The small presentation's view (Apple Watch, CarPlay): the Lock Screen view in the `.small`
    /// activity family, for an activity that lists it in `supplementalActivityFamilies`; nil shows
    /// the compact leading and trailing views there instead, as the system does.
    package var small: ViewNode?
    package var compactLeading: ViewNode?
    package var compactTrailing: ViewNode?
    package var minimal: ViewNode?
    /// The expanded presentation's regions; a region's `layoutPriority` is its `priority`.
    package var expanded: [Region: ViewNode]
    /// Leading or trailing regions that move below the sensor housing when too wide for their half
    /// beside it (`dynamicIsland(verticalPlacement: .belowIfTooWide)`).
    package var belowIfTooWide: Set<Region> = []
    /// The Dynamic Island's border colour (`keylineTint`); nil draws none.
    package var keylineTint: ShapeStyle?
    /// Margins the activity sets for a presentation of the island (`contentMargins(_:_:for:)`), each
    /// edge it names over the system's; a presentation not listed keeps the system's.
    package var contentMargins: [MarginMode: EdgeInsets] = [:]

    /// A Dynamic Island presentation whose content margins an activity may set (`DynamicIslandMode`).
    package enum MarginMode: String, CaseIterable, Hashable, Sendable {
        case compactLeading, compactTrailing, minimal, expanded
    }

    /// Where an expanded region sits (`DynamicIslandExpandedRegionPosition`).
    package enum Region: String, CaseIterable, Hashable, Sendable, Codable {
        /// Beside the sensor housing, at the leading edge.
        case leading
        /// Beside the sensor housing, at the trailing edge.
        case trailing
        /// Below the sensor housing, between the leading and trailing regions.
        case center
        /// Below the other three, the full width.
        case bottom
    }

    package init(lockScreen: ViewNode? = nil, small: ViewNode? = nil, compactLeading: ViewNode? = nil, compactTrailing: ViewNode? = nil,
                minimal: ViewNode? = nil, expanded: [Region: ViewNode] = [:], keylineTint: ShapeStyle? = nil,
                contentMargins: [MarginMode: EdgeInsets] = [:]) {
        self.lockScreen = lockScreen
        self.small = small
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
        self.expanded = expanded
        self.keylineTint = keylineTint
        self.contentMargins = contentMargins
    }

    /// The system's margins around a presentation's content: from the island's end for a compact
    /// view, all round for the minimal and expanded ones (`DynamicIslandMetrics`).
    package static func systemMargins(_ mode: MarginMode) -> EdgeInsets {
        let metrics = DynamicIslandMetrics.self
        switch mode {
        case .compactLeading: return EdgeInsets(top: 0, leading: metrics.compactMargin, bottom: 0, trailing: 0)
        case .compactTrailing: return EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: metrics.compactMargin)
        case .minimal: return EdgeInsets(all: metrics.minimalMargin)
        case .expanded: return EdgeInsets(all: metrics.expandedMargin)
        }
    }

    /// A presentation's margins: the activity's where it set them, else the system's.
    package func margins(_ mode: MarginMode) -> EdgeInsets { contentMargins[mode] ?? Self.systemMargins(mode) }

    /// Sets `edges` of a presentation's margins to `length` (nil: back to the system's).
    package mutating func setMargins(_ edges: Edge.Set, _ length: Double?, for mode: MarginMode) {
        var margins = margins(mode)
        let system = Self.systemMargins(mode)
        if edges.contains(.top) { margins.top = length ?? system.top }
        if edges.contains(.leading) { margins.leading = length ?? system.leading }
        if edges.contains(.bottom) { margins.bottom = length ?? system.bottom }
        if edges.contains(.trailing) { margins.trailing = length ?? system.trailing }
        contentMargins[mode] = margins
    }

    /// The views a scene file writes, each with where it wrote it (`lockScreen`, `expanded.center`, …).
    package var writtenViews: [(field: String, view: ViewNode)] {
        [("lockScreen", lockScreen), ("small", small), ("compactLeading", compactLeading), ("compactTrailing", compactTrailing), ("minimal", minimal)]
            .compactMap { field, view in view.map { (field, $0) } }
            + Region.allCases.compactMap { region in expanded[region].map { ("expanded.\(region.rawValue)", $0) } }
    }

    /// Every presentation, in family order.
    package static let presentations = WidgetFamily.allCases.filter(\.isActivity)

    /// The presentations the activity has views for, in family order.
    package var families: [WidgetFamily] {
        var families: [WidgetFamily] = []
        let compact = compactLeading != nil || compactTrailing != nil
        if lockScreen != nil { families.append(.liveActivity) }
        if small != nil || compact { families.append(.liveActivitySmall) }
        if compact { families.append(.dynamicIslandCompact) }
        if minimal != nil { families.append(.dynamicIslandMinimal) }
        if !expanded.isEmpty { families.append(.dynamicIslandExpanded) }
        return families
    }

    /// The body of one presentation, laid out like any widget body at the family's size: the
    /// island's views on black, each in its place around the sensor housing; nil for a widget family.
    package func body(for family: WidgetFamily) -> ViewNode? {
        let metrics = DynamicIslandMetrics.self
        switch family {
        case .liveActivity:
            return lockScreen.map { ViewNode(.zStack(alignment: .center, children: [$0]), modifiers: [.frame(Frame(maxWidth: .infinity))]) }
        case .liveActivitySmall:
            return smallBody
        case .dynamicIslandCompact:
            var leading = Self.slot(compactLeading, alignment: .leading, fillsHeight: true)
            leading.modifiers.append(.padding(margins(.compactLeading)))
            var trailing = Self.slot(compactTrailing, alignment: .trailing, fillsHeight: true)
            trailing.modifiers.append(.padding(margins(.compactTrailing)))
            let sensor = Self.clear(Frame(width: metrics.sensorWidth))
            return island(ViewNode(.hStack(alignment: .center, spacing: 0, children: [leading, sensor, trailing])))
        case .dynamicIslandMinimal:
            return island(ViewNode(.zStack(alignment: .center, children: [minimal ?? Self.empty]),
                                   modifiers: [.frame(Frame(maxWidth: .infinity, maxHeight: .infinity)),
                                               .padding(margins(.minimal))]))
        case .dynamicIslandExpanded:
            return island(expandedBody)
        default:
            return nil
        }
    }

    /// The small view filling the card; without one, the compact leading and trailing views at
    /// the card's two ends on black, each no taller than the island, as the watch shows an
    /// activity that has no small view.
    private var smallBody: ViewNode? {
        if let small {
            return ViewNode(.zStack(alignment: .center, children: [small]),
                            modifiers: [.frame(Frame(maxWidth: .infinity, maxHeight: .infinity))])
        }
        guard compactLeading != nil || compactTrailing != nil else { return nil }
        // Each as tall as it is in the island, whatever room the card has.
        let compact = { (view: ViewNode?) in (view ?? Self.empty).modified(.frame(Frame(maxHeight: DynamicIslandMetrics.height))) }
        return ViewNode(.hStack(alignment: .center, spacing: DynamicIslandMetrics.expandedSpacing, children: [
            compact(compactLeading), ViewNode(.spacer(minLength: nil)), compact(compactTrailing),
        ]), modifiers: [.frame(Frame(maxWidth: .infinity, maxHeight: .infinity)), .padding(EdgeInsets(all: SmartStackMetrics.compactInset)),
                        .containerBackground(ViewNode(.color(.color("black"))))])
    }

    /// Leading and trailing beside the sensor housing, against the island's sides; the center
    /// below the housing, between them (centred in the island when they are as wide as each
    /// other); the bottom below all three.
    private var expandedBody: ViewNode {
        let metrics = DynamicIslandMetrics.self
        let margins = margins(.expanded)
        let housing = Self.clear(Frame(height: max(0, metrics.height + metrics.expandedCenterGap - margins.top)))
        var sides = besideHousing
        if let below = belowHousing(housing) {
            sides = ViewNode(.viewThatFits(horizontal: true, vertical: false, children: [sides, below]))
        }
        var rows = [ViewNode(.zStack(alignment: .top, children: [sides, centerBetweenSides(housing)]))]
        if let bottom = expanded[.bottom] {
            rows.append(ViewNode(.zStack(alignment: .top, children: [bottom]), modifiers: [.frame(Frame(maxWidth: .infinity))]))
        }
        return ViewNode(.vStack(alignment: .center, spacing: metrics.expandedSpacing, children: rows),
                        modifiers: [.frame(Frame(maxWidth: .infinity, alignment: .top)), .padding(margins)])
    }

    /// The center region below the housing, in the width the leading and trailing regions leave
    /// it: hidden copies of them, sized as a row sizes them, hold their places either side.
    private func centerBetweenSides(_ housing: ViewNode) -> ViewNode {
        let column = ViewNode(.vStack(alignment: .center, spacing: 0, children: [housing, expanded[.center] ?? Self.empty]),
                              modifiers: [.frame(Frame(maxWidth: .infinity))])
        let hidden = { (region: Region) in expanded[region].map { $0.modified(.opacity(0)) } }
        return ViewNode(.hStack(alignment: .top, spacing: 0, children: [hidden(.leading), column, hidden(.trailing)].compactMap { $0 }))
    }

    /// Leading and trailing each in its half beside the housing. A region that may move below
    /// has a hidden copy in the other half, so this row is wider than the island — and the island
    /// takes the row below instead — exactly when that region is wider than its half.
    private var besideHousing: ViewNode {
        func half(_ region: Region, alignment: Alignment) -> ViewNode {
            let other: Region = region == .leading ? .trailing : .leading
            var views = [expanded[region] ?? Self.empty]
            if belowIfTooWide.contains(other), let wide = expanded[other] {
                views.insert(wide.modified(.opacity(0)), at: 0)
            }
            return ViewNode(.zStack(alignment: alignment, children: views),
                            modifiers: [.frame(Frame(maxWidth: .infinity, alignment: alignment))])
        }
        return ViewNode(.hStack(alignment: .top, spacing: DynamicIslandMetrics.sensorWidth, children: [
            half(.leading, alignment: .topLeading), half(.trailing, alignment: .topTrailing),
        ]))
    }

    /// The row a too-wide region takes: it moves below the housing, its top where the center's is,
    /// reaching across to the other region, which keeps its place beside the housing; nil when no
    /// region may move.
    private func belowHousing(_ housing: ViewNode) -> ViewNode? {
        let moving = belowIfTooWide.filter { expanded[$0] != nil && ($0 == .leading || $0 == .trailing) }
        guard !moving.isEmpty else { return nil }
        let parts = [(Region.leading, HorizontalAlignment.leading), (.trailing, .trailing)].map { region, edge -> ViewNode in
            let view = expanded[region] ?? Self.empty
            guard moving.contains(region) else { return view }
            let priority = view.modifiers.compactMap { if case .layoutPriority(let value) = $0 { value } else { nil } }.last
            return ViewNode(.vStack(alignment: edge, spacing: 0, children: [
                housing, view.modified(.frame(Frame(maxWidth: .infinity, alignment: Alignment(horizontal: edge, vertical: .top)))),
            ]), modifiers: priority.map { [.layoutPriority($0)] } ?? [])
        }
        return ViewNode(.hStack(alignment: .top, spacing: DynamicIslandMetrics.expandedSpacing, children: parts))
    }

    /// A view in its part of the island, against the island's outer edge: a compact view in its
    /// half, filling the island's height; an expanded leading or trailing region in its half
    /// beside the housing, as tall as its content.
    private static func slot(_ view: ViewNode?, alignment: Alignment, fillsHeight: Bool) -> ViewNode {
        ViewNode(.zStack(alignment: alignment, children: [view ?? empty]),
                 modifiers: [.frame(Frame(maxWidth: .infinity, maxHeight: fillsHeight ? .infinity : nil, alignment: alignment))])
    }

    /// Nothing drawn, in a frame: the sensor housing's place, or a missing view's.
    private static func clear(_ frame: Frame) -> ViewNode {
        ViewNode(.color(.color("clear")), modifiers: [.frame(frame)])
    }

    /// Content on the island's black, with the keyline inside its edge when the activity tints one.
    private func island(_ content: ViewNode) -> ViewNode {
        var modifiers: [Modifier] = [.containerBackground(ViewNode(.color(.color("black"))))]
        if let keylineTint {
            let line = ViewNode(.shape(.containerRelative, fill: .color("clear"),
                                       stroke: Stroke(style: keylineTint, lineWidth: DynamicIslandMetrics.keylineWidth, inset: true)))
            modifiers.append(.overlay(line, alignment: .center))
        }
        return ViewNode(content.content, modifiers: content.modifiers + modifiers)
    }

    private static let empty = clear(Frame(width: 0, height: 0))
}
