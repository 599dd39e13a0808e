/// Views made while laying out (a Swift `GeometryReader`'s content, once its size is known), with
/// the images they name, read as the body's were.
public struct ResolvedContent: Sendable {
    public var node: ViewNode
    public var images: ImageStore

    public init(node: ViewNode, images: ImageStore = ImageStore()) {
        self.node = node
        self.images = images
    }
}
