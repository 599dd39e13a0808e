/// An image for an intent value; never drawn in a widget.
open class INImage: NSObject, @unchecked Sendable {
    public let name: String?
    public required init(named name: String) { self.name = name }
    public init(imageData: Data) { self.name = nil }
    public init(url: URL) { self.name = url.lastPathComponent }

    /// An image loaded from `url`, shown at `width` × `height` points.
    public convenience init?(url: URL, width: Double, height: Double) { self.init(url: url) }

    /// The SF Symbol `systemImageName`.
    open class func systemImageNamed(_ systemImageName: String) -> Self { Self(named: systemImageName) }
}
