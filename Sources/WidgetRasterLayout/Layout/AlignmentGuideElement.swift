import WidgetRasterModel

/// `alignmentGuide(_:computeValue:)`: sizes and places its child as it is, and tells the stack
/// around it where the child's guide lies (`StackElement` reads it).
final class AlignmentGuideElement: LayoutElement {
    let guide: AlignmentGuide
    let child: LayoutElement

    init(guide: AlignmentGuide, child: LayoutElement, path: String) {
        self.guide = guide
        self.child = child
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size { child.sizeThatFits(proposal) }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode { child.place(in: frame, proposal: proposal) }

    override var layoutPriority: Double { child.layoutPriority }

    override func spacing(_ edge: Edge) -> SpacingPreference { child.spacing(edge) }

    /// The explicit guide for `alignment`, innermost last: the outermost modifier for it wins, as in SwiftUI.
    static func explicit(_ alignment: AlignmentGuide.Guide, of element: LayoutElement) -> AlignmentGuide? {
        var current = element
        while let wrapper = current as? AlignmentGuideElement {
            if wrapper.guide.guide == alignment { return wrapper.guide }
            current = wrapper.child
        }
        return nil
    }
}
