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

    private func rowHeights(_ widths: [Double]) -> [Double] {
        let total = widths.reduce(0, +) + Double(max(0, widths.count - 1)) * horizontalSpacing
        return rows.map { row in
            if let spanning = row.spanning { return spanning.sizeThatFits(Proposal(width: total, height: nil)).height }
            return row.cells.enumerated().map { $0.element.sizeThatFits(Proposal(width: widths[$0.offset], height: nil)).height }.max() ?? 0
        }
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        let widths = columns(proposal)
        let heights = rowHeights(widths)
        return Size(width: widths.reduce(0, +) + Double(max(0, widths.count - 1)) * horizontalSpacing,
                    height: heights.reduce(0, +) + Double(max(0, heights.count - 1)) * verticalSpacing)
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let widths = columns(Proposal(frame.size))
        let heights = rowHeights(widths)
        let total = widths.reduce(0, +) + Double(max(0, widths.count - 1)) * horizontalSpacing
        var nodes: [LayoutNode] = []
        var y = frame.minY
        for (i, row) in rows.enumerated() {
            if let spanning = row.spanning {
                let size = spanning.sizeThatFits(Proposal(width: total, height: nil))
                let cell = Rect(x: frame.minX, y: y, width: total, height: heights[i])
                let origin = AlignmentMath.origin(of: size, in: cell, alignment: alignment, rightToLeft: rightToLeft)
                nodes.append(spanning.place(in: Rect(origin: origin, size: size), proposal: Proposal(width: total, height: nil)))
            } else {
                var x = 0.0
                for (j, child) in row.cells.enumerated() {
                    let left = rightToLeft ? total - x - widths[j] : x
                    let cell = Rect(x: frame.minX + left, y: y, width: widths[j], height: heights[i])
                    let size = child.sizeThatFits(Proposal(width: widths[j], height: nil))
                    let cellAlignment = Alignment(horizontal: alignment.horizontal, vertical: row.alignment ?? alignment.vertical)
                    let origin = AlignmentMath.origin(of: size, in: cell, alignment: cellAlignment, rightToLeft: rightToLeft)
                    nodes.append(child.place(in: Rect(origin: origin, size: size), proposal: Proposal(width: widths[j], height: nil)))
                    x += widths[j] + horizontalSpacing
                }
            }
            y += heights[i] + verticalSpacing
        }
        return LayoutNode(frame: frame, kind: .group, children: nodes, path: path)
    }
}
