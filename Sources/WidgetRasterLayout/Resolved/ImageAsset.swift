import Foundation
import WidgetRasterImage
import WidgetRasterModel

/// An image a view draws, read into memory by the resolve stage: a PNG file (or an image set's
/// PDF or SVG) inside the scene's folder, or PNG bytes written in the scene itself
/// (`data:image/png;base64,…`). Layout measures it and the rasteriser decodes it from `contents`;
/// neither opens a file.
public struct ImageAsset: Hashable, Sendable {
    /// Where it came from: the file, or `data:image/png` for inline bytes. It names the image in errors.
    public var url: URL
    package var contents: ImageContents
    /// A PDF's page or an SVG's size in points, read with its bytes; nil for a PNG, or a vector
    /// file that has none.
    package var pageSize: Size?

    package init(url: URL, contents: ImageContents, pageSize: Size? = nil) {
        self.url = url
        self.contents = contents
        self.pageSize = pageSize
    }

    /// How an inline image's `file` starts (what `Image(uiImage:)` of PNG bytes becomes).
    public static let inlinePrefix = "data:image/png;base64,"

    /// An inline image's `file`: PNG bytes drawn at `scale` pixels a point (an image drawn in
    /// code at its renderer's scale), as a data URL with a `scale` parameter where it is not 1.
    package static func inline(png: Data, scale: Double) -> String {
        (scale == 1 ? inlinePrefix : "data:image/png;scale=\(Int(scale));base64,") + png.base64EncodedString()
    }

    /// An inline image's scale and base64 bytes, or nil for a name that is not an inline image.
    package static func inlineParts(_ name: String) -> (scale: Double, base64: Substring)? {
        guard name.hasPrefix("data:image/png;"), let comma = name.firstIndex(of: ",") else { return nil }
        let parameters = name[name.index(name.startIndex, offsetBy: 15)..<comma].split(separator: ";")
        guard parameters.last == "base64" else { return nil }
        let scale = parameters.first { $0.hasPrefix("scale=") }.flatMap { Double($0.dropFirst(6)) } ?? 1
        return (max(1, scale), name[name.index(after: comma)...])
    }

    /// A PDF or an SVG: drawn as vectors at the size it is laid out, its page size in points its own.
    public var isVector: Bool { url.pathExtension.lowercased() == "pdf" || isSVG }

    package var isSVG: Bool { url.pathExtension.lowercased() == "svg" }

    /// How errors name it: the file's path, or "an inline PNG image".
    package var described: String { url.scheme == "data" ? "an inline PNG image" : "image file '\(url.path)'" }

    /// The image's own size in points at `scale` (a PNG's pixels over its scale; a PDF's page).
    public func intrinsicSize(scale: Double) -> Result<Size, Problem> {
        if isVector {
            guard let size = pageSize else {
                return .failure(Problem(message: "'\(url.lastPathComponent)' is not " + (isSVG ? "an SVG with a size" : "a PDF with a page")))
            }
            return .success(size)
        }
        return PNGHeader.parse(contents.bytes).map { Size(width: Double($0.width) / scale, height: Double($0.height) / scale) }
            .mapError { Problem(message: "\(url.lastPathComponent): \($0.description)") }
    }

    public struct Problem: Error {
        public var message: String
        /// No such file: the one problem iOS meets too, for an image name an app's code gives.
        package var isMissing = false

        package init(message: String, isMissing: Bool = false) {
            self.message = message
            self.isMissing = isMissing
        }
    }

    /// The eight bytes every PNG starts with.
    public static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// The scale an image file is drawn at, from an `@2x`/`@3x` name suffix (1 otherwise).
    public static func scale(forFileName name: String) -> Double {
        if let inline = inlineParts(name) { return inline.scale }
        let stem = (name as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
