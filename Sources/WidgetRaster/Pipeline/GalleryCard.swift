import Foundation
import Themes

/// Cards as the iOS widget gallery presents a widget: the widget at its size on the gallery's
/// background, its display name and description beneath — one per family, light and dark, for
/// App Store pages and docs. Drawn by WidgetRaster from the rendered images.
package enum GalleryCard {
    /// Writes `KIND/cards/FAMILY-light.png` and `-dark.png` for every system family rendered, from the
    /// manifest's first device at its largest scale; returns the files written.
    @discardableResult
    package static func write(for manifest: Manifest, scenes: [SceneLoader.Loaded], outputDirectory: URL) throws -> [String] {
        let renderer = try WidgetRenderer()
        var written: [String] = []
        for loaded in scenes {
            let entries = manifest.images.filter { $0.widget == loaded.scene.kind && $0.dynamicType == "large" && !$0.family.hasPrefix("accessory") }
            guard let device = entries.first?.device.first, let scale = entries.map(\.scale).max() else { continue }
            for family in loaded.scene.families where !family.isAccessory {
                for scheme in ColorScheme.allCases {
                    guard let entry = entries.first(where: {
                        $0.family == family.rawValue && $0.device.first == device && $0.scale == scale
                            && $0.variant == scheme.rawValue && $0.layoutDirection == "leftToRight"
                    }) else { continue }
                    let (body, size) = card(for: entry, scene: loaded.scene)
                    let bitmap = try renderer.renderPage(body, kind: loaded.scene.kind + ".card", size: size, scale: scale,
                                                         variant: Variant(colorScheme: scheme), folder: outputDirectory)
                    let file = "\(loaded.scene.kind)/cards/\(family.rawValue)-\(scheme.rawValue).png"
                    try AtomicFile.write(PNGEncoder().encode(bitmap), to: outputDirectory.appendingPathComponent(file))
                    written.append(file)
                }
            }
        }
        return written
    }

    static func card(for entry: Manifest.Entry, scene: WidgetScene) -> (ViewNode, Size) {
        let w = Double(entry.width) / Double(entry.scale), h = Double(entry.height) / Double(entry.scale)
        let width = max(w + 64, 300)
        let body = VStack(spacing: 18) {
            Image(entry.file).resizable().frame(width: w, height: h)
                .shadow(color: Color(style: .dynamic(DynamicColor(light: RGBA(0, 0, 0, 0.12), dark: RGBA(0, 0, 0, 0.5)))),
                        radius: 12, y: 4)
            VStack(spacing: 4) {
                Text(scene.displayName).font(.system(size: 22, weight: .bold)).multilineTextAlignment(.center)
                Text(scene.description).font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
                    .lineLimit(3).frame(maxWidth: 300)
            }
        }
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .containerBackground(Color("systemGroupedBackground"))
        return (body, Size(width: width.rounded(.up), height: (h + 64 + 18 + 28 + 4 + 60).rounded(.up)))
    }
}
