import Foundation

/// A PNG file (or an image set's PDF) a scene refers to, resolved inside the scene's folder.
public struct ImageAsset: Hashable, Sendable {
    public var url: URL

    /// A PDF: drawn as vectors at the size it is laid out, its page size in points its own.
    public var isVector: Bool { url.pathExtension.lowercased() == "pdf" }

    /// The image's own size in points at `scale` (a PNG's pixels over its scale; a PDF's page).
    public func intrinsicSize(scale: Double) -> Result<Size, Problem> {
        if isVector {
            guard let size = PDFDocument.pageSize(url) else { return .failure(Problem(message: "'\(url.lastPathComponent)' is not a PDF with a page")) }
            return .success(size)
        }
        return PNGHeader.read(url).map { Size(width: Double($0.width) / scale, height: Double($0.height) / scale) }
            .mapError { Problem(message: $0.description) }
    }

    public struct Problem: Error {
        public var message: String
    }

    /// Resolves `path` relative to `folder`; refuses paths that leave it, missing files, and files
    /// that are not PNGs (or PDFs, when named `.pdf`).
    public static func resolve(_ path: String, in folder: URL) -> Result<ImageAsset, Problem> {
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
        guard signature == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            return .failure(Problem(message: "image file '\(path)' is not a PNG"))
        }
        return .success(ImageAsset(url: url))
    }

    /// The scale an image file is drawn at, from an `@2x`/`@3x` name suffix (1 otherwise).
    public static func scale(forFileName name: String) -> Double {
        let stem = (name as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
