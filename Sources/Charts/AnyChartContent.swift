import SwiftUI
import WidgetRaster

/// Chart content of any type: marks of different kinds in one list (`[any ChartContent]`), or a
/// function that returns one of several.
public struct AnyChartContent: View, _PrimitiveView {
    public typealias Body = Never
    let content: any View

    public init(_ content: any ChartContent) { self.content = content }
    public init(erasing content: some ChartContent) { self.content = content }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { context.nodes(content) }
}
