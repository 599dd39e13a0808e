/// A colour space by name (Core Graphics'); images here are sRGB.
public final class CGColorSpace: @unchecked Sendable {
    public let name: String
    public init?(name: String) { self.name = name }
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
}

/// The device RGB colour space (sRGB here, as every image is).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }
