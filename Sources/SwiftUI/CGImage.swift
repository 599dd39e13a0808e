import Foundation
import WidgetRaster

/// Core Graphics' image, as widget code makes one in a bitmap context (`makeImage()`) or takes
/// one from a `UIImage` (`cgImage`): its pixels, straight RGBA.
public final class CGImage: @unchecked Sendable {
    let bitmap: Bitmap

    init(bitmap: Bitmap) { self.bitmap = bitmap }

    public var width: Int { bitmap.width }
    public var height: Int { bitmap.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { bitmap.width * 4 }
    public var alphaInfo: CGImageAlphaInfo { .last }

    private let encoding = NSLock()
    private var encoded: Data??

    /// The image's own pixels as a PNG, as a `UIImage` made from it holds them: encoded once,
    /// however many images and contexts draw it (from any thread).
    var png: Data? {
        encoding.withLock {
            if let encoded { return encoded }
            let data = try? PNGCodec.encode(bitmap)
            encoded = .some(data)
            return data
        }
    }
}
