import ArgumentParser
import Foundation
import WidgetRaster

struct Lint: SceneCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check scenes against the Human Interface Guidelines for widgets.",
        discussion: """
            Lays out every family on every device (and paints, for contrast) and reports what the guidelines \
            would flag. Exit status 1 when an error-level finding remains. Silence a finding for one view in the \
            scene with {"lintIgnore": {"rule": "margin", "reason": "…"}}. Rules: \
            \(LintRuleInfo.all.map(\.id).joined(separator: ", ")).
            """)

    @Argument(help: "Scene files (.json, .yaml) or folders of them.")
    var scenes: [String] = []

    @Option(help: ArgumentHelp("Comma-separated device ids (see `render-widget devices`). Default: every device with published sizes.",
                               valueName: "ids"))
    var devices: CommaList<String>?

    @Option(help: "Comma-separated families. Default: every family each scene declares.")
    var families: CommaList<WidgetFamily>?

    @OptionGroup var symbols: SymbolsOption

    @OptionGroup var moment: NowOption

    @Option(help: ArgumentHelp("Comma-separated languages to check each family in besides its own (locale ids such as de, ja, ar, or "
                                + "Xcode's pseudolanguages " + RenderLocale.pseudolanguageNames.joined(separator: ", ")
                                + "): texts that stop fitting in one are findings (rule locale-fit).", valueName: "locales"))
    var locales: CommaList<String>?

    @Flag(help: "Print the findings as JSON instead of text.")
    var json = false

    @Option(help: "Also write the findings as SARIF 2.1.0 to this file (for pull-request annotations).")
    var sarif: String?

    private var plan: RenderPlan {
        var plan = RenderPlan()
        plan.deviceIDs = devices?.items
        return plan
    }

    func validate() throws {
        do { _ = try plan.devices() } catch { throw ValidationError("--devices: \(error)") }
        try RenderLocale.validate(locales?.items)
    }

    func run(adding built: [SceneLoader.Loaded]) throws {
        let loaded = try loadScenes(scenes, adding: built, symbols: symbols.library)
        let linter = Linter(devices: try plan.devices(), families: families?.items,
                            locales: locales?.items.compactMap(RenderLocale.init) ?? [], now: moment.now)
        let renderer = try WidgetRenderer()
        var findings: [LintFinding] = []
        for scene in loaded { findings += try linter.lint(scene, renderer: renderer) }
        let report = LintReport(findings: findings)
        if let sarif {
            let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            try AtomicFile.write(try SARIFLog.encode(findings, relativeTo: base), to: URL(fileURLWithPath: sarif))
        }
        if json {
            FileHandle.standardOutput.write(try report.json() + Data("\n".utf8))
        } else {
            print(report.text(colored: isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil),
                  terminator: "")
        }
        if report.hasErrors { throw ExitCode(1) }
    }
}
