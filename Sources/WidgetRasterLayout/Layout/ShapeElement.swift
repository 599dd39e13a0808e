import WidgetRasterModel

/// Shapes and colours take the proposal (nil → 10); a circle is the largest square that fits.
final class ShapeElement: LayoutElement {
    let shape: ShapeKind
    let fill: Foreground
    let stroke: StrokePaint?

    init(shape: ShapeKind, fill: Foreground, stroke: StrokePaint?, path: String) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        let size = proposal.replacingUnspecified()
        if shape.untrimmed == .circle {
            let side = min(size.width, size.height)
            return Size(width: side, height: side)
        }
        return size
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        LayoutNode(frame: frame, kind: .shape(shape, fill: fill, stroke: stroke), path: path)
    }
}
