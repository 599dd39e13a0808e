import Foundation
import Themes

/// Gathers a job's inputs before layout (`ResolvedJob`): evaluates a code body for the image,
/// checks its colour names, merges the scene's data for the entry and configuration shown, fills
/// in the layout environment, and reads the asset catalogue and every image the body names. It
/// keeps what it has read (catalogues, image files) for the next job of its worker; what it keeps
/// is file contents, so no job's pixels depend on which job came before.
package final class JobResolver {
    private var catalogs: [URL: AssetCatalog] = [:]
    /// Scenes' catalogues by folder and name, so each job resolves the path once.
    private var sceneCatalogs: [SceneCatalogKey: AssetCatalog] = [:]
    private struct SceneCatalogKey: Hashable { let folder: URL, assets: String }
    /// Scenes' SF Symbols exports (their own folder's, with the run's over them), by folder, path and the run's exports.
    private var sceneSymbols: [SceneSymbolsKey: SymbolLibrary] = [:]
    private struct SceneSymbolsKey: Hashable { let folder: URL, path: String?, run: String }
    /// Image files read, by file.
    private var files: [URL: Result<ImageAsset, ImageAsset.Problem>] = [:]
    /// Files kept before the cache starts over, so memory does not grow with the number of scenes.
    private static let fileLimit = 256

    package init() {}

    /// The inputs of one job of a loaded scene (or Swift widget).
    package func resolve(_ job: RenderJob, of loaded: SceneLoader.Loaded) throws -> ResolvedJob {
        var scene = loaded.scene
        let evaluated = try loaded.evaluator.map { try $0.body(ImageContext(job)) }
        // A catalogue that cannot be read is named before the colours it would have defined.
        let catalog: AssetCatalog?
        do { catalog = try assetCatalog(of: scene, in: loaded.folder) } catch { throw RenderError(message: "\(scene.kind): \(error)") }
        // Code (Swift views, the DSL) is checked as scene files are, once its views exist: a colour
        // name nothing defines is an error, at its line where the code is known, never black paint.
        let root = "body.\(job.family.rawValue)"
        let validator = SceneValidator(theme: loaded.theme, folder: loaded.folder, file: loaded.file.lastPathComponent, source: "")
        let symbols: SymbolLibrary
        do { symbols = try symbolLibrary(of: scene, in: loaded.folder, run: loaded.symbols) } catch {
            throw RenderError(message: "\(scene.kind): \(error)")
        }
        if let evaluated {
            try validator.validateColours(evaluated.node, path: root, site: evaluated.colorSite)
            Self.warnAboutUnknownSymbols(in: evaluated.node, symbols: symbols, site: evaluated.symbolSite)
            scene.bodies[job.family] = evaluated.node
        } else if let body = scene.body(for: job.family) {
            try validator.validateColours(body, path: root, site: { _ in nil })
        }
        var resolved = try resolve(scene, family: job.family, target: job.target, folder: loaded.folder, dynamicType: job.dynamicType,
                                   rightToLeft: job.rightToLeft, entry: job.entry, configuration: job.configuration,
                                   placeholderData: job.placeholderData, scale: job.scale, colorScheme: job.variant.colorScheme,
                                   renderingMode: job.variant.renderingMode, luminanceReduced: job.variant.luminanceReduced,
                                   symbols: loaded.symbols,
                                   locale: job.locale, now: job.now, strings: loaded.strings, textsLocalized: evaluated != nil,
                                   missingImagesDrawNothing: evaluated != nil)
        resolved.unknownSymbolsDrawNothing = evaluated != nil
        if let evaluated {
            resolved.fontSite = evaluated.fontSite
            resolved.contentResolver = GeometryContentResolver(validator: validator, catalog: catalog, symbols: symbols,
                                                               folder: loaded.folder, colorSite: evaluated.colorSite,
                                                               symbolSite: evaluated.symbolSite)
        }
        return resolved
    }

    /// One family of a scene for a target: `rightToLeft` nil follows the scene; `entry` and
    /// `configuration` index the scene's timeline entries and configurations; `placeholderData`
    /// shows the scene's placeholder entry instead; `scale` puts text on that pixel grid;
    /// `symbols` are the run's SF Symbols exports, drawn over the scene's own; `locale` (nil: the
    /// scene's) is the language drawn, with `strings`' translations of a scene file's texts —
    /// unless `textsLocalized` (code, which localised its texts as it ran, in the image's language).
    package func resolve(_ scene: WidgetScene, family: WidgetFamily, target: RenderTarget, folder: URL,
                        dynamicType: DynamicTypeSize = .large, rightToLeft: Bool? = nil, entry: Int? = nil,
                        configuration: Int? = nil, placeholderData: Bool = false, scale: Int? = nil,
                        colorScheme: ColorScheme = .light, renderingMode: WidgetRenderingMode = .fullColor, luminanceReduced: Bool = false,
                        symbols run: SymbolLibrary = .empty, locale: RenderLocale? = nil, now: RenderNow? = nil, strings: LocalizationTable? = nil,
                        textsLocalized: Bool = false, missingImagesDrawNothing: Bool = false) throws -> ResolvedJob {
        guard let body = scene.body(for: family) else {
            throw RenderError(message: "\(scene.kind) has no body for \(family.rawValue)")
        }
        var data = scene.data
        if let configuration, scene.configurations.indices.contains(configuration) {
            data.merge(scene.configurations[configuration].data) { _, new in new }
        }
        let moment = entry.flatMap { scene.entries.indices.contains($0) ? scene.entries[$0] : nil } ?? scene.entries.first
        if let moment { data.merge(moment.data) { _, new in new } }
        if placeholderData, let placeholder = scene.placeholderData { data.merge(placeholder) { _, new in new } }
        var environment = LayoutEnvironment(dynamicType: dynamicType,
                                            rightToLeft: rightToLeft ?? (scene.layoutDirection == .rightToLeft), data: data)
        environment.pixelGrid = scale.map { PixelGrid.of(target, scale: $0) } ?? .none
        environment.family = family
        environment.colorScheme = colorScheme
        environment.renderingMode = renderingMode
        environment.luminanceReduced = luminanceReduced
        let language = locale?.locale ?? Locale(identifier: scene.locale ?? "en_US")
        if !textsLocalized, strings != nil || locale?.pseudolanguage != nil {
            environment.localization = TextLocalization(strings: strings?.strings(for: language) ?? [:],
                                                        pseudolanguage: locale?.pseudolanguage)
        }
        environment.dates = DateTextFormatter(locale: language,
                                              timeZone: scene.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "UTC")!,
                                              now: moment?.date ?? now?.current ?? RenderNow.reference)
        let catalog: AssetCatalog?
        let symbols: SymbolLibrary
        var fontSet = FontSet.bundled
        do {
            catalog = try assetCatalog(of: scene, in: folder)
            symbols = try symbolLibrary(of: scene, in: folder, run: run)
            if let fonts = scene.fonts {
                fontSet = FontSet(appFonts: try AssetPath.resolveFolder(fonts, in: folder, kind: "fonts")
                    .mapError { RenderError(message: $0.message) }.get())
            }
        } catch let error as RenderError {
            throw RenderError(message: "\(scene.kind): \(error.message)")
        } catch {
            throw RenderError(message: "\(scene.kind): \(error)")
        }
        fontSet.cjk = Self.showsCJK(body, environment: environment)
        var images = ImageStore()
        images.add(body, catalog: catalog, folder: folder, missingDrawsNothing: missingImagesDrawNothing) { url, name in
            readImage(url, as: name, folder: folder)
        }
        return ResolvedJob(kind: scene.kind, family: family, target: target, body: body, environment: environment, fontSet: fontSet,
                           images: images, catalog: catalog, symbols: symbols, contentMargins: scene.contentMargins,
                           marginsNeedContainerBackground: scene.marginsNeedContainerBackground)
    }

    /// Whether a job shows Japanese, Chinese or Korean: its language is one, or a text, a value of
    /// its data or a translation it draws holds such characters.
    static func showsCJK(_ body: ViewNode, environment: LayoutEnvironment) -> Bool {
        if ["ja", "zh", "ko"].contains(environment.dates.locale.language.languageCode?.identifier ?? "") { return true }
        func texts(_ node: ViewNode) -> Bool {
            if case .text(let s) = node.content, FontSet.needsCJK(s) { return true }
            return node.nestedViews.contains { texts($0.view) }
        }
        return texts(body) || environment.data.values.contains(where: FontSet.needsCJK)
            || environment.localization?.strings.values.contains(where: FontSet.needsCJK) == true
    }

    /// Code that names a symbol neither the exports nor WidgetRaster's table has: iOS draws it as
    /// nothing and logs it, so one unknown name does not lose the image; the warning names the line.
    static func warnAboutUnknownSymbols(in node: ViewNode, symbols: SymbolLibrary, site: (String) -> SourceLocation?) {
        if case let .symbol(name, _, _) = node.content, !symbols.draws(name) {
            let place = site(name).map { "\($0.file):\($0.line): " } ?? ""
            OnceWarnings.shared.warn("\(place)no SF Symbol '\(name)' in WidgetRaster's table"
                + (symbols.isEmpty ? "" : " or the symbols folder") + "; drawn as nothing, as iOS draws an unknown name "
                + "(`render-widget symbols` lists the names; `--symbols DIR` draws the templates you export from the SF Symbols app)")
        }
        for (_, view) in node.nestedViews { warnAboutUnknownSymbols(in: view, symbols: symbols, site: site) }
    }

    /// An image file's contents, read once per resolver.
    private func readImage(_ url: URL, as name: String, folder: URL) -> Result<ImageAsset, ImageAsset.Problem> {
        if let known = files[url] { return known }
        if files.count >= Self.fileLimit { files.removeAll(keepingCapacity: true) }
        let read = ImageAsset.read(url, as: name, folder: folder)
        files[url] = read
        return read
    }

    /// The scene's asset catalogue, if it names one.
    func assetCatalog(of scene: WidgetScene, in folder: URL) throws -> AssetCatalog? {
        guard let assets = scene.assets else { return nil }
        let key = SceneCatalogKey(folder: folder, assets: assets)
        if let known = sceneCatalogs[key] { return known }
        let catalog = try catalog(at: try AssetPath.resolveFolder(assets, in: folder, kind: "asset catalogue")
            .mapError { RenderError(message: $0.message) }.get())
        sceneCatalogs[key] = catalog
        return catalog
    }

    /// The SF Symbols exports a scene draws: its own `symbols` folder's, with the run's over them.
    func symbolLibrary(of scene: WidgetScene, in folder: URL, run: SymbolLibrary) throws -> SymbolLibrary {
        guard scene.symbols != nil || !run.isEmpty else { return .empty }
        let key = SceneSymbolsKey(folder: folder, path: scene.symbols, run: run.identity)
        if let known = sceneSymbols[key] { return known }
        var library = run
        if let path = scene.symbols {
            let url = try AssetPath.resolveFolder(path, in: folder, kind: "symbols").mapError { RenderError(message: $0.message) }.get()
            library = try SymbolLibrary.load(url).merging(run)
        }
        sceneSymbols[key] = library
        return library
    }

    /// An asset catalogue, read once per resolver (a batch reads it once per worker, not per image).
    package func catalog(at url: URL) throws -> AssetCatalog {
        if let known = catalogs[url] { return known }
        let catalog = try AssetCatalog.load(url)
        catalogs[url] = catalog
        return catalog
    }
}
