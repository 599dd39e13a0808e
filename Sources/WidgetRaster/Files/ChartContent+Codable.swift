/// A chart in a scene file:
/// `{type: Chart, marks: [{type: LineMark, points: [[x, y], …], series, foregroundStyle, interpolation}],
///   xAxis: hidden, yAxis: hidden, yDomain: [lo, hi]}`; a `RuleMark` may give just `y` (or `x`).
extension ChartContent {
    static let fieldNames: Set<String> = ["marks", "xAxis", "yAxis", "xDomain", "yDomain"]

    static func decode(from c: KeyedDecodingContainer<AnyKey>) throws -> ChartContent {
        guard c.has("marks") else { throw c.fail("marks", "Chart needs 'marks': a list of LineMark, BarMark, AreaMark, PointMark or RuleMark") }
        var list = try c.nestedUnkeyedContainer(forKey: AnyKey("marks"))
        var marks: [ChartMark] = []
        while !list.isAtEnd { marks.append(try list.decode(ChartMark.self)) }
        func domain(_ key: String) throws -> ClosedRange<Double>? {
            guard let pair = try c.optional(key, as: [Double].self) else { return nil }
            guard pair.count == 2, pair.allSatisfy(\.isFinite), pair[0] < pair[1] else {
                throw c.fail(key, "expected [lowest, highest] with lowest below highest, got \(pair)")
            }
            return pair[0]...pair[1]
        }
        return ChartContent(marks: marks, xAxis: try c.name("xAxis", as: AxisVisibility.self) ?? .automatic,
                            yAxis: try c.name("yAxis", as: AxisVisibility.self) ?? .automatic,
                            xDomain: try domain("xDomain"), yDomain: try domain("yDomain"))
    }

    func encode(into c: inout KeyedEncodingContainer<AnyKey>) throws {
        try c.put(marks, "marks")
        if xAxis != .automatic { try c.put(xAxis, "xAxis") }
        if yAxis != .automatic { try c.put(yAxis, "yAxis") }
        try c.put(xDomain.map { [$0.lowerBound, $0.upperBound] }, "xDomain")
        try c.put(yDomain.map { [$0.lowerBound, $0.upperBound] }, "yDomain")
    }
}

extension ChartMark: Codable {
    static let typeNames = Kind.allCases.map(\.typeName)

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let type: String = try c.decode("type")
        guard let kind = Kind.allCases.first(where: { $0.typeName == type }) else {
            throw c.fail("type", "unknown mark '\(type)'; expected one of: " + Self.typeNames.joined(separator: ", "))
        }
        try c.rejectUnknownKeys(allowed: ["type", "points", "x", "y", "series", "foregroundStyle", "interpolation", "lineWidth",
                                          "dash", "cornerRadius"], in: type)
        var points: [ChartPoint]
        if c.has("points") {
            var list = try c.nestedUnkeyedContainer(forKey: AnyKey("points"))
            points = []
            while !list.isAtEnd {
                var pair = try list.nestedUnkeyedContainer()
                let x: ChartValue = if let n = try? pair.decode(Double.self) { .number(n) } else { .category(try pair.decode(String.self)) }
                points.append(ChartPoint(x: x, y: try pair.decode(Double.self)))
                guard pair.isAtEnd else { throw c.fail("points", "each point is [x, y]: x a number or a category name, y a number") }
            }
        } else if kind == .rule, c.has("x") || c.has("y") {
            let x: ChartValue? = if !c.has("x") { nil } else if let n = try? c.decode("x", as: Double.self) { .number(n) }
                else { .category(try c.decode("x", as: String.self)) }
            points = [ChartPoint(x: x, y: try c.number("y"))]
        } else {
            throw c.fail("points", "\(type) needs 'points': [[x, y], …]" + (kind == .rule ? ", or a RuleMark 'y' (or 'x')" : ""))
        }
        self.init(kind: kind, points: points, series: try c.optional("series"), style: try c.optional("foregroundStyle"),
                  interpolation: try c.name("interpolation", as: Interpolation.self) ?? .linear,
                  lineWidth: try c.number("lineWidth", minimum: 0), dash: try c.optional("dash") ?? [],
                  cornerRadius: try c.number("cornerRadius", minimum: 0) ?? 0)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AnyKey.self)
        try c.put(kind.typeName, "type")
        if kind == .rule, points.count == 1, let only = points.first, only.x == nil || only.y == nil {
            switch only.x {
            case .number(let n)?: try c.put(n, "x")
            case .category(let name)?: try c.put(name, "x")
            case nil: break
            }
            try c.put(only.y, "y")
        } else {
            var list = c.nestedUnkeyedContainer(forKey: AnyKey("points"))
            for point in points {
                var pair = list.nestedUnkeyedContainer()
                switch point.x {
                case .number(let n)?: try pair.encode(n)
                case .category(let name)?: try pair.encode(name)
                case nil: try pair.encodeNil()
                }
                if let y = point.y { try pair.encode(y) } else { try pair.encodeNil() }
            }
        }
        try c.put(series, "series")
        try c.put(style, "foregroundStyle")
        if interpolation != .linear { try c.put(interpolation, "interpolation") }
        try c.put(lineWidth, "lineWidth")
        if !dash.isEmpty { try c.put(dash, "dash") }
        if cornerRadius != 0 { try c.put(cornerRadius, "cornerRadius") }
    }
}
