import WidgetRasterModel

/// `Image`: its pixel size at @1x unless resizable, then the proposal (nil → intrinsic).
final class ImageElement: LayoutElement {
    /// Nil for an image name nothing has: of no size unless resizable, and drawn as nothing.
    let asset: ImageAsset?
    /// The image set's dark-appearance file, drawn in dark images; laid out at `asset`'s size.
    let darkAsset: ImageAsset?
    let intrinsic: Size
    let resizable: Bool
    let redaction: LayoutNode.Redaction
    let tint: Foreground?
    /// Repeats at its own size over the frame instead of stretching (`resizingMode: .tile`).
    let tiled: Bool

    init(asset: ImageAsset?, darkAsset: ImageAsset? = nil, intrinsic: Size, resizable: Bool, tiled: Bool = false, tint: Foreground?, redaction: LayoutNode.Redaction,
         path: String) {
        self.asset = asset
        self.darkAsset = darkAsset
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
        let kind = asset.map { LayoutNode.Kind.image($0, tint: tint, tile: tiled && resizable ? intrinsic : nil, dark: darkAsset) } ?? .group
        return LayoutNode(frame: frame, kind: kind, path: path, redaction: redaction)
    }
}
