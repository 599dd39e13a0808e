import Foundation

/// An image a view draws, read into memory by the resolve stage: a PNG file (or an image set's
/// PDF) inside the scene's folder, or PNG bytes written in the scene itself
/// (`data:image/png;base64,…`). Layout measures it and the rasteriser decodes it from `contents`;
/// neither opens a file.
public struct ImageAsset: Hashable, Sendable {
    /// Where it came from: the file, or `data:image/png` for inline bytes. It names the image in errors.
    public var url: URL
    package var contents: ImageContents

    package init(url: URL, contents: ImageContents) {
        self.url = url
        self.contents = contents
    }

    /// How an inline image's `file` starts (what `Image(uiImage:)` of PNG bytes becomes).
    public static let inlinePrefix = "data:image/png;base64,"

    /// A PDF: drawn as vectors at the size it is laid out, its page size in points its own.
    public var isVector: Bool { url.pathExtension.lowercased() == "pdf" }

    /// How errors name it: the file's path, or "an inline PNG image".
    package var described: String { url.scheme == "data" ? "an inline PNG image" : "image file '\(url.path)'" }

    /// The image's own size in points at `scale` (a PNG's pixels over its scale; a PDF's page).
    public func intrinsicSize(scale: Double) -> Result<Size, Problem> {
        if isVector {
            guard let size = PDFDocument(bytes: contents.bytes)?.size else {
                return .failure(Problem(message: "'\(url.lastPathComponent)' is not a PDF with a page"))
            }
            return .success(size)
        }
        return PNGHeader.parse(contents.bytes).map { Size(width: Double($0.width) / scale, height: Double($0.height) / scale) }
            .mapError { Problem(message: "\(url.lastPathComponent): \($0.description)") }
    }

    public struct Problem: Error {
        public var message: String
    }

    /// Resolves `path` relative to `folder` and reads it; refuses paths that leave it, missing
    /// files, and files that are not PNGs (or PDFs, when named `.pdf`).
    public static func resolve(_ path: String, in folder: URL) -> Result<ImageAsset, Problem> {
        resolve(path, in: folder) { url, name in read(url, as: name, folder: folder) }
    }

    /// As `resolve(_:in:)`, with `read` reading a file inside the folder (given with the name the
    /// scene wrote), so a caller may keep what it has read.
    package static func resolve(_ path: String, in folder: URL,
                                read: (URL, String) -> Result<ImageAsset, Problem>) -> Result<ImageAsset, Problem> {
        if path.hasPrefix(inlinePrefix) {
            guard let bytes = Data(base64Encoded: String(path.dropFirst(inlinePrefix.count))), bytes.starts(with: pngSignature) else {
                return .failure(Problem(message: "an inline image is not base64 PNG bytes after '\(inlinePrefix)'"))
            }
            return .success(ImageAsset(url: URL(string: "data:image/png")!, contents: ImageContents([UInt8](bytes))))
        }
        switch AssetPath.resolve(path, in: folder, kind: "image") {
        case .success(let url): return read(url, path)
        case .failure(let problem): return .failure(Problem(message: problem.message))
        }
    }

    /// Reads an image file a catalogue or a scene names (`name` as the scene wrote it, for errors).
    package static func read(_ url: URL, as name: String? = nil, folder: URL? = nil,
                            limit: Int = SceneLimits.standard.maxImageFileBytes) -> Result<ImageAsset, Problem> {
        let name = name ?? url.lastPathComponent
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            return .failure(Problem(message: "image file '\(name)' not found" + (folder.map { " (looked in \($0.path))" } ?? "")))
        }
        defer { try? handle.close() }
        // Read one byte past the limit, so a file over it is refused without reading it all.
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        guard data.count <= limit else {
            return .failure(Problem(message: "image file '\(name)' is over \(limit / 1_048_576) MiB; at most "
                + "\(limit / 1_048_576) MiB are accepted"))
        }
        if url.pathExtension.lowercased() == "pdf" {
            guard data.starts(with: Data("%PDF".utf8)) else { return .failure(Problem(message: "image file '\(name)' is not a PDF")) }
        } else {
            guard data.starts(with: pngSignature) else { return .failure(Problem(message: "image file '\(name)' is not a PNG")) }
        }
        return .success(ImageAsset(url: url, contents: ImageContents([UInt8](data))))
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
