import WidgetRasterModel

/// `position(x:y:)`: takes the space it is offered and puts its child's centre at (x, y) in it,
/// the child sized for the whole space. Right to left, the layout is mirrored: x counts from the right edge.
final class PositionElement: LayoutElement {
    let center: Point
    let child: LayoutElement
    let rightToLeft: Bool

    init(x: Double, y: Double, child: LayoutElement, rightToLeft: Bool, path: String) {
        center = Point(x: x, y: y)
        self.child = child
        self.rightToLeft = rightToLeft
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size { proposal.replacingUnspecified() }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let inner = Proposal(width: frame.width, height: frame.height)
        let size = child.sizeThatFits(inner)
        let x = rightToLeft ? frame.maxX - center.x : frame.minX + center.x
        let origin = Point(x: x - size.width / 2, y: frame.minY + center.y - size.height / 2)
        return LayoutNode(frame: frame, kind: .group, children: [child.place(in: Rect(origin: origin, size: size), proposal: inner)],
                          path: path)
    }

    override var layoutPriority: Double { child.layoutPriority }
}
