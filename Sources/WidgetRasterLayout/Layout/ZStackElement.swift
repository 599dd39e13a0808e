import WidgetRasterModel

/// `ZStack`: sized by its highest-priority children, every child aligned on the same guide,
/// later children drawn on top.
final class ZStackElement: LayoutElement {
    let alignment: Alignment
    let children: [LayoutElement]
    let rightToLeft: Bool

    init(alignment: Alignment, children: [LayoutElement], rightToLeft: Bool, path: String) {
        self.alignment = alignment
        self.children = children
        self.rightToLeft = rightToLeft
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        let top = children.map(\.layoutPriority).max() ?? 0
        let sizes = children.filter { $0.layoutPriority == top }.map { $0.sizeThatFits(proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let p = Proposal(frame.size)
        let nodes = children.map { child -> LayoutNode in
            let size = child.sizeThatFits(p)
            let origin = AlignmentMath.origin(of: size, in: frame, alignment: alignment, rightToLeft: rightToLeft)
            return child.place(in: Rect(origin: origin, size: size), proposal: p)
        }
        return LayoutNode(frame: frame, kind: .group, children: nodes, path: path)
    }

    override func spacing(_ edge: Edge) -> SpacingPreference {
        .largestText(children.map { $0.spacing(edge) })
    }
}

/// Where a child of `size` goes inside `frame` for a 2-D alignment (baselines align as bottom).
package enum AlignmentMath {
    package static func origin(of size: Size, in frame: Rect, alignment: Alignment, rightToLeft: Bool) -> Point {
        var horizontal = alignment.horizontal
        if rightToLeft {
            if horizontal == .leading { horizontal = .trailing } else if horizontal == .trailing { horizontal = .leading }
        }
        let x: Double
        switch horizontal {
        case .leading: x = frame.minX
        case .center: x = frame.minX + (frame.width - size.width) / 2
        case .trailing: x = frame.maxX - size.width
        }
        let y: Double
        switch alignment.vertical {
        case .top: y = frame.minY
        case .center: y = frame.minY + (frame.height - size.height) / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: y = frame.maxY - size.height
        }
        return Point(x: x, y: y)
    }
}
