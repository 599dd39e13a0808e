import Foundation
import WidgetRaster

/// UIKit's image, as widget code hands it to `Image(uiImage:)`: an image of the app's
/// resources by name (drawn), or image bytes (drawing those is reported as not yet done).
open class UIImage: @unchecked Sendable, Hashable {
    public enum Source: Hashable, Sendable {
        case named(String)
        case data(Data)
        /// `UIImage()`: no pixels, size zero.
        case empty
    }
    public let source: Source
    /// Pixels per point of the image's bytes (an image drawn in code has its renderer's scale).
    public private(set) var scale: CGFloat = 1

    /// An empty image (what `?? UIImage()` falls back to): it draws nothing.
    public init() { source = .empty }

    /// An image of the app's asset catalogues: its PNG's pixels and scale for the image's display
    /// scale, as iOS loads them (so `size` is known and it can be drawn into a context), when the
    /// body being drawn has the catalogues; else the name, drawn when a widget shows it.
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) {
        let environment = EnvironmentValues.current
        if let file = environment.assetCatalog?.image(named: name, scale: Double(environment.displayScale)),
           file.url.pathExtension.lowercased() == "png", let data = try? Data(contentsOf: file.url) {
            source = .data(data)
            scale = CGFloat(file.scale)
        } else {
            source = .named(name)
        }
    }
    /// An image of the asset catalogue, as Xcode generates them (`UIImage(resource: .logo)`, iOS 17).
    public convenience init(resource: ImageResource) {
        self.init(named: resource.name)!
    }
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        source = .data(data)
    }
    public init?(data: Data, scale: CGFloat) {
        guard !data.isEmpty else { return nil }
        source = .data(data)
        self.scale = max(1, scale)
    }
    /// The pixels of a Core Graphics image (drawn in code), at a scale.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        source = cgImage.png.map(Source.data) ?? .empty
        self.scale = max(1, scale)
    }
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }
    public init?(systemName name: String) { source = .named(name) }

    /// Equal when one image, as `NSObject`'s equality (a struct holding an image stays `Hashable`).
    public static func == (a: UIImage, b: UIImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public func pngData() -> Data? { if case .data(let data) = source { return data }; return nil }

    /// Which way up the pixels are; images here are always upright.
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    public var imageOrientation: Orientation { .up }

    /// The size in points of an image made from PNG bytes; zero for one named in the app's
    /// resources (its file is found only when a widget draws it) and for other bytes.
    public var size: CGSize {
        guard case .data(let data) = source, let header = try? PNGHeader.parse([UInt8](data.prefix(33))).get() else { return .zero }
        return CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale)
    }

    /// The pixels of an image made from PNG bytes (nil for a named image, as for one not yet loaded).
    public var cgImage: CGImage? {
        guard case .data(let data) = source, let bitmap = try? PNGCodec.decode(data) else { return nil }
        return CGImage(bitmap: bitmap)
    }

    /// A renderer format at this image's scale (what `UIGraphicsImageRenderer` draws a copy of it with).
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// Draws the image at its size with its top-left corner at `point`, in the current image context.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image stretched into `rect`, in the current image context. A named image cannot
    /// be drawn into a context here (its file is found only when a widget draws it): reported once.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if case .named(let name) = source {
            OnceWarnings.shared.warn("UIImage(named: \"\(name)\").draw(in:): a named image drawn into an image context is not drawn yet")
            return
        }
        if let image = cgImage { context.draw(image, in: rect) }
    }

    /// A thumbnail for a size: the image itself (an image is drawn at the size it is laid out).
    public func preparingThumbnail(of size: CGSize) -> UIImage? { self }
    /// A thumbnail for a size, handed back at once: the image itself.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) { completionHandler(self) }
    /// A thumbnail for a size: the image itself.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { self }
    /// The image ready to draw: the image itself.
    public func preparingForDisplay() -> UIImage? { self }
    public func byPreparingForDisplay() async -> UIImage? { self }
}
