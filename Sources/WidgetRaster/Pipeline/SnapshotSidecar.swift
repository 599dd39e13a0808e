import Foundation

/// The metadata file a snapshot review service reads beside each image: `NAME.json` for
/// `NAME.png`, in the format Sentry Snapshots documents for uploads
/// (docs.sentry.io/product/snapshots/uploading-snapshots): a `display_name`, a `group` for the
/// sidebar, string `tags` to filter by (widget, family, device, scale, appearance, look…), an
/// optional `diff_threshold` (0–1) and free-form `context`.
package enum SnapshotSidecar {
    /// The sidecar's path for an image's: the same path with `.json` for `.png`.
    package static func file(for image: String) -> String {
        (image.hasSuffix(".png") ? String(image.dropLast(4)) : image) + ".json"
    }

    /// One image's sidecar as a JSON object; `title` is the widget's display name.
    package static func document(for entry: Manifest.Entry, title: String, diffThreshold: Double?) -> [String: Any] {
        var tags: [String: String] = [
            "widget": entry.widget, "family": entry.family, "device": entry.device.first ?? "", "scale": "\(entry.scale)x",
            "appearance": entry.variant, "rendering_mode": entry.renderingMode, "dynamic_type": entry.dynamicType,
            "layout_direction": entry.layoutDirection,
        ]
        if let look = entry.look { tags["look"] = look }
        if let entryName = entry.entry { tags["entry"] = entryName }
        if let configuration = entry.configuration { tags["configuration"] = configuration }
        if let locale = entry.locale { tags["locale"] = locale }
        var name = [entry.configuration, title, entry.family, "\(entry.device.first ?? "") @\(entry.scale)x", entry.variant, entry.entry]
            .compactMap { $0 }
        if entry.dynamicType != "large" { name.append(entry.dynamicType) }
        if entry.layoutDirection == "rightToLeft" { name.append("RTL") }
        if let locale = entry.locale { name.append(locale) }
        var document: [String: Any] = [
            "display_name": name.joined(separator: " · "),
            "group": title,
            "tags": tags,
            "context": ["devices": entry.device, "width": entry.width, "height": entry.height, "file": entry.file] as [String: Any],
        ]
        if let diffThreshold { document["diff_threshold"] = diffThreshold }
        return document
    }

    /// Writes the sidecar of every image in the manifest, each atomically; returns how many.
    @discardableResult
    package static func write(for manifest: Manifest, scenes: [SceneLoader.Loaded], outputDirectory: URL,
                              diffThreshold: Double?) throws -> Int {
        let titles = Dictionary(scenes.map { ($0.scene.kind, $0.scene.displayName) }) { first, _ in first }
        for entry in manifest.images {
            let document = self.document(for: entry, title: entry.title ?? titles[entry.widget] ?? entry.widget, diffThreshold: diffThreshold)
            let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
            try AtomicFile.write(data + Data("\n".utf8), to: outputDirectory.appendingPathComponent(file(for: entry.file)))
        }
        return manifest.images.count
    }
}
