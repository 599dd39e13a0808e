import Foundation
import Testing
import WidgetRaster
import WidgetRasterTesting

/// Every entry point renders a job through the one render path, so the same job gives the same
/// bytes whoever asks for it, and no image depends on what was rendered before it.
@Suite struct RenderPathTests {
    static let flight = ExampleSnapshotTests.examples.appendingPathComponent("flight.yaml")

    /// The batch (the CLI), the snapshot helper and a renderer's `render(_:of:)` draw the flight
    /// example — entries, two configurations, and placeholder data given here — to identical pixels.
    @Test func everyEntryPointDrawsTheSameImage() throws {
        var loaded = try SceneLoader.load(Self.flight)
        loaded.scene.placeholderData = ["flight": "TP 0000", "route": "LIS → ———", "status": "Scheduled"]
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.families = [.systemSmall, .systemMedium]
        plan.scales = [2]
        plan.variants = [.light, Variant(colorScheme: .light, redaction: .placeholder), Variant(colorScheme: .dark, redaction: .privacy)]
        let jobs = try plan.jobs(for: [loaded.scene])
        #expect(jobs.count == 12)
        #expect(jobs.contains { $0.placeholderData } && jobs.contains { $0.configuration == 1 })

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-path-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = BatchRenderer(scenes: [loaded], plan: plan, outputDirectory: folder.appendingPathComponent("out"), workers: 2)
        let fromBatch = ByFile<Bitmap>()
        _ = try batch.forEachImage { job, bitmap in
            fromBatch.set(job.file, bitmap)
            return (0, nil)
        }

        let renderer = try WidgetRenderer()
        // The snapshot helper records into a folder beside a test file of our choosing.
        let testFile = folder.appendingPathComponent("Helper.swift").path
        let messages = verifyWidgetSnapshot(of: .scene(loaded.scene, folder: loaded.folder), plan: plan, named: "path", record: .all, filePath: testFile)
        #expect(messages.count == jobs.count)
        let goldens = folder.appendingPathComponent("__Snapshots__/Helper")
        for job in jobs {
            let direct = try renderer.render(job, of: loaded).bitmap
            #expect(fromBatch.get(job.file) == direct, "\(job.file): the batch and render(_:of:) differ")
            var golden = "path.com.example.flight.\(job.family.rawValue).\(job.target.deviceGroupName)@2x.\(job.variant.name)"
            if let configuration = job.configuration {
                golden += "." + OutputNaming.configurationFolder(loaded.scene.configurations[configuration].name)
            }
            let recorded = try PNGCodec.decode(Data(contentsOf: goldens.appendingPathComponent(golden + ".png")))
            #expect(recorded == direct, "\(golden): the snapshot helper and render(_:of:) differ")
        }
    }

    /// Right-to-left text after left-to-right text, and the reverse, on one renderer: each image
    /// is byte-identical to the same image rendered first on a fresh renderer.
    @Test func textDirectionDoesNotLeakBetweenImages() throws {
        func scene(_ direction: LayoutDirection) -> WidgetScene {
            var scene = WidgetScene(kind: "dir", displayName: "Dir",
                                    bodies: [.systemSmall: VStack(alignment: .leading) { Text("abc!"); Text("(12) ok?") }.node])
            scene.layoutDirection = direction
            return scene
        }
        let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]
        func render(_ direction: LayoutDirection, on renderer: WidgetRenderer) throws -> Bitmap {
            try renderer.render(scene(direction), family: .systemSmall, target: target, scale: 2, variant: .light,
                                folder: FileManager.default.temporaryDirectory)
        }
        let freshRTL = try render(.rightToLeft, on: WidgetRenderer())
        let freshLTR = try render(.leftToRight, on: WidgetRenderer())
        #expect(freshRTL != freshLTR)
        let shared = try WidgetRenderer()
        #expect(try render(.leftToRight, on: shared) == freshLTR)
        #expect(try render(.rightToLeft, on: shared) == freshRTL)
        #expect(try render(.leftToRight, on: shared) == freshLTR)
        #expect(try render(.rightToLeft, on: shared) == freshRTL)
    }

    /// A character no bundled font has draws as a □ box of one fixed size, whatever the renderer
    /// drew before (Pango's own missing-glyph box took its width from state it keeps per font).
    @Test func missingCharactersDrawTheSameBoxInAnyOrder() throws {
        let target = RenderTarget.targets(for: [.systemMedium], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]
        let folder = FileManager.default.temporaryDirectory
        func scene(_ text: String) -> WidgetScene {
            WidgetScene(kind: "tofu", displayName: "Tofu", bodies: [.systemMedium: Text(text).font(.largeTitle).node])
        }
        let fresh = try WidgetRenderer().render(scene("Tofu \u{12000} row"), family: .systemMedium, target: target, scale: 2,
                                               variant: .light, folder: folder)
        let used = try WidgetRenderer()
        for loaded in try ["mood.yaml", "weather-ar.yaml", "calendar.yaml"].map({ try SceneLoader.load(ExampleSnapshotTests.examples.appendingPathComponent($0)) }) {
            for job in try RenderPlan().jobs(for: [loaded.scene]).prefix(12) { _ = try used.render(job, of: loaded) }
        }
        let after = try used.render(scene("Tofu \u{12000} row"), family: .systemMedium, target: target, scale: 2, variant: .light,
                                    folder: folder)
        #expect(after == fresh)
        let box = try WidgetRenderer().render(scene("Tofu \u{25A1} row"), family: .systemMedium, target: target, scale: 2,
                                             variant: .light, folder: folder)
        #expect(box == fresh)
    }

    /// Every example at two scales, in both directions, in a shuffled order on one renderer, draws
    /// the same pixels as in file order on another.
    @Test func examplesDrawTheSameInAnyOrder() throws {
        let files = try FileManager.default.contentsOfDirectory(at: ExampleSnapshotTests.examples, includingPropertiesForKeys: nil)
            .filter(SceneLoader.isSceneFile).sorted { $0.path < $1.path }
        let scenes = try files.map(SceneLoader.load)
        var work: [(SceneLoader.Loaded, RenderJob)] = []
        for loaded in scenes {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                var plan = RenderPlan()
                plan.deviceIDs = ["iphone-393x852"]
                plan.scales = [1, 3]
                plan.variants = [.light, .dark]
                plan.layoutDirection = direction
                work += try plan.jobs(for: [loaded.scene]).map { (loaded, $0) }
            }
        }
        #expect(work.count > 200)
        let inOrder = try WidgetRenderer()
        let expected = try work.map { try ContentHash.hex(of: inOrder.render($0.1, of: $0.0).bitmap.pixels) }
        var generator = SeededGenerator(seed: 20)
        let order = work.indices.shuffled(using: &generator)
        let shuffled = try WidgetRenderer()
        for index in order {
            let (loaded, job) = work[index]
            let hash = try ContentHash.hex(of: shuffled.render(job, of: loaded).bitmap.pixels)
            #expect(hash == expected[index], "\(loaded.scene.kind) \(job.file) differs when rendered out of order")
        }
    }
}

/// What the batch's workers hand over (bitmaps, hashes), by output file.
final class ByFile<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Value] = [:]

    func set(_ file: String, _ value: Value) {
        lock.lock(); defer { lock.unlock() }
        values[file] = value
    }

    func get(_ file: String) -> Value? {
        lock.lock(); defer { lock.unlock() }
        return values[file]
    }

    var all: [String: Value] {
        lock.lock(); defer { lock.unlock() }
        return values
    }
}

/// A small deterministic generator (SplitMix64), so a shuffled order is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
