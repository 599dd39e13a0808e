import Foundation
import SwiftUI
import WidgetRaster

/// Where an annotation sits against the mark it annotates (`annotation(position:…)`).
public struct AnnotationPosition: Hashable, Sendable {
    let position: ChartAnnotation.Position

    /// Above the mark; past a bar's end (below a negative bar, right of a horizontal one).
    public static let automatic = AnnotationPosition(position: .automatic)
    /// Over the mark, inside its bounds.
    public static let overlay = AnnotationPosition(position: .overlay)
    public static let top = AnnotationPosition(position: .top)
    public static let bottom = AnnotationPosition(position: .bottom)
    public static let leading = AnnotationPosition(position: .leading)
    public static let trailing = AnnotationPosition(position: .trailing)
    public static let topLeading = AnnotationPosition(position: .topLeading)
    public static let topTrailing = AnnotationPosition(position: .topTrailing)
    public static let bottomLeading = AnnotationPosition(position: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(position: .bottomTrailing)
}

/// What an annotation does when it would leave the chart, along each axis.
public struct AnnotationOverflowResolution: Hashable, Sendable {
    let x: Strategy
    let y: Strategy

    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    public static var automatic: AnnotationOverflowResolution { AnnotationOverflowResolution() }

    /// One axis's way out: left as placed (`disabled`; `automatic` is drawn so), or moved back inside
    /// the chart or its plot (`fit`, `fit(to:)`; `padScale`, which widens the scale on iOS, is drawn as `fit`).
    public struct Strategy: Hashable, Sendable {
        let overflow: ChartAnnotation.Overflow
        public static var automatic: Strategy { Strategy(overflow: .automatic) }
        public static var disabled: Strategy { Strategy(overflow: .disabled) }
        public static var fit: Strategy { Strategy(overflow: .fitChart) }
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(overflow: boundary.plot ? .fitPlot : .fitChart) }
        public static var padScale: Strategy { Strategy(overflow: .fitChart) }
    }

    /// What a fitted annotation stays inside: the chart (`automatic`, `chart`) or its plot.
    public struct Boundary: Hashable, Sendable {
        let plot: Bool
        public static var automatic: Boundary { Boundary(plot: false) }
        public static var chart: Boundary { Boundary(plot: false) }
        public static var plot: Boundary { Boundary(plot: true) }
    }
}

/// What an annotation's content is told about the mark: the size of the annotated item, which a
/// mark's view knows only once the chart is laid out — zero here, where the content is made first.
public struct AnnotationContext {
    public let targetSize: CGSize
}

extension View {
    /// A view drawn at each mark of this content: above, below, beside or over it.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @SwiftUI.ViewBuilder content: () -> C) -> some View {
        Annotated(content: self, annotation: content(), position: position.position, alignment: alignment, spacing: spacing.map(Double.init))
    }

    /// As `annotation(position:alignment:spacing:content:)`, the content made from the annotation's context.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @SwiftUI.ViewBuilder content: @escaping (AnnotationContext) -> C) -> some View {
        Annotated(content: self, annotation: content(AnnotationContext(targetSize: .zero)), position: position.position,
                  alignment: alignment, spacing: spacing.map(Double.init))
    }

    /// An annotation that stays inside the chart or its plot as `overflowResolution` says.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution, @SwiftUI.ViewBuilder content: () -> C) -> some View {
        Annotated(content: self, annotation: content(), position: position.position, alignment: alignment, spacing: spacing.map(Double.init),
                  overflow: overflowResolution)
    }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution,
                                    @SwiftUI.ViewBuilder content: @escaping (AnnotationContext) -> C) -> some View {
        Annotated(content: self, annotation: content(AnnotationContext(targetSize: .zero)), position: position.position, alignment: alignment,
                  spacing: spacing.map(Double.init), overflow: overflowResolution)
    }
}

/// Marks with an annotation: each of their points carries the annotation's view, resolved in the
/// marks' context.
struct Annotated<Content: View, Annotation: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let annotation: Annotation
    let position: ChartAnnotation.Position
    let alignment: Alignment
    let spacing: Double?
    var overflow = AnnotationOverflowResolution.automatic

    func _nodes(in context: _ResolveContext) -> [ViewNode] {
        let view = context.node(annotation)
        let attached = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: view,
                                       overflowX: overflow.x.overflow, overflowY: overflow.y.overflow)
        return context.nodes(content).map { node in
            guard case .chart(var chart) = node.content else { return node }
            for m in chart.marks.indices {
                for p in chart.marks[m].points.indices { chart.marks[m].points[p].annotation = attached }
            }
            return ViewNode(.chart(chart), modifiers: node.modifiers)
        }
    }
}
