/// A chart in a scene file:
/// `{type: Chart, marks: [{type: LineMark, points: [[x, y], …], series, foregroundStyle, interpolation}],
///   xAxis: hidden, yAxis: hidden, yDomain: [lo, hi], yMarks: [{value: 70, label: "70", gridLine: {dash: [3, 2]}}],
///   foregroundStyleScale: {Coffee: brown, Tea: green}, plotArea: view}` (`plotArea`: `chartPlotStyle`'s
///   view, laid out in the plot's frame under the marks);
/// a point `[x, yStart, yEnd]` spans an interval (a floating bar, a band of an area, a rule between two
/// values), and `[[xStart, xEnd], y]` an interval of x (a histogram's bar over its bin); bars that share an x stack unless `stacking: unstacked` (or `normalized`, `center`), and
/// `width` sizes them (points, `{ratio: 0.8}` of the band, `{inset: 4}`);
/// a `RectangleMark` spans its intervals, or `width` and `height` across its values (70 % of the
/// step between values by default); a `RuleMark` may give just `y` (or `x`); a `SectorMark` gives its `angle` (a value: its share of the sum of
/// all sectors), with `innerRadius`/`outerRadius` (points, `{ratio: 0.6}` or `{inset: 8}`) and `angularInset`.
extension ChartContent {
    static let fieldNames: Set<String> = Set(["marks", "xAxis", "yAxis", "xDomain", "yDomain", "xMarks", "yMarks", "foregroundStyleScale", "legend",
                                          "xScale", "yScale", "xTitle", "yTitle", "plotArea"]).union(ChartEncodingScales.fieldNames)

    static func decode(from c: KeyedDecodingContainer<AnyKey>) throws -> ChartContent {
        guard c.has("marks") else { throw c.fail("marks", "Chart needs 'marks': a list of LineMark, BarMark, AreaMark, PointMark, RuleMark, SectorMark or RectangleMark") }
        var list = try c.nestedUnkeyedContainer(forKey: AnyKey("marks"))
        var marks: [ChartMark] = []
        while !list.isAtEnd { marks.append(try list.decode(ChartMark.self)) }
        return ChartContent(marks: marks, xAxis: try c.name("xAxis", as: AxisVisibility.self) ?? .automatic,
                            yAxis: try c.name("yAxis", as: AxisVisibility.self) ?? .automatic,
                            xDomain: try c.range("xDomain"), yDomain: try c.range("yDomain"),
                            xMarks: try c.optional("xMarks"), yMarks: try c.optional("yMarks"),
                            seriesStyles: try c.optional("foregroundStyleScale") ?? [:], legend: try legend(in: c),
                            xScale: try scale("xScale", in: c), yScale: try scale("yScale", in: c),
                            xTitle: try title("xTitle", in: c), yTitle: try title("yTitle", in: c), plotArea: try c.optional("plotArea"),
                            encodings: try ChartEncodingScales.decode(from: c))
    }

    /// An axis's title: `xTitle: Month`, or `{text: Month, position: top, alignment: leading, spacing: 2}` (or `view:` for any view).
    static func title(_ key: String, in c: KeyedDecodingContainer<AnyKey>) throws -> ChartAxisTitle? {
        guard c.has(key) else { return nil }
        if let text = try? c.decode(key, as: String.self) { return ChartAxisTitle(content: ViewNode(.text(text))) }
        let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
        try o.rejectUnknownKeys(allowed: ["text", "view", "position", "alignment", "spacing"], in: key)
        let content: ViewNode
        if let text = try o.optional("text", as: String.self) { content = ViewNode(.text(text)) } else if let view = try o.optional("view", as: ViewNode.self) {
            content = view
        } else {
            throw o.fail("text", "an axis title needs 'text' (or 'view')")
        }
        let position = try o.name("position", as: ChartAnnotation.Position.self) ?? .automatic
        guard [.automatic, .top, .bottom, .leading, .trailing].contains(position) else {
            throw o.fail("position", "an axis title goes at automatic, top, bottom, leading or trailing; got '\(position.rawValue)'")
        }
        return ChartAxisTitle(content: content, position: position, alignment: try o.lookup("alignment", in: Alignment.byName, what: "alignment"),
                              spacing: try o.number("spacing", minimum: 0))
    }

    func put(_ title: ChartAxisTitle?, _ key: String, in c: inout KeyedEncodingContainer<AnyKey>) throws {
        guard let title else { return }
        var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
        if case .text(let text) = title.content.content, title.content.modifiers.isEmpty { try o.put(text, "text") } else { try o.put(title.content, "view") }
        if title.position != .automatic { try o.put(title.position, "position") }
        try o.put(title.alignment?.name, "alignment")
        try o.put(title.spacing, "spacing")
    }

    /// `xScale: {includesZero: false, reversed: true, padding: 8, categories: [Mon, Tue]}` (or
    /// `startPadding` and `endPadding`).
    static func scale(_ key: String, in c: KeyedDecodingContainer<AnyKey>) throws -> ChartAxisScale {
        guard c.has(key) else { return ChartAxisScale() }
        let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
        try o.rejectUnknownKeys(allowed: ["includesZero", "reversed", "padding", "startPadding", "endPadding", "categories", "type", "exponent"],
                                in: key)
        let padding = try o.number("padding", minimum: 0)
        let transform: ChartAxisScale.Transform
        switch try o.optional("type", as: String.self) {
        case nil, "linear", "date", "category": transform = .linear
        case "log": transform = .log
        case "squareRoot": transform = .squareRoot
        case "symmetricLog": transform = .symmetricLog
        case "power": transform = .power(exponent: try o.number("exponent", minimum: 0) ?? 1)
        case let other?:
            throw o.fail("type", "unknown scale type '\(other)'; expected linear, log, squareRoot, symmetricLog or power (with exponent)")
        }
        return ChartAxisScale(includesZero: try o.optional("includesZero"), reversed: try o.optional("reversed") ?? false,
                              startPadding: try o.number("startPadding", minimum: 0) ?? padding ?? 0,
                              endPadding: try o.number("endPadding", minimum: 0) ?? padding ?? 0, categories: try o.optional("categories"),
                              transform: transform)
    }

    func put(_ scale: ChartAxisScale, _ key: String, in c: inout KeyedEncodingContainer<AnyKey>) throws {
        guard scale != ChartAxisScale() else { return }
        var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
        try o.put(scale.includesZero, "includesZero")
        if scale.reversed { try o.put(true, "reversed") }
        if scale.startPadding != 0 { try o.put(scale.startPadding, "startPadding") }
        if scale.endPadding != 0 { try o.put(scale.endPadding, "endPadding") }
        try o.put(scale.categories, "categories")
        switch scale.transform {
        case .linear: break
        case .log: try o.put("log", "type")
        case .squareRoot: try o.put("squareRoot", "type")
        case .symmetricLog: try o.put("symmetricLog", "type")
        case .power(let exponent):
            try o.put("power", "type")
            try o.put(exponent, "exponent")
        }
    }

    /// `legend: hidden` (or `visible`), or `{position: top, alignment: center, spacing: 8, view: …}`.
    static func legend(in c: KeyedDecodingContainer<AnyKey>) throws -> ChartLegend {
        guard c.has("legend") else { return ChartLegend() }
        if let visibility = try? c.decode("legend", as: String.self) {
            guard let value = AxisVisibility(rawValue: visibility) else {
                throw c.fail("legend", "expected automatic, visible or hidden, or {position, alignment, spacing, view}; got '\(visibility)'")
            }
            return ChartLegend(visibility: value)
        }
        let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("legend"))
        try o.rejectUnknownKeys(allowed: ["visibility", "position", "alignment", "spacing", "view"], in: "legend")
        let position = try o.name("position", as: ChartAnnotation.Position.self) ?? .automatic
        guard [.automatic, .top, .bottom, .leading, .trailing].contains(position) else {
            throw o.fail("position", "a legend goes at automatic, top, bottom, leading or trailing; got '\(position.rawValue)'")
        }
        return ChartLegend(visibility: try o.name("visibility", as: AxisVisibility.self) ?? .automatic, position: position,
                           alignment: try o.lookup("alignment", in: Alignment.byName, what: "alignment"),
                           spacing: try o.number("spacing", minimum: 0), content: try o.optional("view"))
    }

    func encode(into c: inout KeyedEncodingContainer<AnyKey>) throws {
        try c.put(marks, "marks")
        if xAxis != .automatic { try c.put(xAxis, "xAxis") }
        if yAxis != .automatic { try c.put(yAxis, "yAxis") }
        try c.put(xDomain.map { [$0.lowerBound, $0.upperBound] }, "xDomain")
        try c.put(yDomain.map { [$0.lowerBound, $0.upperBound] }, "yDomain")
        try c.put(xMarks, "xMarks")
        try c.put(yMarks, "yMarks")
        if !seriesStyles.isEmpty { try c.put(seriesStyles, "foregroundStyleScale") }
        try put(xScale, "xScale", in: &c)
        try put(yScale, "yScale", in: &c)
        try put(xTitle, "xTitle", in: &c)
        try put(yTitle, "yTitle", in: &c)
        try c.put(plotArea, "plotArea")
        try encodings.encode(into: &c)
        if legend != ChartLegend() {
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("legend"))
            if legend.visibility != .automatic { try o.put(legend.visibility, "visibility") }
            if legend.position != .automatic { try o.put(legend.position, "position") }
            try o.put(legend.alignment?.name, "alignment")
            try o.put(legend.spacing, "spacing")
            try o.put(legend.content, "view")
        }
    }
}

extension ChartAxisMark: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        try c.rejectUnknownKeys(allowed: ["value", "label", "gridLine", "position"], in: "axis mark")
        let value: ChartValue = if let n = try? c.decode("value", as: Double.self) { .number(n) }
            else { .category(try c.decode("value", as: String.self)) }
        var gridLine: ChartGridLine?
        if c.has("gridLine") {
            let line = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("gridLine"))
            try line.rejectUnknownKeys(allowed: ["lineWidth", "dash", "style"], in: "gridLine")
            gridLine = ChartGridLine(lineWidth: try line.number("lineWidth", minimum: 0) ?? 0.5, dash: try line.optional("dash") ?? [],
                                     style: try line.optional("style"))
        }
        self.init(value: value, label: try c.optional("label"), gridLine: gridLine,
                  position: try c.name("position", as: Position.self) ?? .automatic)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AnyKey.self)
        switch value {
        case .number(let n): try c.put(n, "value")
        case .category(let name): try c.put(name, "value")
        }
        try c.put(label, "label")
        if position != .automatic { try c.put(position, "position") }
        if let gridLine {
            var line = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("gridLine"))
            try line.put(gridLine.lineWidth, "lineWidth")
            if !gridLine.dash.isEmpty { try line.put(gridLine.dash, "dash") }
            try line.put(gridLine.style, "style")
        }
    }
}

extension ChartMark: Codable {
    static let typeNames = Kind.allCases.map(\.typeName)

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let type: String = try c.decode("type")
        guard let kind = Kind.allCases.first(where: { $0.typeName == type }) else {
            throw c.fail("type", "unknown mark '\(type)'" + NameSuggestions.didYouMean(type, among: Self.typeNames)
                + "; expected one of: " + Self.typeNames.joined(separator: ", "))
        }
        try c.rejectUnknownKeys(allowed: ["type", "points", "x", "y", "series", "foregroundStyle", "interpolation", "lineWidth",
                                          "dash", "cornerRadius", "cornerStyle", "symbolSize", "symbol", "angle", "innerRadius", "outerRadius",
                                          "angularInset", "width", "height", "stacking", "annotation", "position", "positionSpan", "lineSeries",
                                          "symbolBy", "symbolSizeBy", "lineStyleBy", "offset"], in: type)
        var points: [ChartPoint]
        if c.has("points") {
            var list = try c.nestedUnkeyedContainer(forKey: AnyKey("points"))
            points = []
            while !list.isAtEnd {
                if let object = try? list.nestedContainer(keyedBy: AnyKey.self) {
                    points.append(try Self.point(in: object))
                    continue
                }
                var pair = try list.nestedUnkeyedContainer()
                var values: [ChartValue] = []
                var xStart: Double?
                while !pair.isAtEnd, values.count < 4 {
                    if values.isEmpty, let interval = try? pair.decode([Double].self), interval.count == 2 {
                        (xStart, values) = (interval[0], [.number(interval[1])])
                        continue
                    }
                    let value: ChartValue = if let n = try? pair.decode(Double.self) { .number(n) } else { .category(try pair.decode(String.self)) }
                    values.append(value)
                }
                guard var point = Self.point(values), xStart == nil || !point.horizontal else {
                    throw c.fail("points", "each point is [x, y] or [x, yStart, yEnd] (x a number, a category name or an interval "
                        + "[xStart, xEnd], the others numbers), or, for a horizontal mark, [x, category] or [xStart, xEnd, category]")
                }
                point.xStart = xStart
                points.append(point)
            }
        } else if kind == .sector, c.has("angle") {
            points = [ChartPoint(x: nil, y: try c.number("angle", minimum: 0))]
        } else if kind == .rule, c.has("x") || c.has("y") {
            let x: ChartValue? = if !c.has("x") { nil } else if let n = try? c.decode("x", as: Double.self) { .number(n) }
                else { .category(try c.decode("x", as: String.self)) }
            // A category on y is a rule across a horizontal chart, held as its bars are.
            if c.has("y"), x == nil, (try? c.decode("y", as: Double.self)) == nil, let category = try? c.decode("y", as: String.self) {
                points = [ChartPoint(x: .category(category), y: nil, horizontal: true)]
            } else {
                points = [ChartPoint(x: x, y: try c.number("y"))]
            }
        } else {
            throw c.fail(kind == .sector ? "angle" : "points", kind == .sector ? "SectorMark needs 'angle': its value, a number"
                : "\(type) needs 'points': [[x, y], …]" + (kind == .rule ? ", or a RuleMark 'y' (or 'x')" : ""))
        }
        if c.has("annotation") { try Self.annotate(&points, from: c) }
        self.init(kind: kind, points: points, series: try c.optional("series"), style: try c.optional("foregroundStyle"),
                  interpolation: try c.name("interpolation", as: Interpolation.self) ?? .linear,
                  lineWidth: try c.number("lineWidth", minimum: 0), dash: try c.optional("dash") ?? [],
                  cornerRadius: try c.number("cornerRadius", minimum: 0) ?? 0, symbolSize: try c.number("symbolSize", minimum: 0),
                  symbol: try Self.symbol(in: c), innerRadius: try Self.dimension("innerRadius", in: c),
                  outerRadius: try Self.dimension("outerRadius", in: c), angularInset: try c.number("angularInset", minimum: 0) ?? 0,
                  width: try Self.dimension("width", in: c), stacking: try c.name("stacking", as: Stacking.self) ?? .standard,
                  position: try c.optional("position"), positionSpan: try Self.dimension("positionSpan", in: c),
                  lineSeries: try c.optional("lineSeries"), continuousCorners: try Self.continuousCorners(in: c),
                  height: try Self.dimension("height", in: c))
        if c.has("offset") { offset = try Self.offset(in: c) }
        symbolBy = try c.optional("symbolBy")
        lineStyleBy = try c.optional("lineStyleBy")
        if c.has("symbolSizeBy") {
            symbolSizeBy = if let n = try? c.decode("symbolSizeBy", as: Double.self) { .number(n) } else { .category(try c.decode("symbolSizeBy", as: String.self)) }
        }
    }

    /// `cornerStyle: continuous` or `circular` (Swift Charts' default).
    private static func continuousCorners(in c: KeyedDecodingContainer<AnyKey>) throws -> Bool {
        guard let style = try c.optional("cornerStyle", as: String.self) else { return false }
        guard ["continuous", "circular"].contains(style) else { throw c.fail("cornerStyle", "expected continuous or circular, got '\(style)'") }
        return style == "continuous"
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AnyKey.self)
        try c.put(kind.typeName, "type")
        if kind == .sector, points.count == 1, let only = points.first, only.x == nil {
            try c.put(only.y, "angle")
        } else if kind == .rule, points.count == 1, let only = points.first, only.x == nil || only.y == nil {
            switch only.x {
            case .number(let n)?: try c.put(n, "x")
            case .category(let name)? where only.horizontal: try c.put(name, "y")
            case .category(let name)?: try c.put(name, "x")
            case nil: break
            }
            try c.put(only.y, "y")
        } else {
            var list = c.nestedUnkeyedContainer(forKey: AnyKey("points"))
            for point in points {
                if point.fixedX != nil || point.fixedY != nil {
                    var o = list.nestedContainer(keyedBy: AnyKey.self)
                    try Self.put(point, in: &o)
                    continue
                }
                var pair = list.nestedUnkeyedContainer()
                func putX() throws {
                    switch point.x {
                    case .number(let n)?: try pair.encode(n)
                    case .category(let name)?: try pair.encode(name)
                    case nil: try pair.encodeNil()
                    }
                }
                // A horizontal point is written as it is drawn: its values first, its category last.
                if let start = point.xStart, case .number(let end)? = point.x {
                    try pair.encode([start, end])
                } else if !point.horizontal {
                    try putX()
                }
                if let start = point.yStart { try pair.encode(start) }
                if let y = point.y { try pair.encode(y) } else { try pair.encodeNil() }
                if point.horizontal { try putX() }
            }
        }
        try c.put(series, "series")
        try c.put(lineSeries, "lineSeries")
        try c.put(style, "foregroundStyle")
        if interpolation != .linear { try c.put(interpolation, "interpolation") }
        try c.put(lineWidth, "lineWidth")
        if !dash.isEmpty { try c.put(dash, "dash") }
        if cornerRadius != 0 { try c.put(cornerRadius, "cornerRadius") }
        if continuousCorners { try c.put("continuous", "cornerStyle") }
        try c.put(symbolSize, "symbolSize")
        try Self.put(innerRadius, "innerRadius", in: &c)
        try Self.put(outerRadius, "outerRadius", in: &c)
        if angularInset != 0 { try c.put(angularInset, "angularInset") }
        try Self.put(width, "width", in: &c)
        try Self.put(height, "height", in: &c)
        if stacking != .standard { try c.put(stacking, "stacking") }
        try c.put(position, "position")
        try Self.put(positionSpan, "positionSpan", in: &c)
        if !offset.isZero {
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("offset"))
            for (key, value) in [("xStart", offset.xStart), ("xEnd", offset.xEnd), ("yStart", offset.yStart), ("yEnd", offset.yEnd)] where value != 0 {
                try o.put(value, key)
            }
        }
        try c.put(symbolBy, "symbolBy")
        try c.put(lineStyleBy, "lineStyleBy")
        switch symbolSizeBy {
        case .number(let n)?: try c.put(n, "symbolSizeBy")
        case .category(let name)?: try c.put(name, "symbolSizeBy")
        case nil: break
        }
        if let first = points.lazy.compactMap(\.annotation).first {
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("annotation"))
            if first.position != .automatic { try o.put(first.position, "position") }
            if first.alignment != .center { try o.put(first.alignment.name, "alignment") }
            try o.put(first.spacing, "spacing")
            if first.overflowX != .automatic { try o.put(first.overflowX, "overflowX") }
            if first.overflowY != .automatic { try o.put(first.overflowY, "overflowY") }
            try o.put(points.map { $0.annotation?.content }, "views")
        }
        if let symbol {
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("symbol"))
            try o.put(ViewContent.shape(symbol, fill: nil, stroke: nil).typeName, "type")
            try symbol.encodeFields(into: &o)
        }
    }

    /// `annotation: {position: top, alignment: leading, spacing: 2, views: [view, null, view]}`: a
    /// view drawn at each point, in order (null: none), placed as `position` says.
    static func annotate(_ points: inout [ChartPoint], from c: KeyedDecodingContainer<AnyKey>) throws {
        let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("annotation"))
        try o.rejectUnknownKeys(allowed: ["position", "alignment", "spacing", "views", "overflowX", "overflowY"], in: "annotation")
        guard let views = try o.optional("views", as: [ViewNode?].self) else {
            throw o.fail("views", "an annotation needs 'views': a view (or null) for each point, in order")
        }
        guard views.count <= points.count else {
            throw o.fail("views", "\(views.count) views for \(points.count) point\(points.count == 1 ? "" : "s"); give one view (or null) per point")
        }
        let position = try o.name("position", as: ChartAnnotation.Position.self) ?? .automatic
        let alignment = try o.lookup("alignment", in: Alignment.byName, what: "alignment") ?? .center
        let spacing = try o.number("spacing", minimum: 0)
        let overflowX = try o.name("overflowX", as: ChartAnnotation.Overflow.self) ?? .automatic
        let overflowY = try o.name("overflowY", as: ChartAnnotation.Overflow.self) ?? .automatic
        for (i, view) in views.enumerated() {
            points[i].annotation = view.map {
                ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: $0, overflowX: overflowX, overflowY: overflowY)
            }
        }
    }

    /// A point as a file writes it: `[x, y]`, `[x, yStart, yEnd]`, or a horizontal one with its
    /// category last (`[x, category]`, `[xStart, xEnd, category]`); nil for any other list.
    static func point(_ values: [ChartValue]) -> ChartPoint? {
        switch values.count {
        case 2:
            if case .number(let x) = values[0], case .category = values[1] { return ChartPoint(x: values[1], y: x, horizontal: true) }
            guard case .number(let y) = values[1] else { return nil }
            return ChartPoint(x: values[0], y: y)
        case 3:
            if case .number(let start) = values[0], case .number(let end) = values[1], case .category = values[2] {
                return ChartPoint(x: values[2], y: end, yStart: start, horizontal: true)
            }
            guard case .number(let start) = values[1], case .number(let end) = values[2] else { return nil }
            return ChartPoint(x: values[0], y: end, yStart: start)
        default:
            return nil
        }
    }

    /// `offset: {x: 2, y: -4}` moves the mark; `{xStart, xEnd, yStart, yEnd}` moves a bar's edges each on its own.
    static func offset(in c: KeyedDecodingContainer<AnyKey>) throws -> ChartMarkOffset {
        let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("offset"))
        try o.rejectUnknownKeys(allowed: ["x", "y", "xStart", "xEnd", "yStart", "yEnd"], in: "offset")
        let x = try o.number("x") ?? 0, y = try o.number("y") ?? 0
        return ChartMarkOffset(xStart: try o.number("xStart") ?? x, xEnd: try o.number("xEnd") ?? x, yStart: try o.number("yStart") ?? y,
                               yEnd: try o.number("yEnd") ?? y)
    }

    /// A point written as the chart model holds it, for marks placed in points across the plot:
    /// `{x: Mon, fixedY: [null, 40]}` — `x` a number or category, `y`, `xStart`, `yStart`, `horizontal`,
    /// and `fixedX`/`fixedY`, a span in points from the plot's leading or top edge (null: the edge).
    static func point(in o: KeyedDecodingContainer<AnyKey>) throws -> ChartPoint {
        try o.rejectUnknownKeys(allowed: ["x", "y", "xStart", "yStart", "horizontal", "fixedX", "fixedY"], in: "point")
        let x: ChartValue? = if !o.has("x") { nil } else if let n = try? o.decode("x", as: Double.self) { .number(n) }
            else { .category(try o.decode("x", as: String.self)) }
        func span(_ key: String) throws -> ChartFixedSpan? {
            guard let ends = try o.optional(key, as: [Double?].self) else { return nil }
            guard ends.count == 2 else { throw o.fail(key, "expected [start, end] in points from the plot's edge (null: the edge), got \(ends.count) values") }
            return ChartFixedSpan(start: ends[0], end: ends[1])
        }
        return ChartPoint(x: x, y: try o.optional("y"), yStart: try o.optional("yStart"), xStart: try o.optional("xStart"),
                          horizontal: try o.optional("horizontal") ?? false, fixedX: try span("fixedX"), fixedY: try span("fixedY"))
    }

    static func put(_ point: ChartPoint, in o: inout KeyedEncodingContainer<AnyKey>) throws {
        switch point.x {
        case .number(let n)?: try o.put(n, "x")
        case .category(let name)?: try o.put(name, "x")
        case nil: break
        }
        try o.put(point.y, "y")
        try o.put(point.yStart, "yStart")
        try o.put(point.xStart, "xStart")
        if point.horizontal { try o.put(true, "horizontal") }
        for (key, span) in [("fixedX", point.fixedX), ("fixedY", point.fixedY)] {
            guard let span else { continue }
            var ends = o.nestedUnkeyedContainer(forKey: AnyKey(key))
            for end in [span.start, span.end] { if let end { try ends.encode(end) } else { try ends.encodeNil() } }
        }
    }

    /// A sector's radius or a bar's width: points, `{ratio: 0.6}` of the space there is (half the plot's
    /// shorter side, a bar's band), or `{inset: 8}` points within it.
    static func dimension(_ key: String, in c: KeyedDecodingContainer<AnyKey>) throws -> ChartMarkDimension {
        guard c.has(key) else { return .automatic }
        if let points = try? c.decode(key, as: Double.self) {
            guard points.isFinite, points >= 0 else { throw c.fail(key, "expected a length of 0 or more points, got \(points)") }
            return .fixed(points)
        }
        let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
        try o.rejectUnknownKeys(allowed: ["ratio", "inset"], in: key)
        if let ratio = try o.number("ratio", minimum: 0) { return .ratio(ratio) }
        if let inset = try o.number("inset", minimum: 0) { return .inset(inset) }
        throw c.fail(key, "expected points, {ratio: 0.6} or {inset: 8}")
    }

    static func put(_ dimension: ChartMarkDimension, _ key: String, in c: inout KeyedEncodingContainer<AnyKey>) throws {
        switch dimension {
        case .automatic: break
        case .fixed(let points): try c.put(points, key)
        case .ratio(let ratio): try c.put(["ratio": ratio], key)
        case .inset(let inset): try c.put(["inset": inset], key)
        }
    }

    /// A point's symbol, written as `clipShape` writes a shape: `{type: Rectangle}`.
    static func symbol(in c: KeyedDecodingContainer<AnyKey>) throws -> ShapeKind? {
        guard c.has("symbol") else { return nil }
        let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("symbol"))
        try o.rejectUnknownKeys(allowed: ShapeKind.allFieldNames, in: "symbol")
        return try ShapeKind.decode(type: try o.decode("type"), from: o)
    }
}
