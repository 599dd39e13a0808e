import ArgumentParser
import Foundation
import WidgetRaster

struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two render outputs and write a page of what changed: old, new and the diff of each image.",
        discussion: """
            OLD and NEW are output folders of `render` (each with its manifest.json). Images are matched by path: \
            changed (beyond the comparator's limits, as `check` counts them), added, removed or unchanged. Writes \
            OUT/compare.html and the diff images under OUT/diffs/; exit 0, or 2 on bad input.
            """)

    @Argument(help: "The earlier output folder.")
    var old: String

    @Argument(help: "The later output folder.")
    var new: String

    @Option(name: .shortAndLong, help: "Where the page and the diff images go.")
    var out: String = "out/compare"

    @Option(help: "Colour distance threshold, 0…1.")
    var threshold: Double = SnapshotLimits.default.threshold

    @Option(name: .customLong("max-diff-pixels"), help: "Differing pixels an unchanged image may have.")
    var maxDiffPixels: Int = 0

    func validate() throws {
        try validateComparisonLimits(threshold: threshold, maxDiffRatio: 0, maxDiffPixels: maxDiffPixels)
    }

    func run() throws {
        let output = URL(fileURLWithPath: out)
        let comparison: RunComparison
        do {
            comparison = try RunComparison.compare(old: URL(fileURLWithPath: old), new: URL(fileURLWithPath: new), output: output,
                                                   limits: SnapshotLimits(threshold: threshold, maxDiffPixels: maxDiffPixels))
        } catch let problem as RunComparison.Problem {
            throw Exit.badInput([problem.description])
        }
        try ComparisonPage.write(comparison, old: old, new: new, to: output)
        print("\(comparison.count(.changed)) changed, \(comparison.count(.added)) added, \(comparison.count(.removed)) removed, "
            + "\(comparison.count(.unchanged)) unchanged: \(out)/compare.html")
    }
}
