/// An image's bytes as read before layout. Two images with equal bytes are one image to every
/// cache: caches are keyed by `digest`, never by a path whose file could change.
public final class ImageContents: Hashable, Sendable {
    public let bytes: [UInt8]
    /// A hash of `bytes` (`ContentHash`).
    public let digest: String

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        digest = ContentHash.hex(of: bytes)
    }

    public static func == (a: ImageContents, b: ImageContents) -> Bool { a.digest == b.digest }
    public func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
