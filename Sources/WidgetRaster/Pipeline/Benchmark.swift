import Foundation
import Themes

/// The fixed workload behind `render-widget bench`: one large weather widget at @3x measured
/// stage by stage (and through `cairo_surface_write_to_png` for comparison), then every example
/// over the full matrix at one worker and at every core, then verifying an unchanged suite.
package struct Benchmark {
    package var examples: [SceneLoader.Loaded]
    package var largeWidget: SceneLoader.Loaded
    package var repeats: Int
    package var cores: Int
    /// How long reading the example scenes took (what a run does before it plans), for the serial time around the workers.
    package var loadSeconds: Double

    package init(examples: [SceneLoader.Loaded], largeWidget: SceneLoader.Loaded, repeats: Int = 15,
                cores: Int = ProcessInfo.processInfo.activeProcessorCount, loadSeconds: Double = 0) {
        self.examples = examples
        self.largeWidget = largeWidget
        self.repeats = repeats
        self.cores = cores
        self.loadSeconds = loadSeconds
    }

    package struct LargeAt3x: Codable, Sendable {
        package var pixels: String
        package var layoutMs: Double
        package var paintMs: Double
        /// Paint's two halves: building the display list (text shaped into glyph outlines) and rasterising it.
        package var displayListMs: Double
        package var rasterMs: Double
        /// The fastest paint and raster of the repeats: on a shared machine the figure least moved
        /// by other load, to set beside the C floor's own minimum.
        package var paintMinMs: Double
        package var rasterMinMs: Double
        /// Of the raster, turning Cairo's premultiplied ARGB into straight RGBA (the floor's "unpremultiply").
        package var straightRGBAMs: Double
        package var encodeMs: Double
        package var writeMs: Double
        package var totalMs: Double
        package var bytes: Int
        package var cairoWriteToPngMs: Double
        package var cairoBytes: Int
        package var smallestEncodeMs: Double
        package var smallestBytes: Int
    }

    package struct Matrix: Codable, Sendable {
        package var images: Int
        package var jobs: Int
        package var secondsAtJ1: Double
        package var secondsAtJN: Double
        package var imagesPerSecondAtJ1: Double
        package var imagesPerSecondAtJN: Double
        package var outputBytes: Int
        package var identicalAtJ1AndJN: Bool
        package var peakRSSMB: Double
        /// Serial time around the workers at -jN: reading the scenes, then planning until the first
        /// job starts, and after the last image until the manifest and gallery are written.
        package var loadSeconds: Double
        package var secondsBeforeFirstJob: Double
        package var secondsAfterLastJob: Double
    }

    package struct Verify: Codable, Sendable {
        package var snapshots: Int
        package var renderSeconds: Double
        package var verifySeconds: Double
        package var ratio: Double
    }

    /// Laying out stacks aligned on text baselines, nested `depth` deep (a stack per level around
    /// a text and the next level): the cost must grow linearly with depth.
    package struct NestedStacks: Codable, Sendable {
        package var depth: Int
        package var layoutMs: Double
    }

    package struct Report: Codable, Sendable {
        package var largeAt3x: LargeAt3x
        package var nestedBaselineStacks: [NestedStacks]
        package var matrix: Matrix
        package var verify: Verify
    }

    package func run(log: (String) -> Void = { _ in }) throws -> Report {
        log("large widget @3x, \(repeats) repeats…")
        let large = try measureLarge()
        log("nested baseline stacks…")
        let nested = try [8, 16, 32].map { try measureNestedStacks(depth: $0) }
        log("full matrix at -j1 and -j\(cores)…")
        let matrix = try measureMatrix()
        log("verifying an unchanged suite…")
        let verify = try measureVerify()
        return Report(largeAt3x: large, nestedBaselineStacks: nested, matrix: matrix, verify: verify)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// The widget of `shared/bench`: 360×376 pt (the iOS 14 table's 414×896 large) at @3x.
    private func measureLarge() throws -> LargeAt3x {
        let device = SizeTable.hig2020.device(id: "iphone-414x896")!
        let target = RenderTarget.targets(for: [.systemLarge], devices: [device])[0]
        let renderer = try WidgetRenderer()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wr-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let job = RenderJob(target: target, scale: 3, variant: .light)
        var layouts: [Double] = [], paints: [Double] = [], lists: [Double] = [], rasters: [Double] = []
        var encodes: [Double] = [], writes: [Double] = [], conversions: [Double] = []
        var cairo: [Double] = [], smallest: [Double] = []
        var bytes = 0, cairoBytes = 0, smallestBytes = 0, size = ""
        for round in 0..<repeats {
            var layout: WidgetLayout?
            layouts.append(try Self.milliseconds {
                layout = try renderer.layout(for: job, of: largeWidget)
            })
            var bitmap: Bitmap?
            paints.append(try Self.milliseconds {
                bitmap = try renderer.paint(layout!, target: target, scale: 3, variant: .light, theme: largeWidget.theme)
            })
            var list: DisplayList?
            lists.append(try Self.milliseconds {
                list = try renderer.displayList(layout!, variant: .light, theme: largeWidget.theme)
            })
            rasters.append(try Self.milliseconds { _ = try renderer.rasterize(list!, target: target, scale: 3) })
            var data = Data()
            encodes.append(Self.milliseconds { data = PNGEncoder().encode(bitmap!) })
            let url = scratch.appendingPathComponent("large.png")
            writes.append(try Self.milliseconds { try AtomicFile.write(data, to: url) })
            bytes = data.count
            size = "\(bitmap!.width)×\(bitmap!.height)"
            if round < 3 {
                var small = Data()
                smallest.append(Self.milliseconds { small = PNGEncoder(compression: .smallest).encode(bitmap!) })
                smallestBytes = small.count
            }
            let surface = try CairoSurface(bitmap: bitmap!)
            conversions.append(Self.milliseconds { _ = surface.bitmap() })
            let cairoPath = scratch.appendingPathComponent("cairo.png").path
            cairo.append(Self.milliseconds { _ = surface.writePNG(to: cairoPath) })
            cairoBytes = (try? FileManager.default.attributesOfItem(atPath: cairoPath)[.size] as? Int) ?? 0
        }
        let layoutMs = Self.median(layouts), paintMs = Self.median(paints), encodeMs = Self.median(encodes)
        return LargeAt3x(pixels: size, layoutMs: layoutMs, paintMs: paintMs, displayListMs: Self.median(lists),
                         rasterMs: Self.median(rasters), paintMinMs: paints.min() ?? 0, rasterMinMs: rasters.min() ?? 0, straightRGBAMs: Self.median(conversions), encodeMs: encodeMs, writeMs: Self.median(writes),
                         totalMs: layoutMs + paintMs + encodeMs, bytes: bytes, cairoWriteToPngMs: Self.median(cairo),
                         cairoBytes: cairoBytes, smallestEncodeMs: Self.median(smallest), smallestBytes: smallestBytes)
    }

    /// A medium widget whose body is `depth` baseline-aligned stacks, each a text beside the next level.
    static func nestedBaselineStacks(depth: Int) -> WidgetScene {
        var node = ViewNode(.text("\(depth)"))
        for level in (0..<depth).reversed() {
            node = ViewNode(.hStack(alignment: level.isMultiple(of: 2) ? .firstTextBaseline : .lastTextBaseline, spacing: 2,
                                    children: [ViewNode(.text("L\(level)")), node]))
        }
        return WidgetScene(kind: "nested-\(depth)", displayName: "Nested", bodies: [.systemMedium: node])
    }

    /// The median time to lay out `nestedBaselineStacks(depth:)`, through the one render path's layout.
    func measureNestedStacks(depth: Int) throws -> NestedStacks {
        let renderer = try WidgetRenderer()
        let device = SizeTable.current.device(id: "iphone-393x852")!
        let target = RenderTarget.targets(for: [.systemMedium], devices: [device])[0]
        let loaded = SceneLoader.Loaded(scene: Self.nestedBaselineStacks(depth: depth),
                                        file: FileManager.default.temporaryDirectory.appendingPathComponent("nested.scene"))
        let job = RenderJob(target: target, scale: 3, variant: .light)
        let times = try (0..<max(3, repeats)).map { _ in try Self.milliseconds { _ = try renderer.layout(for: job, of: loaded) } }
        return NestedStacks(depth: depth, layoutMs: Self.median(times))
    }

    private func measureMatrix() throws -> Matrix {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wr-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = RenderPlan()
        let one = root.appendingPathComponent("j1"), many = root.appendingPathComponent("jN")
        var summaryOne: BatchRenderer.Summary?, summaryMany: BatchRenderer.Summary?
        // Every core first, as the process's first run: its time around the workers is a command line's
        // (no renderer made yet, the fonts' hashes not yet read).
        let secondsMany = try Self.milliseconds {
            summaryMany = try BatchRenderer(scenes: examples, plan: plan, outputDirectory: many, workers: cores).run()
        } / 1000
        let secondsOne = try Self.milliseconds {
            summaryOne = try BatchRenderer(scenes: examples, plan: plan, outputDirectory: one, workers: 1).run()
        } / 1000
        let manifestOne = try summaryOne!.manifest()
        var identical = try manifestOne == summaryMany!.manifest()
        for image in manifestOne.images where identical {
            identical = (try? Data(contentsOf: one.appendingPathComponent(image.file)))
                == (try? Data(contentsOf: many.appendingPathComponent(image.file)))
        }
        let images = summaryOne!.images
        return Matrix(images: images, jobs: cores, secondsAtJ1: secondsOne, secondsAtJN: secondsMany,
                      imagesPerSecondAtJ1: Double(images) / secondsOne, imagesPerSecondAtJN: Double(images) / secondsMany,
                      outputBytes: summaryMany!.bytes, identicalAtJ1AndJN: identical, peakRSSMB: Self.peakRSSMB(),
                      loadSeconds: loadSeconds, secondsBeforeFirstJob: summaryMany!.secondsBeforeFirstJob,
                      secondsAfterLastJob: summaryMany!.secondsAfterLastJob)
    }

    private func measureVerify() throws -> Verify {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wr-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = RenderPlan()
        let batch = BatchRenderer(scenes: examples, plan: plan, outputDirectory: root, workers: cores)
        let recorder = SnapshotVerifier(goldenDirectory: root, recordMode: .all)
        _ = try GoldenRun(batch: batch, verifier: recorder, isFullRun: true).run()
        let renderSeconds = try Self.milliseconds {
            _ = try BatchRenderer(scenes: examples, plan: plan, outputDirectory: root.appendingPathComponent("render"),
                                  workers: cores).run()
        } / 1000
        var report: GoldenRun.Report?
        let verifySeconds = try Self.milliseconds {
            report = try GoldenRun(batch: batch, verifier: SnapshotVerifier(goldenDirectory: root, recordMode: .never),
                                   isFullRun: true).run()
        } / 1000
        guard report!.failures.isEmpty else {
            throw RenderError(message: "benchmark goldens did not verify: \(report!.failures.first!)")
        }
        return Verify(snapshots: report!.entries.count, renderSeconds: renderSeconds, verifySeconds: verifySeconds,
                      ratio: verifySeconds / renderSeconds)
    }

    static func peakRSSMB() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
