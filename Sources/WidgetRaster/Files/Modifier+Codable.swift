/// A modifier in a scene file: a bare name (`"bold"`) or a one-key object (`{"padding": 8}`,
/// `{"font": "headline"}`), with `"alignment"` beside it for the modifiers that take one. Each
/// name's value is read and written by its row of `ModifierForm.all`.
extension Modifier: Codable {
    public init(from decoder: Decoder) throws {
        if let bare = try? decoder.singleValueContainer().decode(String.self) {
            guard let form = ModifierForm.byName[bare] else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "unknown modifier '\(bare)'" + NameSuggestions.didYouMean(bare, among: Modifier.names)
                        + "; expected one of: " + Modifier.names.joined(separator: ", ")))
            }
            guard let value = form.bare else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "modifier '\(bare)' needs a value: write {\"\(bare)\": …}"))
            }
            self = value
            return
        }
        let c = try decoder.container(keyedBy: AnyKey.self)
        let keys = c.allKeys.map(\.stringValue).filter { $0 != "alignment" }
        guard keys.count == 1, let name = keys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "expected one modifier per entry, like {\"padding\": 8}; found keys: "
                    + c.allKeys.map(\.stringValue).sorted().joined(separator: ", ")))
        }
        guard let form = ModifierForm.byName[name] else {
            throw c.fail(name, "unknown modifier '\(name)'" + NameSuggestions.didYouMean(name, among: Modifier.names)
                + "; expected one of: " + Modifier.names.joined(separator: ", "))
        }
        if c.has("alignment") && !form.takesAlignment {
            throw c.fail("alignment", "'alignment' goes only with "
                + ModifierForm.all.filter(\.takesAlignment).map(\.name).joined(separator: ", "))
        }
        if let bare = form.bare, (try? c.decode(name, as: Bool.self)) == true {
            self = bare
            return
        }
        self = try form.decode(c, name)
    }

    public func encode(to encoder: Encoder) throws {
        if let bare = ModifierForm.all.first(where: { $0.bare == self }) {
            var c = encoder.singleValueContainer()
            try c.encode(bare.name)
            return
        }
        var c = encoder.container(keyedBy: AnyKey.self)
        for form in ModifierForm.all {
            guard let encode = form.encode else { continue }
            if try encode(self, &c, form.name) { return }
        }
        throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath,
                                                     debugDescription: "no scene-file form writes '\(name)'"))
    }
}

extension Font {
    /// A font: a text style name (`"headline"`) or `{"style"|"size", "weight", "design"}`.
    static func decode(_ c: KeyedDecodingContainer<AnyKey>, _ key: String) throws -> Font {
        if c.has(key), (try? c.decode(key, as: String.self)) != nil {
            guard let style = try c.name(key, as: TextStyle.self) else { throw c.fail(key, "expected a text style") }
            return Font(style: style)
        }
        let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
        try o.rejectUnknownKeys(allowed: ["style", "size", "weight", "design", "custom", "relativeTo", "fixedSize", "smallCaps",
                                          "monospacedDigit", "leading", "italic"], in: "font")
        let smallCaps = try o.name("smallCaps", as: SmallCaps.self)
        let monospacedDigits = try o.optional("monospacedDigit", as: Bool.self) ?? false
        let leading = try o.name("leading", as: Leading.self) ?? .standard
        let italic = try o.optional("italic", as: Bool.self) ?? false
        if let name = try o.optional("custom", as: String.self) {
            guard let size = try o.number("size", minimum: 1) else { throw o.fail("size", "a custom font needs a 'size' in points") }
            if o.has("style") || o.has("design") { throw o.fail("custom", "a custom font takes 'relativeTo' (a text style), not 'style' or 'design'") }
            let fixed = try o.optional("fixedSize", as: Bool.self) ?? false
            if fixed && o.has("relativeTo") { throw o.fail("fixedSize", "a fixed-size font does not scale relative to a style") }
            var font = Font(style: fixed ? nil : try o.name("relativeTo", as: TextStyle.self) ?? .body, size: size,
                            weight: try o.name("weight", as: Weight.self), custom: name)
            font.smallCapitals = smallCaps
            (font.monospacedDigits, font.leading, font.isItalic) = (monospacedDigits, leading, italic)
            return font
        }
        if let field = ["relativeTo", "fixedSize"].first(where: o.has) { throw o.fail(field, "'\(field)' goes with a 'custom' font name") }
        let style = try o.name("style", as: TextStyle.self)
        let size = try o.number("size", minimum: 1)
        if style == nil && size == nil { throw o.fail("size", "a font needs a text 'style' or a 'size' in points") }
        if style != nil && size != nil { throw o.fail("size", "give either a text 'style' or a 'size', not both") }
        var font = Font(style: style, size: size, weight: try o.name("weight", as: Weight.self),
                        design: try o.name("design", as: Design.self) ?? .default)
        font.smallCapitals = smallCaps
        (font.monospacedDigits, font.leading, font.isItalic) = (monospacedDigits, leading, italic)
        return font
    }

    func encode(into c: inout KeyedEncodingContainer<AnyKey>, _ key: String) throws {
        if let custom {
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
            try o.put(custom, "custom")
            try o.put(size, "size")
            if let style { try o.put(style, "relativeTo") } else { try o.put(true, "fixedSize") }
            try o.put(weight, "weight")
            try o.put(smallCapitals, "smallCaps")
            try encodeExtras(into: &o)
            return
        }
        if let style, weight == nil, design == .default, smallCapitals == nil, !monospacedDigits, leading == .standard, !isItalic {
            try c.put(style, key)
            return
        }
        var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
        try o.put(style, "style")
        try o.put(size, "size")
        try o.put(weight, "weight")
        if design != .default { try o.put(design, "design") }
        try o.put(smallCapitals, "smallCaps")
        try encodeExtras(into: &o)
    }

    /// Digits, leading and italic, written only where they differ from the default.
    private func encodeExtras(into o: inout KeyedEncodingContainer<AnyKey>) throws {
        if monospacedDigits { try o.put(true, "monospacedDigit") }
        if leading != .standard { try o.put(leading, "leading") }
        if isItalic { try o.put(true, "italic") }
    }
}

extension ButtonBorderShape {
    /// `"capsule"`, `"circle"`, `"roundedRectangle"`, `"automatic"`, or `{"roundedRectangle": radius}`.
    static func decode(_ c: KeyedDecodingContainer<AnyKey>, _ key: String) throws -> ButtonBorderShape {
        if let name = try? c.decode(key, as: String.self) {
            switch name {
            case "automatic": return .automatic
            case "capsule": return .capsule
            case "circle": return .circle
            case "roundedRectangle": return .roundedRectangle(radius: nil)
            default: throw c.fail(key, "unknown button border shape '\(name)'; expected one of: " + names.joined(separator: ", "))
            }
        }
        let o = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
        try o.rejectUnknownKeys(allowed: ["roundedRectangle"], in: key)
        guard let radius = try o.number("roundedRectangle", minimum: 0) else {
            throw o.fail("roundedRectangle", "expected {roundedRectangle: radius in points}")
        }
        return .roundedRectangle(radius: radius)
    }

    func encode(into c: inout KeyedEncodingContainer<AnyKey>, _ key: String) throws {
        switch self {
        case .automatic: try c.put("automatic", key)
        case .capsule: try c.put("capsule", key)
        case .circle: try c.put("circle", key)
        case .roundedRectangle(nil): try c.put("roundedRectangle", key)
        case .roundedRectangle(let radius?): try c.put(["roundedRectangle": radius], key)
        }
    }
}
