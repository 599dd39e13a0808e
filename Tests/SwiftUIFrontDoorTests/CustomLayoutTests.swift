import SwiftUI
import Testing
@testable import WidgetKit

/// An app's own `Layout`: its `sizeThatFits` and `placeSubviews` run at layout with the
/// subviews' real sizes, and `AnyLayout` of a stack layout draws as that stack.
@Suite struct CustomLayoutTests {
    /// Rows whose heights follow weights, as TodoCalendar's today-and-next widget lays out.
    struct WeightedVLayout: Layout {
        var weights: [CGFloat]

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let total = weights.reduce(0, +)
            var y = bounds.minY
            for (index, subview) in subviews.enumerated() {
                let height = bounds.height * weights[index] / total
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: height))
                y += height
            }
        }
    }

    /// Subviews in a row at their ideal sizes, each centred on a point of the bounds' middle line,
    /// with a cache counting how often it was made.
    struct CentredRow: Layout {
        struct Cache { var widths: [CGFloat] }
        func makeCache(subviews: Subviews) -> Cache { Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width }) }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            CGSize(width: cache.widths.reduce(0, +), height: subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            var x = bounds.minX
            for (subview, width) in zip(subviews, cache.widths) {
                subview.place(at: CGPoint(x: x + width / 2, y: bounds.midY), anchor: .center, proposal: .unspecified)
                x += width
            }
        }
    }

    func image(_ view: some View) throws -> Data {
        try renderWidget(view.containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852", scale: 1,
                         variant: .light)
    }

    @Test func aWeightedLayoutGivesEachRowItsShare() throws {
        let weighted = WeightedVLayout(weights: [1, 3]) {
            Color.red
            Color.blue
        }
        .frame(width: 100, height: 120)
        let stacked = VStack(spacing: 0) {
            Color.red.frame(height: 30)
            Color.blue.frame(height: 90)
        }
        .frame(width: 100, height: 120)
        #expect(try image(weighted) == image(stacked))
    }

    @Test func aLayoutsCacheAndIdealSizesPlaceItsSubviews() throws {
        let row = CentredRow {
            Color.red.frame(width: 20, height: 10)
            ForEach(0..<2) { _ in Color.blue.frame(width: 30, height: 16) }
        }
        let stacked = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 16)
            Color.blue.frame(width: 30, height: 16)
        }
        #expect(try image(row) == image(stacked))
    }

    @Test func anyLayoutOfAStackLayoutIsThatStack() throws {
        for wide in [true, false] {
            let layout = wide ? AnyLayout(HStackLayout(alignment: .top, spacing: 4)) : AnyLayout(VStackLayout(alignment: .leading, spacing: 4))
            let chosen = layout {
                Text("Next")
                Text("9:41")
            }
            let expected = wide ? AnyView(HStack(alignment: .top, spacing: 4) { Text("Next"); Text("9:41") })
                : AnyView(VStack(alignment: .leading, spacing: 4) { Text("Next"); Text("9:41") })
            #expect(try image(chosen) == image(expected))
        }
    }
}
