import WidgetRasterModel

/// `Divider`: a hairline across the stack axis (vertical in an HStack), taking the full
/// proposed length the other way. One device pixel thick (½ pt at @2x), 1 pt at the
/// accessibility text sizes (layout-semantics §3.3).
final class DividerElement: LayoutElement {
    let thickness: Double
    let vertical: Bool
    let color: Foreground

    init(vertical: Bool, grid: PixelGrid, dynamicType: DynamicTypeSize, path: String) {
        self.thickness = dynamicType.isAccessibilitySize ? 1 : grid.hairline
        self.vertical = vertical
        color = Foreground(base: .color("separator"))
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        vertical ? Size(width: thickness, height: proposal.height ?? 10)
            : Size(width: proposal.width ?? 10, height: thickness)
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        LayoutNode(frame: frame, kind: .shape(.rectangle, fill: color, stroke: nil), path: path)
    }
}
