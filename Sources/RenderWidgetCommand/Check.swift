import ArgumentParser
import Foundation
import WidgetRaster

struct Check: SceneCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render scenes and compare every image with its golden: exit 0 when all match, 1 when any differ, 2 on bad input.")

    @OptionGroup var matrix: MatrixOptions

    @Option(help: "Golden folder, laid out like render output.")
    var golden: String

    @Option(name: .customLong("diff-dir"), help: "Where actual and diff images of failures go (default: beside each golden).")
    var diffDir: String?

    @Option(help: "Write a JUnit XML report here.")
    var junit: String?

    @Option(help: "Colour distance threshold, 0…1.")
    var threshold: Double = SnapshotLimits.default.threshold

    @Option(name: .customLong("max-diff-pixels"), help: "Differing pixels allowed per image (default 0: exact).")
    var maxDiffPixels: Int = SnapshotLimits.default.maxDiffPixels

    @Option(name: .customLong("max-diff-ratio"), help: "Share of differing pixels allowed per image, 0…1 (default 1: no limit by share).")
    var maxDiffRatio: Double = SnapshotLimits.default.maxDiffRatio

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Flag(help: "Print nothing but failures.")
    var quiet = false

    /// `check` compares; `record` (below) writes. The record mode comes from the command, not the environment.
    var recordMode: RecordMode { .never }

    func validate() throws {
        try validateComparisonLimits(threshold: threshold, maxDiffRatio: maxDiffRatio, maxDiffPixels: maxDiffPixels)
    }

    func run(adding built: [SceneLoader.Loaded]) throws {
        let (report, kinds) = try runGoldens(matrix: matrix, adding: built, golden: golden, diffDir: diffDir, recordMode: recordMode,
                                             quiet: quiet, limits: SnapshotLimits(threshold: threshold, includeAA: includeAA,
                                                                                  maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio))
        if let junit {
            try AtomicFile.write(Data(JUnitReport.xml(report).utf8), to: URL(fileURLWithPath: junit))
        }
        for failure in report.failures { FileHandle.standardError.write(Data("FAIL \(failure)\n".utf8)) }
        for error in report.errors { FileHandle.standardError.write(Data("error: \(error)\n".utf8)) }
        if let note = report.renameNote(goldenDirectory: URL(fileURLWithPath: golden), knownKinds: kinds) {
            FileHandle.standardError.write(Data("note: \(note)\n".utf8))
        }
        if !quiet {
            print("\(report.entries.count) snapshots: \(report.matched) matched, \(report.failures.count) differ, "
                + "\(report.errors.count) could not be rendered")
        }
        if !report.errors.isEmpty { throw Exit.badInput }
        if !report.failures.isEmpty {
            if !quiet { print("Review the .diff.png images, then accept changes with: \(RenderWidget.invocation) accept --golden \(golden)") }
            throw ExitCode.failure
        }
    }
}

struct Record: SceneCommand {
    static let configuration = CommandConfiguration(abstract: "Render scenes and write every image as a golden.")

    @OptionGroup var matrix: MatrixOptions

    @Option(help: "Golden folder, laid out like render output.")
    var golden: String

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func run(adding built: [SceneLoader.Loaded]) throws {
        let report = try runGoldens(matrix: matrix, adding: built, golden: golden, diffDir: nil, recordMode: .all, quiet: quiet,
                                    limits: .default).report
        for error in report.errors { FileHandle.standardError.write(Data("error: \(error)\n".utf8)) }
        if !quiet { print("Recorded \(report.recorded) goldens in \(golden)/") }
        if !report.errors.isEmpty { throw Exit.badInput }
    }
}

/// The comparison options `check` and `diff` share, within their ranges.
func validateComparisonLimits(threshold: Double, maxDiffRatio: Double, maxDiffPixels: Int) throws {
    guard (0...1).contains(threshold), (0...1).contains(maxDiffRatio), maxDiffPixels >= 0 else {
        throw ValidationError("--threshold and --max-diff-ratio must be within 0…1, --max-diff-pixels at least 0")
    }
}

/// The run's report, and the kind of every widget the command knows (selected by `--widgets` or not).
func runGoldens(matrix: MatrixOptions, adding built: [SceneLoader.Loaded], golden: String, diffDir: String?, recordMode: RecordMode, quiet: Bool,
                limits: SnapshotLimits) throws -> (report: GoldenRun.Report, kinds: Set<String>) {
    let plan = matrix.plan
    let all = try loadScenes(matrix.scenes, adding: built, symbols: matrix.symbols.library)
    let loaded = try matrix.selectWidgets(all)
    let goldenURL = URL(fileURLWithPath: golden)
    let verifier = SnapshotVerifier(goldenDirectory: goldenURL, artifactsDirectory: diffDir.map { URL(fileURLWithPath: $0) },
                                    limits: limits, recordMode: recordMode,
                                    recordAdvice: "`\(RenderWidget.invocation) record --golden \(golden)` and this check's other options")
    let batch = BatchRenderer(scenes: loaded, plan: plan, outputDirectory: goldenURL, workers: matrix.jobs)
    let report = try GoldenRun(batch: batch, verifier: verifier, isFullRun: matrix.isFullMatrix)
        .run(progress: progressPrinter(quiet: quiet))
    return (report, Set(all.map(\.scene.kind)))
}
