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

/// A column built lazily in SwiftUI; in a widget every row is drawn, as in a `VStack` that fills
/// the width it is offered (a lazy stack is flexible across its axis).
public struct LazyVStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let stack: VStack<Content>
    let alignment: HorizontalAlignment

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
        self.alignment = alignment
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        context.nodes(stack.frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)))
    }
}

/// A row built lazily in SwiftUI; drawn as an `HStack` that fills the height it is offered.
public struct LazyHStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let stack: HStack<Content>
    let alignment: VerticalAlignment

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
        self.alignment = alignment
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        context.nodes(stack.frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment)))
    }
}

