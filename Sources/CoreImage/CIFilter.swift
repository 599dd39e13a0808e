import Foundation

public let kCIInputImageKey = "inputImage"
public let kCIInputExtentKey = "inputExtent"

/// A Core Image filter by name. `CIAreaAverage` (the one widget code uses, to tint a widget with
/// an image's average colour) is computed; any other name gives nil, as an unknown name does on iOS.
open class CIFilter: @unchecked Sendable {
    public let name: String
    private var values: [String: Any] = [:]

    static let known: Set<String> = ["CIAreaAverage"]

    public init?(name: String) {
        guard Self.known.contains(name) else { return nil }
        self.name = name
    }

    public convenience init?(name: String, parameters: [String: Any]?) {
        self.init(name: name)
        for (key, value) in parameters ?? [:] { setValue(value, forKey: key) }
    }

    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { values[key] }

    /// The filtered image; nil without an input image.
    open var outputImage: CIImage? {
        guard let input = values[kCIInputImageKey] as? CIImage else { return nil }
        let extent = (values[kCIInputExtentKey] as? CIVector)?.cgRectValue ?? input.extent
        return Self.areaAverage(of: input, in: extent)
    }

    /// One pixel at the extent's origin: the mean of the premultiplied pixels the extent covers
    /// (in the encoded sRGB values, as a context with a null working colour space averages them).
    static func areaAverage(of image: CIImage, in extent: CGRect) -> CIImage {
        let area = extent.intersection(image.extent)
        var sums = [Int](repeating: 0, count: 4), count = 0
        if !area.isNull, area.width >= 1, area.height >= 1 {
            let left = Int((area.minX - image.extent.minX).rounded(.down)), right = Int((area.maxX - image.extent.minX).rounded(.up))
            // Core Image's y axis points up: the extent's bottom row is the image's last.
            let height = Int(image.extent.height)
            let top = height - Int((area.maxY - image.extent.minY).rounded(.up)), bottom = height - Int((area.minY - image.extent.minY).rounded(.down))
            for y in max(top, 0)..<min(bottom, height) {
                for x in max(left, 0)..<min(right, Int(image.extent.width)) {
                    let p = image.pixel(x, y)
                    sums[0] += Int(p.r); sums[1] += Int(p.g); sums[2] += Int(p.b); sums[3] += Int(p.a)
                    count += 1
                }
            }
        }
        let mean = sums.map { count == 0 ? UInt8(0) : UInt8((Double($0) / Double(count)).rounded()) }
        return CIImage(premultipliedRGBA: mean, extent: CGRect(x: extent.minX, y: extent.minY, width: 1, height: 1))
    }
}
