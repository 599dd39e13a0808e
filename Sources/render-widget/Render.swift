import ArgumentParser
import Foundation
import WidgetRaster

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render scenes over the full matrix (or a slice of it) and write PNGs and manifest.json.")

    @OptionGroup var matrix: MatrixOptions

    @Option(name: .shortAndLong, help: "Output folder.")
    var out: String = "out"

    @Option(help: "PNG compression: fast (default) or smallest.")
    var compression: String = "fast"

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        let plan = try matrix.makePlan()
        guard let compression = PNGEncoder.Compression(rawValue: compression) else {
            throw Exit.badInput(["--compression: unknown value '\(self.compression)'; expected fast or smallest"])
        }
        let loaded = try loadScenes(matrix.scenes)
        let total = try plan.jobs(for: loaded.map(\.scene)).count
        let start = Date()
        let batch = BatchRenderer(scenes: loaded, plan: plan, outputDirectory: URL(fileURLWithPath: out), workers: matrix.jobs,
                                  compression: compression)
        let summary = try batch.run(progress: progressPrinter(quiet: quiet, total: total))
        for failure in summary.failures { FileHandle.standardError.write(Data("error: \(failure)\n".utf8)) }
        if !quiet {
            let seconds = Date().timeIntervalSince(start)
            print("Rendered \(summary.images) images of \(loaded.count) widget(s) in \(String(format: "%.1f", seconds)) s "
                + "(\(summary.bytes / 1024) KiB) to \(out)/ — manifest: \(out)/manifest.json")
        }
        if !summary.failures.isEmpty { throw Exit.badInput }
    }
}
