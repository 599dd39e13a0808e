import Foundation
// Core Graphics' colour space and bitmap types, which Core Image brings on iOS.
@_exported import CoreGraphicsTypes

/// Where Core Image renders: here, into memory, as widget code reads a filter's result back.
open class CIContext: @unchecked Sendable {
    public let options: [CIContextOption: Any]

    public init(options: [CIContextOption: Any]? = nil) { self.options = options ?? [:] }

    /// Writes the pixels of `image` inside `bounds` to `data`, `rowBytes` apart, top row first.
    /// RGBA8 and BGRA8 are written premultiplied, as Core Image writes them; pixels are sRGB
    /// (another colour space is not converted to).
    open func render(_ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect,
                     format: CIFormat, colorSpace: CGColorSpace?) {
        let width = Int(bounds.width), height = Int(bounds.height)
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for row in 0..<height {
            for column in 0..<width {
                // Bounds are in Core Image's coordinates (y up): the top row is the highest y.
                let x = Int(bounds.minX - image.extent.minX) + column
                let y = Int(image.extent.maxY - bounds.maxY) + row
                var p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
                if (0..<Int(image.extent.width)).contains(x), (0..<Int(image.extent.height)).contains(y) { p = image.pixel(x, y) }
                let out = bytes + row * rowBytes + column * 4
                let ordered = format == .BGRA8 ? [p.b, p.g, p.r, p.a] : format == .ARGB8 ? [p.a, p.r, p.g, p.b] : [p.r, p.g, p.b, p.a]
                for i in 0..<4 { out[i] = ordered[i] }
            }
        }
    }
}

/// A context option (`.workingColorSpace`, `.outputColorSpace`, …).
public struct CIContextOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    public static let workingFormat = CIContextOption(rawValue: "working_format")
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}

/// A pixel format for `render(_:toBitmap:…)`: four 8-bit channels in the order named.
public struct CIFormat: Hashable, Sendable, RawRepresentable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let RGBA8 = CIFormat(rawValue: 0)
    public static let BGRA8 = CIFormat(rawValue: 1)
    public static let ARGB8 = CIFormat(rawValue: 2)
}

/// How a render destination treats alpha.
public enum CIRenderDestinationAlphaMode: UInt, Sendable { case none = 0, premultiplied = 1, unpremultiplied = 2 }

/// Error-correction levels and versions of Core Image's code generators (named here so code
/// that describes them compiles; the generators themselves are not offered).
public enum CIQRCodeDescriptor {
    public enum ErrorCorrectionLevel: Int, Sendable { case levelL = 76, levelM = 77, levelQ = 81, levelH = 72 }
}
public enum CIDataMatrixCodeDescriptor {
    public enum ECCVersion: Int, Sendable { case v000 = 0, v050 = 50, v080 = 80, v100 = 100, v140 = 140, v200 = 200 }
}
