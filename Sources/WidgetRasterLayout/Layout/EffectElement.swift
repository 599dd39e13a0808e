import WidgetRasterModel

/// A drawing effect (opacity, offset, clip, shadow, tap target): no layout effect at all.
final class EffectElement: LayoutElement {
    let effect: LayoutNode.Effect
    let child: LayoutElement

    init(effect: LayoutNode.Effect, child: LayoutElement, path: String) {
        self.effect = effect
        self.child = child
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size { child.sizeThatFits(proposal) }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        LayoutNode(frame: frame, kind: .effect(effect), children: [child.place(in: frame, proposal: proposal)], path: path)
    }

    override var layoutPriority: Double { child.layoutPriority }
    override func spacing(_ edge: Edge) -> SpacingPreference { child.spacing(edge) }
}
