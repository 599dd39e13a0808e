import Foundation

/// UIKit's image, as widget code hands it to `Image(uiImage:)`: an image of the app's
/// resources by name (drawn), or image bytes (drawing those is reported as not yet done).
open class UIImage: @unchecked Sendable {
    public enum Source: Hashable, Sendable {
        case named(String)
        case data(Data)
        /// `UIImage()`: no pixels, size zero.
        case empty
    }
    public let source: Source

    /// An empty image (what `?? UIImage()` falls back to): it draws nothing.
    public init() { source = .empty }

    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) {
        source = .named(name)
    }
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        source = .data(data)
    }
    public init?(data: Data, scale: CGFloat) { guard !data.isEmpty else { return nil }; source = .data(data) }
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }
    public init?(systemName name: String) { source = .named(name) }

    public func pngData() -> Data? { if case .data(let data) = source { return data }; return nil }

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
