import Foundation

/// `manifest.json`: every image written, in job order, with its render parameters.
public struct Manifest: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        /// Position in the whole job list; shards keep it so merged manifests keep the order.
        public var index: Int
        public var widget: String
        public var family: String
        /// Ids of every device that shares this size.
        public var device: [String]
        public var scale: Int
        public var variant: String
        public var dynamicType: String
        public var renderingMode: String
        public var layoutDirection: String
        public var width: Int
        public var height: Int
        public var file: String
        /// `widgetURL` / `link` regions in the widget's points (on iPad, canvas points).
        public var tapTargets: [TapTarget]?
        /// The timeline entry's date (ISO 8601) when entries are rendered one by one.
        public var entry: String?
        /// The configuration's name, when the widget declares configurations.
        public var configuration: String?
        /// Hash of the PNG file's bytes.
        public var hash: String?
        /// Hash of everything the image depends on; an unchanged value lets a re-run skip it.
        public var inputs: String?
        /// The widget's display name where it is not its kind (a preview's name: "Weather through the day").
        public var title: String?
        /// Which iOS the image looks like (`ios26`, `ios18`); absent in manifests written before looks.
        public var look: String?
    }

    public var generator: String
    public var sizeTable: String
    public var images: [Entry]
    /// Guideline findings (`--lint`), matched to images by widget, family and device in the gallery.
    public var findings: [LintFinding]?

    /// Combines shard manifests into the manifest of one unsharded run.
    public static func merged(_ parts: [Manifest]) throws -> Manifest {
        guard let first = parts.first else { throw MergeProblem(description: "no manifests to merge") }
        for part in parts where part.sizeTable != first.sizeTable || part.generator != first.generator {
            throw MergeProblem(description: "manifests come from different runs (\(part.generator), \(part.sizeTable) vs "
                + "\(first.generator), \(first.sizeTable))")
        }
        let images = parts.flatMap(\.images).sorted { $0.index < $1.index }
        for (a, b) in zip(images, images.dropFirst()) where a.index == b.index || a.file == b.file {
            throw MergeProblem(description: "\(b.file) appears in more than one shard")
        }
        var findings: [LintFinding]?
        for part in parts {
            guard let more = part.findings else { continue }
            var all = findings ?? []
            for finding in more {
                if let at = all.firstIndex(where: { $0.rule == finding.rule && $0.widget == finding.widget && $0.family == finding.family
                    && $0.path == finding.path && $0.message == finding.message }) {
                    all[at].devices += finding.devices.filter { !all[at].devices.contains($0) }
                } else {
                    all.append(finding)
                }
            }
            findings = all
        }
        return Manifest(generator: first.generator, sizeTable: first.sizeTable, images: images, findings: findings)
    }

    public struct MergeProblem: Error, CustomStringConvertible {
        public var description: String
    }

    /// The bytes of `manifest.json`.
    public func encoded() throws -> Data {
        try ManifestEncoding.document(of: self, images: images.map(ManifestEncoding.fragment(of:)))
    }
}
