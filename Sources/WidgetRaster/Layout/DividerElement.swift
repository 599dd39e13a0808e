/// `Divider`: a hairline across the stack axis (vertical in an HStack), taking the full
/// proposed length the other way. 1 px thick is drawn as 1/3 pt at @3x; layout uses 1/3 pt.
final class DividerElement: LayoutElement {
    static let thickness = 1.0 / 3.0
    let vertical: Bool
    let color: Foreground

    init(vertical: Bool, path: String) {
        self.vertical = vertical
        color = Foreground(base: .color("separator"))
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        vertical ? Size(width: Self.thickness, height: proposal.height ?? 10)
            : Size(width: proposal.width ?? 10, height: Self.thickness)
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        LayoutNode(frame: frame, kind: .shape(.rectangle, fill: color, stroke: nil), path: path)
    }
}
