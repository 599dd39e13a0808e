import WidgetRasterModel

/// `Grid`: every `GridRow`'s cells line up in columns as wide as the column's widest cell; when
/// the grid is offered more width and a column holds a flexible cell, flexible columns share
/// the rest. Rows are as tall as their tallest cell; a view that is not a row spans all columns.
final class GridElement: LayoutElement {
    /// Each row's cells, or nil cells for a spanning view.
    let rows: [(cells: [LayoutElement], alignment: VerticalAlignment?, spanning: LayoutElement?)]
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double
    let rightToLeft: Bool

    init(rows: [(cells: [LayoutElement], alignment: VerticalAlignment?, spanning: LayoutElement?)], alignment: Alignment,
         horizontalSpacing: Double?, verticalSpacing: Double?, rightToLeft: Bool, path: String) {
        self.rows = rows
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing ?? 8
        self.verticalSpacing = verticalSpacing ?? 8
        self.rightToLeft = rightToLeft
        super.init(path: path)
    }

    private var columnCount: Int { rows.map(\.cells.count).max() ?? 0 }

    /// Column widths: each column's widest ideal cell, flexible columns sharing any extra width.
    private func columns(_ proposal: Proposal) -> [Double] {
        let n = columnCount
        var widths = [Double](repeating: 0, count: n)
        var flexible = [Bool](repeating: false, count: n)
        for row in rows {
            for (j, cell) in row.cells.enumerated() {
                widths[j] = max(widths[j], cell.sizeThatFits(.unspecified).width)
                if cell.sizeThatFits(Proposal(width: .infinity, height: nil)).width.isInfinite { flexible[j] = true }
            }
        }
        if let width = proposal.width, width.isFinite, flexible.contains(true) {
            let extra = width - widths.reduce(0, +) - Double(max(0, n - 1)) * horizontalSpacing
            if extra > 0 {
                let share = extra / Double(flexible.filter { $0 }.count)
                for j in 0..<n where flexible[j] { widths[j] += share }
            }
        }
        return widths
    }

    /// The width the grid spans: its columns', or as wide as the widest view that spans them all
    /// (a grid of no rows at all is as wide as it is offered).
    private func span(_ widths: [Double], _ proposal: Proposal) -> Double {
        let columns = widths.reduce(0, +) + Double(max(0, widths.count - 1)) * horizontalSpacing
        let offered = proposal.width.flatMap { $0.isFinite ? max($0, columns) : nil } ?? columns
        let spanning = rows.compactMap(\.spanning).map { $0.sizeThatFits(Proposal(width: offered, height: nil)).width }
        return max(columns, spanning.max() ?? 0)
    }

    /// A row's height for a proposed height: its tallest cell's.
    private func height(of row: Int, _ widths: [Double], span: Double, proposed: Double?) -> Double {
        if let spanning = rows[row].spanning { return spanning.sizeThatFits(Proposal(width: span, height: proposed)).height }
        return rows[row].cells.enumerated().map { $0.element.sizeThatFits(Proposal(width: widths[$0.offset], height: proposed)).height }.max() ?? 0
    }

    /// Each row as tall as its tallest cell; where the grid is offered more height, the rows that
    /// can grow (a chart, a flexible frame) share what is left, as a stack's children do.
    private func rowHeights(_ widths: [Double], span: Double, proposal: Proposal) -> [Double] {
        let ideal = rows.indices.map { height(of: $0, widths, span: span, proposed: nil) }
        guard let offered = proposal.height, offered.isFinite else { return ideal }
        let extra = offered - Double(max(0, rows.count - 1)) * verticalSpacing - ideal.reduce(0, +)
        guard extra > 0 else { return ideal }
        let flexible = rows.indices.filter { height(of: $0, widths, span: span, proposed: .infinity) > ideal[$0] + 1e-9 }
        guard !flexible.isEmpty else { return ideal }
        var heights = ideal
        for i in flexible { heights[i] += extra / Double(flexible.count) }
        return heights
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        let widths = columns(proposal)
        let span = span(widths, proposal)
        let heights = rowHeights(widths, span: span, proposal: proposal)
        return Size(width: span, height: heights.reduce(0, +) + Double(max(0, heights.count - 1)) * verticalSpacing)
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let widths = columns(Proposal(frame.size))
        let total = span(widths, Proposal(frame.size))
        let heights = rowHeights(widths, span: total, proposal: Proposal(frame.size))
        var nodes: [LayoutNode] = []
        var y = frame.minY
        for (i, row) in rows.enumerated() {
            if let spanning = row.spanning {
                let offer = Proposal(width: total, height: heights[i])
                let size = spanning.sizeThatFits(offer)
                let cell = Rect(x: frame.minX, y: y, width: total, height: heights[i])
                let origin = AlignmentMath.origin(of: size, in: cell, alignment: alignment, rightToLeft: rightToLeft)
                nodes.append(spanning.place(in: Rect(origin: origin, size: size), proposal: offer))
            } else {
                var x = 0.0
                for (j, child) in row.cells.enumerated() {
                    let left = rightToLeft ? total - x - widths[j] : x
                    let cell = Rect(x: frame.minX + left, y: y, width: widths[j], height: heights[i])
                    let offer = Proposal(width: widths[j], height: heights[i])
                    let size = child.sizeThatFits(offer)
                    let cellAlignment = Alignment(horizontal: alignment.horizontal, vertical: row.alignment ?? alignment.vertical)
                    let origin = AlignmentMath.origin(of: size, in: cell, alignment: cellAlignment, rightToLeft: rightToLeft)
                    nodes.append(child.place(in: Rect(origin: origin, size: size), proposal: offer))
                    x += widths[j] + horizontalSpacing
                }
            }
            y += heights[i] + verticalSpacing
        }
        return LayoutNode(frame: frame, kind: .group, children: nodes, path: path)
    }
}
