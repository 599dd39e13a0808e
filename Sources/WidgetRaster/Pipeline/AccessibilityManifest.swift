import Foundation

/// `NAME.accessibility.json` beside `NAME.png` (`render --accessibility`): the elements VoiceOver
/// reads in the image, in reading order — each one's label, value, hint, traits, frame (in the
/// widget's points; canvas points on iPad) and the path of the view it comes from — so a review or a
/// test can see what a person who cannot see the widget hears.
package enum AccessibilityManifest {
    /// The file's path for an image's: `.accessibility.json` for `.png`.
    package static func file(for image: String) -> String {
        (image.hasSuffix(".png") ? String(image.dropLast(4)) : image) + ".accessibility.json"
    }

    /// One image's accessibility manifest as a JSON object.
    package static func document(for entry: Manifest.Entry) -> [String: Any] {
        let elements = (entry.accessibility ?? []).enumerated().map { order, element -> [String: Any] in
            var object: [String: Any] = [
                "order": order + 1, "label": element.label, "traits": element.traits.map(\.rawValue), "path": element.path,
                "frame": ["x": rounded(element.frame.minX), "y": rounded(element.frame.minY),
                          "width": rounded(element.frame.width), "height": rounded(element.frame.height)],
            ]
            if let value = element.value { object["value"] = value }
            if let hint = element.hint { object["hint"] = hint }
            return object
        }
        return ["image": entry.file, "widget": entry.widget, "family": entry.family, "variant": entry.variant,
                "layoutDirection": entry.layoutDirection, "elements": elements]
            .merging(entry.locale.map { ["locale": $0] } ?? [:]) { a, _ in a }
    }

    private static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    /// Writes the manifest of every image that has its elements, each atomically; returns how many.
    @discardableResult
    package static func write(for manifest: Manifest, outputDirectory: URL) throws -> Int {
        var count = 0
        for entry in manifest.images where entry.accessibility != nil {
            let data = try JSONSerialization.data(withJSONObject: document(for: entry),
                                                  options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
            try AtomicFile.write(data + Data("\n".utf8), to: outputDirectory.appendingPathComponent(file(for: entry.file)))
            count += 1
        }
        return count
    }
}
