import WidgetRasterModel

extension DisplayList {
    /// A smooth drawing that many images show part of (iOS 26's wallpaper behind the glass: a
    /// screen of gradients, or the team's picture under a blur). A rasteriser draws it once per
    /// process at one pixel per point and paints it scaled, so an image of any size, scale or
    /// widget costs one scaled copy of it instead of drawing its gradients and blur again.
    public struct Backdrop: Hashable, Sendable {
        /// The drawing's own size in points; its ops draw in `0…size`.
        package var size: Size
        package var ops: [Op]

        package init(size: Size, ops: [Op]) {
            self.size = size
            self.ops = ops
        }
    }
}
