import Foundation
import WidgetRaster

/// The built-in shapes: views that fill with the foreground style, and outlines for `clipShape`.
public protocol Shape: View {
    var _kind: ShapeKind { get }
}

extension Shape {
    public func _nodes(in context: _ResolveContext) -> [ViewNode] { [ViewNode(.shape(_kind, fill: nil, stroke: nil))] }

    public func fill<S: ShapeStyle>(_ style: S) -> _StyledShape { _StyledShape(kind: _kind, fill: style._style, stroke: nil) }

    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _StyledShape {
        _StyledShape(kind: _kind, fill: .color("clear"), stroke: Stroke(style: style._style, lineWidth: Double(lineWidth)))
    }
}

/// A shape with its fill or stroke chosen.
public struct _StyledShape: View, _PrimitiveView {
    let kind: ShapeKind
    let fill: WidgetRaster.ShapeStyle?
    let stroke: Stroke?

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { [ViewNode(.shape(kind, fill: fill, stroke: stroke))] }

    /// Adds a stroke to a filled shape.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _StyledShape {
        _StyledShape(kind: kind, fill: fill, stroke: Stroke(style: style._style, lineWidth: Double(lineWidth)))
    }
}

/// How a rounded rectangle's corners curve.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Rectangle: Shape, _PrimitiveView {
    public init() {}
    public var _kind: ShapeKind { .rectangle }
}

public struct RoundedRectangle: Shape, _PrimitiveView {
    public var cornerRadius: CGFloat
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
    public var _kind: ShapeKind { .roundedRectangle(cornerRadius: Double(cornerRadius), continuous: style == .continuous) }
}

public struct Circle: Shape, _PrimitiveView {
    public init() {}
    public var _kind: ShapeKind { .circle }
}

public struct Ellipse: Shape, _PrimitiveView {
    public init() {}
    public var _kind: ShapeKind { .ellipse }
}

public struct Capsule: Shape, _PrimitiveView {
    public init(style: RoundedCornerStyle = .continuous) {}
    public var _kind: ShapeKind { .capsule }
}

/// The widget's own rounded rectangle, inset so corners stay concentric.
public struct ContainerRelativeShape: Shape, _PrimitiveView {
    public init() {}
    public var _kind: ShapeKind { .containerRelative }
}
