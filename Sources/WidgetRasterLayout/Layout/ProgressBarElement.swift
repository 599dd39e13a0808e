import WidgetRasterModel

/// A linear progress bar: a 4 pt capsule track as wide as proposed, filled to `fraction`
/// with the tint (SwiftUI's linear `ProgressView` look). Marked `privacySensitive`, the privacy
/// variant shows only the track: the level is the private part.
final class ProgressBarElement: LayoutElement {
    static let height = 4.0
    let fraction: Double
    let foreground: Foreground
    let redaction: LayoutNode.Redaction

    init(fraction: Double, foreground: Foreground, redaction: LayoutNode.Redaction = LayoutNode.Redaction(), path: String) {
        self.fraction = fraction
        self.foreground = foreground
        self.redaction = redaction
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        Size(width: proposal.width.map { $0.isFinite ? $0 : 10 } ?? 10, height: Self.height)
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let track = LayoutNode(frame: frame, kind: .shape(.capsule, fill: Foreground(base: .color("tertiarySystemFill")),
                                                          stroke: nil), path: path)
        let tint = foreground.base == nil ? Foreground(base: .tint) : foreground
        var fillFrame = frame
        fillFrame.size.width = frame.width * fraction
        let fill = LayoutNode(frame: fillFrame, kind: .shape(.capsule, fill: tint, stroke: nil), path: path, redaction: redaction)
        return LayoutNode(frame: frame, kind: .group, children: fraction > 0 ? [track, fill] : [track], path: path)
    }
}
