import Foundation
import Themes

/// Where `render --mockup` shows a widget: an iPhone's Home Screen, its Lock Screen, or StandBy;
/// a Live Activity on the Lock Screen and in the Dynamic Island.
package enum MockupPlace: String, CaseIterable, Sendable {
    case home, lock, standby, activity
}

/// A widget where people see it — the picture App Store pages and marketing use: on an iPhone Home
/// Screen among app icons under the status bar, or on the Lock Screen under the clock, over
/// WidgetRaster's wallpaper, at the device's size in points and its own scale. Drawn by
/// WidgetRaster from the run's images. Apple publishes no Home Screen grid: ours follows from the
/// published widget sizes (a small widget spans 2 × 2 icon cells, a medium 4 × 2, a large 4 × 4), so
/// widgets and icons line up as on a device; status bar, dock and clock are drawn to match a
/// screenshot by eye. No device frame is drawn (Apple's bezels are Apple's to license).
package enum Mockup {
    /// Writes `KIND/mockups/home-DEVICE-light.png`, `-dark.png` and `lock-DEVICE.png` for each iPhone
    /// the run drew at its own scale; returns the files written.
    @discardableResult
    package static func write(for manifest: Manifest, scenes: [SceneLoader.Loaded], places: [MockupPlace], sizeTable: SizeTable,
                              outputDirectory: URL) throws -> [String] {
        let renderer = try WidgetRenderer()
        var written: [String] = []
        for loaded in scenes {
            let scene = loaded.scene
            let mine = shown(manifest.images.filter { $0.widget == scene.kind })
            let devices = mine.flatMap(\.device).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                .compactMap { sizeTable.device(id: $0) }.filter { $0.platform == .iPhone }
            for device in devices {
                let here = mine.filter { $0.device.contains(device.id) && $0.scale == device.nativeScale }
                var pages: [(name: String, body: ViewNode, scheme: ColorScheme)] = []
                if places.contains(.home) {
                    for scheme in ColorScheme.allCases {
                        var widgets = Dictionary(here.filter { $0.variant == scheme.rawValue && !$0.family.hasPrefix("accessory") }
                            .compactMap { entry in WidgetFamily(rawValue: entry.family).map { ($0, entry) } }) { first, _ in first }
                        // A large widget that does not fit under the medium and small ones gets a page of its own.
                        var large: [WidgetFamily: Manifest.Entry]?
                        if let entry = widgets[.systemLarge], widgets.count > 1 {
                            large = [.systemLarge: entry]
                            widgets[.systemLarge] = nil
                        }
                        for (suffix, shown) in [("", widgets), ("-large", large ?? [:])] {
                            if let body = home(device, widgets: shown, title: scene.displayName, scheme: scheme) {
                                pages.append(("home-\(device.id)-\(scheme.rawValue)\(suffix)", body, scheme))
                            }
                        }
                    }
                }
                if places.contains(.lock) {
                    let widgets = Dictionary(here.filter { $0.family.hasPrefix("accessory") && $0.variant.hasPrefix("dark") }
                        .compactMap { entry in WidgetFamily(rawValue: entry.family).map { ($0, entry) } }) { first, _ in first }
                    let ink = widgets[.accessoryInline].flatMap { inkSpan(of: $0, in: outputDirectory) }
                    if let body = lock(device, widgets: widgets, inlineInk: ink) { pages.append(("lock-\(device.id)", body, .dark)) }
                }
                if places.contains(.activity) {
                    for scheme in ColorScheme.allCases {
                        let card = here.first { $0.family == WidgetFamily.liveActivity.rawValue && $0.variant == scheme.rawValue }
                        if let card { pages.append(("activity-lock-\(device.id)-\(scheme.rawValue)", activityLock(device, card: card, scheme: scheme), scheme)) }
                    }
                    for (family, name) in [(WidgetFamily.dynamicIslandCompact, "compact"), (.dynamicIslandMinimal, "minimal"),
                                           (.dynamicIslandExpanded, "expanded")] {
                        guard let island = here.first(where: { $0.family == family.rawValue }) else { continue }
                        let body = home(device, widgets: [:], title: "", scheme: .light, island: island)
                        if let body { pages.append(("activity-\(name)-\(device.id)", body, .light)) }
                    }
                }
                if places.contains(.standby) {
                    for night in [false, true] {
                        let shown = here.first { $0.family == WidgetFamily.standBy.rawValue && $0.renderingMode == (night ? "vibrant" : "fullColor") }
                        if let shown { pages.append(("standby-\(device.id)\(night ? "-night" : "")", standBy(device, widget: shown, night: night), .dark)) }
                    }
                }
                for page in pages {
                    // StandBy is the phone on its side.
                    let size = page.name.hasPrefix("standby") ? Size(width: device.screen.height, height: device.screen.width) : device.screen
                    let bitmap = try renderer.renderPage(page.body, kind: scene.kind + ".mockup", size: size, scale: device.nativeScale,
                                                         variant: Variant(colorScheme: page.scheme), folder: outputDirectory)
                    let file = "\(scene.kind)/mockups/\(page.name).png"
                    try AtomicFile.write(PNGEncoder().encode(bitmap), to: outputDirectory.appendingPathComponent(file))
                    written.append(file)
                }
            }
        }
        return written
    }

    /// The images a mockup shows: the default text size and direction, and the first language,
    /// configuration and timeline entry the run drew.
    static func shown(_ entries: [Manifest.Entry]) -> [Manifest.Entry] {
        let locale = entries.first?.locale, configuration = entries.first?.configuration, entry = entries.first?.entry
        return entries.filter {
            $0.dynamicType == "large" && $0.locale == locale && $0.configuration == configuration && $0.entry == entry
                && ($0.renderingMode == ($0.family.hasPrefix("accessory") ? "vibrant" : "fullColor") || $0.family == WidgetFamily.standBy.rawValue)
        }
    }

    /// The Home Screen grid of a device, from its widget sizes.
    struct Grid {
        var origin: Point
        var cell: Size
        var gap: Size
        var icon: Double
        var rows: Int

        init?(_ device: DeviceSize, top: Double, bottom: Double) {
            guard let small = device.families[.systemSmall]?.device, let medium = device.families[.systemMedium]?.device,
                  let large = device.families[.systemLarge]?.device else { return nil }
            // 2 cells and a gap make a small widget, 4 cells and 3 gaps a medium (across) and a large (down).
            cell = Size(width: (3 * small.width - medium.width) / 2, height: (3 * small.height - large.height) / 2)
            gap = Size(width: small.width - 2 * cell.width, height: small.height - 2 * cell.height)
            guard cell.width > 0, cell.height > 0, gap.width >= 0, gap.height >= 0 else { return nil }
            icon = min(cell.width, cell.height)
            origin = Point(x: (device.screen.width - medium.width) / 2, y: top)
            rows = min(6, Int(((bottom - top + gap.height) / (cell.height + gap.height)).rounded(.down)))
        }

        func point(column: Int, row: Int) -> Point {
            Point(x: origin.x + Double(column) * (cell.width + gap.width), y: origin.y + Double(row) * (cell.height + gap.height))
        }
    }

    static let appNames = ["Notes", "Photos", "Camera", "Music", "Clock", "Files", "Books", "Health", "Maps", "Mail", "News",
                           "Podcasts", "Wallet", "Shortcuts", "Home", "Translate", "Fitness", "Stocks", "Contacts", "Reminders",
                           "Calendar", "Freeform", "Journal", "Passwords"]

    /// A Home Screen page: the widget's medium, small (beside four icons) and large sizes from the
    /// top, as many as fit, then rows of app icons; the search pill and the dock below; and a Live
    /// Activity's Dynamic Island image at the top, around the sensor housing, over it all.
    static func home(_ device: DeviceSize, widgets: [WidgetFamily: Manifest.Entry], title: String, scheme: ColorScheme,
                     island: Manifest.Entry? = nil) -> ViewNode? {
        guard !widgets.isEmpty || island != nil else { return nil }
        let (width, height) = (device.screen.width, device.screen.height)
        let notched = height >= 812
        let barHeight = notched ? 54.0 : 20.0
        let dockHeight = notched ? 94.0 : 86.0, dockBottom = notched ? 12.0 : 4.0
        let dockTop = height - dockBottom - dockHeight
        let searchTop = dockTop - 14 - 30
        guard let grid = Grid(device, top: barHeight + 14, bottom: searchTop - 22) else { return nil }
        var items: [ViewNode] = []
        var names = appNames.makeIterator()
        // On the device's pixels, so the widget's image is drawn pixel for pixel.
        let pixel = Double(device.nativeScale)
        func place(_ view: some WidgetView, _ at: Point, _ size: Size) {
            let origin = Point(x: (at.x * pixel).rounded() / pixel, y: (at.y * pixel).rounded() / pixel)
            items.append(view.node.frame(width: size.width, height: size.height).position(x: origin.x + size.width / 2, y: origin.y + size.height / 2))
        }
        func label(_ text: String, under origin: Point, width: Double, height: Double) {
            place(Text(text).font(.system(size: 12, weight: .medium)).foregroundStyle(Color("white")).lineLimit(1)
                    .shadow(color: Color("#00000059"), radius: 2, y: 1),
                  Point(x: origin.x - grid.gap.width / 2, y: origin.y + height + 4), Size(width: width + grid.gap.width, height: 15))
        }
        let fill = Color(scheme == .light ? "#FFFFFF4D" : "#FFFFFF2E")
        func icon(column: Int, row: Int) {
            let cell = grid.point(column: column, row: row)
            let at = Point(x: cell.x + (grid.cell.width - grid.icon) / 2, y: cell.y + (grid.cell.height - grid.icon) / 2)
            place(RoundedRectangle(cornerRadius: grid.icon * 0.225).fill(fill), at, Size(width: grid.icon, height: grid.icon))
            label(names.next() ?? "App", under: at, width: grid.icon, height: grid.icon)
        }
        func widget(_ entry: Manifest.Entry, column: Int, row: Int) {
            let at = grid.point(column: column, row: row)
            let size = Size(width: Double(entry.width) / Double(entry.scale), height: Double(entry.height) / Double(entry.scale))
            place(Image(entry.file).resizable(), at, size)
            label(title, under: at, width: size.width, height: size.height)
        }
        var row = 0
        if let medium = widgets[.systemMedium], row + 2 <= grid.rows { widget(medium, column: 0, row: row); row += 2 }
        if let small = widgets[.systemSmall], row + 2 <= grid.rows {
            widget(small, column: 0, row: row)
            for r in row..<row + 2 { for c in 2..<4 { icon(column: c, row: r) } }
            row += 2
        }
        if let large = widgets[.systemLarge], row + 4 <= grid.rows { widget(large, column: 0, row: row); row += 4 }
        guard row > 0 || island != nil else { return nil }
        for r in row..<grid.rows { for c in 0..<4 { icon(column: c, row: r) } }
        // The search pill and the dock of four apps.
        place(HStack(spacing: 4) { Symbol("magnifyingglass"); Text("Search") }.font(.system(size: 13, weight: .semibold))
                .foregroundStyle(Color("white")).frame(width: 86, height: 30).background(Capsule().fill(fill)),
              Point(x: (width - 86) / 2, y: searchTop), Size(width: 86, height: 30))
        place(RoundedRectangle(cornerRadius: notched ? 34 : 0).fill(fill), Point(x: notched ? 12 : 0, y: dockTop),
              Size(width: width - (notched ? 24 : 0), height: dockHeight))
        for c in 0..<4 {
            let x = grid.point(column: c, row: 0).x + (grid.cell.width - grid.icon) / 2
            place(RoundedRectangle(cornerRadius: grid.icon * 0.225).fill(fill), Point(x: x, y: dockTop + (dockHeight - grid.icon) / 2),
                  Size(width: grid.icon, height: grid.icon))
        }
        guard let island else { return page(device, scheme: scheme, items: statusBar(device) + items) }
        // The island hangs from the housing's place, 11 pt below the top edge; the status bar moves
        // beside it, and is hidden under the expanded island, which leaves it no room.
        let size = Size(width: Double(island.width) / Double(island.scale), height: Double(island.height) / Double(island.scale))
        let top = DynamicIslandMetrics.screenInset
        var spans = size.width
        if island.family == WidgetFamily.dynamicIslandMinimal.rawValue {
            // Beside another activity the minimal view is attached to the island's leading end, or detached in
            // a circle of its own beyond its trailing end: both are shown, as for two activities of this app.
            let housing = DynamicIslandMetrics.sensorWidth, gap = 6.0
            let attached = Point(x: (width - housing) / 2 - size.width, y: top)
            place(Capsule().fill(Color("black")), attached, Size(width: size.width + housing, height: size.height))
            place(Image(island.file).resizable(), attached, size)
            place(Image(island.file).resizable(), Point(x: (width + housing) / 2 + gap, y: top), size)
            spans = housing + 2 * (size.width + gap)
        } else {
            place(Image(island.file).resizable(), Point(x: (width - size.width) / 2, y: top), size)
        }
        let roomBeside = (width - spans) / 2 >= 60
        return page(device, scheme: scheme, items: (roomBeside ? statusBar(device, beside: spans) : []) + items)
    }

    /// A Live Activity's card on the Lock Screen of a colour scheme: the date and clock above, the
    /// card at the top of the notification list, low on the screen above the flashlight and camera buttons.
    static func activityLock(_ device: DeviceSize, card: Manifest.Entry, scheme: ColorScheme) -> ViewNode {
        let (width, height) = (device.screen.width, device.screen.height)
        let top = 54.0, white = Color("white"), clock = (width * 0.245).rounded(), pixel = Double(device.nativeScale)
        let size = Size(width: Double(card.width) / Double(card.scale), height: Double(card.height) / Double(card.scale))
        let buttons = 50.0, buttonsY = height - 34 - buttons
        let cardY = ((buttonsY - 24 - size.height) * pixel).rounded() / pixel
        var items: [ViewNode] = [
            Text("Monday 8 June").font(.system(size: 20, weight: .semibold)).foregroundStyle(white).opacity(0.9)
                .frame(width: width, height: 26).position(x: width / 2, y: top + 20),
            Text("9:41").font(.system(size: clock, weight: .bold)).foregroundStyle(white).opacity(0.92)
                .frame(width: width, height: clock * 1.15).position(x: width / 2, y: top + 34 + clock * 0.575),
            Image(card.file).resizable().node.frame(width: size.width, height: size.height)
                .position(x: width / 2, y: cardY + size.height / 2),
        ]
        for (symbol, x) in [("flashlight.off.fill", 46 + buttons / 2), ("camera.fill", width - 46 - buttons / 2)] {
            items.append(ZStack { Circle().fill(Color("#0000004D")); Symbol(symbol).font(.system(size: 20, weight: .semibold)).foregroundStyle(white) }
                .node.frame(width: buttons, height: buttons).position(x: x, y: buttonsY + buttons / 2))
        }
        items.append(Capsule().fill(white).node.frame(width: 134, height: 5).position(x: width / 2, y: height - 8.5))
        return page(device, scheme: scheme, items: statusBar(device) + items)
    }

    /// The Lock Screen: the date (with the inline widget beside it), the clock, and the circular and
    /// rectangular widgets in a row beneath.
    static func lock(_ device: DeviceSize, widgets: [WidgetFamily: Manifest.Entry], inlineInk: (lead: Double, width: Double)? = nil) -> ViewNode? {
        guard !widgets.isEmpty else { return nil }
        let width = device.screen.width
        let top = device.screen.height >= 812 ? 54.0 : 20.0
        var items: [ViewNode] = []
        func size(_ entry: Manifest.Entry) -> Size {
            Size(width: Double(entry.width) / Double(entry.scale), height: Double(entry.height) / Double(entry.scale))
        }
        let white = Color("white")
        let date: ViewNode
        if let inline = widgets[.accessoryInline] {
            // The inline widget's text follows the date, as iOS sets it: its image cut to what it draws.
            let full = size(inline), ink = inlineInk ?? (0, full.width)
            date = HStack(spacing: 6) {
                Text("Mon 8")
                Image(inline.file).resizable().node.frame(width: full.width, height: full.height).offset(x: -ink.lead)
                    .frame(width: ink.width, height: full.height, alignment: .leading)
            }
        } else {
            date = Text("Monday 8 June")
        }
        items.append(date.font(.system(size: 20, weight: .semibold)).foregroundStyle(white).opacity(0.9)
            .frame(width: width, height: 26).position(x: width / 2, y: top + 20))
        let clock = (width * 0.245).rounded()
        items.append(Text("9:41").font(.system(size: clock, weight: .bold)).foregroundStyle(white).opacity(0.92)
            .frame(width: width, height: clock * 1.15).position(x: width / 2, y: top + 34 + clock * 0.575))
        let row = [WidgetFamily.accessoryRectangular, .accessoryCircular].compactMap { widgets[$0] }
        if !row.isEmpty {
            let sizes = row.map(size), spacing = 14.0
            var x = (width - sizes.map(\.width).reduce(0, +) - spacing * Double(row.count - 1)) / 2
            let y = top + 34 + clock * 1.15 + 12
            for (entry, size) in zip(row, sizes) {
                items.append(Image(entry.file).resizable().node.frame(width: size.width, height: size.height)
                    .position(x: x + size.width / 2, y: y + size.height / 2))
                x += size.width + spacing
            }
        }
        if device.screen.height >= 812 {
            items.append(Capsule().fill(white).node.frame(width: 134, height: 5).position(x: width / 2, y: device.screen.height - 8.5))
        }
        return page(device, scheme: .dark, items: statusBar(device) + items)
    }

    /// Where an image draws across, in points: its first and last columns that are not transparent.
    static func inkSpan(of entry: Manifest.Entry, in folder: URL) -> (lead: Double, width: Double)? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(entry.file)),
              let bitmap = try? PNGCodec.decode(data) else { return nil }
        let columns = (0..<bitmap.width).filter { x in
            (0..<bitmap.height).contains { y in bitmap.pixels[(y * bitmap.width + x) * 4 + 3] > 8 }
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        let scale = Double(entry.scale)
        return (Double(first) / scale, Double(last - first + 1) / scale)
    }

    /// StandBy: the phone on its side, black, the widget scaled up on the left and the clock on the
    /// right, as the two stacks show them; at night both in the red of the night look.
    static func standBy(_ device: DeviceSize, widget entry: Manifest.Entry, night: Bool) -> ViewNode {
        let width = device.screen.height, height = device.screen.width
        let side = Double(entry.width) / Double(entry.scale)
        let margin = (height - side) / 2, pixel = Double(device.nativeScale)
        let x = ((width / 2 - side) / 2 * pixel).rounded() / pixel, y = (margin * pixel).rounded() / pixel
        let ink = Color(night ? "#FF453A" : "white")
        let clock = VStack(spacing: 4) {
            Text("9:41").font(.system(size: (side * 0.42).rounded(), weight: .semibold, design: .rounded)).foregroundStyle(ink)
            Text("Monday 8 June").font(.system(size: 17, weight: .semibold)).foregroundStyle(ink).opacity(0.7)
        }
        return ZStack(alignment: .topLeading) {
            Image(entry.file).resizable().node.frame(width: side, height: side).position(x: x + side / 2, y: y + side / 2)
            clock.frame(width: width / 2, height: height).position(x: width * 0.75, y: height / 2)
        }
        .frame(width: width, height: height)
        .containerBackground(Color("black"))
    }

    /// The time, signal, Wi-Fi and battery, in white; each centred in the space beside a Dynamic
    /// Island `beside` points wide, when one is shown.
    static func statusBar(_ device: DeviceSize, beside island: Double? = nil) -> [ViewNode] {
        let notched = device.screen.height >= 812, width = device.screen.width
        let y = notched ? 31.0 : 10.0
        let font = Font.system(size: notched ? 17 : 12, weight: .semibold)
        let side = island.map { (width - $0) / 2 }
        let time = Text("9:41").font(font).foregroundStyle(Color("white")).frame(width: side ?? 80, height: 22)
            .position(x: side.map { $0 / 2 } ?? (notched ? width * 0.18 : width / 2), y: y)
        let glyphs = HStack(spacing: island == nil ? 5 : 3) { Symbol("cellularbars"); Symbol("wifi"); Symbol("battery.100") }
            .font(.system(size: notched ? (island == nil ? 15 : 13) : 11, weight: .semibold)).foregroundStyle(Color("white"))
        let placed = side.map { glyphs.frame(width: $0, height: 22).position(x: width - $0 / 2, y: y) }
            ?? glyphs.frame(width: 90, height: 22, alignment: .trailing).position(x: width - (notched ? 26 : 6) - 45, y: y)
        return [time, placed]
    }

    /// The items over the wallpaper of a scheme, on a page of the device's size.
    static func page(_ device: DeviceSize, scheme: ColorScheme, items: [ViewNode]) -> ViewNode {
        let wallpaper = Wallpaper.standard(for: scheme).gradient!
        func hex(_ color: RGBA, opacity: Double = 1) -> Color { Color(color.multiplyingOpacity(by: opacity).hex) }
        let screen = device.screen
        return ZStack(alignment: .topLeading) {
            for field in wallpaper.fields {
                RadialGradient(colors: [hex(field.color), hex(field.color, opacity: 0.5), hex(field.color, opacity: 0)],
                               center: UnitPoint(x: field.x, y: field.y), startRadius: 0, endRadius: field.radius * screen.width)
            }
            for item in items { item }
        }
        .frame(width: screen.width, height: screen.height)
        .containerBackground { LinearGradient(colors: [hex(wallpaper.top), hex(wallpaper.bottom)], startPoint: .top, endPoint: .bottom) }
    }
}
