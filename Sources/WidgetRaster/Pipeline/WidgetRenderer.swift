import Foundation
import Themes

/// Lays out and paints widgets. Owns a job resolver, a text engine per font set and a rasteriser,
/// whose caches are keyed by content: use one per thread.
///
/// `render(_:of:)` is the one path from a job to pixels (resolve, layout, display list, raster);
/// every caller (the batch, `renderWidget`, the snapshot helpers, lint, bench, gallery cards,
/// contact sheets) goes through it or its layout half, `layout(for:of:)`.
public final class WidgetRenderer {
    /// The text engine of the bundled fonts alone.
    public let engine: TextEngine
    /// Engines for app font sets, made on first use; each sees its own set and nothing else.
    private var appEngines: [FontSet: TextEngine] = [:]
    /// App font sets kept at once, so memory does not grow with the number of apps in a batch.
    private static let appEngineLimit = 4
    private let rasterizer: Rasterizer
    /// Reads what jobs need before layout (catalogues, image files), keeping what it has read.
    package private(set) var resolver = JobResolver()

    public init() throws {
        engine = try TextEngine()
        rasterizer = Rasterizer()
    }

    /// This thread's renderer, made on first use and kept (fonts load once per thread).
    public static func forCurrentThread() throws -> WidgetRenderer {
        let key = "widgetraster.renderer"
        if let existing = Thread.current.threadDictionary[key] as? WidgetRenderer { return existing }
        let renderer = try WidgetRenderer()
        Thread.current.threadDictionary[key] = renderer
        return renderer
    }

    /// Renders one job of a loaded scene (or Swift widget): evaluates a code body for the image,
    /// lays it out (or takes the layout `layouts` already holds for the job's layout key), builds the display list with text shaped into glyphs, and rasterises it.
    public func render(_ job: RenderJob, of loaded: SceneLoader.Loaded, tapTargets: TapTargetStyle? = nil,
                       layouts: LayoutCache? = nil) throws -> RenderedImage {
        let pixels = job.target.pixelSize(at: job.scale)
        guard (1...Rasterizer.maxSide).contains(pixels.width), (1...Rasterizer.maxSide).contains(pixels.height) else {
            throw RenderError(message: "\(loaded.scene.kind): an image of \(pixels.width)×\(pixels.height) pixels; "
                + "each side must be 1…\(Rasterizer.maxSide) pixels (Cairo's limit)")
        }
        let layout = try self.layout(for: job, of: loaded, layouts: layouts)
        let bitmap = try paint(layout, target: job.target, scale: job.scale, variant: job.variant, theme: loaded.theme,
                           tapTargets: tapTargets)
        return RenderedImage(bitmap: bitmap, layout: layout)
    }

    /// The layout `render(_:of:)` paints for a job. Code bodies and scenes that test the colour
    /// scheme are laid out per image; other jobs with equal layout keys share one layout.
    public func layout(for job: RenderJob, of loaded: SceneLoader.Loaded, layouts: LayoutCache? = nil) throws -> WidgetLayout {
        let key = Self.layoutKey(for: job, of: loaded)
        let make = { [self] () throws -> WidgetLayout in try layout(resolver.resolve(job, of: loaded)) }
        return try layouts.map { try $0.layout(for: key, make: make) } ?? make()
    }

    /// The key of the layout a job paints: jobs with equal keys share one layout.
    public static func layoutKey(for job: RenderJob, of loaded: SceneLoader.Loaded) -> LayoutKey {
        layoutKey(for: job, perImage: laysOutPerImage(loaded))
    }

    /// The key for a job of a scene whose answer to `laysOutPerImage` is known (a batch asks once per scene).
    static func layoutKey(for job: RenderJob, perImage: Bool) -> LayoutKey {
        perImage ? job.layoutKey.perImage(job.variant) : job.layoutKey
    }

    /// Whether each image of a scene has a layout of its own: a code body, or a scene that tests
    /// the colour scheme or rendering mode.
    static func laysOutPerImage(_ loaded: SceneLoader.Loaded) -> Bool {
        loaded.evaluator != nil || loaded.scene.testsVariant
    }

    /// Lays out a resolved job (the layout stage alone), its text measured by an engine of its font set.
    /// A code body's app font that the fonts folder lacks is reported where the code named it.
    package func layout(_ resolved: ResolvedJob) throws -> WidgetLayout {
        let engine: TextEngine
        do { engine = try self.engine(for: resolved.fontSet) } catch { throw RenderError(message: "\(resolved.kind): \(error)") }
        var environment = resolved.environment
        environment.appFonts = engine.appFonts
        do {
            let target = resolved.target
            var layout = try WidgetLayout.make(body: resolved.body, family: resolved.family, canvas: target.size.canvas,
                                               cornerRadius: target.cornerRadius / target.size.displayScale,
                                               contentMargins: resolved.contentMargins,
                                               marginsNeedContainerBackground: resolved.marginsNeedContainerBackground,
                                               margin: target.contentMargin, environment: environment, images: resolved.images,
                                               catalog: resolved.catalog, symbols: resolved.symbols,
                                               unknownSymbolsDrawNothing: resolved.unknownSymbolsDrawNothing,
                                               contentResolver: resolved.contentResolver, engine: engine)
            layout.fontSet = resolved.fontSet
            return layout
        } catch let error as LayoutBuilder.BuildError {
            if let font = error.unknownFont, let site = resolved.fontSite(font) {
                throw SceneError(file: site.file, path: error.path, line: site.line, message: error.message)
            }
            throw RenderError(message: "\(resolved.kind): \(error.description)")
        }
    }

    /// Lays out one family of a scene for a target (`JobResolver.resolve` then `layout(_:)`).
    public func layout(_ scene: WidgetScene, family: WidgetFamily, target: RenderTarget, folder: URL,
                       dynamicType: DynamicTypeSize = .large, rightToLeft: Bool? = nil, entry: Int? = nil,
                       configuration: Int? = nil, placeholderData: Bool = false, scale: Int? = nil,
                       colorScheme: ColorScheme = .light, renderingMode: WidgetRenderingMode = .fullColor) throws -> WidgetLayout {
        try layout(resolver.resolve(scene, family: family, target: target, folder: folder, dynamicType: dynamicType,
                                    rightToLeft: rightToLeft, entry: entry, configuration: configuration,
                                    placeholderData: placeholderData, scale: scale, colorScheme: colorScheme,
                                    renderingMode: renderingMode))
    }

    /// Drops everything read from files by path (app fonts, catalogues, images), so a later batch
    /// sees the files as they are then; caches keyed by content stay.
    package func forgetFiles() {
        appEngines.removeAll()
        resolver = JobResolver()
    }

    /// The text engine of a font set: the bundled one, or one made for the app's fonts and kept.
    package func engine(for fontSet: FontSet) throws -> TextEngine {
        guard fontSet != .bundled else { return engine }
        if let known = appEngines[fontSet] { return known }
        if appEngines.count >= Self.appEngineLimit { appEngines.removeAll() }
        let made = try TextEngine(fontSet: fontSet)
        appEngines[fontSet] = made
        return made
    }

    /// A layout's display list for a variant, its text shaped by an engine of the layout's font set.
    package func displayList(_ layout: WidgetLayout, variant: Variant, theme: Theme = .standard,
                            tapTargets: TapTargetStyle? = nil) throws -> DisplayList {
        DisplayListBuilder(shaper: try engine(for: layout.fontSet), theme: theme, variant: variant, tapTargets: tapTargets).build(layout)
    }

    /// Paints a layout: pixel size is the device size × scale (iPad canvases are scaled down).
    public func paint(_ layout: WidgetLayout, target: RenderTarget, scale: Int, variant: Variant,
                      theme: Theme = .standard, tapTargets: TapTargetStyle? = nil) throws -> Bitmap {
        try rasterize(displayList(layout, variant: variant, theme: theme, tapTargets: tapTargets), target: target, scale: scale)
    }

    /// Draws a display list at a scale of the target's size (a family as tall as its content is
    /// as tall as the list). The bitmap's array has room for the PNG encoder to lay out its rows in place.
    func rasterize(_ list: DisplayList, target: RenderTarget, scale: Int) throws -> Bitmap {
        var pixels = target.pixelSize(at: scale)
        if list.size.height != target.size.canvas.height {
            pixels.height = Int((list.size.height * target.size.displayScale * Double(scale)).rounded())
        }
        return try rasterizer.render(list, pixelWidth: pixels.width, pixelHeight: pixels.height,
                                     reserving: PNGEncoder.slack(height: pixels.height))
    }

    /// Renders one image of a scene whose relative paths resolve in `folder` (`render(_:of:)`);
    /// `symbols` are SF Symbols exports drawn over the scene's own and WidgetRaster's stand-ins.
    public func render(_ scene: WidgetScene, family: WidgetFamily, target: RenderTarget, scale: Int, variant: Variant,
                       folder: URL, theme: Theme = .standard, symbols: SymbolLibrary = .empty) throws -> Bitmap {
        var loaded = SceneLoader.Loaded(scene: scene, file: folder.appendingPathComponent("\(scene.kind).scene"), theme: theme)
        loaded.symbols = symbols
        let job = RenderJob(target: target, scale: scale, variant: variant,
                            rightToLeft: scene.layoutDirection == .rightToLeft)
        return try render(job, of: loaded).bitmap
    }

    /// Renders a page drawn by WidgetRaster itself (a contact sheet, the symbol sheet): a body
    /// filling a `size`-point canvas with square corners and no content margins.
    func renderPage(_ body: ViewNode, kind: String, size: Size, scale: Int, variant: Variant = .light, folder: URL,
                    symbols: SymbolLibrary = .empty) throws -> Bitmap {
        let scene = WidgetScene(kind: kind, displayName: kind, bodies: [.systemSmall: body], contentMargins: false)
        let target = RenderTarget(family: .systemSmall, size: FamilySize(size), cornerRadius: 0, deviceIDs: [kind])
        return try render(scene, family: .systemSmall, target: target, scale: scale, variant: variant, folder: folder, symbols: symbols)
    }
}

/// One rendered image and the layout it was painted from (for tap targets and checks).
public struct RenderedImage: Sendable {
    public var bitmap: Bitmap
    public var layout: WidgetLayout
}

