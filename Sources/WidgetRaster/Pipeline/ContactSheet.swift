import Foundation

/// A contact sheet per widget, drawn by WidgetRaster itself: each family's images in rows that
/// wrap at `maxLineWidth`, each labelled with its variant, rendering mode, configuration and
/// entry, for one device group at one scale. A sheet taller than Cairo's 32,767-pixel limit
/// continues on `contact-sheet-2.png` and on. Built as a scene from the rendered PNGs, laid
/// out and painted by the same pipeline as the widgets.
package enum ContactSheet {
    static let padding = 24.0
    static let gap = 16.0
    /// Widest a row of images grows before it wraps, in points.
    static let maxLineWidth = 2_400.0

    /// Writes `KIND/contact-sheet.png` (and `-2`, `-3`… when one is not enough) for every widget
    /// in the manifest and returns their paths.
    @discardableResult
    package static func write(for manifest: Manifest, scenes: [SceneLoader.Loaded], outputDirectory: URL) throws -> [String] {
        let renderer = try WidgetRenderer()
        var written: [String] = []
        for loaded in scenes {
            let entries = manifest.images.filter { $0.widget == loaded.scene.kind }
            guard let device = entries.first?.device, let scale = entries.map(\.scale).max() else { continue }
            // The default text size when the run drew it, else the size it drew (a run at AX5 alone).
            let textSize = entries.contains { $0.dynamicType == "large" } ? "large" : entries[0].dynamicType
            let chosen = entries.filter { $0.device.first == device.first || $0.family.hasPrefix("accessory") }
                .filter { $0.scale == scale && $0.dynamicType == textSize }
            let pages = sheets(title: loaded.scene.displayName, entries: chosen, scale: scale)
            for (number, page) in pages.enumerated() {
                let bitmap = try renderer.renderPage(page.body, kind: loaded.scene.kind + ".sheet", size: page.size, scale: scale,
                                                     folder: outputDirectory)
                let file = "\(loaded.scene.kind)/contact-sheet\(number == 0 ? "" : "-\(number + 1)").png"
                try AtomicFile.write(PNGEncoder().encode(bitmap), to: outputDirectory.appendingPathComponent(file))
                written.append(file)
            }
        }
        return written
    }

    /// What a column shows: the variant, and the mode, configuration and entry when they are not the defaults.
    static func label(_ entry: Manifest.Entry) -> String {
        var parts = [entry.variant]
        if entry.renderingMode != WidgetRenderingMode.fullColor.rawValue, !entry.variant.contains(entry.renderingMode) {
            parts.append(entry.renderingMode)
        }
        if let configuration = entry.configuration { parts.append(configuration) }
        if let moment = entry.entry { parts.append(moment) }
        if entry.layoutDirection == "rightToLeft" { parts.append("RTL") }
        return parts.joined(separator: " · ")
    }

    /// One sheet: its view and its size in points (images at their point size).
    struct Page {
        var body: ViewNode
        var size: Size
    }

    /// A view and the room it takes, in points.
    struct Box {
        var view: ViewNode
        var width: Double
        var height: Double
    }

    /// The title line above a page's rows.
    static let titleHeight = 30.0
    /// Points a page takes besides its rows: padding, the title line and the gap under it, and a margin.
    static let pageChrome = 2 * padding + titleHeight + gap + 8

    /// A family's images in rows no wider than `maxLineWidth`; the sheet's rows split into pages
    /// no taller than Cairo allows at `scale`.
    static func sheets(title: String, entries: [Manifest.Entry], scale: Int) -> [Page] {
        let families = entries.map(\.family).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let deviceLabel = entries.first.map {
            "\($0.device.joined(separator: ", ")) @\(scale)x" + ($0.dynamicType == "large" ? "" : " · \($0.dynamicType)")
        } ?? ""
        var rows: [Box] = []
        for family in families {
            let cells = entries.filter { $0.family == family }.map { cell($0, family: family, scale: scale) }
            for (i, line) in pack(cells.map(\.width), limit: maxLineWidth).enumerated() {
                let boxes = cells[line]
                rows.append(Box(view: VStack(alignment: .leading, spacing: 4) {
                                    Text(i == 0 ? family : "\(family) (continued)").font(.caption).bold()
                                    HStack(alignment: .top, spacing: gap) { boxes.map(\.view) }
                                },
                                width: boxes.map(\.width).reduce(0, +) + gap * Double(boxes.count - 1),
                                height: 16 + 4 + (boxes.map(\.height).max() ?? 0)))
            }
        }
        let limit = Double(Rasterizer.maxSide / max(scale, 1)) - pageChrome - 1
        let pages = pack(rows.map(\.height), limit: limit)
        return pages.enumerated().map { number, range in
            let page = rows[range]
            let marker = pages.count > 1 ? " — \(number + 1) of \(pages.count)" : ""
            let body = VStack(alignment: .leading, spacing: gap) {
                HStack(alignment: .firstTextBaseline) {
                    Text(title).font(.title3).bold()
                    Text(deviceLabel + marker).font(.caption).foregroundStyle(.secondary)
                }
                page.map(\.view)
            }
            .padding(padding)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .containerBackground(Color("#E9E9EE"))
            // Wide enough for the title line on one row (about 11 pt a character of the bold title,
            // 7 of the caption), where the images alone would make a narrower page.
            let titleWidth = 11 * Double(title.count) + 7 * Double((deviceLabel + marker).count) + 8
            let width = max(page.map(\.width).max() ?? 0, titleWidth, 200) + 2 * padding
            let height = pageChrome + page.map(\.height).reduce(0, +) + gap * Double(page.count - 1)
            return Page(body: body, size: Size(width: width.rounded(.up), height: height.rounded(.up)))
        }
    }

    /// Greedy runs of consecutive items, `gap` apart, each no longer than `limit` unless one item alone is.
    static func pack(_ lengths: [Double], limit: Double) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0, length = 0.0
        for (i, item) in lengths.enumerated() {
            if i > start, length + gap + item > limit {
                runs.append(start..<i)
                (start, length) = (i, 0)
            }
            length += (i > start ? gap : 0) + item
        }
        if start < lengths.count { runs.append(start..<lengths.count) }
        return runs
    }

    /// One image with its label; shown on a dark backdrop where it appears on one (Lock Screen,
    /// tinted Home Screen, StandBy, Control Center).
    private static func cell(_ entry: Manifest.Entry, family: String, scale: Int) -> Box {
        let w = Double(entry.width) / Double(scale), h = Double(entry.height) / Double(scale)
        let onDark = WidgetFamily(rawValue: family).flatMap { f in f.isControl || Variant(name: entry.variant)?.isDrawnOverTheScreen(f) == true }
            ?? false
        let inset = onDark ? 8.0 : 0
        let width = max(w + 2 * inset, 90)
        let image = Image(entry.file).resizable().frame(width: w, height: h)
        let view = VStack(spacing: 4) {
            if inset > 0 {
                image.padding(inset).background(RoundedRectangle(cornerRadius: 12).fill(Color("#1C1C1E")))
            } else {
                image
            }
            Text(label(entry)).font(.caption2).foregroundStyle(.secondary).lineLimit(2).frame(width: width)
        }
        return Box(view: view, width: width, height: h + 2 * inset + 4 + 28)
    }
}
