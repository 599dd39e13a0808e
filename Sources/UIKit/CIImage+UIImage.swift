import CoreImage
import Foundation
import SwiftUI
import enum WidgetRaster.PNGCodec
import struct WidgetRaster.Bitmap

extension CIImage {
    /// The pixels of an image made from PNG bytes (`UIImage(data:)`); nil for other images and
    /// bytes this machine cannot decode (JPEG, HEIC), as iOS gives nil for an image without pixels.
    public convenience init?(image: UIImage) {
        guard case .data(let data) = image.source, let bitmap = try? PNGCodec.decode(data) else { return nil }
        var pixels = bitmap.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Int(pixels[i + 3])
            for c in 0..<3 { pixels[i + c] = UInt8((Int(pixels[i + c]) * alpha + 127) / 255) }
        }
        self.init(premultipliedRGBA: pixels, extent: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height))
    }
}

extension UIImage {
    /// A Core Image image's pixels, one a point (a filter's result shown with `Image(uiImage:)`).
    public convenience init(ciImage: CIImage) {
        var pixels = ciImage.premultipliedRGBA
        for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] > 0 {
            let alpha = Int(pixels[i + 3])
            for c in 0..<3 { pixels[i + c] = UInt8(min(255, (Int(pixels[i + c]) * 255 + alpha / 2) / alpha)) }
        }
        let bitmap = Bitmap(width: Int(ciImage.extent.width), height: Int(ciImage.extent.height), pixels: pixels)
        let png = try? PNGCodec.encode(bitmap)
        self.init(source: png.map(Source.data) ?? .empty, scale: 1)
    }
}
