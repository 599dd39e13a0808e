import Foundation
import WidgetRaster

/// A shape: an outline for a rect. The built-in shapes are drawn as the scene model's shapes;
/// any other `Shape` gets its `path(in:)` evaluated with its laid-out frame, as in SwiftUI.
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

/// The shapes the scene model draws itself (exact continuous corners, concentric container shape).
public protocol _BuiltInShape {
    var _kind: ShapeKind { get }
}

/// A shape made from another one (`trim(from:to:)`), resolved with the same context.
public protocol _DerivedShape {
    func _derivedKind(in context: _ResolveContext) -> ShapeKind
}

extension Shape {
    /// The model shape for this shape: built-in, or a custom one whose path the front door fills after layout.
    public func _shapeKind(in context: _ResolveContext) -> ShapeKind {
        if let builtIn = self as? _BuiltInShape { return builtIn._kind }
        if let derived = self as? _DerivedShape { return derived._derivedKind(in: context) }
        return .path(.custom(CustomShape { size in
            ShapePath(width: size.width, height: size.height,
                      elements: self.path(in: CGRect(x: 0, y: 0, width: size.width, height: size.height)).elements)
        }))
    }

    /// The part of the outline between two fractions of its length (a circle starts at 3 o'clock, clockwise).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, from: Double(startFraction), to: Double(endFraction))
    }

    /// The outline stroked in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _StyledShape<Self> { stroke(HierarchicalShapeStyle.primary, lineWidth: lineWidth) }
    public func stroke(style: StrokeStyle) -> _StyledShape<Self> { stroke(HierarchicalShapeStyle.primary, style: style) }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _StyledShape<Self> {
        _StyledShape(shape: self, fill: .color("clear"), stroke: style._stroke(content._style, inset: false))
    }

    /// A stroke kept inside the shape's frame (the outline inset by half the line width).
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StyledShape<Self> {
        strokeBorder(HierarchicalShapeStyle.primary, lineWidth: lineWidth)
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StyledShape<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _StyledShape<Self> {
        strokeBorder(HierarchicalShapeStyle.primary, style: style)
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _StyledShape<Self> {
        _StyledShape(shape: self, fill: .color("clear"), stroke: style._stroke(content._style, inset: true))
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.shape(_shapeKind(in: context), fill: nil, stroke: nil))]
    }

    public func fill<S: ShapeStyle>(_ style: S) -> _StyledShape<Self> { _StyledShape(shape: self, fill: style._style, stroke: nil) }
    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle) -> _StyledShape<Self> { fill(style) }
    /// Filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _StyledShape<Self> { _StyledShape(shape: self, fill: .primary, stroke: nil) }

    /// The outline stroked; `antialiased: false` is drawn antialiased, as every edge is here.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StyledShape<Self> {
        _StyledShape(shape: self, fill: .color("clear"), stroke: Stroke(style: style._style, lineWidth: Double(lineWidth)))
    }
}

extension Path: _PrimitiveView {}

/// A shape with its fill or stroke chosen.
public struct _StyledShape<S: Shape>: View, _PrimitiveView {
    public typealias Body = Never
    let shape: S
    let fillStyle: WidgetRaster.ShapeStyle?
    let stroke: Stroke?

    init(shape: S, fill: WidgetRaster.ShapeStyle?, stroke: Stroke?) {
        self.shape = shape
        fillStyle = fill
        self.stroke = stroke
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.shape(shape._shapeKind(in: context), fill: fillStyle, stroke: stroke))]
    }

    /// Adds a stroke to a filled shape (iOS 17 `fill(_:).stroke(_:lineWidth:)`).
    public func stroke<T: ShapeStyle>(_ style: T, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StyledShape<S> {
        _StyledShape(shape: shape, fill: fillStyle, stroke: Stroke(style: style._style, lineWidth: Double(lineWidth)))
    }
    public func stroke<T: ShapeStyle>(_ content: T, style: StrokeStyle, antialiased: Bool = true) -> _StyledShape<S> {
        _StyledShape(shape: shape, fill: fillStyle, stroke: style._stroke(content._style, inset: false))
    }
    /// Adds a stroke inside the outline to a filled shape (iOS 17 `fill(_:).strokeBorder(_:lineWidth:)`).
    public func strokeBorder<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StyledShape<S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func strokeBorder<T: ShapeStyle>(_ content: T, style: StrokeStyle, antialiased: Bool = true) -> _StyledShape<S> {
        _StyledShape(shape: shape, fill: fillStyle, stroke: style._stroke(content._style, inset: true))
    }
    /// Fills a stroked shape under its stroke (iOS 17 `strokeBorder(_:lineWidth:).fill(_:)`).
    public func fill<T: ShapeStyle>(_ content: T, style: FillStyle = FillStyle()) -> _StyledShape<S> {
        _StyledShape(shape: shape, fill: content._style, stroke: stroke)
    }
}

/// A shape cut to part of its outline: `trim(from:to:)`.
public struct _TrimmedShape<S: Shape>: Shape, _DerivedShape, _PrimitiveView {
    let shape: S
    let from: Double
    let to: Double

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public func _derivedKind(in context: _ResolveContext) -> ShapeKind {
        .trimmed(shape._shapeKind(in: context), from: from, to: to)
    }
}

/// How a line is drawn: width, ends, corners and dashes.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    func _stroke(_ style: WidgetRaster.ShapeStyle, inset: Bool) -> Stroke {
        Stroke(style: style, lineWidth: Double(lineWidth), lineCap: lineCap, lineJoin: lineJoin, miterLimit: Double(miterLimit),
               dash: dash.map(Double.init), dashPhase: Double(dashPhase), inset: inset)
    }
}

/// Core Graphics' line ends and joins, as the scene model names them.
public typealias CGLineCap = WidgetRaster.LineCap
public typealias CGLineJoin = WidgetRaster.LineJoin

/// How a rounded rectangle's corners curve.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Rectangle: Shape, _BuiltInShape, _PrimitiveView {
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public init() {}
    public var _kind: ShapeKind { .rectangle }
}

public struct RoundedRectangle: Shape, _BuiltInShape, _PrimitiveView {
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius, style: style) }
    public var cornerRadius: CGFloat
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
    /// Corners of a size; drawn with its smaller side as the radius.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }
    public var _kind: ShapeKind { .roundedRectangle(cornerRadius: Double(cornerRadius), continuous: style == .continuous) }
}

public struct Circle: Shape, _BuiltInShape, _PrimitiveView {
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: CGRect(x: rect.midX - min(rect.width, rect.height) / 2, y: rect.midY - min(rect.width, rect.height) / 2, width: min(rect.width, rect.height), height: min(rect.width, rect.height))) }
    public init() {}
    public var _kind: ShapeKind { .circle }
}

public struct Ellipse: Shape, _BuiltInShape, _PrimitiveView {
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public init() {}
    public var _kind: ShapeKind { .ellipse }
}

public struct Capsule: Shape, _BuiltInShape, _PrimitiveView {
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    public init(style: RoundedCornerStyle = .continuous) {}
    public var _kind: ShapeKind { .capsule }
}

/// The widget's own rounded rectangle, inset so corners stay concentric.
public struct ContainerRelativeShape: Shape, _BuiltInShape, _PrimitiveView {
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public init() {}
    public var _kind: ShapeKind { .containerRelative }
}
