import Foundation
import WidgetRaster

/// UIKit's image, as widget code hands it to `Image(uiImage:)`: an image of the app's
/// resources by name (drawn), or image bytes (drawing those is reported as not yet done).
open class UIImage: @unchecked Sendable, Hashable {
    public enum Source: Hashable, Sendable {
        case named(String)
        /// An SF Symbol (`UIImage(systemName:)`).
        case symbol(String)
        case data(Data)
        /// `UIImage()`: no pixels, size zero.
        case empty
    }
    public let source: Source
    /// Pixels per point of the image's bytes (an image drawn in code has its renderer's scale).
    public private(set) var scale: CGFloat = 1
    /// Whether the image is drawn in its own colours or as a template in the tint colour.
    public private(set) var renderingMode: RenderingMode = .automatic
    /// The colour a template image or a symbol is drawn in (`withTintColor(_:)`).
    public private(set) var tintColor: UIColor?
    /// A symbol's size, weight and colours (`UIImage(systemName:withConfiguration:)`).
    public private(set) var symbolConfiguration: SymbolConfiguration?
    /// The edges kept unstretched (`resizableImage(withCapInsets:)`): kept for code that reads
    /// them; `Image(uiImage:)` stretches the whole image, as `resizable()` does here.
    public private(set) var capInsets = UIEdgeInsets.zero
    public private(set) var resizingMode: ResizingMode = .tile

    /// How an image takes colour (`withRenderingMode(_:)`).
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    /// How a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    package init(source: Source, scale: CGFloat) {
        self.source = source
        self.scale = scale
    }

    /// A copy with a setting changed, as UIKit's `with…` methods return.
    private func copy(_ change: (UIImage) -> Void) -> UIImage {
        let copy = UIImage(source: source, scale: scale)
        (copy.renderingMode, copy.tintColor, copy.symbolConfiguration, copy.capInsets, copy.resizingMode) =
            (renderingMode, tintColor, symbolConfiguration, capInsets, resizingMode)
        change(copy)
        return copy
    }

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
    public init?(systemName name: String) { source = .symbol(name) }
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
        symbolConfiguration = configuration as? SymbolConfiguration
    }
    public convenience init?(systemName name: String, compatibleWith traits: UITraitCollection?) { self.init(systemName: name) }
    /// A variable symbol lit up to `value`: drawn whole here, as `Image(uiImage:)` has no value to pass on.
    public convenience init?(systemName name: String, variableValue value: Double, configuration: Configuration? = nil) {
        self.init(systemName: name, withConfiguration: configuration)
    }
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
        symbolConfiguration = configuration as? SymbolConfiguration
    }

    /// An SF Symbol, an image of the app's own, or one of image bytes.
    public var isSymbolImage: Bool { if case .symbol = source { return true }; return false }
    /// The image's configuration: its symbol configuration, if it has one.
    public var configuration: Configuration? { symbolConfiguration }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy { $0.renderingMode = renderingMode } }
    /// The image as a template drawn in `color` (iOS 13).
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .alwaysTemplate) }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy { ($0.tintColor, $0.renderingMode) = (color, renderingMode) }
    }
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        copy { $0.symbolConfiguration = configuration as? SymbolConfiguration }
    }
    /// The symbol with `configuration`'s settings over its own; nil for other images, as on iOS.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return copy { $0.symbolConfiguration = symbolConfiguration?.applying(configuration) ?? configuration }
    }
    /// Mirrored for right-to-left layouts: a widget image is drawn as it is, so the same image.
    public func withHorizontallyFlippedOrientation() -> UIImage { self }
    /// The image stretched between `capInsets` (see `capInsets`).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { resizableImage(withCapInsets: capInsets, resizingMode: .tile) }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy { ($0.capInsets, $0.resizingMode) = (capInsets, resizingMode) }
    }

    /// JPEG bytes: this machine has no JPEG encoder, so nil, as UIKit answers for an image it cannot encode.
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    /// HEIC bytes (iOS 17): nil, as UIKit answers where HEIC cannot be encoded.
    public func heicData() -> Data? { nil }

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
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image at its size, at an opacity; blend modes other than `.normal` draw as `.normal`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image stretched into `rect` at an opacity; blend modes other than `.normal` draw as `.normal`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        switch source {
        case .named(let name), .symbol(let name):
            OnceWarnings.shared.warn("UIImage \"\(name)\" drawn into an image context: an image known only by name is not drawn there yet")
        case .data, .empty:
            if let image = cgImage { context.draw(image, in: rect, alpha: alpha) }
        }
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
