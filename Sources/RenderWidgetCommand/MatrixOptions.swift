import ArgumentParser
import Foundation
import Themes
import WidgetRaster

/// The slice of the matrix a command covers, shared by render, check and record.
struct MatrixOptions: ParsableArguments {
    @Argument(help: "Scene files (.json, .yaml) or folders of them.")
    var scenes: [String] = []

    @Option(help: ArgumentHelp("Comma-separated widget kinds (a scene file's `kind`, a Swift widget's `kind`). Default: every widget.",
                               valueName: "kinds"))
    var widgets: CommaList<String>?

    @Option(help: ArgumentHelp("Comma-separated device ids (see `render-widget devices`). Default: every device with published sizes.",
                               valueName: "ids"))
    var devices: CommaList<String>?

    @Option(help: "Comma-separated families. Default: every family each scene declares.")
    var families: CommaList<WidgetFamily>?

    @Option(help: "Comma-separated scales, each 1, 2 or 3.")
    var scales = CommaList<Int>([1, 2, 3])

    @Option(help: "Comma-separated variants.")
    var variants = CommaList<Variant>(RenderPlan().variants)

    @Flag(name: .customLong("native-scale"), help: "Draw each device only at its own screen's scale (@3x for most iPhones, @2x for iPads).")
    var nativeScale = false

    @Option(name: .customLong("size-table"),
            help: ArgumentHelp("Size table: hig-current, hig-2020, or a .json file of measured rows added to one (README: Sizes).",
                               valueName: "table"),
            transform: { try SizeTableFile.resolve($0) })
    var sizeTable: SizeTable = .current

    @Option(name: .customLong("dynamic-type"), help: "Dynamic Type size; iOS draws widgets at every one of these, Large to accessibility5.")
    var dynamicType: DynamicTypeSize = .large

    @Option(name: .customLong("rendering-mode"),
            help: ArgumentHelp("Comma-separated rendering modes: fullColor, accented (the tinted Home Screen; `tinted` says the same), "
                               + "clear (iOS 26's clear Home Screen: the accented mode over clear glass) and vibrant. "
                               + "Default: fullColor for system families, vibrant for accessory families.", valueName: "modes"))
    var renderingMode: CommaList<RenderingModeArgument>?

    @Option(help: ArgumentHelp("Which iOS the images look like: ios26 (its system colours; tinted and clear glass) or ios18 "
                               + "(its colours; the tinted platter).", valueName: "look"))
    var look: SystemLook = .ios26

    @Option(help: ArgumentHelp("A PNG for iOS 26's tinted and clear glass to show through, filling the screen behind the widget "
                               + "(default: daybreak behind light images, nightfall behind dark ones, drawn by WidgetRaster).",
                               valueName: "file"),
            transform: { try MatrixOptions.wallpaper(at: $0) })
    var wallpaper: Wallpaper?

    /// The `--wallpaper` picture, read once as the option is parsed; a problem naming the file when it cannot be.
    static func wallpaper(at path: String) throws -> Wallpaper {
        switch ImageAsset.read(URL(fileURLWithPath: path), as: path) {
        case .success(let asset):
            guard !asset.isVector else { throw ValidationError("--wallpaper: '\(path)' is a PDF; expected a PNG") }
            return Wallpaper(image: asset)
        case .failure(let problem): throw ValidationError("--wallpaper: \(problem.message)")
        }
    }

    @OptionGroup var symbols: SymbolsOption

    @Option(help: ArgumentHelp("Tint of the accented mode (the tinted Home Screen), as #RRGGBB. Default: \(TintPalette.defaultTint.hex), "
                               + "the amber of Apple's tinted Home Screen images.", valueName: "colour"))
    var tint: TintColor?

    @Option(name: .customLong("layout-direction"), help: "Layout direction. Default: as each locale reads, else as each scene says.")
    var layoutDirection: LayoutDirection?

    @Option(help: ArgumentHelp("Comma-separated languages to draw each image in, named in its file (`-de.png`): locale ids "
                                + "(de, ja, ar, pt-BR) with the scene's `strings` or the app's translations, or Xcode's pseudolanguages "
                                + RenderLocale.pseudolanguageNames.joined(separator: ", ") + ". Default: each scene's own.",
                               valueName: "locales"))
    var locales: CommaList<String>?

    @OptionGroup var moment: NowOption

    @Option(name: .customLong("root"), help: "Widget root model: ios17 (16 pt content margins) or ios14 (none). Default: as each scene says.")
    var root: RenderPlan.RootModel?

    /// Which timeline entries a run draws.
    enum Entries: String, CaseIterable, ExpressibleByArgument { case first, all }

    @Option(help: "Timeline entries: the first, or all, each as its own image.")
    var entries: Entries = .first

    @Option(name: .customLong("show-tap-targets"), help: "Draw widgetURL/link regions over the images.")
    var showTapTargets: TapTargetStyle?

    @Option(help: ArgumentHelp("Render only slice i of n (1-based), e.g. 2/4 on the second of four CI jobs; merge with `render-widget merge`.",
                               valueName: "i/n"))
    var shard: RenderPlan.Shard?

    @Option(name: [.customShort("j", allowingJoined: true), .customLong("jobs")],
            help: "Worker threads (`-j 4`, `-j4`); the default is one per core. At most one per core paints at a time.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    /// The plan these options describe.
    var plan: RenderPlan {
        var plan = RenderPlan()
        plan.sizeTable = sizeTable
        plan.deviceIDs = devices?.items
        plan.families = families?.items
        plan.scales = scales.items
        plan.nativeScalesOnly = nativeScale
        plan.variants = variants.items
        plan.dynamicType = dynamicType
        if let modes = renderingMode?.items {
            plan.renderingModes = modes.map(\.mode).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
            plan.accentedGlass = modes.filter { $0.mode == .accented }.map(\.glass).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }
        plan.look = look
        plan.wallpaper = wallpaper
        plan.layoutDirection = layoutDirection
        plan.locales = locales?.items.compactMap(RenderLocale.init)
        if let tint { plan.tint = tint.color }
        plan.rootModel = root
        plan.allEntries = entries == .all
        plan.tapTargets = showTapTargets
        plan.shard = shard
        plan.now = moment.now
        return plan
    }

    /// True when no option narrows the matrix.
    var isFullMatrix: Bool {
        let full = RenderPlan()
        return widgets == nil && devices == nil && families == nil && scales.items == full.scales && !nativeScale && variants.items == full.variants
            && dynamicType == full.dynamicType && sizeTable.name == full.sizeTable.name && renderingMode == nil && layoutDirection == nil
            && locales == nil
            && look == .ios26 && wallpaper == nil
            && shard == nil && showTapTargets == nil && entries == .first
    }

    /// True when the variants or rendering modes were chosen rather than left to their defaults.
    var choosesVariantsOrModes: Bool { variants.items != RenderPlan().variants || renderingMode != nil }

    func validate() throws {
        if let bad = scales.items.first(where: { !(1...3).contains($0) }) {
            throw ValidationError("--scales: '\(bad)' is not 1, 2 or 3")
        }
        if jobs < 1 { throw ValidationError("-j: expected at least 1 worker") }
        try RenderLocale.validate(locales?.items)
        if look == .ios18, renderingMode?.items.contains(where: { $0.glass == .clear }) == true {
            throw ValidationError("--rendering-mode: clear is iOS 26's clear Home Screen; iOS 18 has none (drop it or use --look ios26)")
        }
        do { _ = try plan.devices() } catch { throw ValidationError("--devices: \(error)") }
    }

    /// The loaded widgets `--widgets` names, in load order; a kind no widget has is bad input.
    func selectWidgets(_ loaded: [SceneLoader.Loaded]) throws -> [SceneLoader.Loaded] {
        guard let kinds = widgets?.items else { return loaded }
        let known = Set(loaded.map(\.scene.kind))
        let unknown = kinds.filter { !known.contains($0) }
        if !unknown.isEmpty {
            throw Exit.badInput(["--widgets: no widget of kind " + unknown.map { "'\($0)'" }.joined(separator: ", ")
                + NameSuggestions.didYouMean(unknown[0], among: loaded.map(\.scene.kind)) + "; expected one of: " + loaded.map(\.scene.kind).joined(separator: ", ")])
        }
        return loaded.filter { kinds.contains($0.scene.kind) }
    }
}

/// Progress on standard error for a command.
func progressPrinter(quiet: Bool) -> (@Sendable (Int, Int) -> Void)? {
    ProgressReporter(quiet: quiet).callback
}
