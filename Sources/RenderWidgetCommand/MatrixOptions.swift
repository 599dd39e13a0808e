import ArgumentParser
import Foundation
import WidgetRaster

/// The slice of the matrix a command covers, shared by render, check and record.
struct MatrixOptions: ParsableArguments {
    @Argument(help: "Scene files (.json, .yaml) or folders of them.")
    var scenes: [String] = []

    @Option(help: "Comma-separated widget kinds (a scene file's `kind`, a Swift widget's `kind`). Default: every widget.")
    var widgets: String?

    @Option(help: "Comma-separated device ids (see `render-widget devices`). Default: every device with published sizes.")
    var devices: String?

    @Option(help: "Comma-separated families. Default: every family each scene declares.")
    var families: String?

    @Option(help: "Comma-separated scales.")
    var scales: String = "1,2,3"

    @Option(help: "Comma-separated variants: light, dark, placeholder, placeholder-dark, privacy, privacy-dark.")
    var variants: String = MatrixOptions.defaultVariants

    static let defaultVariants = "light,dark"

    @Option(name: .customLong("size-table"), help: "Size table: hig-current or hig-2020.")
    var sizeTable: String = "hig-current"

    @Option(name: .customLong("dynamic-type"), help: "Dynamic Type size: large … xxxLarge, accessibility1 … accessibility5.")
    var dynamicType: String = "large"

    @Option(name: .customLong("rendering-mode"),
            help: "Comma-separated rendering modes: fullColor, accented, vibrant. Default: fullColor for system families, vibrant for accessory families.")
    var renderingMode: String?

    @Option(name: .customLong("layout-direction"), help: "leftToRight or rightToLeft. Default: as each scene says.")
    var layoutDirection: String?

    @Option(name: .customLong("root"), help: "Widget root model: ios17 (16 pt content margins) or ios14 (none). Default: as each scene says.")
    var root: String?

    @Option(help: "Timeline entries: first (default) or all, each as its own image.")
    var entries: String = "first"

    @Option(name: .customLong("show-tap-targets"), help: "Draw widgetURL/link regions over the images: fill, cell or content.")
    var showTapTargets: String?

    @Option(help: "Render only slice i of n (1-based), e.g. 2/4 on the second of four CI jobs; merge with `render-widget merge`.")
    var shard: String?

    @Option(name: [.customShort("j"), .customLong("jobs")], help: "Worker threads; the default is one per core.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    /// True when no option narrows the matrix.
    var isFullMatrix: Bool {
        widgets == nil && devices == nil && families == nil && scales == "1,2,3" && variants == "light,dark" && dynamicType == "large"
            && sizeTable == "hig-current" && renderingMode == nil && layoutDirection == nil && shard == nil && showTapTargets == nil && entries == "first"
    }

    /// The families a comma-separated `--families` names; unknown names go to `problems`.
    static func families(_ text: String, problems: inout [String]) -> [WidgetFamily] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.compactMap { name in
            if let family = WidgetFamily(rawValue: name) { return family }
            problems.append("--families: unknown family '\(name)'; expected one of: " + WidgetFamily.allCases.map(\.rawValue).joined(separator: ", "))
            return nil
        }
    }

    /// The loaded widgets `--widgets` names, in load order; a kind no widget has is bad input.
    func selectWidgets(_ loaded: [SceneLoader.Loaded]) throws -> [SceneLoader.Loaded] {
        guard let widgets else { return loaded }
        let kinds = widgets.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let known = Set(loaded.map(\.scene.kind))
        let unknown = kinds.filter { !known.contains($0) }
        if !unknown.isEmpty || kinds.isEmpty {
            throw Exit.badInput(["--widgets: no widget of kind " + (unknown.isEmpty ? "''" : unknown.map { "'\($0)'" }.joined(separator: ", "))
                + "; expected one of: " + loaded.map(\.scene.kind).joined(separator: ", ")])
        }
        return loaded.filter { kinds.contains($0.scene.kind) }
    }

    func makePlan() throws -> RenderPlan {
        var plan = RenderPlan()
        var problems: [String] = []
        func list(_ s: String) -> [String] { s.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        if let table = SizeTable.named(sizeTable) { plan.sizeTable = table } else {
            problems.append("--size-table: unknown table '\(sizeTable)'; expected " + SizeTable.all.map(\.name).joined(separator: " or "))
        }
        if let devices { plan.deviceIDs = list(devices) }
        if let families { plan.families = Self.families(families, problems: &problems) }
        plan.scales = list(scales).compactMap { s in
            if let n = Int(s), (1...3).contains(n) { return n }
            problems.append("--scales: '\(s)' is not 1, 2 or 3")
            return nil
        }
        plan.variants = list(variants).compactMap { name in
            if let v = Variant(name: name) { return v }
            problems.append("--variants: unknown variant '\(name)'; expected one of: " + Variant.all.map(\.name).joined(separator: ", "))
            return nil
        }
        if let type = DynamicTypeSize(rawValue: dynamicType) { plan.dynamicType = type } else {
            problems.append("--dynamic-type: unknown size '\(dynamicType)'; expected one of: " + DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if let renderingMode {
            plan.renderingModes = list(renderingMode).compactMap { name in
                if let mode = WidgetRenderingMode(rawValue: name) { return mode }
                problems.append("--rendering-mode: unknown mode '\(name)'; expected one of: "
                    + WidgetRenderingMode.allCases.map(\.rawValue).joined(separator: ", "))
                return nil
            }
        }
        if let layoutDirection {
            if let direction = LayoutDirection(rawValue: layoutDirection) { plan.layoutDirection = direction } else {
                problems.append("--layout-direction: unknown direction '\(layoutDirection)'; expected leftToRight or rightToLeft")
            }
        }
        if let root {
            if let model = RenderPlan.RootModel(rawValue: root) { plan.rootModel = model } else {
                problems.append("--root: unknown model '\(root)'; expected ios17 or ios14")
            }
        }
        switch entries {
        case "first": plan.allEntries = false
        case "all": plan.allEntries = true
        default: problems.append("--entries: expected first or all, got '\(entries)'")
        }
        if let showTapTargets {
            if let style = TapTargetStyle(rawValue: showTapTargets) { plan.tapTargets = style } else {
                problems.append("--show-tap-targets: unknown style '\(showTapTargets)'; expected fill, cell or content")
            }
        }
        if let shard {
            if let parsed = RenderPlan.Shard(shard) { plan.shard = parsed } else {
                problems.append("--shard: expected i/n with 1 ≤ i ≤ n, e.g. 1/4; got '\(shard)'")
            }
        }
        if jobs < 1 { problems.append("-j: expected at least 1 worker") }
        do { _ = try plan.devices() } catch { problems.append("--devices: \(error)") }
        if !problems.isEmpty { throw Exit.badInput(problems) }
        return plan
    }
}

/// Progress on standard error for a command.
func progressPrinter(quiet: Bool) -> (@Sendable (Int, Int) -> Void)? {
    ProgressReporter(quiet: quiet).callback
}
