import WidgetRasterModel

/// Views made while laying out (a Swift `GeometryReader`'s content, once its size is known), with
/// the images they name, read as the body's were.
package struct ResolvedContent: Sendable {
    package var node: ViewNode
    package var images: ImageStore

    package init(node: ViewNode, images: ImageStore = ImageStore()) {
        self.node = node
        self.images = images
    }
}
