import WidgetRasterModel

/// `Image`: its pixel size at @1x unless resizable, then the proposal (nil → intrinsic).
final class ImageElement: LayoutElement {
    let asset: ImageAsset
    let intrinsic: Size
    let resizable: Bool
    let redaction: LayoutNode.Redaction
    let tint: Foreground?
    /// Repeats at its own size over the frame instead of stretching (`resizingMode: .tile`).
    let tiled: Bool

    init(asset: ImageAsset, intrinsic: Size, resizable: Bool, tiled: Bool = false, tint: Foreground?, redaction: LayoutNode.Redaction,
         path: String) {
        self.asset = asset
        self.tiled = tiled
        self.tint = tint
        self.intrinsic = intrinsic
        self.resizable = resizable
        self.redaction = redaction
        super.init(path: path)
    }

    override func computeSize(_ proposal: Proposal) -> Size {
        guard resizable else { return intrinsic }
        return Size(width: proposal.width ?? intrinsic.width, height: proposal.height ?? intrinsic.height)
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        LayoutNode(frame: frame, kind: .image(asset, tint: tint, tile: tiled && resizable ? intrinsic : nil), path: path, redaction: redaction)
    }
}
