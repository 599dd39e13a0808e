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

extension Shape {
    /// The model shape for this shape: built-in, or a custom one whose path the front door fills after layout.
    public func _shapeKind(in context: _ResolveContext) -> ShapeKind {
        if let builtIn = self as? _BuiltInShape { return builtIn._kind }
        return .path(.custom(context.customShapes.register { self.path(in: $0) }))
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.shape(_shapeKind(in: context), fill: nil, stroke: nil))]
    }

    public func fill<S: ShapeStyle>(_ style: S) -> _StyledShape<Self> { _StyledShape(shape: self, fill: style._style, stroke: nil) }

    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _StyledShape<Self> {
        _StyledShape(shape: self, fill: .color("clear"), stroke: Stroke(style: style._style, lineWidth: Double(lineWidth)))
    }
}

extension Path: _PrimitiveView {}

/// A shape with its fill or stroke chosen.
public struct _StyledShape<S: Shape>: View, _PrimitiveView {
    public typealias Body = Never
    let shape: S
    let fill: WidgetRaster.ShapeStyle?
    let stroke: Stroke?

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.shape(shape._shapeKind(in: context), fill: fill, stroke: stroke))]
    }

    /// Adds a stroke to a filled shape.
    public func stroke<T: ShapeStyle>(_ style: T, lineWidth: CGFloat = 1) -> _StyledShape<S> {
        _StyledShape(shape: shape, fill: fill, stroke: Stroke(style: style._style, lineWidth: Double(lineWidth)))
    }
}

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
