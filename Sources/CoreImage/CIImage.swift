import Foundation
@_exported import CoreFoundation

/// Core Image's image: pixels in 8-bit RGBA with premultiplied alpha (Core Image's own
/// convention), rows top to bottom, and the rectangle they cover. Images made from a UIImage
/// (`CIImage(image:)`, in UIKit) carry the image's decoded pixels.
open class CIImage: @unchecked Sendable {
    /// Premultiplied RGBA, `Int(extent.width) × Int(extent.height) × 4` bytes.
    public let premultipliedRGBA: [UInt8]
    public let extent: CGRect

    /// Pixels given as premultiplied RGBA rows, top to bottom, covering `extent`.
    public init(premultipliedRGBA: [UInt8], extent: CGRect) {
        precondition(premultipliedRGBA.count == Int(extent.width) * Int(extent.height) * 4,
                     "RGBA buffer size does not match \(extent.width)×\(extent.height)")
        self.premultipliedRGBA = premultipliedRGBA
        self.extent = extent
    }

    /// An image of one colour over `extent`.
    public convenience init(color: CIColor, extent: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)) {
        let pixel = [color.red, color.green, color.blue].map { UInt8(($0 * color.alpha * 255).rounded()) } + [UInt8((color.alpha * 255).rounded())]
        self.init(premultipliedRGBA: Array([[UInt8]](repeating: pixel, count: Int(extent.width) * Int(extent.height)).joined()), extent: extent)
    }

    /// The pixel at column `x`, row `y` from the top, premultiplied.
    func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * Int(extent.width) + x) * 4
        return (premultipliedRGBA[i], premultipliedRGBA[i + 1], premultipliedRGBA[i + 2], premultipliedRGBA[i + 3])
    }
}

/// A colour as Core Image takes it: components 0…1, straight alpha.
public struct CIColor: Hashable, Sendable {
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// Up to four numbers, as filters take positions and rectangles (`inputExtent` is x, y, width, height).
public struct CIVector: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat
    public init(x: CGFloat, y: CGFloat, z: CGFloat = 0, w: CGFloat = 0) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }
    public init(cgRect rect: CGRect) { self.init(x: rect.origin.x, y: rect.origin.y, z: rect.width, w: rect.height) }
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
}
