import ArgumentParser
import Foundation
import WidgetRaster

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two PNGs: exit 0 when equal within limits, 1 when not, 2 on unreadable input or different sizes.")

    @Argument(help: "Expected image.")
    var expected: String

    @Argument(help: "Actual image.")
    var actual: String

    @Option(help: "Write pixelmatch's diff image here.")
    var out: String?

    @Option(help: "Colour distance threshold, 0…1.")
    var threshold: Double = SnapshotLimits.default.threshold

    @Option(name: .customLong("max-diff-pixels"), help: "Differing pixels allowed.")
    var maxDiffPixels: Int = 0

    @Option(name: .customLong("max-diff-ratio"), help: "Share of differing pixels allowed, 0…1.")
    var maxDiffRatio: Double = 0

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Flag(help: "Print a JSON object instead of a count.")
    var json = false

    func validate() throws {
        try validateComparisonLimits(threshold: threshold, maxDiffRatio: maxDiffRatio, maxDiffPixels: maxDiffPixels)
    }

    func run() throws {
        func load(_ path: String) throws -> Bitmap {
            do { return try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: path))) } catch {
                throw Exit.badInput(["\(path): \(error)"])
            }
        }
        let a = try load(expected), b = try load(actual)
        let result: DiffResult
        do {
            result = try ImageDiff.compare(a, b, options: DiffOptions(threshold: threshold, includeAA: includeAA), drawDiff: out != nil)
        } catch let mismatch as SizeMismatch {
            throw Exit.badInput(["\(actual): \(mismatch)"])
        }
        if let out, let image = result.diffImage {
            try AtomicFile.write(try PNGCodec.encode(image), to: URL(fileURLWithPath: out))
        }
        if json {
            let object: [String: Any] = ["differentPixels": result.differentPixels, "totalPixels": result.totalPixels,
                                         "threshold": threshold, "maxDelta": result.maxDelta]
            print(String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self))
        } else {
            print(result.differentPixels)
        }
        let limits = SnapshotLimits(threshold: threshold, includeAA: includeAA, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
        if !limits.accepts(result) { throw ExitCode.failure }
    }
}
