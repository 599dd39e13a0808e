/// Scene-file forms of the shapes with corners of their own:
/// `{type: UnevenRoundedRectangle, topLeadingRadius: 12, bottomTrailingRadius: 4, style: circular}` and
/// `{type: ConcentricRectangle, corners: concentric, topLeadingCorner: {fixed: 8}, uniform: [top]}`, where
/// a corner is `concentric`, `{concentric: {minimum: 8}}`, `{fixed: 12}` or a number (fixed), and
/// `uniform` is `true` (all four share the largest radius) or some of top, bottom, leading, trailing.
extension ShapeKind {
    static let unevenFields: Set<String> = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius", "style"]
    static let concentricFields: Set<String> = ["corners", "topLeadingCorner", "topTrailingCorner", "bottomLeadingCorner",
                                                "bottomTrailingCorner", "uniform"]
    static let uniformGroups: [String: [ConcentricCorners.Corner]] = [
        "top": ConcentricCorners.top, "bottom": ConcentricCorners.bottom,
        "leading": ConcentricCorners.leading, "trailing": ConcentricCorners.trailing,
    ]

    /// The fields a shape type takes besides fill, stroke and trim.
    static func fieldNames(of type: String) -> Set<String> {
        switch type {
        case "Path": return ["width", "height", "d"]
        case "RoundedRectangle": return ["cornerRadius", "style"]
        case "UnevenRoundedRectangle": return unevenFields
        case "ConcentricRectangle": return concentricFields
        default: return []
        }
    }

    /// Every shape type's fields: what a `clipShape` object may hold.
    static let allFieldNames: Set<String> = names.reduce(into: ["type"]) { $0.formUnion(fieldNames(of: $1)) }

    static func decodeUneven(from c: KeyedDecodingContainer<AnyKey>) throws -> ShapeKind {
        let radii = CornerRadii(topLeading: try c.number("topLeadingRadius", minimum: 0) ?? 0,
                                bottomLeading: try c.number("bottomLeadingRadius", minimum: 0) ?? 0,
                                bottomTrailing: try c.number("bottomTrailingRadius", minimum: 0) ?? 0,
                                topTrailing: try c.number("topTrailingRadius", minimum: 0) ?? 0)
        return .unevenRoundedRectangle(radii, continuous: try continuous(c))
    }

    static func continuous(_ c: KeyedDecodingContainer<AnyKey>) throws -> Bool {
        let style = try c.optional("style", as: String.self) ?? "continuous"
        guard style == "continuous" || style == "circular" else {
            throw c.fail("style", "unknown corner style '\(style)'; expected continuous or circular")
        }
        return style == "continuous"
    }

    static func decodeConcentric(from c: KeyedDecodingContainer<AnyKey>) throws -> ShapeKind {
        let all = try cornerStyle("corners", in: c) ?? .concentric
        var corners = ConcentricCorners(topLeading: try cornerStyle("topLeadingCorner", in: c) ?? all,
                                        topTrailing: try cornerStyle("topTrailingCorner", in: c) ?? all,
                                        bottomLeading: try cornerStyle("bottomLeadingCorner", in: c) ?? all,
                                        bottomTrailing: try cornerStyle("bottomTrailingCorner", in: c) ?? all)
        if c.has("uniform") {
            if let everything = try? c.decode("uniform", as: Bool.self) {
                corners.uniform = everything ? [ConcentricCorners.Corner.allCases] : []
            } else {
                let names = try c.decode("uniform", as: [String].self)
                corners.uniform = try names.map { name in
                    guard let group = uniformGroups[name] else {
                        throw c.fail("uniform", "unknown corner group '\(name)'; expected true or a list of: bottom, leading, top, trailing")
                    }
                    return group
                }
            }
        }
        return .concentricRectangle(corners)
    }

    private static func cornerStyle(_ key: String, in c: KeyedDecodingContainer<AnyKey>) throws -> ConcentricCorners.Style? {
        guard c.has(key) else { return nil }
        let expected = "expected concentric, {concentric: {minimum: 8}}, {fixed: 12} or a radius"
        if let radius = try? c.number(key, minimum: 0) { return .fixed(radius) }
        if let word = try? c.decode(key, as: String.self) {
            guard word == "concentric" else { throw c.fail(key, "unknown corner style '\(word)'; \(expected)") }
            return .concentric
        }
        let o = try c.object(key)
        try o.rejectUnknownKeys(allowed: ["fixed", "concentric"], in: key)
        if let radius = try o.number("fixed", minimum: 0) { return .fixed(radius) }
        guard o.has("concentric") else { throw c.fail(key, expected) }
        let minimum = try o.object("concentric")
        try minimum.rejectUnknownKeys(allowed: ["minimum"], in: "concentric")
        return .concentric(minimum: try minimum.number("minimum", minimum: 0) ?? 0)
    }

    func encodeCornerFields(into c: inout KeyedEncodingContainer<AnyKey>) throws {
        switch self {
        case let .unevenRoundedRectangle(radii, continuous):
            for (key, value) in [("topLeadingRadius", radii.topLeading), ("bottomLeadingRadius", radii.bottomLeading),
                                 ("bottomTrailingRadius", radii.bottomTrailing), ("topTrailingRadius", radii.topTrailing)] where value != 0 {
                try c.put(value, key)
            }
            if !continuous { try c.put("circular", "style") }
        case .concentricRectangle(let corners):
            let styles = ConcentricCorners.Corner.allCases.map(corners.style(of:))
            if Set(styles).count == 1 {
                if styles[0] != .concentric { try Self.put(styles[0], "corners", into: &c) }
            } else {
                for corner in ConcentricCorners.Corner.allCases { try Self.put(corners.style(of: corner), corner.rawValue + "Corner", into: &c) }
            }
            if corners.uniform == [ConcentricCorners.Corner.allCases] {
                try c.put(true, "uniform")
            } else if !corners.uniform.isEmpty {
                try c.put(corners.uniform.compactMap { group in Self.uniformGroups.first { $0.value == group }?.key }, "uniform")
            }
        default:
            break
        }
    }

    private static func put(_ style: ConcentricCorners.Style, _ key: String, into c: inout KeyedEncodingContainer<AnyKey>) throws {
        switch style {
        case .fixed(let radius): try c.put(["fixed": radius], key)
        case .concentric(let minimum) where minimum == 0: try c.put("concentric", key)
        case .concentric(let minimum): try c.put(["concentric": ["minimum": minimum]], key)
        }
    }
}
