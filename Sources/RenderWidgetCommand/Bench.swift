import ArgumentParser
import Foundation
import WidgetRaster

struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure a fixed workload: the large weather widget at @3x by stage, every example over the full matrix, verification.")

    @Option(help: "Folder with the example scenes.")
    var examples: String = "Examples"

    @Option(help: "Repeats for the per-stage medians.")
    var repeats: Int = 15

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        #if DEBUG
        FileHandle.standardError.write(Data("warning: a debug build; measure with `swift build -c release`\n".utf8))
        #endif
        let loadStart = DispatchTime.now().uptimeNanoseconds
        let scenes = try loadScenes([examples])
        let loadSeconds = Double(DispatchTime.now().uptimeNanoseconds - loadStart) / 1e9
        guard let weather = scenes.first(where: { $0.scene.kind == "com.example.weather" }) else {
            throw Exit.badInput(["\(examples): the benchmark needs the weather example (kind com.example.weather)"])
        }
        let report = try Benchmark(examples: scenes, largeWidget: weather, repeats: max(1, repeats), loadSeconds: loadSeconds)
            .run { FileHandle.standardError.write(Data("  \($0)\n".utf8)) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
            return
        }
        let l = report.largeAt3x, m = report.matrix, v = report.verify
        func f(_ x: Double) -> String { String(format: "%.2f", x) }
        print("""
        Large weather widget @3x (\(l.pixels) px), medians of \(repeats):
          layout \(f(l.layoutMs)) ms, paint \(f(l.paintMs)) ms (display list \(f(l.displayListMs)) + raster \(f(l.rasterMs)), of which straight RGBA \(f(l.straightRGBAMs))), encode \(f(l.encodeMs)) ms, write \(f(l.writeMs)) ms
          fastest of \(repeats): paint \(f(l.paintMinMs)) ms, raster \(f(l.rasterMinMs)) ms
          layout + paint + encode: \(f(l.totalMs)) ms, \(l.bytes) bytes
          cairo_surface_write_to_png on the same bitmap: \(f(l.cairoWriteToPngMs)) ms, \(l.cairoBytes) bytes \
        (encode is \(f(l.cairoWriteToPngMs / l.encodeMs))× faster, \(f(Double(l.bytes) / Double(l.cairoBytes)))× the size)
          --compression smallest (median of 3): \(f(l.smallestEncodeMs)) ms, \(l.smallestBytes) bytes
        Nested baseline-aligned stacks, layout: \(report.nestedBaselineStacks.map { "depth \($0.depth) \(f($0.layoutMs)) ms" }
            .joined(separator: ", "))
        Full matrix, every example: \(m.images) images, \(m.outputBytes / 1024) KiB
          -j1: \(f(m.secondsAtJ1)) s (\(f(m.imagesPerSecondAtJ1)) images/s); -j\(m.jobs): \(f(m.secondsAtJN)) s \
        (\(f(m.imagesPerSecondAtJN)) images/s, \(f(m.imagesPerSecondAtJN / m.imagesPerSecondAtJ1))×); \
        identical bytes: \(m.identicalAtJ1AndJN ? "yes" : "NO")
          peak memory \(f(m.peakRSSMB)) MB
          outside the workers at -j\(m.jobs): \(f(m.loadSeconds + m.secondsBeforeFirstJob + m.secondsAfterLastJob)) s \
        (reading the scenes \(f(m.loadSeconds)) s, planning until the first job \(f(m.secondsBeforeFirstJob)) s, \
        manifest and gallery after the last image \(f(m.secondsAfterLastJob)) s)
        Verifying the unchanged suite (\(v.snapshots) snapshots): \(f(v.verifySeconds)) s vs rendering it \(f(v.renderSeconds)) s \
        (\(f(v.ratio))×)
        """)
    }
}
