import Foundation

/// Two runs' outputs side by side (`render-widget compare OLD NEW`): every image file of either
/// manifest, matched by path, as added, removed, unchanged (same bytes, or equal within the
/// comparator's limits) or changed, with pixelmatch's diff image of each change — what a reviewer
/// of a design change or a renderer upgrade wants to see before accepting it.
package struct RunComparison: Sendable {
    package enum Status: String, Codable, Sendable { case changed, added, removed, unchanged }

    package struct Image: Codable, Sendable {
        package var file: String
        package var status: Status
        package var widget: String
        package var family: String
        package var variant: String
        /// Point size, for the page.
        package var width: Double
        package var height: Double
        /// Pixels the comparator counts as different (changed images of one size).
        package var differentPixels: Int?
        package var totalPixels: Int?
        /// A changed image whose size changed: no diff image, only the two.
        package var sizeChanged = false
        /// Paths relative to the page's folder: the old image, the new, the diff.
        package var old: String?
        package var new: String?
        package var diff: String?
    }

    package var images: [Image]

    package func count(_ status: Status) -> Int { images.filter { $0.status == status }.count }

    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    /// Compares the runs in `old` and `new` (folders with `manifest.json`), writing each change's diff
    /// image under `output/diffs/`; images are named in the result relative to `output`.
    package static func compare(old: URL, new: URL, output: URL, limits: SnapshotLimits = .default) throws -> RunComparison {
        func manifest(_ folder: URL) throws -> Manifest {
            let url = folder.appendingPathComponent("manifest.json")
            guard let data = try? Data(contentsOf: url) else { throw Problem(description: "\(url.path): no manifest.json (not a render's output folder)") }
            do { return try JSONDecoder().decode(Manifest.self, from: data) } catch {
                throw Problem(description: "\(url.path): not a readable manifest (\(error))")
            }
        }
        let before = try manifest(old), after = try manifest(new)
        let oldByFile = Dictionary(before.images.map { ($0.file, $0) }) { a, _ in a }
        let newFiles = Set(after.images.map(\.file))
        var images: [Image] = []
        func image(_ entry: Manifest.Entry, _ status: Status) -> Image {
            Image(file: entry.file, status: status, widget: entry.widget, family: entry.family, variant: entry.variant,
                  width: Double(entry.width) / Double(entry.scale), height: Double(entry.height) / Double(entry.scale))
        }
        for entry in after.images {
            var shown = image(entry, .unchanged)
            shown.new = relative(new.appendingPathComponent(entry.file), from: output)
            guard let was = oldByFile[entry.file] else {
                shown.status = .added
                images.append(shown)
                continue
            }
            shown.old = relative(old.appendingPathComponent(was.file), from: output)
            if was.hash == nil || was.hash != entry.hash {
                let a = try read(old.appendingPathComponent(was.file)), b = try read(new.appendingPathComponent(entry.file))
                if a.width != b.width || a.height != b.height {
                    shown.status = .changed
                    shown.sizeChanged = true
                } else {
                    let result = try ImageDiff.compare(a, b, options: DiffOptions(threshold: limits.threshold, includeAA: limits.includeAA),
                                                       drawDiff: true)
                    shown.differentPixels = result.differentPixels
                    shown.totalPixels = result.totalPixels
                    if !limits.accepts(result), let diff = result.diffImage {
                        shown.status = .changed
                        let file = "diffs/" + entry.file
                        try AtomicFile.write(try PNGCodec.encode(diff), to: output.appendingPathComponent(file))
                        shown.diff = file
                    }
                }
            }
            images.append(shown)
        }
        for entry in before.images where !newFiles.contains(entry.file) {
            var shown = image(entry, .removed)
            shown.old = relative(old.appendingPathComponent(entry.file), from: output)
            images.append(shown)
        }
        return RunComparison(images: images)
    }

    private static func read(_ url: URL) throws -> Bitmap {
        do { return try PNGCodec.decode(Data(contentsOf: url)) } catch { throw Problem(description: "\(url.path): \(error)") }
    }

    /// `url` as a path relative to `folder` (`../old/KIND/…`), so the page works wherever the three folders move together.
    static func relative(_ url: URL, from folder: URL) -> String {
        let target = url.standardizedFileURL.pathComponents, base = folder.standardizedFileURL.pathComponents
        let shared = zip(target, base).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
    }
}
