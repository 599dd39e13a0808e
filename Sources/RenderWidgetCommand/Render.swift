import ArgumentParser
import Foundation
import WidgetRaster

struct Render: SceneCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render scenes over the full matrix (or a slice of it) and write PNGs and manifest.json.")

    @OptionGroup var matrix: MatrixOptions

    @Option(name: .shortAndLong, help: "Output folder.")
    var out: String = "out"

    @Option(help: "PNG compression.")
    var compression: PNGEncoder.Compression = .fast

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Render every image, even those whose inputs have not changed since the last run.")
    var force = false

    @Flag(name: .customLong("contact-sheet"), help: "Also write KIND/contact-sheet.png: every family × variant in a labelled grid.")
    var contactSheet = false

    @Flag(help: "Also check the scenes against the guidelines (as `render-widget lint`) and show each image's findings in the gallery.")
    var lint = false

    @Flag(help: "Also write NAME.json beside each NAME.png: its display name, group, tags and context, the sidecar Sentry Snapshots reads on upload.")
    var sidecars = false

    @Flag(help: ArgumentHelp("Also write NAME.accessibility.json beside each NAME.png: the elements VoiceOver reads, in order (label, "
                             + "value, hint, traits, frame, the view's path); the gallery lists them under the zoomed image."))
    var accessibility = false

    @Option(name: .customLong("diff-threshold"),
            help: ArgumentHelp("With --sidecars: the fraction of an image (0–1) that must change before a review service reports it.",
                               valueName: "fraction"))
    var diffThreshold: Double?

    func validate() throws {
        if let diffThreshold {
            guard sidecars else { throw ValidationError("--diff-threshold goes into the sidecars: give --sidecars too") }
            guard (0...1).contains(diffThreshold) else { throw ValidationError("--diff-threshold: '\(diffThreshold)' is not between 0 and 1") }
        }
    }

    @Option(help: ArgumentHelp("Also write KIND/mockups/PLACE-DEVICE[-light|-dark].png for each iPhone drawn at its own scale: "
                               + "the widget on a Home Screen among app icons (home), under the Lock Screen clock (lock), or beside "
                               + "the StandBy clock (standby, from the run's standBy images); a Live Activity on the Lock Screen "
                               + "and in the Dynamic Island (activity).",
                               valueName: "home,lock,standby,activity"))
    var mockup: CommaList<MockupPlace>?

    @Flag(name: .customLong("gallery-cards"), help: "Also write KIND/cards/FAMILY-light|dark.png: the widget with its name and description, as the widget gallery shows it.")
    var galleryCards = false

    func run(adding built: [SceneLoader.Loaded]) throws {
        let plan = matrix.plan
        // One bad scene does not stop the others: it is reported, the rest render, the exit status says so.
        let (all, problems) = loadScenesReportingProblems(matrix.scenes, adding: built, symbols: matrix.symbols.library)
        for problem in problems { FileHandle.standardError.write(Data("error: \(problem)\n".utf8)) }
        guard !all.isEmpty else { throw Exit.badInput }
        let loaded = try matrix.selectWidgets(all)
        do {
            // Said when the variants or modes were chosen; by default accessory families simply have no light images.
            if let skipped = try plan.skippedSummary(for: loaded.map(\.scene)), !quiet, matrix.choosesVariantsOrModes {
                FileHandle.standardError.write(Data("note: not rendered: \(skipped)\n".utf8))
            }
        } catch let problem as RenderPlan.Problem {
            throw Exit.badInput([problem.description])
        }
        if matrix.dynamicType.isAccessibilitySize, !lint, !quiet {
            // iOS draws Home Screen widgets at these sizes too (HIG: Large to AX5): neither refused nor clamped.
            FileHandle.standardError.write(Data(("note: iOS draws widgets at \(matrix.dynamicType.rawValue) as asked; where text "
                + "stops fitting, add --lint (rule dynamic-type-fit) or run \(RenderWidget.invocation) lint\n").utf8))
        }
        let start = ContinuousClock.now
        var batch = BatchRenderer(scenes: loaded, plan: plan, outputDirectory: URL(fileURLWithPath: out), workers: matrix.jobs,
                                  compression: compression)
        batch.incremental = !force
        batch.lint = lint
        batch.accessibility = accessibility
        let summary = try batch.run(progress: progressPrinter(quiet: quiet))
        for failure in summary.failures { FileHandle.standardError.write(Data("error: \(failure)\n".utf8)) }
        // Read back once, and only for what needs every entry.
        var written: Manifest?
        func manifest() throws -> Manifest {
            if let written { return written }
            let read = try summary.manifest()
            written = read
            return read
        }
        var drawn: [String] = []
        if contactSheet {
            let sheets = try ContactSheet.write(for: try manifest(), scenes: loaded, outputDirectory: URL(fileURLWithPath: out))
            if !quiet { for sheet in sheets { print("contact sheet: \(out)/\(sheet)") } }
            drawn += sheets
        }
        if sidecars {
            let count = try SnapshotSidecar.write(for: try manifest(), scenes: loaded, outputDirectory: URL(fileURLWithPath: out),
                                                  diffThreshold: diffThreshold)
            if !quiet { print("sidecars: \(count) JSON files beside the images") }
        }
        if accessibility {
            let count = try AccessibilityManifest.write(for: try manifest(), outputDirectory: URL(fileURLWithPath: out))
            if !quiet { print("accessibility: \(count) manifests beside the images (NAME.accessibility.json)") }
        }
        if let places = mockup?.items {
            let pages = try Mockup.write(for: try manifest(), scenes: loaded, places: places, sizeTable: plan.sizeTable,
                                         outputDirectory: URL(fileURLWithPath: out))
            if !quiet { print("mockups: \(pages.count) in \(out)/*/mockups/") }
            if !quiet, places.contains(.standby), !pages.contains(where: { $0.contains("/mockups/standby-") }) {
                FileHandle.standardError.write(Data(("note: no StandBy mockup: the run drew no standBy images "
                    + "(add standBy to --families; vibrant to --rendering-mode for the night look)\n").utf8))
            }
            drawn += pages
        }
        if galleryCards {
            let cards = try GalleryCard.write(for: try manifest(), scenes: loaded, outputDirectory: URL(fileURLWithPath: out))
            if !quiet { print("gallery cards: \(cards.count) in \(out)/*/cards/") }
            drawn += cards
        }
        if !drawn.isEmpty {
            // The gallery links what was drawn from the images beside each widget.
            var linked = try manifest()
            linked.extras = drawn.map(Manifest.Extra.init(file:))
            try Gallery.writeWithManifest(linked, to: URL(fileURLWithPath: out))
        }
        if !quiet {
            let seconds = (ContinuousClock.now - start).seconds
            let skipped = summary.skipped > 0 ? ", \(summary.skipped) unchanged and skipped" : ""
            let failed = problems.count + summary.failures.count
            if let findings = summary.findings {
                let report = LintReport(findings: findings)
                print("guidelines: \(report.count(.error)) error(s), \(report.count(.warning)) warning(s), "
                    + "\(findings.count - report.active.count) silenced (details: \(RenderWidget.invocation) lint, or the gallery)")
            }
            print("\(summary.images) images of \(loaded.count) widget(s)\(skipped) in \(String(format: "%.1f", seconds)) s, "
                + "\(summary.bytes / 1024) KiB written to \(out)/ (manifest: \(out)/manifest.json); \(failed) failure(s)")
        }
        if !summary.failures.isEmpty || !problems.isEmpty { throw Exit.badInput }
    }
}
