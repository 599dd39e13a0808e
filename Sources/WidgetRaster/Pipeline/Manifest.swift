import Foundation

/// `manifest.json`: every image written, in job order, with its render parameters.
package struct Manifest: Codable, Equatable, Sendable {
    package struct Entry: Codable, Equatable, Sendable {
        /// Position in the whole job list; shards keep it so merged manifests keep the order.
        package var index: Int
        package var widget: String
        package var family: String
        /// Ids of every device that shares this size.
        package var device: [String]
        package var scale: Int
        package var variant: String
        package var dynamicType: String
        package var renderingMode: String
        package var layoutDirection: String
        package var width: Int
        package var height: Int
        package var file: String
        /// `widgetURL` / `link` regions in the widget's points (on iPad, canvas points).
        package var tapTargets: [TapTarget]?
        /// The timeline entry when entries are rendered one by one: its name (a control's `off`,
        /// `on`), else its date (ISO 8601).
        package var entry: String?
        /// The configuration's name, when the widget declares configurations.
        package var configuration: String?
        /// Hash of the PNG file's bytes.
        package var hash: String?
        /// Hash of everything the image depends on; an unchanged value lets a re-run skip it.
        package var inputs: String?
        /// The widget's display name where it is not its kind (a preview's name: "Weather through the day").
        package var title: String?
        /// Which iOS the image looks like (`ios26`, `ios18`); absent in manifests written before looks.
        package var look: String?
        /// The language drawn (`--locales`: `de`, `pseudo-accented`); absent for the scene's own.
        package var locale: String?
        /// The elements VoiceOver reads, in reading order (`render --accessibility`).
        package var accessibility: [AccessibilityElement]?
    }

    package var generator: String
    package var sizeTable: String
    package var images: [Entry]
    /// Guideline findings (`--lint`), matched to images by widget, family and device in the gallery.
    package var findings: [LintFinding]?
    /// The pictures drawn from the images (contact sheets, gallery cards, mockups), linked from each
    /// widget's section of the gallery.
    package var extras: [Extra]?

    /// A picture drawn from a widget's images, and how the gallery names it.
    package struct Extra: Codable, Equatable, Sendable {
        package var widget: String
        package var title: String
        package var file: String

        /// A written file (`KIND/contact-sheet.png`, `KIND/cards/systemSmall-dark.png`,
        /// `KIND/mockups/home-iphone-393x852-light.png`) with the title its name gives it.
        package init(file: String) {
            let parts = file.split(separator: "/").map(String.init)
            widget = parts.first ?? file
            let name = String((parts.last ?? file).dropLast(file.hasSuffix(".png") ? 4 : 0))
            self.file = file
            switch parts.count > 2 ? parts[parts.count - 2] : "" {
            case "cards": title = "Card · " + name.replacingOccurrences(of: "-", with: " · ")
            case "mockups":
                let words = name.split(separator: "-").map(String.init)
                let place = ["lock": "Lock Screen", "standby": "StandBy"][words.first ?? ""] ?? "Home Screen"
                let device = words.count > 2 ? words[1] + "-" + words[2] : ""
                title = ([place, device] + words.dropFirst(3)).filter { !$0.isEmpty }.joined(separator: " · ")
            // `contact-sheet`, `contact-sheet-2`…
            default: title = name.replacingOccurrences(of: "contact-sheet", with: "Contact sheet").replacingOccurrences(of: "-", with: " ")
            }
        }
    }

    /// Combines shard manifests into the manifest of one unsharded run.
    package static func merged(_ parts: [Manifest]) throws -> Manifest {
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
        let extras = parts.flatMap { $0.extras ?? [] }.reduce(into: [Extra]()) { if !$0.contains($1) { $0.append($1) } }
        return Manifest(generator: first.generator, sizeTable: first.sizeTable, images: images, findings: findings,
                        extras: extras.isEmpty ? nil : extras)
    }

    package struct MergeProblem: Error, CustomStringConvertible {
        package var description: String
    }

    /// The bytes of `manifest.json`.
    package func encoded() throws -> Data {
        try ManifestEncoding.document(of: self, images: images.map(ManifestEncoding.fragment(of:)))
    }
}
