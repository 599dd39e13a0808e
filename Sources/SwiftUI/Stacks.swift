import Foundation
import WidgetRaster

/// Views in a column.
public struct VStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.vStack(alignment: alignment, spacing: spacing.map(Double.init), children: context.nodes(content)))]
    }
}

/// Views in a row.
public struct HStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.hStack(alignment: alignment, spacing: spacing.map(Double.init), children: context.nodes(content)))]
    }
}

/// Views on top of each other.
public struct ZStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.zStack(alignment: alignment, children: context.nodes(content)))]
    }
}
