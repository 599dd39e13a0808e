import Foundation

/// Where a file a scene names (an image, a theme) may come from: inside the scene's folder,
/// after `..` and symlinks are resolved. Absolute paths and escapes are refused, so a scene from
/// a pull request cannot read files elsewhere on the machine.
enum AssetPath {
    struct Problem: Error {
        var message: String
    }

    static func resolve(_ path: String, in folder: URL, kind: String) -> Result<URL, Problem> {
        if path.hasPrefix("/") || path.hasPrefix("~") {
            return .failure(Problem(message: "\(kind) path '\(path)' is absolute; give it relative to the scene file"))
        }
        if path.isEmpty || path.contains("\0") {
            return .failure(Problem(message: "\(kind) path '\(path)' is empty or contains a NUL character"))
        }
        let base = folder.standardizedFileURL.resolvingSymlinksInPath()
        let url = base.appendingPathComponent(path).standardizedFileURL.resolvingSymlinksInPath()
        guard url.path.hasPrefix(base.path + "/") else {
            return .failure(Problem(message: "\(kind) path '\(path)' points outside the scene's folder"))
        }
        // A FIFO or device would block or never end; only regular files are read.
        if let type = try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType,
           type != .typeRegular {
            return .failure(Problem(message: "\(kind) path '\(path)' is not a regular file"))
        }
        return .success(url)
    }

    /// A folder a scene names (an asset catalogue, a fonts folder), under the same rules.
    static func resolveFolder(_ path: String, in folder: URL, kind: String) -> Result<URL, Problem> {
        if path.hasPrefix("/") || path.hasPrefix("~") {
            return .failure(Problem(message: "\(kind) path '\(path)' is absolute; give it relative to the scene file"))
        }
        let base = folder.standardizedFileURL.resolvingSymlinksInPath()
        let url = base.appendingPathComponent(path).standardizedFileURL.resolvingSymlinksInPath()
        guard url.path.hasPrefix(base.path + "/") else {
            return .failure(Problem(message: "\(kind) path '\(path)' points outside the scene's folder"))
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            return .failure(Problem(message: "\(kind) folder '\(path)' not found (looked in \(folder.path))"))
        }
        return .success(url)
    }
}
