import Foundation

/// A contact sheet per widget, drawn by WidgetRaster itself: one row per family, one column per
/// variant, each image labelled, for one device group at one scale. Built as a scene from the
/// rendered PNGs, laid out and painted by the same pipeline as the widgets.
public enum ContactSheet {
    static let padding = 24.0
    static let gap = 16.0

    /// Writes `KIND/contact-sheet.png` for every widget in the manifest and returns their paths.
    @discardableResult
    public static func write(for manifest: Manifest, scenes: [SceneLoader.Loaded], outputDirectory: URL) throws -> [String] {
        let renderer = try WidgetRenderer()
        var written: [String] = []
        for loaded in scenes {
            let entries = manifest.images.filter { $0.widget == loaded.scene.kind }
            guard let device = entries.first?.device, let scale = entries.map(\.scale).max() else { continue }
            let chosen = entries.filter { $0.device.first == device.first || $0.family.hasPrefix("accessory") }
                .filter { $0.scale == scale && $0.dynamicType == "large" }
            let (body, size) = sheet(title: loaded.scene.displayName, entries: chosen, scale: scale)
            let scene = WidgetScene(kind: loaded.scene.kind + ".sheet", displayName: "Contact sheet",
                                    bodies: [.systemSmall: body], contentMargins: false)
            let target = RenderTarget(family: .systemSmall, size: FamilySize(size), cornerRadius: 0, deviceIDs: ["contact-sheet"])
            let bitmap = try renderer.render(scene, family: .systemSmall, target: target, scale: scale, variant: .light,
                                             folder: outputDirectory)
            let file = "\(loaded.scene.kind)/contact-sheet.png"
            try AtomicFile.write(PNGEncoder().encode(bitmap), to: outputDirectory.appendingPathComponent(file))
            written.append(file)
        }
        return written
    }

    /// The sheet's view and its size in points (images at their point size).
    static func sheet(title: String, entries: [Manifest.Entry], scale: Int) -> (ViewNode, Size) {
        let families = entries.map(\.family).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var rows: [ViewNode] = []
        var width = 0.0, height = padding * 2 + 30
        for family in families {
            let cells = entries.filter { $0.family == family }
            var rowWidth = 0.0, rowHeight = 0.0
            let columns = cells.map { entry -> ViewNode in
                let w = Double(entry.width) / Double(scale), h = Double(entry.height) / Double(scale)
                // Shown on a dark backdrop where they appear on one (Lock Screen, tinted Home Screen, StandBy).
                let onDark = WidgetFamily(rawValue: family).flatMap { f in Variant(name: entry.variant)?.isDrawnOverTheScreen(f) } ?? false
                let inset = onDark ? 8.0 : 0
                rowWidth += max(w + 2 * inset, 90) + gap
                rowHeight = max(rowHeight, h + 2 * inset)
                let image = Image(entry.file).resizable().frame(width: w, height: h)
                return VStack(spacing: 4) {
                    if inset > 0 {
                        image.padding(inset).background(RoundedRectangle(cornerRadius: 12).fill(Color("#1C1C1E")))
                    } else {
                        image
                    }
                    Text(entry.variant).font(.caption2).foregroundStyle(.secondary)
                }.frame(minWidth: 90)
            }
            width = max(width, rowWidth - gap)
            height += gap + 16 + 4 + rowHeight + 4 + 14
            rows.append(VStack(alignment: .leading, spacing: 4) {
                Text(family).font(.caption).bold()
                HStack(alignment: .top, spacing: gap) { columns }
            })
        }
        let deviceLabel = entries.first.map { "\($0.device.joined(separator: ", ")) @\(scale)x" } ?? ""
        let body = VStack(alignment: .leading, spacing: gap) {
            HStack(alignment: .firstTextBaseline) {
                Text(title).font(.title3).bold()
                Text(deviceLabel).font(.caption).foregroundStyle(.secondary)
            }
            rows
        }
        .padding(padding)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(Color("#E9E9EE"))
        return (body, Size(width: (width + 2 * padding).rounded(.up), height: height.rounded(.up) + 8))
    }
}
