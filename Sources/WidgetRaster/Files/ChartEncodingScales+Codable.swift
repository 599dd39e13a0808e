/// A chart's encoding scales in a scene file, beside its marks:
/// `symbolScale: {Adelie: circle, Gentoo: {type: Rectangle}}` (or `symbolRange: [circle, square]`),
/// `symbolSizeScale: {domain: [0, 100], range: [10, 200], sizes: {Small: 20}}`,
/// `lineStyleScale: {styles: {Plan: {dash: [4]}}, range: [{lineWidth: 2}, {dash: [2, 2]}]}`.
/// A mark takes its look by value with `symbolBy`, `symbolSizeBy` and `lineStyleBy`.
extension ChartEncodingScales {
    static let fieldNames: Set<String> = ["symbolScale", "symbolRange", "symbolSizeScale", "lineStyleScale"]

    static func decode(from c: KeyedDecodingContainer<AnyKey>) throws -> ChartEncodingScales {
        var scales = ChartEncodingScales()
        if c.has("symbolScale") {
            let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("symbolScale"))
            for key in o.allKeys { scales.symbols[key.stringValue] = try symbol(key.stringValue, in: o) }
        }
        if c.has("symbolRange") {
            var list = try c.nestedUnkeyedContainer(forKey: AnyKey("symbolRange"))
            var shapes: [ShapeKind] = []
            while !list.isAtEnd {
                let name = try list.decode(String.self)
                guard let symbol = ChartSymbol(rawValue: name) else { throw c.fail("symbolRange", unknownSymbol(name)) }
                shapes.append(symbol.shape)
            }
            scales.symbolRange = shapes
        }
        if c.has("symbolSizeScale") {
            let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("symbolSizeScale"))
            try o.rejectUnknownKeys(allowed: ["domain", "range", "sizes"], in: "symbolSizeScale")
            scales.sizeDomain = try o.range("domain")
            scales.sizeRange = try o.range("range")
            scales.sizes = try o.optional("sizes") ?? [:]
        }
        if c.has("lineStyleScale") {
            let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("lineStyleScale"))
            try o.rejectUnknownKeys(allowed: ["styles", "range"], in: "lineStyleScale")
            scales.lineStyles = try o.optional("styles") ?? [:]
            scales.lineStyleRange = try o.optional("range")
        }
        return scales
    }

    func encode(into c: inout KeyedEncodingContainer<AnyKey>) throws {
        if !symbols.isEmpty {
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("symbolScale"))
            for (name, shape) in symbols.sorted(by: { $0.key < $1.key }) {
                if let basic = ChartSymbol.allCases.first(where: { $0.shape == shape }) {
                    try o.put(basic.rawValue, name)
                } else {
                    var shapeFields = o.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
                    try shapeFields.put(ViewContent.shape(shape, fill: nil, stroke: nil).typeName, "type")
                    try shape.encodeFields(into: &shapeFields)
                }
            }
        }
        try c.put(symbolRange?.compactMap { shape in ChartSymbol.allCases.first { $0.shape == shape }?.rawValue }, "symbolRange")
        if !sizes.isEmpty || sizeDomain != nil || sizeRange != nil {
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("symbolSizeScale"))
            try o.put(sizeDomain.map { [$0.lowerBound, $0.upperBound] }, "domain")
            try o.put(sizeRange.map { [$0.lowerBound, $0.upperBound] }, "range")
            if !sizes.isEmpty { try o.put(sizes, "sizes") }
        }
        if !lineStyles.isEmpty || lineStyleRange != nil {
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("lineStyleScale"))
            if !lineStyles.isEmpty { try o.put(lineStyles, "styles") }
            try o.put(lineStyleRange, "range")
        }
    }

    /// A symbol: a basic symbol's name, or a shape as `clipShape` writes one.
    private static func symbol(_ key: String, in o: KeyedDecodingContainer<AnyKey>) throws -> ShapeKind {
        if let name = try? o.decode(key, as: String.self) {
            guard let symbol = ChartSymbol(rawValue: name) else { throw o.fail(key, unknownSymbol(name)) }
            return symbol.shape
        }
        let shape = try o.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
        try shape.rejectUnknownKeys(allowed: ShapeKind.allFieldNames, in: key)
        return try ShapeKind.decode(type: try shape.decode("type"), from: shape)
    }

    private static func unknownSymbol(_ name: String) -> String {
        let names = ChartSymbol.allCases.map(\.rawValue)
        return "unknown symbol '\(name)'" + NameSuggestions.didYouMean(name, among: names) + "; expected one of: " + names.joined(separator: ", ")
    }
}

extension ChartLineStyle: Codable {
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        try c.rejectUnknownKeys(allowed: ["lineWidth", "dash"], in: "line style")
        self.init(lineWidth: try c.number("lineWidth", minimum: 0), dash: try c.optional("dash") ?? [])
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AnyKey.self)
        try c.put(lineWidth, "lineWidth")
        if !dash.isEmpty { try c.put(dash, "dash") }
    }
}
