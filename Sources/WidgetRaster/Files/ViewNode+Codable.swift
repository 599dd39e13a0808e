import Themes
/// A view in a scene file: `{"type": "VStack", …fields…, "modifiers": [ … ]}`.
/// `"Spacer"` and `"Divider"` may be written as bare strings.
extension ViewNode: Codable {
    public init(from decoder: Decoder) throws {
        if let bare = try? decoder.singleValueContainer().decode(String.self) {
            switch bare {
            case "Spacer": self.init(.spacer(minLength: nil))
            case "Divider": self.init(.divider)
            default:
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "expected a view object with a 'type' (only Spacer and Divider may be bare strings), got '\(bare)'"))
            }
            return
        }
        let c = try decoder.container(keyedBy: AnyKey.self)
        guard c.has("type") else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "expected a view object with a 'type': one of " + ViewContent.typeNames.joined(separator: ", ")))
        }
        let type: String = try c.decode("type")
        let content = try ViewContent.decode(type: type, from: c)
        self.init(content, modifiers: try c.optional("modifiers") ?? [])
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AnyKey.self)
        try c.put(content.typeName, "type")
        try content.encodeFields(into: &c)
        if !modifiers.isEmpty { try c.put(modifiers, "modifiers") }
    }

    /// A view that may be written as a style alone (`"background": "blue"`).
    static func decodeViewOrStyle(_ c: KeyedDecodingContainer<AnyKey>, _ key: String) throws -> ViewNode {
        if let style = try? c.decode(key, as: String.self) {
            return ViewNode(.color(ShapeStyle.hierarchicalNames.contains(style) ? try c.decode(key) : .color(style)))
        }
        let object = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
        if object.has("type"), let type = try? object.decode("type", as: String.self),
           !ShapeStyle.gradientTypes.contains(type) || object.has("modifiers") {
            return try c.decode(key)
        }
        return ViewNode(.color(try c.decode(key)))
    }

    func encodeViewOrStyle(into c: inout KeyedEncodingContainer<AnyKey>, _ key: String) throws {
        if modifiers.isEmpty, case .color(let style) = content {
            try c.put(style, key)
        } else {
            try c.put(self, key)
        }
    }
}

extension ViewContent {
    private static let common: Set<String> = ["type", "modifiers"]

    static func decode(type: String, from c: KeyedDecodingContainer<AnyKey>) throws -> ViewContent {
        func allow(_ fields: Set<String>) throws { try c.rejectUnknownKeys(allowed: common.union(fields), in: type) }
        switch type {
        case "VStack":
            try allow(["alignment", "spacing", "children"])
            return .vStack(alignment: try c.name("alignment", as: HorizontalAlignment.self) ?? .center,
                           spacing: try c.number("spacing"), children: try c.optional("children") ?? [])
        case "HStack":
            try allow(["alignment", "spacing", "children"])
            return .hStack(alignment: try c.name("alignment", as: VerticalAlignment.self) ?? .center,
                           spacing: try c.number("spacing"), children: try c.optional("children") ?? [])
        case "ZStack":
            try allow(["alignment", "children"])
            return .zStack(alignment: try c.lookup("alignment", in: Alignment.byName, what: "alignment") ?? .center,
                           children: try c.optional("children") ?? [])
        case "ViewThatFits":
            try allow(["in", "children"])
            var axes = ["horizontal", "vertical"]
            if let one = try? c.decode("in", as: String.self) { axes = [one] } else if c.has("in") { axes = try c.decode("in") }
            if let bad = axes.first(where: { !["horizontal", "vertical"].contains($0) }) {
                throw c.fail("in", "expected horizontal, vertical or both as a list, got '\(bad)'")
            }
            return .viewThatFits(horizontal: axes.contains("horizontal"), vertical: axes.contains("vertical"),
                                 children: try c.optional("children") ?? [])
        case "Text":
            try allow(["text", "date", "style", "runs"])
            if c.has("runs") {
                // `Text + Text`: runs with their own modifiers, set on one baseline as the Swift front door sets them.
                let runs = try c.decode("runs", as: [TextRunField].self)
                return .hStack(alignment: .firstTextBaseline, spacing: 0, children: runs.map { ViewNode(.text($0.text), modifiers: $0.modifiers) })
            }
            if c.has("date") {
                let date: String = try c.decode("date")
                if !date.contains("{{"), DateTextFormatter.parse(date) == nil {
                    throw c.fail("date", "expected an ISO 8601 date like 2026-11-21T09:41:00Z or a {{name}}, got '\(date)'")
                }
                return .dateText(date: date, style: try c.name("style", as: DateStyle.self) ?? .time)
            }
            guard c.has("text") else { throw c.fail("text", "Text needs a 'text' string or a 'date'") }
            return .text(try c.decode("text"))
        case "Image":
            try allow(["file", "resizable", "resizingMode"])
            guard c.has("file") else { throw c.fail("file", "Image needs a 'file': a PNG path relative to the scene") }
            let mode = try c.optional("resizingMode", as: String.self) ?? "stretch"
            guard mode == "stretch" || mode == "tile" else {
                throw c.fail("resizingMode", "expected stretch or tile, got '\(mode)'")
            }
            return .image(file: try c.decode("file"), resizable: try c.optional("resizable") ?? false, tiled: mode == "tile")
        case "Symbol":
            try allow(["name", "resizable", "variableValue"])
            guard c.has("name") else { throw c.fail("name", "Symbol needs a 'name', an SF Symbols name like sun.max.fill") }
            let value = try c.number("variableValue", minimum: 0)
            if let value, value > 1 { throw c.fail("variableValue", "expected a number from 0 to 1, got \(Size.format(value))") }
            return .symbol(try c.decode("name"), resizable: try c.optional("resizable") ?? false, variableValue: value)
        case "Color":
            try allow(["color"])
            guard c.has("color") else { throw c.fail("color", "Color needs a 'color'") }
            return .color(try c.decode("color"))
        case "LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient", "MeshGradient":
            return .color(try ShapeStyle.gradient(from: c, allowing: common))
        case _ where ShapeKind.names.contains(type):
            try allow(Stroke.fieldNames.union(["fill", "trim"]).union(ShapeKind.fieldNames(of: type)))
            var kind = try ShapeKind.decode(type: type, from: c)
            if c.has("trim") {
                let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("trim"))
                try o.rejectUnknownKeys(allowed: ["from", "to"], in: "trim")
                let from = try o.number("from", minimum: 0) ?? 0, to = try o.number("to", minimum: 0) ?? 1
                guard from <= 1, to <= 1 else { throw o.fail(from > 1 ? "from" : "to", "trim fractions run from 0 to 1") }
                kind = .trimmed(kind, from: from, to: to)
            }
            // A stroked shape is only its outline unless a fill is given too, as `stroke` is in SwiftUI.
            let stroke = try Stroke.decode(from: c)
            return .shape(kind, fill: try c.optional("fill") ?? (stroke == nil ? nil : .color("clear")), stroke: stroke)
        case "Spacer":
            try allow(["minLength"])
            return .spacer(minLength: try c.number("minLength", minimum: 0))
        case "Divider":
            try allow([])
            return .divider
        case "Gauge":
            try allow(["value", "range", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"])
            guard let value = try c.number("value") else { throw c.fail("value", "Gauge needs a 'value'") }
            let range = try c.range("range") ?? 0...1
            return .gauge(GaugeContent(value: value, minimum: range.lowerBound, maximum: range.upperBound, label: try c.textOrView("label"),
                                       currentValueLabel: try c.textOrView("currentValueLabel"),
                                       minimumValueLabel: try c.textOrView("minimumValueLabel"),
                                       maximumValueLabel: try c.textOrView("maximumValueLabel")))
        case "AccessoryWidgetBackground":
            try allow([])
            return .accessoryWidgetBackground
        case "Button":
            try allow(["label", "intent", "role"])
            guard let label = try c.textOrView("label") else { throw c.fail("label", "Button needs a 'label': a string or a view") }
            return .button(ButtonContent(label: label, intent: try c.optional("intent"), role: try c.name("role", as: ButtonRole.self)))
        case "Toggle":
            try allow(["isOn", "label", "intent"])
            guard c.has("isOn") else { throw c.fail("isOn", "Toggle needs 'isOn': true, false or a {{name}} from the data") }
            let label = try c.textOrView("label"), intent: String? = try c.optional("intent")
            if let template = try? c.decode("isOn", as: String.self), template.contains("{{") {
                // A state from the data (`{{task.done}}`): the toggle in each state, chosen as an `If` chooses.
                return .conditional(ConditionalContent(condition: Condition(value: template),
                                                       then: ViewNode(.toggle(ToggleContent(isOn: true, label: label, intent: intent))),
                                                       otherwise: ViewNode(.toggle(ToggleContent(isOn: false, label: label, intent: intent)))))
            }
            return .toggle(ToggleContent(isOn: try c.flag("isOn"), label: label, intent: intent))
        case "Label":
            try allow(["title", "systemImage", "icon"])
            guard let title = try c.textOrView("title") else { throw c.fail("title", "Label needs a 'title': a string or a view") }
            if c.has("systemImage") == c.has("icon") {
                throw c.fail("systemImage", "Label needs one of 'systemImage' (an SF Symbols name) or 'icon' (a view)")
            }
            let icon = c.has("icon") ? try c.decode("icon", as: ViewNode.self) : ViewNode(.symbol(try c.decode("systemImage")))
            return .label(title: title, icon: icon)
        case "GeometryReader":
            throw c.fail("type", "GeometryReader is a Swift view (its content is a closure of its size); in a file, share space with "
                + "frames ({maxWidth: .infinity}), layoutPriority, aspectRatio or a LazyVGrid's flexible columns")
        case "Grid":
            try allow(["alignment", "horizontalSpacing", "verticalSpacing", "children"])
            return .grid(GridContent(alignment: try c.lookup("alignment", in: Alignment.byName, what: "alignment") ?? .center,
                                     horizontalSpacing: try c.number("horizontalSpacing"), verticalSpacing: try c.number("verticalSpacing"),
                                     rows: try c.optional("children") ?? []))
        case "GridRow":
            try allow(["alignment", "children"])
            return .gridRow(alignment: try c.name("alignment", as: VerticalAlignment.self), children: try c.optional("children") ?? [])
        case "LazyVGrid", "LazyHGrid":
            let vertical = type == "LazyVGrid"
            let tracksKey = vertical ? "columns" : "rows"
            try allow([tracksKey, "alignment", "spacing", "children"])
            guard c.has(tracksKey) else {
                throw c.fail(tracksKey, "\(type) needs '\(tracksKey)': a list of GridItems like {flexible: {}}, {fixed: 40} or {adaptive: 60}")
            }
            let alignment: Alignment = vertical
                ? Alignment(horizontal: try c.name("alignment", as: HorizontalAlignment.self) ?? .center, vertical: .center)
                : Alignment(horizontal: .center, vertical: try c.name("alignment", as: VerticalAlignment.self) ?? .center)
            return .lazyGrid(LazyGridContent(axis: vertical ? .vertical : .horizontal, tracks: try c.decode(tracksKey),
                                             alignment: alignment, spacing: try c.number("spacing"), children: try c.optional("children") ?? []))
        case "ForEach":
            try allow(["in", "as", "content", "limit"])
            guard let list = try c.optional("in", as: String.self) else {
                throw c.fail("in", "ForEach needs 'in': the name of a list in the scene's data")
            }
            guard let content = try c.optional("content", as: ViewNode.self) else {
                throw c.fail("content", "ForEach needs 'content': the view drawn for each item")
            }
            let item = try c.optional("as", as: String.self) ?? "item"
            guard !item.isEmpty, !item.contains("."), !item.contains("{") else {
                throw c.fail("as", "'as' is a plain name for one item, like task")
            }
            let limit = try c.number("limit", minimum: 0).map { Int($0) }
            return .forEach(ForEachContent(data: list, item: item, content: content, limit: limit))
        case "If":
            try allow(["value", "equals", "family", "colorScheme", "renderingMode", "isLuminanceReduced", "then", "else"])
            guard let then = try c.optional("then", as: ViewNode.self) else {
                throw c.fail("then", "If needs 'then': the view drawn when the condition holds")
            }
            var families: [WidgetFamily]?
            if c.has("family") {
                let names: [String]
                if let one = try? c.decode("family", as: String.self) { names = [one] } else { names = try c.decode("family") }
                families = try names.map { name in
                    guard let family = WidgetFamily(rawValue: name) else {
                        throw c.fail("family", "unknown family '\(name)'" + WidgetFamily.didYouMean(name)
                            + "; expected one of: " + WidgetFamily.allCases.map(\.rawValue).joined(separator: ", "))
                    }
                    if family.isAskedForOnly {
                        // Code sees the family a place shows (SwiftUI's `\.widgetFamily` is systemSmall in StandBy).
                        throw c.fail("family", "\(name) shows the \(family.widgetKitFamily.rawValue) widget, and the view sees "
                            + "\(family.widgetKitFamily.rawValue) there; test family \(family.widgetKitFamily.rawValue)")
                    }
                    return family
                }
            }
            let value = try c.optional("value", as: String.self)
            let scheme = try c.name("colorScheme", as: ColorScheme.self)
            let mode = try c.name("renderingMode", as: WidgetRenderingMode.self)
            let luminanceReduced = try c.optional("isLuminanceReduced", as: Bool.self)
            guard value != nil || families != nil || scheme != nil || mode != nil || luminanceReduced != nil else {
                throw c.fail("value", "If needs a 'value' (a {{name}} from the data), a 'family', a 'colorScheme', a 'renderingMode' "
                    + "or 'isLuminanceReduced' to test")
            }
            if c.has("equals") && value == nil { throw c.fail("equals", "'equals' compares the 'value'; give one") }
            return .conditional(ConditionalContent(condition: Condition(value: value, equals: try c.optional("equals"), families: families,
                                                                        colorScheme: scheme, renderingMode: mode,
                                                                        isLuminanceReduced: luminanceReduced),
                                                   then: then, otherwise: try c.optional("else")))
        case "Chart":
            try allow(ChartContent.fieldNames)
            return .chart(try ChartContent.decode(from: c))
        case "ProgressView":
            try allow(["value", "total", "label"])
            let total = try c.number("total", minimum: 0) ?? 1
            return .progress(value: try c.number("value", minimum: 0) ?? 0, total: total, label: try c.optional("label"))
        default:
            throw c.fail("type", "unknown view type '\(type)'" + NameSuggestions.didYouMean(type, among: typeNames)
                + "; expected one of: " + typeNames.joined(separator: ", "))
        }
    }

    func encodeFields(into c: inout KeyedEncodingContainer<AnyKey>) throws {
        switch self {
        case let .vStack(alignment, spacing, children):
            if alignment != .center { try c.put(alignment, "alignment") }
            try c.put(spacing, "spacing")
            try c.put(children, "children")
        case let .hStack(alignment, spacing, children):
            if alignment != .center { try c.put(alignment, "alignment") }
            try c.put(spacing, "spacing")
            try c.put(children, "children")
        case let .zStack(alignment, children):
            if alignment != .center { try c.put(alignment.name, "alignment") }
            try c.put(children, "children")
        case let .viewThatFits(horizontal, vertical, children):
            if !(horizontal && vertical) { try c.put(horizontal ? "horizontal" : "vertical", "in") }
            try c.put(children, "children")
        case .text(let text):
            try c.put(text, "text")
        case let .dateText(date, style):
            try c.put(date, "date")
            try c.put(style, "style")
        case let .image(file, resizable, tiled):
            try c.put(file, "file")
            if resizable { try c.put(true, "resizable") }
            if tiled { try c.put("tile", "resizingMode") }
        case let .symbol(name, resizable, value):
            try c.put(name, "name")
            if resizable { try c.put(true, "resizable") }
            if let value { try c.put(value, "variableValue") }
        case .color(let style):
            if style.gradient != nil { try style.encodeGradient(into: &c) } else { try c.put(style, "color") }
        case let .shape(kind, fill, stroke):
            try kind.encodeFields(into: &c)
            try c.put(fill, "fill")
            try stroke?.encode(into: &c)
        case .spacer(let minLength):
            try c.put(minLength, "minLength")
        case .divider:
            break
        case .gauge(let gauge):
            try c.put(gauge.value, "value")
            if gauge.minimum != 0 || gauge.maximum != 1 { try c.put([gauge.minimum, gauge.maximum], "range") }
            for (name, view) in gauge.labels { try c.putTextOrView(view, name) }
        case .accessoryWidgetBackground:
            break
        case .button(let button):
            try c.putTextOrView(button.label, "label")
            try c.put(button.intent, "intent")
            try c.put(button.role, "role")
        case .toggle(let toggle):
            try c.put(toggle.isOn, "isOn")
            if let label = toggle.label { try c.putTextOrView(label, "label") }
            try c.put(toggle.intent, "intent")
        case .chart(let chart):
            try chart.encode(into: &c)
        case .grid(let grid):
            if grid.alignment != .center { try c.put(grid.alignment.name, "alignment") }
            try c.put(grid.horizontalSpacing, "horizontalSpacing")
            try c.put(grid.verticalSpacing, "verticalSpacing")
            try c.put(grid.rows, "children")
        case let .gridRow(alignment, children):
            try c.put(alignment, "alignment")
            try c.put(children, "children")
        case .lazyGrid(let grid):
            try c.put(grid.tracks, grid.axis == .vertical ? "columns" : "rows")
            if grid.axis == .vertical, grid.alignment.horizontal != .center { try c.put(grid.alignment.horizontal, "alignment") }
            if grid.axis == .horizontal, grid.alignment.vertical != .center { try c.put(grid.alignment.vertical, "alignment") }
            try c.put(grid.spacing, "spacing")
            try c.put(grid.children, "children")
        case .geometryReader:
            break
        case .customLayout(_, let children):
            try c.put(children, "children")
        case .forEach(let each):
            try c.put(each.data, "in")
            try c.put(each.item, "as")
            try c.put(each.limit, "limit")
            try c.put(each.content, "content")
        case .conditional(let choice):
            try c.put(choice.condition.value, "value")
            try c.put(choice.condition.equals, "equals")
            try c.put(choice.condition.families?.map(\.rawValue), "family")
            try c.put(choice.condition.colorScheme, "colorScheme")
            try c.put(choice.condition.renderingMode, "renderingMode")
            try c.put(choice.condition.isLuminanceReduced, "isLuminanceReduced")
            try c.put(choice.then, "then")
            try c.put(choice.otherwise, "else")
        case let .label(title, icon):
            try c.putTextOrView(title, "title")
            if icon.modifiers.isEmpty, case .symbol(let name, false, nil) = icon.content { try c.put(name, "systemImage") } else { try c.put(icon, "icon") }
        case let .progress(value, total, label):
            try c.put(value, "value")
            try c.put(total, "total")
            try c.put(label, "label")
        }
    }
}

extension ShapeKind {
    static func decode(type: String, from c: KeyedDecodingContainer<AnyKey>) throws -> ShapeKind {
        switch type {
        case "Rectangle": return .rectangle
        case "RoundedRectangle":
            guard let radius = try c.number("cornerRadius", minimum: 0) else {
                throw c.fail("cornerRadius", "RoundedRectangle needs a 'cornerRadius' in points")
            }
            let style = try c.optional("style", as: String.self) ?? "continuous"
            guard style == "continuous" || style == "circular" else {
                throw c.fail("style", "unknown corner style '\(style)'; expected continuous or circular")
            }
            return .roundedRectangle(cornerRadius: radius, continuous: style == "continuous")
        case "Circle": return .circle
        case "Ellipse": return .ellipse
        case "Capsule": return .capsule
        case "ContainerRelativeShape": return .containerRelative
        case "UnevenRoundedRectangle": return try decodeUneven(from: c)
        case "ConcentricRectangle": return try decodeConcentric(from: c)
        case "Path":
            guard let width = try c.number("width", minimum: 0), width > 0, let height = try c.number("height", minimum: 0), height > 0 else {
                throw c.fail("width", "Path needs 'width' and 'height' above 0: the box its path data is drawn in, stretched to the frame")
            }
            guard let d = try c.optional("d", as: String.self) else {
                throw c.fail("d", "Path needs 'd', SVG path data such as \"M 0 0 L 100 0 L 50 80 Z\"")
            }
            do {
                return .path(ShapePath(width: width, height: height, elements: try SVGPathData.parse(d)))
            } catch let problem as SVGPathData.Problem {
                throw c.fail("d", "path data \(problem)")
            }
        default:
            throw c.fail("type", "unknown shape '\(type)'" + NameSuggestions.didYouMean(type, among: names)
                + "; expected one of: " + names.joined(separator: ", "))
        }
    }

    func encodeFields(into c: inout KeyedEncodingContainer<AnyKey>) throws {
        if case let .trimmed(base, from, to) = self {
            try base.encodeFields(into: &c)
            try c.put(["from": from, "to": to], "trim")
        }
        if case let .roundedRectangle(radius, continuous) = self {
            try c.put(radius, "cornerRadius")
            if !continuous { try c.put("circular", "style") }
        }
        try encodeCornerFields(into: &c)
        if case .path(let path) = self {
            try c.put(path.width, "width")
            try c.put(path.height, "height")
            try c.put(SVGPathData.string(path.elements), "d")
        }
    }
}

extension Stroke {
    static let fieldNames: Set<String> = ["stroke", "strokeBorder", "lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]

    /// A shape's stroke: `stroke` (centred on the outline) or `strokeBorder` (inside it) with the line's fields.
    static func decode(from c: KeyedDecodingContainer<AnyKey>) throws -> Stroke? {
        if c.has("stroke") && c.has("strokeBorder") {
            throw c.fail("strokeBorder", "give either 'stroke' (centred on the outline) or 'strokeBorder' (inside it), not both")
        }
        let key = c.has("strokeBorder") ? "strokeBorder" : "stroke"
        guard let style = try c.optional(key, as: ShapeStyle.self) else {
            if let field = ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"].first(where: c.has) {
                throw c.fail(field, "'\(field)' describes a stroke: add 'stroke' or 'strokeBorder' with its colour")
            }
            return nil
        }
        let dash = try c.optional("dash", as: [Double].self) ?? []
        if let bad = dash.firstIndex(where: { !$0.isFinite || $0 < 0 }) {
            throw c.fail("dash", "dash lengths are points ≥ 0; entry \(bad) is \(dash[bad])")
        }
        return Stroke(style: style, lineWidth: try c.number("lineWidth", minimum: 0) ?? 1,
                      lineCap: try c.name("lineCap", as: LineCap.self) ?? .butt,
                      lineJoin: try c.name("lineJoin", as: LineJoin.self) ?? .miter,
                      miterLimit: try c.number("miterLimit", minimum: 1) ?? 10, dash: dash,
                      dashPhase: try c.number("dashPhase") ?? 0, inset: key == "strokeBorder")
    }

    func encode(into c: inout KeyedEncodingContainer<AnyKey>) throws {
        try c.put(style, inset ? "strokeBorder" : "stroke")
        try c.put(lineWidth, "lineWidth")
        if lineCap != .butt { try c.put(lineCap, "lineCap") }
        if lineJoin != .miter { try c.put(lineJoin, "lineJoin") }
        if miterLimit != 10 { try c.put(miterLimit, "miterLimit") }
        if !dash.isEmpty { try c.put(dash, "dash") }
        if dashPhase != 0 { try c.put(dashPhase, "dashPhase") }
    }
}

extension KeyedDecodingContainer where Key == AnyKey {
    /// A field holding a view, where a bare string stands for a `Text`.
    func textOrView(_ key: String) throws -> ViewNode? {
        guard has(key) else { return nil }
        if let text = try? decode(key, as: String.self) { return ViewNode(.text(text)) }
        return try decode(key, as: ViewNode.self)
    }

    /// A true/false field; "true"/"false" strings (as `{{name}}` data fills them in) count too.
    func flag(_ key: String) throws -> Bool {
        if let value = try? decode(key, as: Bool.self) { return value }
        if let text = try? decode(key, as: String.self), let value = Bool(text) { return value }
        throw fail(key, "expected true or false")
    }
}

extension KeyedEncodingContainer where Key == AnyKey {
    /// Writes a view, as a bare string when it is a plain `Text`.
    mutating func putTextOrView(_ view: ViewNode, _ key: String) throws {
        if view.modifiers.isEmpty, case .text(let text) = view.content { try put(text, key) } else { try put(view, key) }
    }
}

/// One run of a `Text` with `runs`: `{text: "3", modifiers: [bold]}`.
struct TextRunField: Decodable {
    var text: String
    var modifiers: [Modifier]

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        try c.rejectUnknownKeys(allowed: ["text", "modifiers"], in: "a text run")
        guard c.has("text") else { throw c.fail("text", "a run needs its 'text'") }
        text = try c.decode("text")
        modifiers = try c.optional("modifiers") ?? []
    }
}

/// A grid track in a file: `{fixed: 40}`, `{flexible: {minimum: 10, maximum: 120}}` (or `flexible: {}`),
/// `{adaptive: 60}` or `{adaptive: {minimum: 60, maximum: 90}}`, with optional `spacing` and `alignment`.
extension GridItem: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        try c.rejectUnknownKeys(allowed: ["fixed", "flexible", "adaptive", "spacing", "alignment"], in: "a grid item")
        func bounds(_ key: String, defaultMinimum: Double) throws -> (Double, Double) {
            if let minimum = try? c.decode(key, as: Double.self) { return (minimum, .infinity) }
            let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
            try o.rejectUnknownKeys(allowed: ["minimum", "maximum"], in: key)
            return (try o.number("minimum", minimum: 0) ?? defaultMinimum, try o.number("maximum", minimum: 0, allowInfinity: true) ?? .infinity)
        }
        let size: Size
        if let width = try c.number("fixed", minimum: 0) {
            size = .fixed(width)
        } else if c.has("flexible") {
            let (lo, hi) = try bounds("flexible", defaultMinimum: 10)
            size = .flexible(minimum: lo, maximum: hi)
        } else if c.has("adaptive") {
            let (lo, hi) = try bounds("adaptive", defaultMinimum: 10)
            size = .adaptive(minimum: lo, maximum: hi)
        } else {
            throw c.fail("flexible", "a grid item is {fixed: points}, {flexible: {…}} or {adaptive: minimum}")
        }
        self.init(size: size, spacing: try c.number("spacing"), alignment: try c.lookup("alignment", in: Alignment.byName, what: "alignment"))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AnyKey.self)
        func limit(_ value: Double) -> Double? { value.isFinite ? value : nil }
        switch size {
        case .fixed(let width): try c.put(width, "fixed")
        case let .flexible(lo, hi): try c.put(["minimum": lo, "maximum": limit(hi)].compactMapValues { $0 }, "flexible")
        case let .adaptive(lo, hi): try c.put(["minimum": lo, "maximum": limit(hi)].compactMapValues { $0 }, "adaptive")
        }
        try c.put(spacing, "spacing")
        try c.put(alignment?.name, "alignment")
    }
}
