import Foundation
import Themes
import WidgetRasterModel
import WidgetRasterText

/// One placed view: its frame in widget points and what to draw there. The layout tree is
/// computed once per `LayoutKey` — family size, scale (text snaps to its pixel grid), Dynamic
/// Type, direction and data shown — and painted in every colour scheme, variant and rendering
/// mode, unless the body itself depends on them (a Swift body, or a scene that tests the scheme).
public struct LayoutNode: Hashable, Sendable {
    /// Frame in the widget's coordinate space (points, origin top-left), before any offset.
    public var frame: Rect
    public var kind: Kind
    public var children: [LayoutNode]
    /// The view's place in the scene, e.g. `body.systemSmall.children[1]`.
    public var path: String
    public var firstBaseline: Double?
    public var lastBaseline: Double?
    /// Redaction that applies here: placeholder, or privacy for a sensitive view.
    public var redaction: Redaction

    public init(frame: Rect, kind: Kind, children: [LayoutNode] = [], path: String, firstBaseline: Double? = nil,
                lastBaseline: Double? = nil, redaction: Redaction = Redaction()) {
        self.frame = frame
        self.kind = kind
        self.children = children
        self.path = path
        self.firstBaseline = firstBaseline ?? children.lazy.compactMap(\.firstBaseline).min()
        self.lastBaseline = lastBaseline ?? children.lazy.compactMap(\.lastBaseline).max()
        self.redaction = redaction
    }

    public enum Kind: Hashable, Sendable {
        /// A container; only its children draw.
        case group
        case text(TextContent)
        /// An SF Symbols glyph, drawn as outlines.
        case symbol(SymbolContent)
        /// An image; with a tint, a template image: its shape filled with that foreground. With a
        /// tile size, it repeats at that size from the frame's top leading corner. `dark` is drawn
        /// instead in a dark image (an image set's dark appearance).
        case image(ImageAsset, tint: Foreground?, tile: Size? = nil, dark: ImageAsset? = nil)
        case shape(ShapeKind, fill: Foreground, stroke: StrokePaint?)
        /// A drawing effect applied to the children.
        case effect(Effect)
    }

    /// What a text or symbol draws.
    public struct TextContent: Hashable, Sendable {
        public var string: String
        public var attributes: TextAttributes
        public var measurement: TextMeasurement
        public var foreground: Foreground
        /// Lines drawn through and under it.
        public var decorations = TextDecorations()
    }

    /// What a symbol draws: its glyph's 24-unit box placed in the node's frame, the line width
    /// its weight gives, and the foreground of each layer.
    public struct SymbolContent: Hashable, Sendable {
        public var name: String
        public var glyph: SymbolGlyph
        /// The glyph's box, relative to the node's frame origin, in points.
        public var box: Rect
        /// Stroke width in points.
        public var lineWidth: Double
        /// Primary, secondary and tertiary layers' foregrounds.
        public var layers: [Foreground]
        /// Parts with a multicolour colour take it instead of their layer's foreground.
        public var multicolor: Bool
        /// Parts a variable value leaves unlit, drawn faintly (indices into the glyph's parts).
        public var unlitParts: [Int] = []

        /// The rectangle the glyph's strokes and fills cover, relative to the frame origin.
        public var inkRect: Rect {
            let unit = box.width / SymbolGlyph.box, ink = glyph.inkBounds
            return Rect(x: box.minX + ink.minX * unit - lineWidth / 2, y: box.minY + ink.minY * unit - lineWidth / 2,
                        width: ink.width * unit + lineWidth, height: ink.height * unit + lineWidth)
        }
    }

    public enum Effect: Hashable, Sendable {
        case opacity(Double)
        case offset(x: Double, y: Double)
        /// Clip to the shape drawn in this node's frame.
        case clip(ShapeKind)
        /// The shape in this node's frame that container-relative shapes inside are concentric with.
        case containerShape(ShapeKind)
        case shadow(Shadow)
        /// Rotation about a point of the frame, in degrees clockwise.
        case rotation(degrees: Double, anchor: UnitPoint)
        case scale(x: Double, y: Double, anchor: UnitPoint)
        /// An affine map about a point of the frame.
        case transform(AffineMap, anchor: UnitPoint)
        case blur(radius: Double)
        /// Every colour drawn inside multiplied by this colour.
        case colorMultiply(ShapeStyle)
        /// Every colour drawn inside turned to its opposite.
        case colorInvert
        /// What is drawn inside turned to black whose alpha is its luminance.
        case luminanceToAlpha
        /// Every colour drawn inside changed by this matrix (saturation, brightness, contrast, hue).
        case colorMatrix(ColorMatrix)
        /// The first child is shown through the alpha of the second.
        case mask
        /// A `widgetURL` (the whole widget opens it) or a `link` (its own frame does).
        case tapTarget(String, wholeWidget: Bool)
        /// The subtree's group in the accented rendering mode.
        case accentGroup(Bool)
        /// The colour scheme the subtree's colours resolve in, over the image's.
        case colorScheme(ColorScheme)
        /// How images in the subtree are drawn in the accented rendering mode.
        case imageAccentMode(AccentedImageMode)
        /// What the subtree tells VoiceOver; draws nothing (`WidgetLayout.accessibilityElements`).
        case accessibility(AccessibilityAttribute)
    }

    /// The redaction state of a view, kept in the tree so variants paint from one layout.
    public struct Redaction: Hashable, Sendable {
        /// Inside `.redacted(reason: .placeholder)` in the scene itself.
        public var placeholder = false
        /// Inside `.privacySensitive()`.
        public var privacySensitive = false
        /// Inside `.unredacted()`: never redacted.
        public var unredacted = false

        public init(placeholder: Bool = false, privacySensitive: Bool = false, unredacted: Bool = false) {
            self.placeholder = placeholder
            self.privacySensitive = privacySensitive
            self.unredacted = unredacted
        }
    }

    /// Every node, depth-first, parents before children.
    public func flattened() -> [LayoutNode] {
        [self] + children.flatMap { $0.flattened() }
    }

    /// One line per node: indentation, kind and frame. Handy in test failures.
    public func dump(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        var line = "\(pad)\(kindName) \(frame)"
        if case .text(let t) = kind { line += " \"\(t.string)\"" }
        return ([line] + children.map { $0.dump(indent: indent + 1) }).joined(separator: "\n")
    }

    var kindName: String {
        switch kind {
        case .group: return "group"
        case .text: return "text"
        case .symbol: return "symbol"
        case .image: return "image"
        case .shape(let s, _, _): return "\(s)"
        case .effect(let e): return "effect(\(e))"
        }
    }
}

/// A stroke and the foreground its style resolved against (`stroke(lineWidth:)` follows `foregroundStyle`).
public struct StrokePaint: Hashable, Sendable {
    public var stroke: Stroke
    public var foreground: Foreground

    public init(_ stroke: Stroke, foreground: Foreground) {
        self.stroke = stroke
        self.foreground = foreground
    }
}

/// The foreground a view was given: a base style (nil: the default label colour) and a
/// hierarchical level (1 primary … 4 quaternary).
public struct Foreground: Hashable, Sendable {
    public var base: ShapeStyle?
    public var level: Int

    public init(base: ShapeStyle? = nil, level: Int = 1) {
        self.base = base
        self.level = level
    }

    /// The style after `foregroundStyle(style)` is applied to this one.
    func applying(_ style: ShapeStyle) -> Foreground {
        if case .hierarchical(let level) = style { return Foreground(base: base, level: level) }
        return Foreground(base: style, level: 1)
    }

    /// A fill that is a style in its own right, but hierarchical names still refer to this foreground.
    func resolving(_ style: ShapeStyle?) -> Foreground {
        guard let style else { return self }
        return applying(style)
    }
}
