import Foundation
import Themes

/// One family of a scene laid out on one device group, as the rules see it: every node placed
/// with its offsets applied and clipped to its clip shapes, and — computed on first use — the
/// layout at xxxLarge, the layout with placeholder data, and the painted backdrop behind texts.
final class LintSubject {
    let loaded: SceneLoader.Loaded
    let target: RenderTarget
    let layout: WidgetLayout
    /// The timeline entry laid out: a control's state (`LintSubject.checkedEntries`); nil, the first.
    let entry: Int?
    /// Languages the family is also checked in (`--locales`).
    let locales: [RenderLocale]
    /// The moment the images show (`--now`); nil: each widget's own.
    let now: RenderNow?
    private let renderer: WidgetRenderer

    var scene: WidgetScene { loaded.scene }
    var family: WidgetFamily { target.family }
    var bounds: Rect { Rect(origin: .zero, size: layout.size) }

    init(loaded: SceneLoader.Loaded, target: RenderTarget, renderer: WidgetRenderer, entry: Int? = nil, locales: [RenderLocale] = [],
         now: RenderNow? = nil) throws {
        self.loaded = loaded
        self.target = target
        self.renderer = renderer
        self.entry = entry
        self.locales = locales
        self.now = now
        layout = try Self.layout(loaded, target: target, renderer: renderer, dynamicType: .large, entry: entry, now: now)
    }

    /// The entries the checks lay out: each named one (a toggle is off and on, and both must read),
    /// else the first.
    static func checkedEntries(_ scene: WidgetScene) -> [Int?] {
        scene.entries.contains { $0.name != nil } ? Array(scene.entries.indices) : [nil]
    }

    /// A family laid out for the checks. A Swift widget's body is evaluated for it (light, at the
    /// checks' scale), so geometry readers and custom shapes are laid out as an image's are.
    static func layout(_ loaded: SceneLoader.Loaded, target: RenderTarget, renderer: WidgetRenderer, dynamicType: DynamicTypeSize,
                       placeholderData: Bool = false, variant: Variant = .light, entry: Int? = nil,
                       locale: RenderLocale? = nil, now: RenderNow? = nil) throws -> WidgetLayout {
        var variant = variant
        if placeholderData { variant.redaction = .placeholder }
        var job = RenderJob(target: target, scale: scale, variant: variant, dynamicType: dynamicType,
                            rightToLeft: locale?.isRightToLeft ?? (loaded.scene.layoutDirection == .rightToLeft), entry: entry,
                            configuration: checkedConfiguration(loaded.scene), placeholderData: placeholderData)
        job.locale = locale
        job.now = now
        return try renderer.layout(for: job, of: loaded)
    }

    /// A node where it is drawn: `frame` with offsets applied, `visible` after clipping (nil: clipped away).
    struct Placed {
        var node: LayoutNode
        var frame: Rect
        var visible: Rect?
        /// Frames of the text's lines, or the symbol's ink, offset like the node (text and symbols only).
        var lines: [Rect]
        var isText: Bool { if case .text = node.kind { return true } else { return false } }
        var isSymbol: Bool { if case .symbol = node.kind { return true } else { return false } }
        var textContent: LayoutNode.TextContent? { if case .text(let c) = node.kind { return c } else { return nil } }
        /// How a finding names a text or a symbol; nil for other views.
        var described: String? { isSymbol ? "a symbol" : textContent.map { quote($0.string) } }
        /// A text's foreground, or a symbol's primary layer's.
        var foreground: Foreground? {
            switch node.kind {
            case .text(let c): return c.foreground
            case .symbol(let c): return c.layers.first
            default: return nil
            }
        }
    }

    /// Every node of the content (not the container background), parents first.
    lazy var placed: [Placed] = Self.place(layout.content)

    /// Leaves that draw something: texts, symbols, images and shapes with a size.
    lazy var drawn: [Placed] = placed.filter { p in
        guard p.frame.width > 0.01, p.frame.height > 0.01 else { return false }
        switch p.node.kind {
        case .text(let c): return !c.string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        case .symbol, .image, .shape: return true
        case .group, .effect: return false
        }
    }

    /// The innermost node that holds every view at `paths` (by their paths' shared leading parts),
    /// as placed; nil when they share none below the family's body.
    func container(of paths: [String]) -> Placed? {
        guard let first = paths.first else { return nil }
        var shared = first.split(separator: ".")
        for path in paths.dropFirst() {
            let parts = path.split(separator: ".")
            shared = Array(zip(shared, parts).prefix { $0 == $1 }.map(\.0))
        }
        guard shared.count >= 2 else { return nil }
        let prefix = shared.joined(separator: ".")
        return placed.first { $0.node.path == prefix }
    }

    static func place(_ root: LayoutNode) -> [Placed] {
        var out: [Placed] = []
        func visit(_ node: LayoutNode, dx: Double, dy: Double, clip: Rect?) {
            let frame = Rect(x: node.frame.minX + dx, y: node.frame.minY + dy, width: node.frame.width, height: node.frame.height)
            let visible = clip.map { frame.intersection($0) } ?? frame
            var lines: [Rect] = []
            if case .text(let c) = node.kind { lines = c.measurement.lines.map { $0.frame.offsetBy(x: frame.minX, y: frame.minY) } }
            if case .symbol(let c) = node.kind { lines = [c.inkRect.offsetBy(x: frame.minX, y: frame.minY)] }
            out.append(Placed(node: node, frame: frame, visible: visible, lines: lines))
            var dx = dx, dy = dy, clip = clip
            if case let .effect(.offset(x, y)) = node.kind { dx += x; dy += y }
            if case .effect(.clip) = node.kind { clip = visible ?? Rect(x: 0, y: 0, width: 0, height: 0) }
            for child in node.children { visit(child, dx: dx, dy: dy, clip: clip) }
        }
        visit(root, dx: 0, dy: 0, clip: nil)
        return out
    }

    /// The configuration the checks lay out: the first, when the scene has any.
    static func checkedConfiguration(_ scene: WidgetScene) -> Int? { scene.configurations.isEmpty ? nil : 0 }

    /// The scale the checks lay out and paint at.
    static let scale = 2

    /// The same family laid out at another Dynamic Type size.
    func layout(at size: DynamicTypeSize) throws -> WidgetLayout {
        try Self.layout(loaded, target: target, renderer: renderer, dynamicType: size, entry: entry, now: now)
    }

    /// The same family laid out in another language.
    func layout(in locale: RenderLocale) throws -> WidgetLayout {
        try Self.layout(loaded, target: target, renderer: renderer, dynamicType: .large, entry: entry, locale: locale, now: now)
    }

    /// The layout the images of a variant paint: a body that reads the variant (code reading the
    /// colour scheme or rendering mode, or a scene with a colour-scheme condition) is laid out for
    /// it, as its images are.
    func layout(for variant: Variant) throws -> WidgetLayout {
        guard variant != .light, WidgetRenderer.laysOutPerImage(loaded) else { return layout }
        return try Self.layout(loaded, target: target, renderer: renderer, dynamicType: .large, variant: variant, entry: entry, now: now)
    }

    /// The layout the placeholder variants paint (nil when the scene has no placeholder data).
    lazy var placeholderLayout: WidgetLayout? = scene.placeholderData == nil ? nil
        : try? Self.layout(loaded, target: target, renderer: renderer, dynamicType: .large, placeholderData: true, entry: entry, now: now)

    /// The widget painted in a variant without its texts at 2x, and where each text is drawn in it.
    struct Backdrop {
        var bitmap: Bitmap
        var scale: Double
        var texts: [TextSample]
    }

    /// A text as drawn: its view, the colours of its paint (with opacity applied) and its line frames.
    struct TextSample {
        var path: String
        var string: String
        var colors: [RGBA]
        var lines: [Rect]
        var attributes: TextAttributes
        var fontScale: Double
    }

    private var backdrops: [Variant: Backdrop] = [:]

    func backdrop(_ variant: Variant) throws -> Backdrop {
        if let cached = backdrops[variant] { return cached }
        let layout = try layout(for: variant)
        let list = try renderer.displayList(layout, variant: variant, theme: loaded.theme)
        var ops: [DisplayList.Op] = []
        var texts: [TextSample] = []
        var offsets: [(Double, Double)] = [(0, 0)]
        var opacities: [Double] = [1]
        for op in list.ops {
            switch op {
            case let .beginTranslate(x, y): offsets.append((offsets.last!.0 + x, offsets.last!.1 + y))
            case .endTranslate: offsets.removeLast()
            case .beginOpacity(let o, _): opacities.append(opacities.last! * o)
            case .endOpacity: opacities.removeLast()
            default: break
            }
            guard case .text(let run) = op else { ops.append(op); continue }
            let (dx, dy) = offsets.last!
            let lines = run.measurement.lines.map { $0.frame.offsetBy(x: run.origin.x + dx, y: run.origin.y + dy) }
            let colors = run.paint.colors.map { $0.multiplyingOpacity(by: opacities.last!) }
            // A text drawn fully transparent (`.hidden()`, `opacity(0)`: a placeholder for its size) shows nothing to read.
            guard colors.contains(where: { $0.alpha > 0 }) else { continue }
            texts.append(TextSample(path: run.path, string: run.string, colors: colors,
                                    lines: lines, attributes: run.attributes, fontScale: run.measurement.fontScale))
        }
        var withoutText = list
        withoutText.ops = ops
        let result = Backdrop(bitmap: try renderer.rasterize(withoutText, target: target, scale: Self.scale),
                              scale: Double(target.pixelSize(at: Self.scale).width) / layout.size.width, texts: texts)
        backdrops[variant] = result
        return result
    }
}

extension Paint {
    /// The colours a paint uses (a gradient's stops).
    var colors: [RGBA] {
        switch self {
        case .solid(let c): return [c]
        case .linear(let stops, _, _), .radial(let stops, _, _, _, _), .conic(let stops, _, _, _): return stops.map(\.color)
        case let .mesh(patches, background): return patches.flatMap(\.colors) + [background]
        }
    }
}
