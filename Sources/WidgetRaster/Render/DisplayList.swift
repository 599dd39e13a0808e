import Themes

/// Flat drawing operations in canvas points with colours resolved: what the rasteriser
/// draws, nothing more. Built from a layout for one colour scheme and variant.
public struct DisplayList: Hashable, Sendable {
    /// Canvas size in points.
    public var size: Size
    /// The widget's outline (everything outside is transparent).
    public var mask: Outline
    public var ops: [Op]

    public enum Op: Hashable, Sendable {
        case fill(Outline, Paint)
        case stroke(Outline, Paint, lineWidth: Double)
        case text(TextRun)
        case image(ImageAsset, Rect, ImageTreatment)
        case beginClip(Outline)
        case endClip
        case beginOpacity(Double)
        case endOpacity
        case beginTranslate(x: Double, y: Double)
        case endTranslate
        case beginShadow(RGBA, radius: Double, x: Double, y: Double)
        case endShadow
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
        case ellipse
        case capsule
        /// A path's elements, stretched from their box to the rect.
        case path(ShapePath)
    }

    public var rect: Rect
    public var kind: Kind

    public init(rect: Rect, kind: Kind) {
        self.rect = rect
        self.kind = kind
    }
}

/// How an outline or a text is coloured.
public enum Paint: Hashable, Sendable {
    case solid(RGBA)
    case linear([GradientStop], start: Point, end: Point)
    case radial([GradientStop], center: Point, startRadius: Double, endRadius: Double)

    public struct GradientStop: Hashable, Sendable {
        public var color: RGBA
        public var location: Double
    }

    /// The paint with every colour mapped (alpha included).
    func mapColors(_ transform: (RGBA) -> RGBA) -> Paint {
        switch self {
        case .solid(let c): return .solid(transform(c))
        case let .linear(stops, start, end):
            return .linear(stops.map { GradientStop(color: transform($0.color), location: $0.location) }, start: start, end: end)
        case let .radial(stops, center, r0, r1):
            return .radial(stops.map { GradientStop(color: transform($0.color), location: $0.location) },
                           center: center, startRadius: r0, endRadius: r1)
        }
    }

    /// The paint with every colour's alpha multiplied.
    func multiplyingOpacity(by factor: Double) -> Paint {
        switch self {
        case .solid(let c): return .solid(c.multiplyingOpacity(by: factor))
        case let .linear(stops, start, end):
            return .linear(stops.map { GradientStop(color: $0.color.multiplyingOpacity(by: factor), location: $0.location) },
                           start: start, end: end)
        case let .radial(stops, center, r0, r1):
            return .radial(stops.map { GradientStop(color: $0.color.multiplyingOpacity(by: factor), location: $0.location) },
                           center: center, startRadius: r0, endRadius: r1)
        }
    }
}

/// A laid-out text to draw: the same inputs that measured it, so it draws exactly as measured.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var attributes: TextAttributes
    public var measurement: TextMeasurement
    /// Top-left of the text's frame.
    public var origin: Point
    public var paint: Paint
    /// The view that drew it, e.g. `body.systemSmall.children[1]` (for guideline checks).
    public var path: String
}
