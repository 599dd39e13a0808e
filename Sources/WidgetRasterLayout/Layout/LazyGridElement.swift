import WidgetRasterModel

/// `LazyVGrid` / `LazyHGrid`: tracks (columns of a `LazyVGrid`) from `GridItem`s across the
/// proposed width; items fill them in order, a line (row) as tall as its tallest item, lines
/// `spacing` apart. Written for the vertical grid; the horizontal one swaps the axes.
final class LazyGridElement: LayoutElement {
    let axis: Axis
    let tracks: [GridItem]
    let alignment: Alignment
    let spacing: Double
    let children: [LayoutElement]
    let rightToLeft: Bool

    init(axis: Axis, tracks: [GridItem], alignment: Alignment, spacing: Double?, children: [LayoutElement], rightToLeft: Bool,
         path: String) {
        self.axis = axis
        self.tracks = tracks
        self.alignment = alignment
        self.spacing = spacing ?? 8
        self.children = children
        self.rightToLeft = rightToLeft
        super.init(path: path)
    }

    private func across(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    private func along(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func size(across a: Double, along b: Double) -> Size { axis == .vertical ? Size(width: a, height: b) : Size(width: b, height: a) }
    private func proposal(across a: Double?, along b: Double?) -> Proposal {
        axis == .vertical ? Proposal(width: a, height: b) : Proposal(width: b, height: a)
    }

    /// Track lengths, and each line's length along the grid with its items' sizes.
    private func arrange(_ proposal: Proposal) -> (tracks: [(length: Double, item: GridItem)], lines: [Double]) {
        let resolved = GridItem.resolve(tracks, in: axis == .vertical ? proposal.width : proposal.height)
        guard !resolved.isEmpty else { return ([], []) }
        var lines: [Double] = []
        for start in stride(from: 0, to: children.count, by: resolved.count) {
            let line = children[start..<min(start + resolved.count, children.count)].enumerated().map { i, child in
                along(child.sizeThatFits(self.proposal(across: resolved[i].length, along: nil)))
            }
            lines.append(line.max() ?? 0)
        }
        return (resolved, lines)
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        let (tracks, lines) = arrange(proposal)
        let width = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.item.gap).reduce(0, +)
        let length = lines.reduce(0, +) + Double(max(0, lines.count - 1)) * spacing
        // A lazy grid takes the width it is offered across its tracks.
        let offered = axis == .vertical ? proposal.width : proposal.height
        return size(across: max(width, offered.flatMap { $0.isFinite ? $0 : nil } ?? width), along: length)
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let (tracks, lines) = arrange(Proposal(frame.size))
        let used = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.item.gap).reduce(0, +)
        // The tracks as a block sit in the frame by the grid's alignment across its axis.
        let slack = across(frame.size) - used
        let factor: Double = axis == .vertical
            ? (alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5)
            : (alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5)
        var offsets: [Double] = []
        // Offsets run from the leading edge; right to left mirrors them once, below.
        var position = slack * factor
        for track in tracks {
            offsets.append(position)
            position += track.length + track.item.gap
        }
        var nodes: [LayoutNode] = []
        var lineStart = 0.0
        for (row, line) in lines.enumerated() {
            for column in tracks.indices {
                let index = row * tracks.count + column
                guard index < children.count else { break }
                let child = children[index]
                var offset = offsets[column]
                if axis == .vertical && rightToLeft { offset = across(frame.size) - offset - tracks[column].length }
                let cell = axis == .vertical
                    ? Rect(x: frame.minX + offset, y: frame.minY + lineStart, width: tracks[column].length, height: line)
                    : Rect(x: frame.minX + lineStart, y: frame.minY + offset, width: line, height: tracks[column].length)
                let p = Proposal(width: cell.width, height: cell.height)
                let childSize = child.sizeThatFits(axis == .vertical ? Proposal(width: cell.width, height: nil) : Proposal(width: nil, height: cell.height))
                let origin = AlignmentMath.origin(of: childSize, in: cell, alignment: tracks[column].item.alignment ?? alignment,
                                                  rightToLeft: rightToLeft)
                nodes.append(child.place(in: Rect(origin: origin, size: childSize), proposal: p))
            }
            lineStart += line + spacing
        }
        return LayoutNode(frame: frame, kind: .group, children: nodes, path: path)
    }
}
