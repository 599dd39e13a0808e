import Foundation

/// Reading an image a scene names: the resolve stage does it, so layout and the raster open no file.
extension ImageAsset {
    /// Resolves `path` relative to `folder` and reads it; refuses paths that leave it, missing
    /// files, and files that are not PNGs (or PDFs and SVGs, when so named).
    public static func resolve(_ path: String, in folder: URL) -> Result<ImageAsset, Problem> {
        resolve(path, in: folder) { url, name in read(url, as: name, folder: folder) }
    }

    /// As `resolve(_:in:)`, with `read` reading a file inside the folder (given with the name the
    /// scene wrote), so a caller may keep what it has read.
    package static func resolve(_ path: String, in folder: URL,
                                read: (URL, String) -> Result<ImageAsset, Problem>) -> Result<ImageAsset, Problem> {
        if let inline = inlineParts(path) {
            guard let bytes = Data(base64Encoded: String(inline.base64)), bytes.starts(with: pngSignature) else {
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
            return .failure(Problem(message: "image file '\(name)' not found" + (folder.map { " (looked in \($0.path))" } ?? ""),
                                    isMissing: !FileManager.default.fileExists(atPath: url.path)))
        }
        defer { try? handle.close() }
        // Read one byte past the limit, so a file over it is refused without reading it all.
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        guard data.count <= limit else {
            return .failure(Problem(message: "image file '\(name)' is over \(limit / 1_048_576) MiB; at most "
                + "\(limit / 1_048_576) MiB are accepted"))
        }
        let bytes = [UInt8](data)
        if url.pathExtension.lowercased() == "pdf" {
            guard data.starts(with: Data("%PDF".utf8)) else { return .failure(Problem(message: "image file '\(name)' is not a PDF")) }
            return .success(ImageAsset(url: url, contents: ImageContents(bytes), pageSize: PDFDocument(bytes: bytes)?.size))
        }
        if url.pathExtension.lowercased() == "svg" {
            guard let svg = SVGDocument(bytes: bytes) else {
                return .failure(Problem(message: "image file '\(name)' is not an SVG with a width and height or a view box"))
            }
            return .success(ImageAsset(url: url, contents: ImageContents(bytes), pageSize: svg.size))
        }
        guard data.starts(with: pngSignature) else { return .failure(Problem(message: "image file '\(name)' is not a PNG")) }
        return .success(ImageAsset(url: url, contents: ImageContents(bytes)))
    }
}
