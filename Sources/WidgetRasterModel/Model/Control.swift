import Foundation

/// A control (iOS 18 `ControlWidget`) as an app declares it: a button or toggle template with a
/// title, a symbol, a value per state and a tint. `body(for:isOn:)` draws it as Control Center
/// and the Lock Screen show it, so scene files and Swift code share one layout.
///
/// What Apple documents (HIG, "Controls"): a control has a symbol, a title and optionally a value;
/// Control Center shows the symbol and, at larger sizes, the title and value; the Lock Screen
/// shows the symbol; the tint colours a toggle's symbol in its on state. Sizes and colours are
/// estimates (`ControlMetrics`, `docs/controls.md`).
package struct Control: Hashable, Sendable {
    /// `ControlWidgetButton` (no state: it runs an action) or `ControlWidgetToggle` (off and on).
    package enum Template: String, CaseIterable, Hashable, Sendable {
        case button, toggle
    }

    /// What a control shows in one state: its value text and, when it changes, its symbol.
    package struct State: Hashable, Sendable {
        /// A toggle's value ("On", "Open"), a button's subtitle; nil shows none.
        package var value: ViewNode?
        /// The symbol in this state in place of the label's (`door.garage.open` when on).
        package var symbol: ViewNode?

        package init(value: ViewNode? = nil, symbol: ViewNode? = nil) {
            self.value = value
            self.symbol = symbol
        }
    }

    package var template: Template
    /// The title text (the label's title); nil shows none.
    package var title: ViewNode?
    /// The symbol (the label's image), unless a state gives its own.
    package var symbol: ViewNode?
    /// A toggle's off state; a button's only state.
    package var off: State
    /// A toggle's on state.
    package var on: State
    /// The colour of a toggle's symbol when on (`tint(_:)` on the template); nil: the system's blue.
    package var tint: ShapeStyle?
    /// `privacySensitive()` on the template: a locked device (the privacy variants) redacts the title and value.
    package var privacySensitive: Bool

    package init(template: Template, title: ViewNode? = nil, symbol: ViewNode? = nil, off: State = State(), on: State = State(),
                 tint: ShapeStyle? = nil, privacySensitive: Bool = false) {
        self.template = template
        self.title = title
        self.symbol = symbol
        self.off = off
        self.on = on
        self.tint = tint
        self.privacySensitive = privacySensitive
    }

    /// Every presentation, in family order.
    package static let presentations = WidgetFamily.allCases.filter(\.isControl)

    /// The states drawn: a toggle's off then on, a button's one.
    package var states: [Bool] { template == .toggle ? [false, true] : [false] }

    /// The data key a scene file's entry sets to draw a toggle's state (`Control.entries`).
    package static let isOnKey = "control.isOn"

    /// A toggle's two states as timeline entries, named `off` and `on`, at `date`; none for a button.
    package func entries(at date: Date) -> [TimelineEntry] {
        template == .toggle ? states.map { TimelineEntry(date: date, data: [Self.isOnKey: String($0)], name: $0 ? "on" : "off") } : []
    }

    /// One presentation in every state it has: a toggle's body picks its state from the entry's
    /// `control.isOn`; nil for a family that is not a control's.
    package func body(for family: WidgetFamily) -> ViewNode? {
        guard template == .toggle else { return body(for: family, isOn: false) }
        guard let off = content(for: family, isOn: false), let on = content(for: family, isOn: true) else { return nil }
        let isOn = Condition(value: "{{\(Self.isOnKey)}}")
        let platter = ViewNode(.conditional(ConditionalContent(condition: isOn, then: Self.platter(isOn: true),
                                                               otherwise: Self.platter(isOn: false))))
        return ViewNode(.conditional(ConditionalContent(condition: isOn, then: on, otherwise: off)),
                        modifiers: [.containerBackground(platter)])
    }

    /// One presentation in one state, on its platter.
    package func body(for family: WidgetFamily, isOn: Bool) -> ViewNode? {
        content(for: family, isOn: isOn).map {
            ViewNode($0.content, modifiers: $0.modifiers + [.containerBackground(Self.platter(isOn: isOn && template == .toggle))])
        }
    }

    /// The symbol alone in a small control and on the Lock Screen, beside the title and value in a
    /// medium one, above them in a large one: white when off, the title and value black and the
    /// symbol in the tint when a toggle is on.
    private func content(for family: WidgetFamily, isOn: Bool) -> ViewNode? {
        let metrics = ControlMetrics.self
        let lit = isOn && template == .toggle
        let state = lit ? on : off
        let ink: ShapeStyle = lit ? .color("black") : .color("white")
        let symbol = (state.symbol ?? self.symbol).map {
            Self.sized($0, family.isLabelled ? metrics.labelledSymbolSize : metrics.symbolSize,
                       style: lit ? tint ?? .color("systemBlue") : .color("white"))
        } ?? Self.empty
        switch family {
        case .controlSmall, .controlLockScreen:
            return ViewNode(.zStack(alignment: .center, children: [symbol]),
                            modifiers: [.frame(Frame(maxWidth: .infinity, maxHeight: .infinity))])
        case .controlMedium:
            return ViewNode(.hStack(alignment: .center, spacing: metrics.symbolSpacing, children: [symbol, text(state, ink: ink, titleLines: 1)]),
                            modifiers: [.frame(Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)),
                                        .padding(EdgeInsets(top: 0, leading: metrics.inset, bottom: 0, trailing: metrics.trailingInset))])
        case .controlLarge:
            return ViewNode(.vStack(alignment: .leading, spacing: 0, children: [symbol, ViewNode(.spacer(minLength: 0)),
                                                                                text(state, ink: ink, titleLines: 2)]),
                            modifiers: [.frame(Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)),
                                        .padding(EdgeInsets(all: metrics.inset))])
        default:
            return nil
        }
    }

    /// White under a toggle that is on; Control Center's grey otherwise.
    private static func platter(isOn: Bool) -> ViewNode {
        ViewNode(.color(isOn ? .color("white") : .color(ControlMetrics.platter)))
    }

    /// The views a scene file writes, each with where it wrote it (`title`, `off.systemImage`, …),
    /// for checks that report a problem in the file's own words.
    package var writtenViews: [(field: String, view: ViewNode)] {
        func image(_ prefix: String, _ node: ViewNode?) -> [(field: String, view: ViewNode)] {
            guard let node else { return [] }
            if case .image = node.content { return [(prefix + "image", node)] }
            return [(prefix + "systemImage", node)]
        }
        var views = (title.map { [("title", $0)] } ?? []) + image("", symbol)
        switch template {
        case .button:
            views += off.value.map { [("value", $0)] } ?? []
        case .toggle:
            for (name, state) in [("off", off), ("on", on)] {
                views += (state.value.map { [("\(name).value", $0)] } ?? []) + image("\(name).", state.symbol)
            }
        }
        return views
    }

    /// The text and the symbol a template's label gives: a `Label`'s title and icon, or the first
    /// text and the first image among its views, in order. Their styling is dropped, as Control
    /// Center draws every control alike; a symbol keeps its variant.
    package static func parts(of node: ViewNode) -> (text: ViewNode?, symbol: ViewNode?) {
        switch node.content {
        case .text, .dateText:
            return (ViewNode(node.content), nil)
        case .symbol, .image:
            return (nil, ViewNode(node.content, modifiers: node.modifiers.filter {
                if case .symbolVariant = $0 { return true } else { return false }
            }))
        default:
            var text: ViewNode?, symbol: ViewNode?
            for (_, child) in node.content.childViews {
                let found = parts(of: child)
                text = text ?? found.text
                symbol = symbol ?? found.symbol
            }
            return (text, symbol)
        }
    }

    /// The title (on up to `titleLines` lines) over the value (one), leading-aligned.
    private func text(_ state: State, ink: ShapeStyle, titleLines: Int) -> ViewNode {
        let hidden: [Modifier] = privacySensitive ? [.privacySensitive] : []
        var lines: [ViewNode] = []
        if let title {
            lines.append(ViewNode(title.content, modifiers: title.modifiers + [.font(.system(.subheadline, weight: .semibold)),
                                                                                .foregroundStyle(ink), .lineLimit(titleLines)] + hidden))
        }
        if let value = state.value {
            lines.append(ViewNode(value.content, modifiers: value.modifiers + [.font(.footnote),
                                                                                .foregroundStyle(.opacity(ink, ControlMetrics.valueOpacity)), .lineLimit(1)] + hidden))
        }
        return ViewNode(.vStack(alignment: .leading, spacing: 1, children: lines),
                        modifiers: [.frame(Frame(maxWidth: .infinity, alignment: .leading))])
    }

    /// A symbol at a point size in a style; an image scaled to fit the square a symbol of that
    /// size takes (1.2 × its point size, as `SymbolCatalog.scale` says).
    private static func sized(_ node: ViewNode, _ size: Double, style: ShapeStyle) -> ViewNode {
        var node = node
        if case let .image(file, _, tiled) = node.content {
            node.content = .image(file: file, resizable: true, tiled: tiled)
            node.modifiers += [.aspectRatio(nil, .fit), .frame(Frame(width: size * 1.2, height: size * 1.2))]
        }
        return ViewNode(node.content, modifiers: node.modifiers + [.font(.system(size: size, weight: .medium)), .foregroundStyle(style)])
    }

    private static let empty = ViewNode(.color(.color("clear")), modifiers: [.frame(Frame(width: 0, height: 0))])
}

private extension WidgetFamily {
    /// A control size that shows the title and value beside its symbol.
    var isLabelled: Bool { self == .controlMedium || self == .controlLarge }
}
