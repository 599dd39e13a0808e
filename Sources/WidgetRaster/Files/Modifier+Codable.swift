/// A modifier in a scene file: a bare name (`"bold"`) or a one-key object
/// (`{"padding": 8}`, `{"font": "headline"}`); `background` and `overlay` may add `"alignment"`.
extension Modifier: Codable {
    public init(from decoder: Decoder) throws {
        if let bare = try? decoder.singleValueContainer().decode(String.self) {
            guard let modifier = Modifier.bare(bare) else {
                let known = Modifier.names.contains(bare)
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: known
                    ? "modifier '\(bare)' needs a value: write {\"\(bare)\": …}"
                    : "unknown modifier '\(bare)'; expected one of: " + Modifier.names.joined(separator: ", ")))
            }
            self = modifier
            return
        }
        let c = try decoder.container(keyedBy: AnyKey.self)
        let keys = c.allKeys.map(\.stringValue).filter { $0 != "alignment" }
        guard keys.count == 1, let name = keys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "expected one modifier per entry, like {\"padding\": 8}; found keys: "
                    + c.allKeys.map(\.stringValue).sorted().joined(separator: ", ")))
        }
        if c.has("alignment") && !["background", "overlay", "frame", "mask"].contains(name) {
            throw c.fail("alignment", "'alignment' goes only with background, overlay or mask")
        }
        self = try Modifier.decode(name: name, from: c)
    }

    /// Modifiers that take no value.
    static func bare(_ name: String) -> Modifier? {
        switch name {
        case "padding": return .padding(EdgeInsets(all: 16))
        case "fixedSize": return .fixedSize(horizontal: true, vertical: true)
        case "scaledToFit": return .aspectRatio(nil, .fit)
        case "scaledToFill": return .aspectRatio(nil, .fill)
        case "clipped": return .clipped
        case "bold": return .bold
        case "italic": return .italic
        case "monospacedDigit": return .monospacedDigit
        case "privacySensitive": return .privacySensitive
        case "widgetAccentable": return .widgetAccentable(true)
        case "unredacted": return .unredacted
        case "compositingGroup": return .compositingGroup
        case "labelsHidden": return .labelsHidden
        case "strikethrough": return .strikethrough(active: true, color: nil)
        case "underline": return .underline(active: true, color: nil)
        default: return nil
        }
    }

    private static func decode(name: String, from c: KeyedDecodingContainer<AnyKey>) throws -> Modifier {
        func number(minimum: Double? = nil) throws -> Double {
            guard let value = try c.number(name, minimum: minimum) else { throw c.fail(name, "expected a number") }
            return value
        }
        func object() throws -> KeyedDecodingContainer<AnyKey> {
            try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
        }
        if ["strikethrough", "underline"].contains(name) {
            // A line turned off inside one turned on is meaningful, so false is accepted here.
            if let flag = try? c.decode(name, as: Bool.self) {
                return name == "strikethrough" ? .strikethrough(active: flag, color: nil) : .underline(active: flag, color: nil)
            }
            let o = try object()
            try o.rejectUnknownKeys(allowed: ["color"], in: name)
            let color = try o.optional("color", as: ShapeStyle.self)
            return name == "strikethrough" ? .strikethrough(active: true, color: color) : .underline(active: true, color: color)
        }
        if let flag = try? c.decode(name, as: Bool.self), let bare = bare(name) {
            guard flag else { throw c.fail(name, "write the modifier only when it applies; false is not accepted") }
            return bare
        }
        switch name {
        case "padding":
            if (try? c.decode(name, as: Double.self)) != nil { return .padding(EdgeInsets(all: try number())) }
            let o = try object()
            if o.has("edges") || o.has("length") {
                try o.rejectUnknownKeys(allowed: ["edges", "length"], in: "padding")
                let single = try? o.optional("edges", as: String.self)
                let names: [String] = try (try? o.decode("edges", as: [String].self))
                    ?? [single ?? o.optional("edges", as: String.self) ?? "all"]
                var edges: Edge.Set = []
                for edge in names {
                    guard let set = Edge.Set.byName[edge] else {
                        throw o.fail("edges", "unknown edge '\(edge)'; expected one of: "
                            + Edge.Set.byName.keys.sorted().joined(separator: ", "))
                    }
                    edges.formUnion(set)
                }
                return .padding(EdgeInsets(edges: edges, length: try o.number("length") ?? 16))
            }
            try o.rejectUnknownKeys(allowed: ["top", "leading", "bottom", "trailing"], in: "padding")
            return .padding(EdgeInsets(top: try o.number("top") ?? 0, leading: try o.number("leading") ?? 0,
                                       bottom: try o.number("bottom") ?? 0, trailing: try o.number("trailing") ?? 0))
        case "frame":
            let o = try object()
            let fields = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            try o.rejectUnknownKeys(allowed: Set(fields + ["alignment"]), in: "frame")
            let alignment = try c.lookup("alignment", in: Alignment.byName, what: "alignment")
                ?? o.lookup("alignment", in: Alignment.byName, what: "alignment") ?? .center
            func v(_ k: String) throws -> Double? { try o.number(k, minimum: 0, allowInfinity: k.hasPrefix("max")) }
            return .frame(Frame(width: try v("width"), height: try v("height"), minWidth: try v("minWidth"),
                                idealWidth: try v("idealWidth"), maxWidth: try v("maxWidth"),
                                minHeight: try v("minHeight"), idealHeight: try v("idealHeight"),
                                maxHeight: try v("maxHeight"), alignment: alignment))
        case "fixedSize":
            let o = try object()
            try o.rejectUnknownKeys(allowed: ["horizontal", "vertical"], in: "fixedSize")
            return .fixedSize(horizontal: try o.optional("horizontal") ?? false, vertical: try o.optional("vertical") ?? false)
        case "aspectRatio":
            if (try? c.decode(name, as: Double.self)) != nil { return .aspectRatio(try number(minimum: 0), .fit) }
            let o = try object()
            try o.rejectUnknownKeys(allowed: ["ratio", "contentMode"], in: "aspectRatio")
            return .aspectRatio(try o.number("ratio", minimum: 0), try o.name("contentMode", as: ContentMode.self) ?? .fit)
        case "layoutPriority": return .layoutPriority(try number())
        case "offset":
            let o = try object()
            try o.rejectUnknownKeys(allowed: ["x", "y"], in: "offset")
            return .offset(x: try o.number("x") ?? 0, y: try o.number("y") ?? 0)
        case "position":
            let o = try object()
            try o.rejectUnknownKeys(allowed: ["x", "y"], in: "position")
            return .position(x: try o.number("x") ?? 0, y: try o.number("y") ?? 0)
        case "alignmentGuide":
            let o = try object()
            try o.rejectUnknownKeys(allowed: ["guide", "constant", "width", "height"], in: "alignmentGuide")
            guard let guide = try o.name("guide", as: AlignmentGuide.Guide.self) else {
                throw o.fail("guide", "alignmentGuide needs a guide: " + AlignmentGuide.Guide.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return .alignmentGuide(AlignmentGuide(guide: guide, constant: try o.number("constant") ?? 0,
                                                  width: try o.number("width") ?? 0, height: try o.number("height") ?? 0))
        case "background", "overlay":
            let content = try ViewNode.decodeViewOrStyle(c, name)
            let alignment = try c.lookup("alignment", in: Alignment.byName, what: "alignment") ?? .center
            return name == "background" ? .background(content, alignment: alignment) : .overlay(content, alignment: alignment)
        case "containerBackground": return .containerBackground(try ViewNode.decodeViewOrStyle(c, name))
        case "foregroundStyle", "foregroundColor": return .foregroundStyle(try c.decode(name))
        case "cornerRadius": return .cornerRadius(try number(minimum: 0))
        case "clipShape":
            if let type = try? c.decode(name, as: String.self) {
                guard type != "RoundedRectangle" else {
                    throw c.fail(name, "RoundedRectangle needs a radius: {\"type\": \"RoundedRectangle\", \"cornerRadius\": 12}")
                }
                return .clipShape(try ShapeKind.decode(type: type, from: c))
            }
            let o = try object()
            try o.rejectUnknownKeys(allowed: ["type", "cornerRadius", "style", "width", "height", "d"], in: "clipShape")
            return .clipShape(try ShapeKind.decode(type: try o.decode("type"), from: o))
        case "opacity": return .opacity(try number(minimum: 0))
        case "shadow":
            let o = try object()
            try o.rejectUnknownKeys(allowed: ["color", "radius", "x", "y"], in: "shadow")
            var shadow = Shadow(radius: try o.number("radius", minimum: 0) ?? 4, x: try o.number("x") ?? 0,
                                y: try o.number("y") ?? 0)
            if let color = try o.optional("color", as: ShapeStyle.self) { shadow.color = color }
            return .shadow(shadow)
        case "rotationEffect":
            if (try? c.decode(name, as: Double.self)) != nil { return .rotationEffect(degrees: try number(), anchor: .center) }
            let o = try object()
            try o.rejectUnknownKeys(allowed: ["degrees", "anchor"], in: "rotationEffect")
            guard let degrees = try o.number("degrees") else { throw o.fail("degrees", "rotationEffect needs 'degrees' (clockwise)") }
            return .rotationEffect(degrees: degrees, anchor: try UnitPoint.decode(o, "anchor") ?? .center)
        case "scaleEffect":
            if (try? c.decode(name, as: Double.self)) != nil {
                let k = try number(minimum: 0)
                return .scaleEffect(x: k, y: k, anchor: .center)
            }
            let o = try object()
            try o.rejectUnknownKeys(allowed: ["x", "y", "anchor"], in: "scaleEffect")
            return .scaleEffect(x: try o.number("x", minimum: 0) ?? 1, y: try o.number("y", minimum: 0) ?? 1,
                                anchor: try UnitPoint.decode(o, "anchor") ?? .center)
        case "blur": return .blur(radius: try number(minimum: 0))
        case "colorMultiply": return .colorMultiply(try c.decode(name, as: ShapeStyle.self))
        case "gaugeStyle":
            guard let style = try c.name(name, as: GaugeStyle.self) else { throw c.fail(name, "expected a gauge style") }
            return .gaugeStyle(style)
        case "progressViewStyle":
            guard let style = try c.name(name, as: ProgressViewStyle.self) else { throw c.fail(name, "expected a progress view style") }
            return .progressViewStyle(style)
        case "tint": return .tint(try c.decode(name))
        case "buttonStyle":
            guard let style = try c.name(name, as: ButtonStyle.self) else { throw c.fail(name, "expected a button style") }
            return .buttonStyle(style)
        case "buttonBorderShape": return .buttonBorderShape(try ButtonBorderShape.decode(c, name))
        case "toggleStyle":
            guard let style = try c.name(name, as: ToggleStyle.self) else { throw c.fail(name, "expected a toggle style") }
            return .toggleStyle(style)
        case "labelStyle":
            guard let style = try c.name(name, as: LabelStyle.self) else { throw c.fail(name, "expected a label style") }
            return .labelStyle(style)
        case "symbolRenderingMode":
            if let mode = try? c.decode(name, as: String.self) {
                switch mode {
                case "monochrome": return .symbolRenderingMode(.monochrome)
                case "hierarchical": return .symbolRenderingMode(.hierarchical)
                case "multicolor": return .symbolRenderingMode(.multicolor)
                default: throw c.fail(name, "unknown rendering mode '\(mode)'; expected monochrome, hierarchical, multicolor or {palette: [styles]}")
                }
            }
            let o = try object()
            try o.rejectUnknownKeys(allowed: ["palette"], in: name)
            return .symbolRenderingMode(.palette(try o.decode("palette")))
        case "symbolVariant":
            let parts = try c.decode(name, as: String.self).split(separator: ".").map(String.init).filter { $0 != "none" }
            if let bad = parts.first(where: { !SymbolVariant.partNames.contains($0) }) {
                throw c.fail(name, "unknown symbol variant '\(bad)'; expected none or parts of " + SymbolVariant.partNames.joined(separator: ", ")
                    + " joined by dots (circle.fill)")
            }
            return .symbolVariant(SymbolVariant(parts: parts))
        case "imageScale":
            guard let scale = try c.name(name, as: ImageScale.self) else { throw c.fail(name, "expected an image scale") }
            return .imageScale(scale)
        case "mask":
            let content = try ViewNode.decodeViewOrStyle(c, name)
            return .mask(content, alignment: try c.lookup("alignment", in: Alignment.byName, what: "alignment") ?? .center)
        case "lintIgnore":
            let o = try object()
            try o.rejectUnknownKeys(allowed: ["rule", "reason"], in: "lintIgnore")
            let rule: String = try o.decode("rule"), reason: String = try o.decode("reason")
            guard LintRuleInfo.all.contains(where: { $0.id == rule }) else {
                throw o.fail("rule", "unknown lint rule '\(rule)'; expected one of " + LintRuleInfo.all.map(\.id).joined(separator: ", "))
            }
            guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw o.fail("reason", "say why the rule does not apply to this view")
            }
            return .lintIgnore(rule: rule, reason: reason)
        case "font": return .font(try Font.decode(c, name))
        case "fontWeight":
            guard let weight = try c.name(name, as: Font.Weight.self) else { throw c.fail(name, "expected a weight") }
            return .fontWeight(weight)
        case "lineLimit":
            if try c.decodeNil(forKey: AnyKey(name)) { return .lineLimit(nil) }
            let limit: Int = try c.decode(name)
            guard limit >= 1 else { throw c.fail(name, "expected a line count ≥ 1 or null, got \(limit)") }
            return .lineLimit(limit)
        case "multilineTextAlignment":
            return .multilineTextAlignment(try c.name(name, as: TextAlignment.self) ?? .leading)
        case "truncationMode": return .truncationMode(try c.name(name, as: TruncationMode.self) ?? .tail)
        case "minimumScaleFactor":
            let value = try number(minimum: 0)
            guard value > 0 && value <= 1 else { throw c.fail(name, "expected a factor in (0, 1], got \(value)") }
            return .minimumScaleFactor(value)
        case "lineSpacing": return .lineSpacing(try number())
        case "tracking", "kerning": return .tracking(try number())
        case "textCase":
            if try c.optional(name, as: String.self) == "none" { return .textCase(nil) }
            guard let textCase = try c.name(name, as: TextCase.self) else { throw c.fail(name, "expected uppercase, lowercase or none") }
            return .textCase(textCase)
        case "fontDesign":
            guard let design = try c.name(name, as: Font.Design.self) else { throw c.fail(name, "expected a font design") }
            return .fontDesign(design)
        case "dynamicTypeSize":
            if (try? c.decode(name, as: String.self)) != nil {
                let size = try c.name(name, as: DynamicTypeSize.self)
                return .dynamicTypeSize(minimum: size, maximum: size)
            }
            let o = try object()
            try o.rejectUnknownKeys(allowed: ["minimum", "maximum"], in: "dynamicTypeSize")
            let minimum = try o.name("minimum", as: DynamicTypeSize.self), maximum = try o.name("maximum", as: DynamicTypeSize.self)
            if let minimum, let maximum, maximum < minimum { throw o.fail("maximum", "the maximum is below the minimum") }
            return .dynamicTypeSize(minimum: minimum, maximum: maximum)
        case "redacted":
            return .redacted(try c.name(name, as: RedactionReason.self) ?? .placeholder)
        case "widgetURL": return .widgetURL(try c.decode(name))
        case "link": return .link(try c.decode(name))
        case "widgetAccentable": return .widgetAccentable(try c.decode(name))
        case "widgetAccentedRenderingMode":
            guard let mode = try c.name(name, as: AccentedImageMode.self) else { throw c.fail(name, "expected an image mode") }
            return .widgetAccentedRenderingMode(mode)
        case "imageRenderingMode":
            guard let mode = try c.name(name, as: ImageRenderingMode.self) else { throw c.fail(name, "expected an image mode") }
            return .imageRenderingMode(mode)
        default:
            if bare(name) != nil { throw c.fail(name, "'\(name)' takes no value; write it as the string \"\(name)\"") }
            throw c.fail(name, "unknown modifier '\(name)'; expected one of: " + Modifier.names.joined(separator: ", "))
        }
    }

    public func encode(to encoder: Encoder) throws {
        if let bareName = bareName {
            var c = encoder.singleValueContainer()
            try c.encode(bareName)
            return
        }
        var c = encoder.container(keyedBy: AnyKey.self)
        switch self {
        case .padding(let insets):
            if insets.top == insets.leading && insets.top == insets.bottom && insets.top == insets.trailing {
                try c.put(insets.top, "padding")
            } else {
                var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("padding"))
                try o.put(insets.top, "top")
                try o.put(insets.leading, "leading")
                try o.put(insets.bottom, "bottom")
                try o.put(insets.trailing, "trailing")
            }
        case .frame(let f):
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("frame"))
            try o.putNumber(f.width, "width")
            try o.putNumber(f.height, "height")
            try o.putNumber(f.minWidth, "minWidth")
            try o.putNumber(f.idealWidth, "idealWidth")
            try o.putNumber(f.maxWidth, "maxWidth")
            try o.putNumber(f.minHeight, "minHeight")
            try o.putNumber(f.idealHeight, "idealHeight")
            try o.putNumber(f.maxHeight, "maxHeight")
            if f.alignment != .center { try o.put(f.alignment.name, "alignment") }
        case let .fixedSize(horizontal, vertical):
            try c.put(["horizontal": horizontal, "vertical": vertical], "fixedSize")
        case let .aspectRatio(ratio, mode):
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("aspectRatio"))
            try o.put(ratio, "ratio")
            try o.put(mode, "contentMode")
        case .layoutPriority(let p): try c.put(p, "layoutPriority")
        case let .offset(x, y): try c.put(["x": x, "y": y], "offset")
        case let .position(x, y): try c.put(["x": x, "y": y], "position")
        case .alignmentGuide(let g):
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("alignmentGuide"))
            try o.put(g.guide.rawValue, "guide")
            if g.constant != 0 { try o.put(g.constant, "constant") }
            if g.width != 0 { try o.put(g.width, "width") }
            if g.height != 0 { try o.put(g.height, "height") }
        case let .background(view, alignment), let .overlay(view, alignment):
            try view.encodeViewOrStyle(into: &c, name)
            if alignment != .center { try c.put(alignment.name, "alignment") }
        case .containerBackground(let view): try view.encodeViewOrStyle(into: &c, name)
        case .foregroundStyle(let style): try c.put(style, name)
        case .cornerRadius(let r): try c.put(r, name)
        case .clipShape(let kind):
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
            try o.put(ViewContent.shape(kind, fill: nil, stroke: nil).typeName, "type")
            try kind.encodeFields(into: &o)
        case .opacity(let v): try c.put(v, name)
        case .shadow(let s):
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
            try o.put(s.color, "color")
            try o.put(s.radius, "radius")
            try o.put(s.x, "x")
            try o.put(s.y, "y")
        case .font(let font): try font.encode(into: &c, name)
        case .fontWeight(let w): try c.put(w, name)
        case .lineLimit(let limit):
            if let limit { try c.put(limit, name) } else { try c.encodeNil(forKey: AnyKey(name)) }
        case .multilineTextAlignment(let a): try c.put(a, name)
        case .truncationMode(let m): try c.put(m, name)
        case .minimumScaleFactor(let f): try c.put(f, name)
        case .lineSpacing(let s): try c.put(s, name)
        case .tracking(let t): try c.put(t, name)
        case .redacted(let r): try c.put(r, name)
        case .widgetURL(let url), .link(let url): try c.put(url, name)
        case .widgetAccentable(let on): try c.put(on, name)
        case .widgetAccentedRenderingMode(let mode): try c.put(mode, name)
        case .imageRenderingMode(let mode): try c.put(mode, name)
        case let .rotationEffect(degrees, anchor):
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
            try o.put(degrees, "degrees")
            try anchor.encode(into: &o, "anchor")
        case let .scaleEffect(x, y, anchor):
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
            try o.put(x, "x")
            try o.put(y, "y")
            try anchor.encode(into: &o, "anchor")
        case .blur(let radius): try c.put(radius, name)
        case .colorMultiply(let style): try c.put(style, name)
        case .gaugeStyle(let style): try c.put(style, name)
        case .progressViewStyle(let style): try c.put(style, name)
        case .tint(let style): try c.put(style, name)
        case .buttonStyle(let style): try c.put(style, name)
        case .buttonBorderShape(let shape): try shape.encode(into: &c, name)
        case .toggleStyle(let style): try c.put(style, name)
        case .labelStyle(let style): try c.put(style, name)
        case .symbolRenderingMode(let mode):
            switch mode {
            case .monochrome: try c.put("monochrome", name)
            case .hierarchical: try c.put("hierarchical", name)
            case .multicolor: try c.put("multicolor", name)
            case .palette(let styles): try c.put(["palette": styles], name)
            }
        case .symbolVariant(let variant): try c.put(variant.parts.isEmpty ? "none" : variant.parts.joined(separator: "."), name)
        case .imageScale(let scale): try c.put(scale, name)
        case let .strikethrough(active, color), let .underline(active, color):
            if active, let color { try c.put(["color": color], name) } else { try c.put(active, name) }
        case .textCase(let textCase): try c.put(textCase?.rawValue ?? "none", name)
        case .fontDesign(let design): try c.put(design.rawValue, name)
        case let .dynamicTypeSize(minimum, maximum):
            if let minimum, minimum == maximum {
                try c.put(minimum.rawValue, name)
            } else {
                var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
                if let minimum { try o.put(minimum.rawValue, "minimum") }
                if let maximum { try o.put(maximum.rawValue, "maximum") }
            }
        case let .mask(view, alignment):
            try view.encodeViewOrStyle(into: &c, name)
            if alignment != .center { try c.put(alignment.name, "alignment") }
        case let .lintIgnore(rule, reason):
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
            try o.put(rule, "rule")
            try o.put(reason, "reason")
        case .clipped, .bold, .italic, .monospacedDigit, .privacySensitive, .unredacted, .compositingGroup, .labelsHidden: break
        }
    }

    private var bareName: String? {
        switch self {
        case .padding(let insets) where insets == EdgeInsets(all: 16): return "padding"
        case .fixedSize(true, true): return "fixedSize"
        case .aspectRatio(nil, .fit): return "scaledToFit"
        case .aspectRatio(nil, .fill): return "scaledToFill"
        case .clipped, .bold, .italic, .monospacedDigit, .privacySensitive, .unredacted, .compositingGroup, .labelsHidden: return name
        case .widgetAccentable(true): return name
        case .strikethrough(true, nil), .underline(true, nil): return name
        default: return nil
        }
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
                                          "monospacedDigit", "leading"], in: "font")
        let smallCaps = try o.name("smallCaps", as: SmallCaps.self)
        let monospacedDigits = try o.optional("monospacedDigit", as: Bool.self) ?? false
        let leading = try o.name("leading", as: Leading.self) ?? .standard
        if let name = try o.optional("custom", as: String.self) {
            guard let size = try o.number("size", minimum: 1) else { throw o.fail("size", "a custom font needs a 'size' in points") }
            if o.has("style") || o.has("design") { throw o.fail("custom", "a custom font takes 'relativeTo' (a text style), not 'style' or 'design'") }
            let fixed = try o.optional("fixedSize", as: Bool.self) ?? false
            if fixed && o.has("relativeTo") { throw o.fail("fixedSize", "a fixed-size font does not scale relative to a style") }
            var font = Font(style: fixed ? nil : try o.name("relativeTo", as: TextStyle.self) ?? .body, size: size,
                            weight: try o.name("weight", as: Weight.self), custom: name)
            font.smallCapitals = smallCaps
            (font.monospacedDigits, font.leading) = (monospacedDigits, leading)
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
        (font.monospacedDigits, font.leading) = (monospacedDigits, leading)
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
        if let style, weight == nil, design == .default, smallCapitals == nil, !monospacedDigits, leading == .standard {
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

    /// Digits and leading, written only where they differ from the default.
    private func encodeExtras(into o: inout KeyedEncodingContainer<AnyKey>) throws {
        if monospacedDigits { try o.put(true, "monospacedDigit") }
        if leading != .standard { try o.put(leading, "leading") }
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
