import WidgetRasterImage

/// An image's bytes as read before layout. Two images with equal bytes are one image to every
/// cache: caches are keyed by `digest`, never by a path whose file could change.
package final class ImageContents: Hashable, Sendable {
    package let bytes: [UInt8]
    /// A hash of `bytes` (`ContentHash`).
    package let digest: String

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        digest = ContentHash.hex(of: bytes)
    }

    package static func == (a: ImageContents, b: ImageContents) -> Bool { a.digest == b.digest }
    package func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
