/// One view of a scene: what it is, and the modifiers applied to it in order
/// (the first modifier wraps the content, the last one is outermost).
public struct ViewNode: Hashable, Sendable {
    public var content: ViewContent
    public var modifiers: [Modifier]

    public init(_ content: ViewContent, modifiers: [Modifier] = []) {
        self.content = content
        self.modifiers = modifiers
    }

    /// This view with one more modifier outside the existing ones.
    public func modified(_ modifier: Modifier) -> ViewNode {
        ViewNode(content, modifiers: modifiers + [modifier])
    }
}

/// The kinds of view a scene is made of, named after their SwiftUI counterparts.
public indirect enum ViewContent: Hashable, Sendable {
    case vStack(alignment: HorizontalAlignment, spacing: Double?, children: [ViewNode])
    case hStack(alignment: VerticalAlignment, spacing: Double?, children: [ViewNode])
    case zStack(alignment: Alignment, children: [ViewNode])
    /// The first child whose ideal size fits along the constrained axes (`ViewThatFits(in:)`).
    case viewThatFits(horizontal: Bool, vertical: Bool, children: [ViewNode])
    /// Text; `{{name}}` placeholders are filled from the scene's sample data.
    case text(String)
    /// A date (ISO 8601, or a `{{name}}` from the data) shown in a style as of the entry's date.
    case dateText(date: String, style: DateStyle)
    /// A PNG file, relative to the scene file; `resizable` lets it take the proposed size.
    /// `tiled`: a resizable image repeats at its own size over its frame (`resizingMode: .tile`).
    case image(file: String, resizable: Bool, tiled: Bool = false)
    /// An SF Symbols name, drawn as outlines (`SymbolCatalog`) and sized by the current font;
    /// `resizable` lets it take the proposed size instead; a variable value (0…1) lights the
    /// symbol's variable parts up to it (`Image(systemName:variableValue:)`).
    case symbol(String, resizable: Bool = false, variableValue: Double? = nil)
    /// A colour or other style filling the proposed size.
    case color(ShapeStyle)
    /// A shape filled with `fill` (the foreground style when nil) and optionally stroked.
    case shape(ShapeKind, fill: ShapeStyle?, stroke: Stroke?)
    case spacer(minLength: Double?)
    case divider
    /// A linear progress bar (SwiftUI `ProgressView(value:total:)` / linear `Gauge`).
    case progress(value: Double, total: Double, label: String?)
    /// A gauge drawn in the style the environment names (`gaugeStyle`).
    case gauge(GaugeContent)
    /// The standard backdrop of a Lock Screen widget (`AccessoryWidgetBackground()`).
    case accessoryWidgetBackground
    /// A button drawn in the environment's button style.
    case button(ButtonContent)
    /// An on/off control drawn in the environment's toggle style.
    case toggle(ToggleContent)
    /// A title with an icon, drawn in the environment's label style.
    case label(title: ViewNode, icon: ViewNode)
    /// A Swift Charts chart: marks plotted in the proposed size.
    case chart(ChartContent)
    /// Rows of cells whose columns line up (`Grid`).
    case grid(GridContent)
    /// One row of a `Grid`; its cells are the grid's columns.
    case gridRow(alignment: VerticalAlignment?, children: [ViewNode])
    /// `LazyVGrid` / `LazyHGrid`: items flowing into columns (rows) sized by `GridItem`s.
    case lazyGrid(LazyGridContent)
    /// A Swift `GeometryReader`: its content is built for the size it is given, during layout
    /// (files have no closures).
    case geometryReader(GeometryContent)
    /// An app's own `Layout` over its subviews (Swift code only).
    case customLayout(CustomLayout, children: [ViewNode])
    /// A view per item of a list in the scene's data (files' `ForEach`).
    case forEach(ForEachContent)
    /// A view when a condition on the data or the family holds (files' `If`).
    case conditional(ConditionalContent)

    /// The SwiftUI name, as scene files spell the `type`.
    public var typeName: String {
        switch self {
        case .vStack: return "VStack"
        case .hStack: return "HStack"
        case .zStack: return "ZStack"
        case .viewThatFits: return "ViewThatFits"
        case .text, .dateText: return "Text"
        case .image: return "Image"
        case .symbol: return "Symbol"
        case .color(let style): return style.gradientTypeName ?? "Color"
        case .shape(let kind, _, _): return kind.name
        case .spacer: return "Spacer"
        case .divider: return "Divider"
        case .progress: return "ProgressView"
        case .gauge: return "Gauge"
        case .accessoryWidgetBackground: return "AccessoryWidgetBackground"
        case .button: return "Button"
        case .toggle: return "Toggle"
        case .label: return "Label"
        case .chart: return "Chart"
        case .grid: return "Grid"
        case .gridRow: return "GridRow"
        case .lazyGrid(let grid): return grid.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .geometryReader: return "GeometryReader"
        case .customLayout(let layout, _): return layout.name
        case .forEach: return "ForEach"
        case .conditional: return "If"
        }
    }

    public static let typeNames = ["VStack", "HStack", "ZStack", "ViewThatFits", "Text", "Image", "Symbol", "Color",
                                   "LinearGradient", "RadialGradient"] + ShapeKind.names
        + ["Spacer", "Divider", "ProgressView", "Gauge", "AccessoryWidgetBackground", "Button", "Toggle", "Label", "Chart", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "ForEach", "If"]
}

extension ViewNode {
    /// Every view nested in this one, with its path below it: the content's children first,
    /// then views carried by modifiers (`.modifiers[i].background`), in order.
    /// Its `zIndex(_:)`, the outermost one written: where it is drawn among a ZStack's children (0 when none).
    package var zIndex: Double {
        modifiers.reversed().lazy.compactMap { if case .zIndex(let z) = $0 { z } else { nil } }.first ?? 0
    }

    public var nestedViews: [(path: String, view: ViewNode)] {
        content.childViews + modifiers.enumerated().compactMap { i, modifier in
            modifier.attachedView.map { (".modifiers[\(i)].\(modifier.name)", $0) }
        }
    }
}

extension ViewContent {
    /// The views this content holds, with their path below it (`.children[2]`).
    public var childViews: [(path: String, view: ViewNode)] {
        switch self {
        case let .vStack(_, _, children), let .hStack(_, _, children), let .zStack(_, children), let .viewThatFits(_, _, children):
            return children.enumerated().map { (".children[\($0.offset)]", $0.element) }
        case .gauge(let gauge):
            return gauge.labels.map { (".\($0.name)", $0.view) }
        case .button(let button):
            return [(".label", button.label)]
        case .toggle(let toggle):
            return toggle.label.map { [(".label", $0)] } ?? []
        case let .label(title, icon):
            return [(".title", title), (".icon", icon)]
        case .grid(let grid):
            return grid.rows.enumerated().map { (".rows[\($0.offset)]", $0.element) }
        case let .gridRow(_, children), let .customLayout(_, children):
            return children.enumerated().map { (".children[\($0.offset)]", $0.element) }
        case .lazyGrid(let grid):
            return grid.children.enumerated().map { (".children[\($0.offset)]", $0.element) }
        case .forEach(let each):
            return [(".content", each.content)]
        case .conditional(let choice):
            return [(".then", choice.then)] + (choice.otherwise.map { [(".else", $0)] } ?? [])
        case .chart(let chart):
            let titles = [("xTitle", chart.xTitle), ("yTitle", chart.yTitle)].compactMap { name, title in title.map { (".\(name)", $0.content) } }
            let legend = chart.legend.content.map { [(".legend", $0)] } ?? []
            let plotArea = chart.plotArea.map { [(".plotArea", $0)] } ?? []
            return titles + legend + plotArea + chart.marks.enumerated().flatMap { m, mark in
                mark.points.enumerated().compactMap { p, point in
                    point.annotation.map { (".marks[\(m)].annotations[\(p)]", $0.content) }
                }
            }
        default:
            return []
        }
    }
}

extension Modifier {
    /// The view a modifier carries (background, overlay, container background, mask).
    public var attachedView: ViewNode? {
        switch self {
        case let .background(view, _), let .overlay(view, _), let .mask(view, _), let .containerBackground(view): return view
        default: return nil
        }
    }
}
