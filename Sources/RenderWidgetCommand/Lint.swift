import ArgumentParser
import Foundation
import WidgetRaster

struct Lint: ParsableCommand {
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

    @Option(help: "Comma-separated device ids (see `render-widget devices`). Default: every device with published sizes.")
    var devices: String?

    @Option(help: "Comma-separated families. Default: every family each scene declares.")
    var families: String?

    @Flag(help: "Print the findings as JSON instead of text.")
    var json = false

    @Option(help: "Also write the findings as SARIF 2.1.0 to this file (for pull-request annotations).")
    var sarif: String?

    func run() throws {
        let loaded = try loadScenes(scenes)
        var plan = RenderPlan()
        plan.deviceIDs = devices.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        let chosenDevices: [DeviceSize]
        do { chosenDevices = try plan.devices() } catch { throw Exit.badInput(["--devices: \(error)"]) }
        var chosenFamilies: [WidgetFamily]?
        if let families {
            var problems: [String] = []
            chosenFamilies = MatrixOptions.families(families, problems: &problems)
            if !problems.isEmpty { throw Exit.badInput(problems) }
        }
        let linter = Linter(devices: chosenDevices, families: chosenFamilies)
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
