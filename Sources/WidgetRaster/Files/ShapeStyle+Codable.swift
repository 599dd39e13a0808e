import Themes

/// Scene files write a style as a colour name or hex string, `primary`…`quaternary`,
/// `{"light": …, "dark": …}` (hex values, or any two styles), `{"color": …, "opacity": …}`, or a gradient object.
extension ShapeStyle: Codable {
    public init(from decoder: Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            if let level = ShapeStyle.hierarchicalNames.firstIndex(of: text) {
                self = .hierarchical(level + 1)
            } else {
                self = .color(text)
            }
            return
        }
        let c = try decoder.container(keyedBy: AnyKey.self)
        if c.has("light") || c.has("dark") {
            try c.rejectUnknownKeys(allowed: ["light", "dark"], in: "a light/dark colour")
            func hex(_ key: String) throws -> RGBA? {
                guard let text = try? c.decode(key, as: String.self) else { return nil }
                return RGBA(hex: text)
            }
            if let light = try hex("light"), let dark = try hex("dark") {
                self = .dynamic(DynamicColor(light: light, dark: dark))
            } else {
                self = .schemed(light: try c.decode("light", as: ShapeStyle.self), dark: try c.decode("dark", as: ShapeStyle.self))
            }
            return
        }
        if c.has("type") {
            self = try ShapeStyle.gradient(from: c, allowing: [])
            return
        }
        try c.rejectUnknownKeys(allowed: ["color", "opacity"], in: "a style")
        guard c.has("color") else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "expected a colour name, #RRGGBB, {light, dark}, {color, opacity} or a gradient"))
        }
        self = .opacity(try c.decode("color"), try c.number("opacity", minimum: 0) ?? 1)
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .color(let name):
            var c = encoder.singleValueContainer()
            try c.encode(name)
        case .hierarchical(let level):
            var c = encoder.singleValueContainer()
            try c.encode(ShapeStyle.hierarchicalNames[max(0, min(3, level - 1))])
        case .dynamic(let color):
            var c = encoder.container(keyedBy: AnyKey.self)
            try c.put(color.light.hex, "light")
            try c.put(color.dark.hex, "dark")
        case let .schemed(light, dark):
            var c = encoder.container(keyedBy: AnyKey.self)
            try c.put(light, "light")
            try c.put(dark, "dark")
        case .opacity(let style, let value):
            var c = encoder.container(keyedBy: AnyKey.self)
            try c.put(style, "color")
            try c.put(value, "opacity")
        case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient, .meshGradient:
            var c = encoder.container(keyedBy: AnyKey.self)
            try encodeGradient(into: &c)
        }
    }
}

extension ShapeStyle {
    /// The `type` names of gradient objects.
    static let gradientTypes = ["LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient", "MeshGradient"]

    /// A `LinearGradient`, `RadialGradient` or `AngularGradient` object; `allowing` names extra fields the caller reads.
    static func gradient(from c: KeyedDecodingContainer<AnyKey>, allowing extra: Set<String>) throws -> ShapeStyle {
        let type: String = try c.decode("type")
        switch type {
        case "LinearGradient":
            try c.rejectUnknownKeys(allowed: extra.union(["type", "colors", "stops", "startPoint", "endPoint"]),
                                    in: "LinearGradient")
            return .linearGradient(try Gradient.decode(from: c),
                                   startPoint: try UnitPoint.decode(c, "startPoint") ?? .top,
                                   endPoint: try UnitPoint.decode(c, "endPoint") ?? .bottom)
        case "RadialGradient":
            try c.rejectUnknownKeys(allowed: extra.union(["type", "colors", "stops", "center", "startRadius", "endRadius"]),
                                    in: "RadialGradient")
            return .radialGradient(try Gradient.decode(from: c), center: try UnitPoint.decode(c, "center") ?? .center,
                                   startRadius: try c.number("startRadius", minimum: 0) ?? 0,
                                   endRadius: try c.number("endRadius", minimum: 0) ?? 100)
        case "EllipticalGradient":
            try c.rejectUnknownKeys(allowed: extra.union(["type", "colors", "stops", "center", "startRadiusFraction", "endRadiusFraction"]),
                                    in: "EllipticalGradient")
            return .ellipticalGradient(try Gradient.decode(from: c), center: try UnitPoint.decode(c, "center") ?? .center,
                                       startRadiusFraction: try c.number("startRadiusFraction", minimum: 0) ?? 0,
                                       endRadiusFraction: try c.number("endRadiusFraction", minimum: 0) ?? 0.5)
        case "AngularGradient":
            try c.rejectUnknownKeys(allowed: extra.union(["type", "colors", "stops", "center", "startAngle", "endAngle"]),
                                    in: "AngularGradient")
            let start = try c.number("startAngle") ?? 0
            return .angularGradient(try Gradient.decode(from: c), center: try UnitPoint.decode(c, "center") ?? .center,
                                    startAngle: start, endAngle: try c.number("endAngle") ?? start + 360)
        case "MeshGradient":
            try c.rejectUnknownKeys(allowed: extra.union(["type", "width", "height", "points", "colors", "background", "smoothsColors"]),
                                    in: "MeshGradient")
            let width = Int(try c.number("width", minimum: 2) ?? 0), height = Int(try c.number("height", minimum: 2) ?? 0)
            let pairs = try c.decode("points", as: [[Double]].self)
            let points = try pairs.map { pair -> MeshGradientStyle.Vertex in
                guard pair.count == 2, pair.allSatisfy(\.isFinite) else { throw c.fail("points", "each point is [x, y] in the unit square") }
                return MeshGradientStyle.Vertex(UnitPoint(x: pair[0], y: pair[1]))
            }
            let mesh = MeshGradientStyle(width: width, height: height, points: points, colors: try c.decode("colors", as: [ShapeStyle].self),
                                    background: try c.optional("background") ?? .color("clear"),
                                    smoothsColors: try c.optional("smoothsColors") ?? true)
            if let problem = mesh.problem { throw c.fail("points", problem) }
            return .meshGradient(mesh)
        default:
            throw c.fail("type", "unknown style type '\(type)'; expected " + gradientTypes.joined(separator: ", "))
        }
    }

    /// Writes the fields of a gradient style (type, colours, geometry); other styles write nothing.
    func encodeGradient(into c: inout KeyedEncodingContainer<AnyKey>) throws {
        if case .meshGradient(let mesh) = self {
            try c.put("MeshGradient", "type")
            try c.put(mesh.width, "width")
            try c.put(mesh.height, "height")
            try c.put(mesh.points.map { [$0.position.x, $0.position.y] }, "points")
            try c.put(mesh.colors, "colors")
            if mesh.background != .color("clear") { try c.put(mesh.background, "background") }
            if !mesh.smoothsColors { try c.put(false, "smoothsColors") }
            return
        }
        guard let type = gradientTypeName, let gradient else { return }
        try c.put(type, "type")
        try gradient.encode(into: &c)
        switch self {
        case let .linearGradient(_, start, end):
            try start.encode(into: &c, "startPoint")
            try end.encode(into: &c, "endPoint")
        case let .radialGradient(_, center, startRadius, endRadius):
            try center.encode(into: &c, "center")
            try c.put(startRadius, "startRadius")
            try c.put(endRadius, "endRadius")
        case let .ellipticalGradient(_, center, startFraction, endFraction):
            try center.encode(into: &c, "center")
            try c.put(startFraction, "startRadiusFraction")
            try c.put(endFraction, "endRadiusFraction")
        case let .angularGradient(_, center, startAngle, endAngle):
            try center.encode(into: &c, "center")
            try c.put(startAngle, "startAngle")
            try c.put(endAngle, "endAngle")
        case .color, .dynamic, .hierarchical, .opacity, .schemed, .meshGradient:
            break
        }
    }
}

extension Gradient {
    struct StopCoding: Codable {
        var color: ShapeStyle
        var location: Double
    }

    static func decode(from c: KeyedDecodingContainer<AnyKey>) throws -> Gradient {
        if let stops = try c.optional("stops", as: [StopCoding].self) {
            return Gradient(stops: stops.map { Stop(color: $0.color, location: $0.location) })
        }
        guard let colors = try c.optional("colors", as: [ShapeStyle].self), !colors.isEmpty else {
            throw c.fail("colors", "a gradient needs 'colors' (a list of colours) or 'stops'")
        }
        return Gradient(colors: colors)
    }

    func encode(into c: inout KeyedEncodingContainer<AnyKey>) throws {
        if self == Gradient(colors: stops.map(\.color)) {
            try c.put(stops.map(\.color), "colors")
        } else {
            try c.put(stops.map { StopCoding(color: $0.color, location: $0.location) }, "stops")
        }
    }
}

extension UnitPoint {
    func encode(into c: inout KeyedEncodingContainer<AnyKey>, _ key: String) throws {
        if let name = UnitPoint.byName.first(where: { $0.value == self })?.key {
            try c.put(name, key)
        } else {
            try c.put(["x": x, "y": y], key)
        }
    }

    /// A unit point: a name like `topLeading` or `{"x": 0.2, "y": 0.8}`.
    static func decode(_ c: KeyedDecodingContainer<AnyKey>, _ key: String) throws -> UnitPoint? {
        guard c.has(key) else { return nil }
        if let named = try? c.decode(key, as: String.self) {
            guard let point = byName[named] else {
                throw c.fail(key, "unknown point '\(named)'; expected one of: " + byName.keys.sorted().joined(separator: ", "))
            }
            return point
        }
        let xy = try c.decode(key, as: [String: Double].self)
        guard let x = xy["x"], let y = xy["y"], x.isFinite, y.isFinite else {
            throw c.fail(key, "expected a point name or {x, y} with finite numbers")
        }
        return UnitPoint(x: x, y: y)
    }
}
