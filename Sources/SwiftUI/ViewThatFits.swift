import WidgetRaster

public typealias Axis = WidgetRaster.Axis

/// The first of its views whose ideal size fits the space along the given axes, else the last.
public struct ViewThatFits<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [ViewNode(.viewThatFits(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                                children: context.nodes(content)))]
    }
}
