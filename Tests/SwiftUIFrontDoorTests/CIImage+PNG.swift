// Core Image reading an image made from PNG bytes, as Slide for Reddit's `averageColor` does.
// (UIKit and Core Image are imported apart from files that import Swift Testing, whose overlays
// for them exist only on Apple platforms.)
import UIKit

/// The extent of the image `UIImage(data:)` and `CIImage(image:)` make of `png`, and the mean of
/// its pixels in `area` (the whole image when nil) as CIAreaAverage gives it, read back as one
/// RGBA8 pixel the way widget code reads it.
func coreImageAverage(png: Data, area: CGRect? = nil) -> (extent: CGRect, rgba: [UInt8])? {
    guard let image = UIImage(data: png).flatMap({ CIImage(image: $0) }) else { return nil }
    let rect = area ?? image.extent
    let extent = CIVector(x: rect.origin.x, y: rect.origin.y, z: rect.size.width, w: rect.size.height)
    guard let filter = CIFilter(name: "CIAreaAverage", parameters: [kCIInputImageKey: image, kCIInputExtentKey: extent]),
          let output = filter.outputImage else { return nil }
    var bitmap = [UInt8](repeating: 0, count: 4)
    CIContext(options: [.workingColorSpace: kCFNull!]).render(output, toBitmap: &bitmap, rowBytes: 4,
                                                              bounds: CGRect(x: rect.minX, y: rect.minY, width: 1, height: 1),
                                                              format: .RGBA8, colorSpace: nil)
    return (image.extent, bitmap)
}

/// Whether Core Image knows a filter by this name.
func coreImageHasFilter(_ name: String) -> Bool { CIFilter(name: name) != nil }
