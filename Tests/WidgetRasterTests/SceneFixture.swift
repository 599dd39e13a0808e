import Foundation
@testable import WidgetRaster

/// Scene files a test writes: decoded from text, or written to a folder of their own and loaded
/// as the command line loads them.
enum SceneFixture {
    /// What decoding `yaml` fails with, or "" when it decodes.
    static func problem(_ yaml: String, file: String = "scene.yaml") -> String {
        do {
            _ = try SceneLoader.decode(yaml, file: file)
            return ""
        } catch { return "\(error)" }
    }

    /// Runs `body` with the URLs of `files` (name → text) written to a fresh folder, removed after.
    static func withFiles<T>(_ files: [String: String], _ body: ([String: URL]) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var urls: [String: URL] = [:]
        for (name, text) in files {
            urls[name] = folder.appendingPathComponent(name)
            try text.write(to: urls[name]!, atomically: true, encoding: .utf8)
        }
        return try body(urls)
    }
}
