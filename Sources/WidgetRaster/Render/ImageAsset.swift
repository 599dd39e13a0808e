import Foundation

/// A PNG file (or an image set's PDF) a scene refers to, resolved inside the scene's folder, or
/// PNG bytes written in the scene itself (`data:image/png;base64,…`).
public struct ImageAsset: Hashable, Sendable {
    public var url: URL
    /// The PNG bytes of an inline image; nil for a file.
    public var inlinePNG: [UInt8]?

    /// How an inline image's `file` starts (what `Image(uiImage:)` of PNG bytes becomes).
    public static let inlinePrefix = "data:image/png;base64,"

    /// A PDF: drawn as vectors at the size it is laid out, its page size in points its own.
    public var isVector: Bool { url.pathExtension.lowercased() == "pdf" }

    /// The image's own size in points at `scale` (a PNG's pixels over its scale; a PDF's page).
    public func intrinsicSize(scale: Double) -> Result<Size, Problem> {
        if isVector {
            guard let size = PDFDocument.pageSize(url) else { return .failure(Problem(message: "'\(url.lastPathComponent)' is not a PDF with a page")) }
            return .success(size)
        }
        let header = inlinePNG.map { PNGHeader.parse($0) } ?? PNGHeader.read(url)
        return header.map { Size(width: Double($0.width) / scale, height: Double($0.height) / scale) }
            .mapError { Problem(message: $0.description) }
    }

    public struct Problem: Error {
        public var message: String
    }

    /// Resolves `path` relative to `folder`; refuses paths that leave it, missing files, and files
    /// that are not PNGs (or PDFs, when named `.pdf`).
    public static func resolve(_ path: String, in folder: URL) -> Result<ImageAsset, Problem> {
        if path.hasPrefix(inlinePrefix) {
            guard let bytes = Data(base64Encoded: String(path.dropFirst(inlinePrefix.count))), bytes.starts(with: pngSignature) else {
                return .failure(Problem(message: "an inline image is not base64 PNG bytes after '\(inlinePrefix)'"))
            }
            return .success(ImageAsset(url: URL(string: "data:image/png")!, inlinePNG: [UInt8](bytes)))
        }
        let url: URL
        switch AssetPath.resolve(path, in: folder, kind: "image") {
        case .success(let resolved): url = resolved
        case .failure(let problem): return .failure(Problem(message: problem.message))
        }
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            return .failure(Problem(message: "image file '\(path)' not found (looked in \(folder.path))"))
        }
        defer { try? handle.close() }
        let signature = handle.readData(ofLength: 8)
        if url.pathExtension.lowercased() == "pdf" {
            guard signature.starts(with: Data("%PDF".utf8)) else { return .failure(Problem(message: "image file '\(path)' is not a PDF")) }
            return .success(ImageAsset(url: url))
        }
        guard signature == pngSignature else {
            return .failure(Problem(message: "image file '\(path)' is not a PNG"))
        }
        return .success(ImageAsset(url: url))
    }

    /// The eight bytes every PNG starts with.
    public static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// The scale an image file is drawn at, from an `@2x`/`@3x` name suffix (1 otherwise).
    public static func scale(forFileName name: String) -> Double {
        let stem = (name as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
