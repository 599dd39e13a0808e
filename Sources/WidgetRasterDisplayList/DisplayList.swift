import Foundation
import Themes
import WidgetRasterLayout
import WidgetRasterModel
import WidgetRasterText

/// Flat drawing operations in canvas points with colours resolved: what the rasteriser
/// draws, nothing more. Built from a layout for one colour scheme and variant.
public struct DisplayList: Hashable, Sendable {
    /// Canvas size in points.
    public var size: Size
    /// The widget's outline (everything outside is transparent).
    public var mask: Outline
    public var ops: [Op]

    package init(size: Size, mask: Outline, ops: [Op]) {
        self.size = size
        self.mask = mask
        self.ops = ops
    }

    public enum Op: Hashable, Sendable {
        case fill(Outline, Paint)
        case stroke(Outline, Paint, StrokeLine)
        /// Clears what is under the outline's fill, or under its stroke when a line is given, in
        /// the current layer: a symbol's cut-outs.
        case erase(Outline, StrokeLine?)
        case text(TextRun)
        case image(ImageAsset, Rect, ImageTreatment)
        /// Paints a backdrop scaled into the rectangle (in points; it may run past the canvas).
        case backdrop(Backdrop, Rect)
        case beginClip(Outline)
        case endClip
        /// Draws what follows in a layer composited at this opacity. `bounds`, where known, is
        /// everything the layer draws (a symbol's box), so the layer is that small, not the canvas.
        case beginOpacity(Double, bounds: Rect? = nil)
        case endOpacity
        case beginTranslate(x: Double, y: Double)
        case endTranslate
        case beginShadow(RGBA, radius: Double, x: Double, y: Double)
        case endShadow
        /// Draws what follows through an affine map (rotation and scale effects), in points.
        case beginTransform(AffineMap)
        case endTransform
        /// Blurs everything drawn until the end by a Gaussian of this radius, in points. With
        /// `extendsEdges`, the canvas's edge pixels stand for what lies beyond them (a backdrop that
        /// runs past the widget), so the edges do not fade.
        case beginBlur(radius: Double, extendsEdges: Bool = false)
        case endBlur
        /// Changes every pixel drawn until the end (colour multiply, invert, luminance to alpha, a colour matrix).
        case beginColorFilter(ColorFilter)
        case endColorFilter
        /// Starts the mask: what is drawn until `beginMaskedContent` only supplies alpha.
        case beginMask
        /// Starts the content the mask's alpha is applied to, ended by `endMask`.
        case beginMaskedContent
        case endMask
    }
}

/// How a stroke's line is drawn: width, ends, corners and dashes, in points.
public struct StrokeLine: Hashable, Sendable {
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    init(_ stroke: Stroke) {
        self.init(width: stroke.lineWidth, cap: stroke.lineCap, join: stroke.lineJoin, miterLimit: stroke.miterLimit,
                  dash: stroke.dash, dashPhase: stroke.dashPhase)
    }
}

/// How an image's pixels are turned into what is drawn (rendering modes).
public enum ImageTreatment: Hashable, Sendable {
    case original
    /// Colour replaced, alpha kept (a template image).
    case template(RGBA)
    /// Luminance × alpha becomes alpha, in one colour.
    case luminanceToAlpha(RGBA)
    /// Grey of its luminance, alpha kept.
    case monochrome
}

/// A closed shape in a rectangle.
public struct Outline: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case rectangle
        case rounded(radius: Double, continuous: Bool)
        /// Each corner its own radius; leading is left (the layout has resolved the direction).
        case uneven(CornerRadii, continuous: Bool)
        case ellipse
        case capsule
        /// A path's elements, stretched from their box to the rect.
        case path(ShapePath)
        /// The part of another outline between two fractions of its length.
        indirect case trimmed(Kind, from: Double, to: Double)
    }

    public var rect: Rect
    public var kind: Kind

    public init(rect: Rect, kind: Kind) {
        self.rect = rect
        self.kind = kind
    }

    /// The radius of its corners, as a container shape's (the largest of uneven ones; 0 for a path).
    var cornerRadius: Double {
        func radius(_ kind: Kind) -> Double {
            switch kind {
            case .rectangle, .path: return 0
            case .rounded(let r, _): return min(r, min(rect.width, rect.height) / 2)
            case .uneven(let radii, _): return min(radii.largest, min(rect.width, rect.height) / 2)
            case .ellipse, .capsule: return min(rect.width, rect.height) / 2
            case .trimmed(let base, _, _): return radius(base)
            }
        }
        return radius(kind)
    }
}

/// How an outline or a text is coloured.
public enum Paint: Hashable, Sendable {
    case solid(RGBA)
    case linear([GradientStop], start: Point, end: Point)
    /// Circles about `center`, or ellipses `yScale` times as tall as wide (an elliptical gradient).
    case radial([GradientStop], center: Point, startRadius: Double, endRadius: Double, yScale: Double = 1)
    /// A sweep around `center`, angles in degrees clockwise from +x.
    case conic([GradientStop], center: Point, startAngle: Double, endAngle: Double)
    /// Patches whose colours run between their corners' (a mesh gradient), over a background colour.
    case mesh([MeshPatch], background: RGBA)

    /// One Coons patch: from `start`, four cubic edges (each two control points and an end), and
    /// the colours of its four corners in the edges' order.
    public struct MeshPatch: Hashable, Sendable {
        package var start: Point
        package var edges: [[Point]]
        package var colors: [RGBA]
    }

    public struct GradientStop: Hashable, Sendable {
        public var color: RGBA
        public var location: Double
    }

    /// Whether every colour of the paint is fully opaque.
    var isOpaque: Bool {
        switch self {
        case .solid(let c): return c.alpha >= 1
        case .linear(let stops, _, _), .radial(let stops, _, _, _, _), .conic(let stops, _, _, _): return stops.allSatisfy { $0.color.alpha >= 1 }
        case let .mesh(patches, background): return background.alpha >= 1 && patches.allSatisfy { $0.colors.allSatisfy { $0.alpha >= 1 } }
        }
    }

    /// One colour standing for the paint (a gradient's first stop), for treatments that take a
    /// single colour — a template image is filled with it.
    var representativeColor: RGBA {
        switch self {
        case .solid(let c): return c
        case .linear(let stops, _, _), .radial(let stops, _, _, _, _), .conic(let stops, _, _, _):
            return stops.first?.color ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        case let .mesh(patches, background):
            return patches.first?.colors.first ?? background
        }
    }

    /// The paint with every colour mapped (alpha included).
    func mapColors(_ transform: (RGBA) -> RGBA) -> Paint {
        switch self {
        case .solid(let c): return .solid(transform(c))
        case let .linear(stops, start, end):
            return .linear(stops.map { GradientStop(color: transform($0.color), location: $0.location) }, start: start, end: end)
        case let .radial(stops, center, r0, r1, yScale):
            return .radial(stops.map { GradientStop(color: transform($0.color), location: $0.location) },
                           center: center, startRadius: r0, endRadius: r1, yScale: yScale)
        case let .conic(stops, center, start, end):
            return .conic(stops.map { GradientStop(color: transform($0.color), location: $0.location) },
                          center: center, startAngle: start, endAngle: end)
        case let .mesh(patches, background):
            return .mesh(patches.map { MeshPatch(start: $0.start, edges: $0.edges, colors: $0.colors.map(transform)) },
                         background: transform(background))
        }
    }

    /// The paint with every colour's alpha multiplied.
    func multiplyingOpacity(by factor: Double) -> Paint {
        mapColors { $0.multiplyingOpacity(by: factor) }
    }

    /// A translucent solid colour as the opaque colour and its alpha; other paints as they are.
    func splittingOpacity() -> (Paint, Double) {
        guard case .solid(let c) = self, c.alpha < 1, c.alpha > 0 else { return (self, 1) }
        var opaque = c
        opaque.alpha = 1
        return (.solid(opaque), c.alpha)
    }
}

/// A laid-out text to draw, already shaped into glyph outlines and colour glyph images (with the
/// inputs that measured it, for guideline checks).
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var attributes: TextAttributes
    public var measurement: TextMeasurement
    /// Top-left of the text's frame.
    public var origin: Point
    public var paint: Paint
    /// The view that drew it, e.g. `body.systemSmall.children[1]` (for guideline checks).
    public var path: String
    /// How colour glyphs (emoji), which ignore the paint, are recoloured for the rendering mode.
    public var colorGlyphTreatment: ImageTreatment
    /// What is drawn: the glyphs, in points from `origin`.
    public var glyphs: ShapedText
}

extension TextRun {
    /// A text run made outside the display-list builder (UIKit's string drawing into an image context).
    package static func drawn(_ string: String, attributes: TextAttributes, measurement: TextMeasurement, origin: Point, paint: Paint,
                              path: String, glyphs: ShapedText) -> TextRun {
        TextRun(string: string, attributes: attributes, measurement: measurement, origin: origin, paint: paint, path: path,
                colorGlyphTreatment: .original, glyphs: glyphs)
    }
}
