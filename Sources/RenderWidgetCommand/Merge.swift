import ArgumentParser
import Foundation
import WidgetRaster

struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Combine the output folders of sharded runs into one folder and one manifest, as one run would have written them.")

    @Argument(help: "Output folders of `render --shard i/n` runs.")
    var shards: [String]

    @Option(name: .shortAndLong, help: "Folder for the merged output (may be one of the shard folders).")
    var out: String

    func run() throws {
        let target = URL(fileURLWithPath: out)
        var manifests: [Manifest] = []
        for folder in shards {
            let url = URL(fileURLWithPath: folder).appendingPathComponent("manifest.json")
            do { manifests.append(try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))) } catch {
                throw Exit.badInput(["\(url.path): not a readable manifest (\(error))"])
            }
        }
        let merged: Manifest
        do { merged = try Manifest.merged(manifests) } catch { throw Exit.badInput(["\(error)"]) }
        for (folder, manifest) in zip(shards, manifests) {
            let source = URL(fileURLWithPath: folder)
            guard source.standardizedFileURL != target.standardizedFileURL else { continue }
            for image in manifest.images {
                try AtomicFile.write(try Data(contentsOf: source.appendingPathComponent(image.file)),
                                     to: target.appendingPathComponent(image.file))
                // A shard rendered with --sidecars or --accessibility: each image's files come along.
                for beside in [SnapshotSidecar.file(for: image.file), AccessibilityManifest.file(for: image.file)] {
                    if let data = try? Data(contentsOf: source.appendingPathComponent(beside)) {
                        try AtomicFile.write(data, to: target.appendingPathComponent(beside))
                    }
                }
            }
        }
        try Gallery.writeWithManifest(merged, to: target)
        print("Merged \(shards.count) shard(s): \(merged.images.count) images in \(out)/")
    }
}
