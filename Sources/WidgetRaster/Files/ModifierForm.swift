import Foundation
import Themes

/// How one modifier is written in a scene file: its name, the value it stands for when written
/// as a bare string, whether it takes an `alignment` beside its value, the JSON Schema of its
/// value, and how that value decodes and encodes. `ModifierForm.all` is the one table of them:
/// the decoder, the encoder, `render-widget schema`, `Modifier.names` and the errors' lists of
/// names are all read from it, so a modifier is described once.
struct ModifierForm: Sendable {
    typealias Container = KeyedDecodingContainer<AnyKey>
    typealias Output = KeyedEncodingContainer<AnyKey>
    /// Writes a modifier under `name` and says true, or says false when it is not the form's.
    typealias Encoding = @Sendable (Modifier, inout Output, String) throws -> Bool

    let name: String
    /// The value of the bare string `"name"`; nil when the modifier needs a value.
    let bare: Modifier?
    let takesAlignment: Bool
    let schema: @Sendable () -> [String: Any]
    /// The modifier from the value under `name` (the container also holds `alignment`).
    let decode: @Sendable (Container, String) throws -> Modifier
    /// Nil for another spelling of a modifier that its own form writes.
    let encode: Encoding?

    init(_ name: String, bare: Modifier? = nil, alignment: Bool = false, schema: @escaping @Sendable () -> [String: Any],
         decode: @escaping @Sendable (Container, String) throws -> Modifier,
         encode: Encoding?) {
        (self.name, self.bare, self.takesAlignment) = (name, bare, alignment)
        (self.schema, self.decode, self.encode) = (schema, decode, encode)
    }

    /// A modifier with no value: the bare string, or `{"name": true}`; a `spelling` of another
    /// modifier's value (`scaledToFit`) is read, and the other's form writes it.
    static func flag(_ name: String, _ value: Modifier, spelling: Bool = false) -> ModifierForm {
        let writes: Encoding = { modifier, _, _ in modifier == value }
        return ModifierForm(name, bare: value, schema: { ["type": "boolean", "const": true] }, decode: { c, name in
            try c.refuseFalse(name)
            throw c.fail(name, "'\(name)' takes no value; write it as the string \"\(name)\"")
        }, encode: spelling ? nil : writes)
    }

    /// A modifier whose value is one of an enumeration's names.
    static func named<T: RawRepresentable & CaseIterable & Sendable>(_ name: String, _ type: T.Type, what: String,
                                                                   default fallback: T? = nil,
                                                                   _ make: @escaping @Sendable (T) -> Modifier,
                                                                   _ read: @escaping @Sendable (Modifier) -> T?) -> ModifierForm
        where T.RawValue == String {
        ModifierForm(name, schema: { S.names(T.allCases.map(\.rawValue)) }, decode: { c, name in
            guard let value = try c.name(name, as: T.self) ?? fallback else { throw c.fail(name, "expected \(what)") }
            return make(value)
        }, encode: writing { read($0)?.rawValue })
    }

    /// A modifier whose value is one number (`minimum` bounds it; the schema says so).
    static func number(_ name: String, minimum: Double? = nil, _ make: @escaping @Sendable (Double) -> Modifier,
                       _ read: @escaping @Sendable (Modifier) -> Double?) -> ModifierForm {
        ModifierForm(name, schema: { minimum == nil ? S.number : S.nonNegative },
                     decode: { c, name in make(try c.requiredNumber(name, minimum: minimum)) }, encode: writing(read))
    }

    /// A modifier whose value is one Codable value (a style, a string, a Boolean).
    static func value<T: Codable & Sendable>(_ name: String, _ type: T.Type, bare: Modifier? = nil,
                                             schema: @escaping @Sendable () -> [String: Any],
                                             _ make: @escaping @Sendable (T) -> Modifier,
                                             _ read: @escaping @Sendable (Modifier) -> T?) -> ModifierForm {
        ModifierForm(name, bare: bare, schema: schema, decode: { c, name in make(try c.decode(name, as: T.self)) }, encode: writing(read))
    }

    /// The encoding of a form whose value is the one `read` takes from its modifier (nil: not the form's).
    static func writing<T: Encodable>(_ read: @escaping @Sendable (Modifier) -> T?) -> Encoding {
        { modifier, c, name in
            guard let value = read(modifier) else { return false }
            try c.put(value, name)
            return true
        }
    }

    /// Another spelling of a modifier (`foregroundColor`, `kerning`, `scaledToFit`): read, never written.
    static func spelling(of form: ModifierForm, as name: String) -> ModifierForm {
        ModifierForm(name, bare: form.bare, alignment: form.takesAlignment, schema: form.schema, decode: form.decode, encode: nil)
    }

    private typealias S = SceneSchema

    static let byName: [String: ModifierForm] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// Every modifier a scene file can name, in the order the schema and the errors list them.
    static let all: [ModifierForm] = {
        let viewOrStyle: @Sendable () -> [String: Any] = { ["anyOf": [S.ref("view"), S.ref("style")]] }
        let aspectRatio = ModifierForm("aspectRatio", schema: {
            ["anyOf": [S.nonNegative, S.object(["ratio": S.nonNegative, "contentMode": S.names(ContentMode.allCases.map(\.rawValue))])]]
        }, decode: { c, name in
            if (try? c.decode(name, as: Double.self)) != nil { return .aspectRatio(try c.requiredNumber(name, minimum: 0), .fit) }
            let o = try c.object(name)
            try o.rejectUnknownKeys(allowed: ["ratio", "contentMode"], in: name)
            return .aspectRatio(try o.number("ratio", minimum: 0), try o.name("contentMode", as: ContentMode.self) ?? .fit)
        }, encode: { modifier, c, name in
            guard case let .aspectRatio(ratio, mode) = modifier else { return false }
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
            try o.put(ratio, "ratio")
            try o.put(mode, "contentMode")
            return true
        })
        let foregroundStyle = value("foregroundStyle", ShapeStyle.self, schema: { S.ref("style") }, { .foregroundStyle($0) }) {
            if case .foregroundStyle(let style) = $0 { return style }; return nil
        }
        let tracking = number("tracking", { .tracking($0) }) { if case .tracking(let t) = $0 { return t }; return nil }
        return [
            padding,
            frame,
            ModifierForm("fixedSize", bare: .fixedSize(horizontal: true, vertical: true), schema: {
                ["anyOf": [["type": "boolean", "const": true], S.object(["horizontal": ["type": "boolean"], "vertical": ["type": "boolean"]])]]
            }, decode: { c, name in
                try c.refuseFalse(name)
                let o = try c.object(name)
                try o.rejectUnknownKeys(allowed: ["horizontal", "vertical"], in: name)
                return .fixedSize(horizontal: try o.optional("horizontal") ?? false, vertical: try o.optional("vertical") ?? false)
            }, encode: writing { if case let .fixedSize(horizontal, vertical) = $0 { return ["horizontal": horizontal, "vertical": vertical] }; return nil }),
            aspectRatio,
            flag("scaledToFit", .aspectRatio(nil, .fit), spelling: true),
            flag("scaledToFill", .aspectRatio(nil, .fill), spelling: true),
            number("layoutPriority", { .layoutPriority($0) }) { if case .layoutPriority(let p) = $0 { return p }; return nil },
            number("zIndex", { .zIndex($0) }) { if case .zIndex(let z) = $0 { return z }; return nil },
            point("offset", { .offset(x: $0, y: $1) }) { if case let .offset(x, y) = $0 { return (x, y) }; return nil },
            point("position", { .position(x: $0, y: $1) }) { if case let .position(x, y) = $0 { return (x, y) }; return nil },
            alignmentGuide,
            attached("background", alignment: true, schema: viewOrStyle, { .background($0, alignment: $1) }) {
                if case let .background(view, alignment) = $0 { return (view, alignment) }; return nil
            },
            attached("overlay", alignment: true, schema: viewOrStyle, { .overlay($0, alignment: $1) }) {
                if case let .overlay(view, alignment) = $0 { return (view, alignment) }; return nil
            },
            attached("containerBackground", schema: viewOrStyle, { view, _ in .containerBackground(view) }) {
                if case .containerBackground(let view) = $0 { return (view, .center) }; return nil
            },
            foregroundStyle,
            spelling(of: foregroundStyle, as: "foregroundColor"),
            number("cornerRadius", minimum: 0, { .cornerRadius($0) }) { if case .cornerRadius(let r) = $0 { return r }; return nil },
            clipShape,
            flag("clipped", .clipped),
            containerShape,
            number("opacity", minimum: 0, { .opacity($0) }) { if case .opacity(let v) = $0 { return v }; return nil },
            shadow,
            rotationEffect,
            scaleEffect,
            transformEffect,
            number("blur", minimum: 0, { .blur(radius: $0) }) { if case .blur(let r) = $0 { return r }; return nil },
            flag("colorInvert", .colorInvert),
            flag("luminanceToAlpha", .luminanceToAlpha),
            number("saturation", minimum: 0, { .saturation($0) }) { if case .saturation(let v) = $0 { return v }; return nil },
            number("grayscale", minimum: 0, { .grayscale($0) }) { if case .grayscale(let v) = $0 { return v }; return nil },
            number("brightness", { .brightness($0) }) { if case .brightness(let v) = $0 { return v }; return nil },
            number("contrast", { .contrast($0) }) { if case .contrast(let v) = $0 { return v }; return nil },
            number("hueRotation", { .hueRotation(degrees: $0) }) { if case .hueRotation(let d) = $0 { return d }; return nil },
            value("colorMultiply", ShapeStyle.self, schema: { S.ref("style") }, { .colorMultiply($0) }) {
                if case .colorMultiply(let style) = $0 { return style }; return nil
            },
            attached("mask", alignment: true, schema: viewOrStyle, { .mask($0, alignment: $1) }) {
                if case let .mask(view, alignment) = $0 { return (view, alignment) }; return nil
            },
            flag("compositingGroup", .compositingGroup),
            named("gaugeStyle", GaugeStyle.self, what: "a gauge style", { .gaugeStyle($0) }) {
                if case .gaugeStyle(let s) = $0 { return s }; return nil
            },
            named("progressViewStyle", ProgressViewStyle.self, what: "a progress view style", { .progressViewStyle($0) }) {
                if case .progressViewStyle(let s) = $0 { return s }; return nil
            },
            value("tint", ShapeStyle.self, schema: { S.ref("style") }, { .tint($0) }) { if case .tint(let s) = $0 { return s }; return nil },
            named("buttonStyle", ButtonStyle.self, what: "a button style", { .buttonStyle($0) }) {
                if case .buttonStyle(let s) = $0 { return s }; return nil
            },
            ModifierForm("buttonBorderShape", schema: {
                ["anyOf": [S.names(ButtonBorderShape.names), S.object(["roundedRectangle": S.nonNegative], required: ["roundedRectangle"])]]
            }, decode: { c, name in .buttonBorderShape(try ButtonBorderShape.decode(c, name)) }, encode: { modifier, c, name in
                guard case .buttonBorderShape(let shape) = modifier else { return false }
                try shape.encode(into: &c, name)
                return true
            }),
            named("toggleStyle", ToggleStyle.self, what: "a toggle style", { .toggleStyle($0) }) {
                if case .toggleStyle(let s) = $0 { return s }; return nil
            },
            named("labelStyle", LabelStyle.self, what: "a label style", { .labelStyle($0) }) {
                if case .labelStyle(let s) = $0 { return s }; return nil
            },
            symbolRenderingMode,
            symbolVariant,
            named("imageScale", ImageScale.self, what: "an image scale", { .imageScale($0) }) {
                if case .imageScale(let s) = $0 { return s }; return nil
            },
            ModifierForm("font", schema: { S.ref("font") }, decode: { c, name in .font(try Font.decode(c, name)) },
                         encode: { modifier, c, name in
                             guard case .font(let font) = modifier else { return false }
                             try font.encode(into: &c, name)
                             return true
                         }),
            named("fontWeight", Font.Weight.self, what: "a weight", { .fontWeight($0) }) {
                if case .fontWeight(let w) = $0 { return w }; return nil
            },
            flag("bold", .bold),
            flag("italic", .italic),
            flag("monospacedDigit", .monospacedDigit),
            value("monospaced", Bool.self, bare: .monospaced(true), schema: { ["type": "boolean"] }, { .monospaced($0) }) {
                if case .monospaced(let on) = $0 { return on }; return nil
            },
            lineLimit,
            named("multilineTextAlignment", TextAlignment.self, what: "a text alignment", default: .leading, { .multilineTextAlignment($0) }) {
                if case .multilineTextAlignment(let v) = $0 { return v }; return nil
            },
            named("truncationMode", TruncationMode.self, what: "a truncation mode", default: .tail, { .truncationMode($0) }) {
                if case .truncationMode(let v) = $0 { return v }; return nil
            },
            ModifierForm("minimumScaleFactor", schema: { ["type": "number", "exclusiveMinimum": 0, "maximum": 1] }, decode: { c, name in
                let value = try c.requiredNumber(name, minimum: 0)
                guard value > 0 && value <= 1 else { throw c.fail(name, "expected a factor in (0, 1], got \(value)") }
                return .minimumScaleFactor(value)
            }, encode: writing { if case .minimumScaleFactor(let f) = $0 { return f }; return nil }),
            number("lineSpacing", { .lineSpacing($0) }) { if case .lineSpacing(let s) = $0 { return s }; return nil },
            tracking,
            spelling(of: tracking, as: "kerning"),
            number("baselineOffset", { .baselineOffset($0) }) { if case .baselineOffset(let o) = $0 { return o }; return nil },
            line("strikethrough", { .strikethrough($0) }) { if case .strikethrough(let line) = $0 { return line }; return nil },
            line("underline", { .underline($0) }) { if case .underline(let line) = $0 { return line }; return nil },
            ModifierForm("textCase", schema: { S.names(TextCase.allCases.map(\.rawValue) + ["none"]) }, decode: { c, name in
                if try c.optional(name, as: String.self) == "none" { return .textCase(nil) }
                guard let textCase = try c.name(name, as: TextCase.self) else { throw c.fail(name, "expected uppercase, lowercase or none") }
                return .textCase(textCase)
            }, encode: writing { if case .textCase(let textCase) = $0 { return textCase?.rawValue ?? "none" }; return nil }),
            named("fontDesign", Font.Design.self, what: "a font design", { .fontDesign($0) }) {
                if case .fontDesign(let d) = $0 { return d }; return nil
            },
            dynamicTypeSize,
            flag("labelsHidden", .labelsHidden),
            flag("privacySensitive", .privacySensitive),
            named("redacted", RedactionReason.self, what: "a redaction reason", default: .placeholder, { .redacted($0) }) {
                if case .redacted(let v) = $0 { return v }; return nil
            },
            flag("unredacted", .unredacted),
            value("widgetURL", String.self, schema: { ["type": "string"] }, { .widgetURL($0) }) {
                if case .widgetURL(let url) = $0 { return url }; return nil
            },
            value("link", String.self, schema: { ["type": "string"] }, { .link($0) }) { if case .link(let url) = $0 { return url }; return nil },
            value("inlineStyles", [InlineStyle].self, schema: {
                let flag: [String: Any] = ["type": "boolean"]
                return ["type": "array", "items": S.object(["start": S.nonNegative, "end": S.nonNegative, "bold": flag, "italic": flag,
                                                            "monospaced": flag])]
            }, { .inlineStyles($0) }) {
                if case .inlineStyles(let styles) = $0 { return styles }; return nil
            },
            named("colorScheme", ColorScheme.self, what: "a colour scheme (light or dark)", { .colorScheme($0) }) {
                if case .colorScheme(let v) = $0 { return v }; return nil
            },
            value("widgetAccentable", Bool.self, bare: .widgetAccentable(true), schema: { ["type": "boolean"] }, { .widgetAccentable($0) }) {
                if case .widgetAccentable(let on) = $0 { return on }; return nil
            },
            named("widgetAccentedRenderingMode", AccentedImageMode.self, what: "an image mode", { .widgetAccentedRenderingMode($0) }) {
                if case .widgetAccentedRenderingMode(let m) = $0 { return m }; return nil
            },
            named("imageRenderingMode", ImageRenderingMode.self, what: "an image mode", { .imageRenderingMode($0) }) {
                if case .imageRenderingMode(let m) = $0 { return m }; return nil
            },
            value("accessibilityLabel", String.self, schema: { ["type": "string"] }, { .accessibility(.label($0)) }) {
                if case .accessibility(.label(let s)) = $0 { return s }; return nil
            },
            value("accessibilityValue", String.self, schema: { ["type": "string"] }, { .accessibility(.value($0)) }) {
                if case .accessibility(.value(let s)) = $0 { return s }; return nil
            },
            value("accessibilityHint", String.self, schema: { ["type": "string"] }, { .accessibility(.hint($0)) }) {
                if case .accessibility(.hint(let s)) = $0 { return s }; return nil
            },
            value("accessibilityHidden", Bool.self, bare: .accessibility(.hidden(true)), schema: { ["type": "boolean"] },
                  { .accessibility(.hidden($0)) }) { if case .accessibility(.hidden(let h)) = $0 { return h }; return nil },
            ModifierForm("accessibilityElement", bare: .accessibility(.element(.ignore)), schema: {
                ["anyOf": [S.names(AccessibilityChildBehavior.allCases.map(\.rawValue)), ["type": "boolean", "const": true]]]
            }, decode: { c, name in
                try c.refuseFalse(name)
                if (try? c.decode(name, as: Bool.self)) == true { return .accessibility(.element(.ignore)) }
                guard let behavior = try c.name(name, as: AccessibilityChildBehavior.self) else {
                    throw c.fail(name, "expected how its children are read: ignore, combine or contain")
                }
                return .accessibility(.element(behavior))
            }, encode: writing { if case .accessibility(.element(let b)) = $0 { return b.rawValue }; return nil }),
            ModifierForm("accessibilityAddTraits", schema: {
                let trait = S.names(AccessibilityTrait.allCases.map(\.rawValue))
                return ["anyOf": [trait, ["type": "array", "items": trait, "minItems": 1]]]
            }, decode: { c, name in
                let names = try (try? c.decode(name, as: [String].self)) ?? [c.decode(name, as: String.self)]
                let traits = try names.map { trait in
                    guard let known = AccessibilityTrait(rawValue: trait) else {
                        let all = AccessibilityTrait.allCases.map(\.rawValue)
                        throw c.fail(name, "unknown trait '\(trait)'" + NameSuggestions.didYouMean(trait, among: all)
                            + "; expected one of " + all.joined(separator: ", "))
                    }
                    return known
                }
                guard !traits.isEmpty else { throw c.fail(name, "expected at least one trait") }
                return .accessibility(.traits(traits))
            }, encode: writing { if case .accessibility(.traits(let t)) = $0 { return t.map(\.rawValue) }; return nil }),
            number("accessibilitySortPriority", { .accessibility(.sortPriority($0)) }) {
                if case .accessibility(.sortPriority(let p)) = $0 { return p }; return nil
            },
            lintIgnore,
        ]
    }()
}

// The forms with more than one shape of value.
extension ModifierForm {
    static let padding = ModifierForm("padding", bare: .padding(EdgeInsets(all: 16)), schema: {
        let edges = S.names(Edge.Set.byName.keys.sorted())
        return ["anyOf": [S.number, ["type": "boolean", "const": true], S.object(["edges": ["anyOf": [edges, ["type": "array", "items": edges]]], "length": S.number]),
                          S.object(["top": S.number, "leading": S.number, "bottom": S.number, "trailing": S.number])]]
    }, decode: { c, name in
        try c.refuseFalse(name)
        if (try? c.decode(name, as: Double.self)) != nil { return .padding(EdgeInsets(all: try c.requiredNumber(name))) }
        let o = try c.object(name)
        if o.has("edges") || o.has("length") {
            try o.rejectUnknownKeys(allowed: ["edges", "length"], in: name)
            let single = try? o.optional("edges", as: String.self)
            let names: [String] = try (try? o.decode("edges", as: [String].self)) ?? [single ?? o.optional("edges", as: String.self) ?? "all"]
            var edges: Edge.Set = []
            for edge in names {
                guard let set = Edge.Set.byName[edge] else {
                    throw o.fail("edges", "unknown edge '\(edge)'; expected one of: " + Edge.Set.byName.keys.sorted().joined(separator: ", "))
                }
                edges.formUnion(set)
            }
            return .padding(EdgeInsets(edges: edges, length: try o.number("length") ?? 16))
        }
        try o.rejectUnknownKeys(allowed: ["top", "leading", "bottom", "trailing"], in: name)
        return .padding(EdgeInsets(top: try o.number("top") ?? 0, leading: try o.number("leading") ?? 0,
                                   bottom: try o.number("bottom") ?? 0, trailing: try o.number("trailing") ?? 0))
    }, encode: { modifier, c, name in
        guard case .padding(let insets) = modifier else { return false }
        if insets.top == insets.leading && insets.top == insets.bottom && insets.top == insets.trailing {
            try c.put(insets.top, name)
        } else {
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
            try o.put(insets.top, "top")
            try o.put(insets.leading, "leading")
            try o.put(insets.bottom, "bottom")
            try o.put(insets.trailing, "trailing")
        }
        return true
    })

    static let frame = ModifierForm("frame", alignment: true, schema: {
        var frame: [String: Any] = Dictionary(uniqueKeysWithValues: Frame.lengthNames.map { ($0, $0.hasPrefix("max") ? S.maxLength : S.nonNegative) })
        frame["alignment"] = S.names(Alignment.byName.keys.sorted())
        return S.object(frame)
    }, decode: { c, name in
        let o = try c.object(name)
        try o.rejectUnknownKeys(allowed: Set(Frame.lengthNames + ["alignment"]), in: name)
        let alignment = try c.lookup("alignment", in: Alignment.byName, what: "alignment")
            ?? o.lookup("alignment", in: Alignment.byName, what: "alignment") ?? .center
        func v(_ k: String) throws -> Double? { try o.number(k, minimum: 0, allowInfinity: k.hasPrefix("max")) }
        return .frame(Frame(width: try v("width"), height: try v("height"), minWidth: try v("minWidth"),
                            idealWidth: try v("idealWidth"), maxWidth: try v("maxWidth"), minHeight: try v("minHeight"),
                            idealHeight: try v("idealHeight"), maxHeight: try v("maxHeight"), alignment: alignment))
    }, encode: { modifier, c, name in
        guard case .frame(let f) = modifier else { return false }
        var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
        for (key, length) in zip(Frame.lengthNames, [f.width, f.height, f.minWidth, f.idealWidth, f.maxWidth,
                                                     f.minHeight, f.idealHeight, f.maxHeight]) {
            try o.putNumber(length, key)
        }
        if f.alignment != .center { try o.put(f.alignment.name, "alignment") }
        return true
    })

    static let alignmentGuide = ModifierForm("alignmentGuide", schema: {
        S.object(["guide": S.names(AlignmentGuide.Guide.allCases.map(\.rawValue)), "constant": S.number,
                  "width": S.number, "height": S.number], required: ["guide"])
    }, decode: { c, name in
        let o = try c.object(name)
        try o.rejectUnknownKeys(allowed: ["guide", "constant", "width", "height"], in: name)
        guard let guide = try o.name("guide", as: AlignmentGuide.Guide.self) else {
            throw o.fail("guide", "alignmentGuide needs a guide: " + AlignmentGuide.Guide.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return .alignmentGuide(AlignmentGuide(guide: guide, constant: try o.number("constant") ?? 0,
                                              width: try o.number("width") ?? 0, height: try o.number("height") ?? 0))
    }, encode: { modifier, c, name in
        guard case .alignmentGuide(let g) = modifier else { return false }
        var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
        try o.put(g.guide.rawValue, "guide")
        if g.constant != 0 { try o.put(g.constant, "constant") }
        if g.width != 0 { try o.put(g.width, "width") }
        if g.height != 0 { try o.put(g.height, "height") }
        return true
    })

    static let clipShape = shape("clipShape", { .clipShape($0) }) { if case .clipShape(let kind) = $0 { return kind }; return nil }
    static let containerShape = shape("containerShape", { .containerShape($0) }) {
        if case .containerShape(let kind) = $0 { return kind }; return nil
    }

    /// A modifier whose value is a shape: a name (`Circle`) or an object with a `type` and the shape's fields.
    static func shape(_ name: String, _ make: @escaping @Sendable (ShapeKind) -> Modifier,
                      _ extract: @escaping @Sendable (Modifier) -> ShapeKind?) -> ModifierForm {
        ModifierForm(name, schema: { S.ref("shape") }, decode: { c, name in
            if let type = try? c.decode(name, as: String.self) {
                guard type != "RoundedRectangle" else {
                    throw c.fail(name, "RoundedRectangle needs a radius: {\"type\": \"RoundedRectangle\", \"cornerRadius\": 12}")
                }
                return make(try ShapeKind.decode(type: type, from: c))
            }
            let o = try c.object(name)
            try o.rejectUnknownKeys(allowed: ShapeKind.allFieldNames, in: name)
            return make(try ShapeKind.decode(type: try o.decode("type"), from: o))
        }, encode: { modifier, c, name in
            guard let kind = extract(modifier) else { return false }
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
            try o.put(ViewContent.shape(kind, fill: nil, stroke: nil).typeName, "type")
            try kind.encodeFields(into: &o)
            return true
        })
    }

    static let shadow = ModifierForm("shadow", schema: {
        S.object(["color": S.ref("style"), "radius": S.nonNegative, "x": S.number, "y": S.number])
    }, decode: { c, name in
        let o = try c.object(name)
        try o.rejectUnknownKeys(allowed: ["color", "radius", "x", "y"], in: name)
        var shadow = Shadow(radius: try o.number("radius", minimum: 0) ?? 4, x: try o.number("x") ?? 0, y: try o.number("y") ?? 0)
        if let color = try o.optional("color", as: ShapeStyle.self) { shadow.color = color }
        return .shadow(shadow)
    }, encode: { modifier, c, name in
        guard case .shadow(let s) = modifier else { return false }
        var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
        try o.put(s.color, "color")
        try o.put(s.radius, "radius")
        try o.put(s.x, "x")
        try o.put(s.y, "y")
        return true
    })

    /// `{a, b, c, d, tx, ty, anchor}`: CGAffineTransform's six numbers (identity where left out),
    /// taken about `anchor` (the top-leading corner, as `transformEffect` does).
    static let transformEffect = ModifierForm("transformEffect", schema: {
        S.object(["a": S.number, "b": S.number, "c": S.number, "d": S.number, "tx": S.number, "ty": S.number,
                  "anchor": S.ref("unitPoint")])
    }, decode: { c, name in
        let o = try c.object(name)
        try o.rejectUnknownKeys(allowed: ["a", "b", "c", "d", "tx", "ty", "anchor"], in: name)
        let t = AffineMap(a: try o.number("a") ?? 1, b: try o.number("b") ?? 0, c: try o.number("c") ?? 0,
                                d: try o.number("d") ?? 1, tx: try o.number("tx") ?? 0, ty: try o.number("ty") ?? 0)
        return .transformEffect(t, anchor: try UnitPoint.decode(o, "anchor") ?? .topLeading)
    }, encode: { modifier, c, name in
        guard case let .transformEffect(t, anchor) = modifier else { return false }
        var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
        for (key, value, identity) in [("a", t.a, 1.0), ("b", t.b, 0), ("c", t.c, 0), ("d", t.d, 1), ("tx", t.tx, 0), ("ty", t.ty, 0)]
        where value != identity {
            try o.put(value, key)
        }
        if anchor != .topLeading { try anchor.encode(into: &o, "anchor") }
        return true
    })

    static let rotationEffect = ModifierForm("rotationEffect", schema: {
        ["anyOf": [S.number, S.object(["degrees": S.number, "anchor": S.ref("unitPoint")], required: ["degrees"])]]
    }, decode: { c, name in
        if (try? c.decode(name, as: Double.self)) != nil { return .rotationEffect(degrees: try c.requiredNumber(name), anchor: .center) }
        let o = try c.object(name)
        try o.rejectUnknownKeys(allowed: ["degrees", "anchor"], in: name)
        guard let degrees = try o.number("degrees") else { throw o.fail("degrees", "rotationEffect needs 'degrees' (clockwise)") }
        return .rotationEffect(degrees: degrees, anchor: try UnitPoint.decode(o, "anchor") ?? .center)
    }, encode: { modifier, c, name in
        guard case let .rotationEffect(degrees, anchor) = modifier else { return false }
        var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
        try o.put(degrees, "degrees")
        try anchor.encode(into: &o, "anchor")
        return true
    })

    static let scaleEffect = ModifierForm("scaleEffect", schema: {
        ["anyOf": [S.nonNegative, S.object(["x": S.nonNegative, "y": S.nonNegative, "anchor": S.ref("unitPoint")])]]
    }, decode: { c, name in
        if (try? c.decode(name, as: Double.self)) != nil {
            let k = try c.requiredNumber(name, minimum: 0)
            return .scaleEffect(x: k, y: k, anchor: .center)
        }
        let o = try c.object(name)
        try o.rejectUnknownKeys(allowed: ["x", "y", "anchor"], in: name)
        return .scaleEffect(x: try o.number("x", minimum: 0) ?? 1, y: try o.number("y", minimum: 0) ?? 1,
                            anchor: try UnitPoint.decode(o, "anchor") ?? .center)
    }, encode: { modifier, c, name in
        guard case let .scaleEffect(x, y, anchor) = modifier else { return false }
        var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
        try o.put(x, "x")
        try o.put(y, "y")
        try anchor.encode(into: &o, "anchor")
        return true
    })

    static let symbolRenderingMode = ModifierForm("symbolRenderingMode", schema: {
        ["anyOf": [S.names(SymbolRenderingMode.names), S.object(["palette": ["type": "array", "items": S.ref("style")]], required: ["palette"])]]
    }, decode: { c, name in
        if let mode = try? c.decode(name, as: String.self) {
            switch mode {
            case "monochrome": return .symbolRenderingMode(.monochrome)
            case "hierarchical": return .symbolRenderingMode(.hierarchical)
            case "multicolor": return .symbolRenderingMode(.multicolor)
            default: throw c.fail(name, "unknown rendering mode '\(mode)'; expected monochrome, hierarchical, multicolor or {palette: [styles]}")
            }
        }
        let o = try c.object(name)
        try o.rejectUnknownKeys(allowed: ["palette"], in: name)
        return .symbolRenderingMode(.palette(try o.decode("palette")))
    }, encode: { modifier, c, name in
        guard case .symbolRenderingMode(let mode) = modifier else { return false }
        switch mode {
        case .monochrome: try c.put("monochrome", name)
        case .hierarchical: try c.put("hierarchical", name)
        case .multicolor: try c.put("multicolor", name)
        case .palette(let styles): try c.put(["palette": styles], name)
        }
        return true
    })

    static let symbolVariant = ModifierForm("symbolVariant", schema: {
        ["type": "string", "pattern": "^(none|(slash|circle|square|rectangle|fill)(\\.(slash|circle|square|rectangle|fill))*)$"]
    }, decode: { c, name in
        let parts = try c.decode(name, as: String.self).split(separator: ".").map(String.init).filter { $0 != "none" }
        if let bad = parts.first(where: { !SymbolVariant.partNames.contains($0) }) {
            throw c.fail(name, "unknown symbol variant '\(bad)'; expected none or parts of " + SymbolVariant.partNames.joined(separator: ", ")
                + " joined by dots (circle.fill)")
        }
        return .symbolVariant(SymbolVariant(parts: parts))
    }, encode: writing { (modifier: Modifier) -> String? in
        guard case .symbolVariant(let variant) = modifier else { return nil }
        return variant.parts.isEmpty ? "none" : variant.parts.joined(separator: ".")
    })

    /// `lineLimit: 3`, `null` (any number), or `{min: 2, max: 4}`: at most `max` lines keeping room
    /// for `min` (`lineLimit(2...4)`; equal bounds are `lineLimit(3, reservesSpace: true)`).
    static let lineLimit = ModifierForm("lineLimit", schema: {
        ["anyOf": [["type": ["integer", "null"], "minimum": 1],
                   S.object(["min": ["type": "integer", "minimum": 1], "max": ["type": "integer", "minimum": 1]])]]
    }, decode: { c, name in
        if try c.decodeNil(forKey: AnyKey(name)) { return .lineLimit(nil) }
        if let limit = try? c.decode(name, as: Int.self) {
            guard limit >= 1 else { throw c.fail(name, "expected a line count ≥ 1 or null, got \(limit)") }
            return .lineLimit(limit)
        }
        let o = try c.object(name)
        try o.rejectUnknownKeys(allowed: ["min", "max"], in: name)
        let lower = try o.optional("min", as: Int.self), upper = try o.optional("max", as: Int.self)
        guard lower != nil || upper != nil else { throw c.fail(name, "expected min, max or both") }
        if let lower, lower < 1 { throw o.fail("min", "expected a line count ≥ 1, got \(lower)") }
        if let upper, upper < max(1, lower ?? 1) {
            throw o.fail("max", "expected a line count ≥ \(max(1, lower ?? 1)) (min), got \(upper)")
        }
        return .lineLimit(upper, reserved: lower ?? 0)
    }, encode: { modifier, c, name in
        guard case let .lineLimit(limit, reserved) = modifier else { return false }
        if reserved > 0 {
            try c.put(LineRange(min: reserved, max: limit), name)
        } else if let limit {
            try c.put(limit, name)
        } else {
            try c.encodeNil(forKey: AnyKey(name))
        }
        return true
    })

    static let dynamicTypeSize = ModifierForm("dynamicTypeSize", schema: {
        let sizes = S.names(DynamicTypeSize.allCases.map(\.rawValue))
        return ["anyOf": [sizes, S.object(["minimum": sizes, "maximum": sizes])]]
    }, decode: { c, name in
        if (try? c.decode(name, as: String.self)) != nil {
            let size = try c.name(name, as: DynamicTypeSize.self)
            return .dynamicTypeSize(minimum: size, maximum: size)
        }
        let o = try c.object(name)
        try o.rejectUnknownKeys(allowed: ["minimum", "maximum"], in: name)
        let minimum = try o.name("minimum", as: DynamicTypeSize.self), maximum = try o.name("maximum", as: DynamicTypeSize.self)
        if let minimum, let maximum, maximum < minimum { throw o.fail("maximum", "the maximum is below the minimum") }
        return .dynamicTypeSize(minimum: minimum, maximum: maximum)
    }, encode: { modifier, c, name in
        guard case let .dynamicTypeSize(minimum, maximum) = modifier else { return false }
        if let minimum, minimum == maximum {
            try c.put(minimum.rawValue, name)
        } else {
            var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
            if let minimum { try o.put(minimum.rawValue, "minimum") }
            if let maximum { try o.put(maximum.rawValue, "maximum") }
        }
        return true
    })

    static let lintIgnore = ModifierForm("lintIgnore", schema: {
        S.object(["rule": S.names(LintRuleInfo.all.map(\.id)), "reason": ["type": "string", "minLength": 1]], required: ["rule", "reason"])
    }, decode: { c, name in
        let o = try c.object(name)
        try o.rejectUnknownKeys(allowed: ["rule", "reason"], in: name)
        let rule: String = try o.decode("rule"), reason: String = try o.decode("reason")
        guard LintRuleInfo.all.contains(where: { $0.id == rule }) else {
            throw o.fail("rule", "unknown lint rule '\(rule)'" + NameSuggestions.didYouMean(rule, among: LintRuleInfo.all.map(\.id))
                + "; expected one of " + LintRuleInfo.all.map(\.id).joined(separator: ", "))
        }
        guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else { throw o.fail("reason", "say why the rule does not apply to this view") }
        return .lintIgnore(rule: rule, reason: reason)
    }, encode: { modifier, c, name in
        guard case let .lintIgnore(rule, reason) = modifier else { return false }
        var o = c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
        try o.put(rule, "rule")
        try o.put(reason, "reason")
        return true
    })

    /// `{"offset": {"x": 4, "y": -2}}`.
    static func point(_ name: String, _ make: @escaping @Sendable (Double, Double) -> Modifier,
                      _ read: @escaping @Sendable (Modifier) -> (Double, Double)?) -> ModifierForm {
        ModifierForm(name, schema: { S.object(["x": S.number, "y": S.number]) }, decode: { c, name in
            let o = try c.object(name)
            try o.rejectUnknownKeys(allowed: ["x", "y"], in: name)
            return make(try o.number("x") ?? 0, try o.number("y") ?? 0)
        }, encode: writing { read($0).map { ["x": $0.0, "y": $0.1] } })
    }

    /// A view (or a style, drawn as a view) attached to the modified one, with an alignment where it takes one.
    static func attached(_ name: String, alignment: Bool = false, schema: @escaping @Sendable () -> [String: Any],
                         _ make: @escaping @Sendable (ViewNode, Alignment) -> Modifier,
                         _ read: @escaping @Sendable (Modifier) -> (ViewNode, Alignment)?) -> ModifierForm {
        ModifierForm(name, alignment: alignment, schema: schema, decode: { c, name in
            make(try ViewNode.decodeViewOrStyle(c, name), try c.lookup("alignment", in: Alignment.byName, what: "alignment") ?? .center)
        }, encode: { modifier, c, name in
            guard let (view, alignment) = read(modifier) else { return false }
            try view.encodeViewOrStyle(into: &c, name)
            if alignment != .center { try c.put(alignment.name, "alignment") }
            return true
        })
    }

    /// `strikethrough` and `underline`: bare, `true`/`false` (a line turned off inside one turned
    /// on is meaningful), or `{"color": style}`.
    static func line(_ name: String, _ make: @escaping @Sendable (TextDecorations.Line) -> Modifier,
                     _ read: @escaping @Sendable (Modifier) -> TextDecorations.Line?) -> ModifierForm {
        let patterns = TextDecorations.Pattern.allCases.map(\.rawValue)
        return ModifierForm(name, bare: make(TextDecorations.Line()), schema: {
            ["anyOf": [["type": "boolean"], S.object(["color": S.ref("style"), "pattern": S.names(patterns)])]]
        }, decode: { c, name in
            if let on = try? c.decode(name, as: Bool.self) { return make(TextDecorations.Line(active: on)) }
            let o = try c.object(name)
            try o.rejectUnknownKeys(allowed: ["color", "pattern"], in: name)
            var pattern = TextDecorations.Pattern.solid
            if let named = try o.optional("pattern", as: String.self) {
                guard let known = TextDecorations.Pattern(rawValue: named) else {
                    throw o.fail("pattern", "expected one of \(patterns.joined(separator: ", ")), got '\(named)'")
                }
                pattern = known
            }
            return make(TextDecorations.Line(color: try o.optional("color", as: ShapeStyle.self), pattern: pattern))
        }, encode: { modifier, c, name in
            guard let line = read(modifier) else { return false }
            if line.isActive, line.color != nil || line.pattern != .solid {
                try c.put(LineFields(color: line.color, pattern: line.pattern == .solid ? nil : line.pattern.rawValue), name)
            } else {
                try c.put(line.isActive, name)
            }
            return true
        })
    }
}

/// A line limit written as a range.
private struct LineRange: Encodable {
    var min: Int
    var max: Int?
}

/// A text line written with its colour or pattern.
private struct LineFields: Encodable {
    var color: ShapeStyle?
    var pattern: String?
}

private extension KeyedDecodingContainer<AnyKey> {
    /// A modifier written `{"name": false}` where false means nothing: write it only where it applies.
    func refuseFalse(_ key: String) throws {
        if (try? decode(key, as: Bool.self)) == false {
            throw fail(key, "write the modifier only when it applies; false is not accepted")
        }
    }
}

extension Modifier {
    /// Every modifier name a scene file accepts, spellings of others included (`scaledToFit`, `kerning`).
    public static var names: [String] { ModifierForm.all.map(\.name) }
}
