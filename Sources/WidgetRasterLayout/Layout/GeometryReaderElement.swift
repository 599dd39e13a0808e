import WidgetRasterModel

/// `GeometryReader`: takes all the space it is offered and lays out the content its closure
/// gives for that size, from its top leading corner (as SwiftUI has since iOS 14).
final class GeometryReaderElement: LayoutElement {
    let rightToLeft: Bool
    private let content: (Size) -> LayoutElement?
    private var made: [Size: LayoutElement?] = [:]

    init(rightToLeft: Bool, path: String, content: @escaping (Size) -> LayoutElement?) {
        self.rightToLeft = rightToLeft
        self.content = content
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size { proposal.replacingUnspecified() }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        if made[frame.size] == nil { made[frame.size] = content(frame.size) }
        guard let child = made[frame.size] ?? nil else { return LayoutNode(frame: frame, kind: .group, path: path) }
        let p = Proposal(frame.size)
        let size = child.sizeThatFits(p)
        let origin = AlignmentMath.origin(of: size, in: frame, alignment: .topLeading, rightToLeft: rightToLeft)
        return LayoutNode(frame: frame, kind: .group, children: [child.place(in: Rect(origin: origin, size: size), proposal: p)], path: path)
    }
}
