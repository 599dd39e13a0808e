import Foundation
import Testing
import WidgetRaster

/// An image depends on its job alone: not on the scenes a worker drew before, the order of the
/// scenes, or the number of workers. Two apps here ship a font of the same family ("Brand Sans",
/// different glyphs), the case where an earlier app's fonts used to stay in a worker's text engine.
@Suite struct DeterminismTests {
    static let appFonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/AppFonts")

    /// An app's scene that sets a line in Brand Sans from its own fonts folder.
    static func brandScene(_ folder: String) -> SceneLoader.Loaded {
        let body = VStack(alignment: .leading) {
            Text("Brand Sans 42").font(Font(size: 24, custom: "Brand Sans"))
            Text("Daily roast").font(.headline)
        }.containerBackground(Color.white)
        var scene = WidgetScene(kind: "brand-\(folder.lowercased())", displayName: "Brand", bodies: [.systemSmall: body])
        scene.fonts = folder
        return SceneLoader.Loaded(scene: scene, file: appFonts.appendingPathComponent("\(folder).json"), theme: .standard)
    }

    static let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]

    static func render(_ loaded: SceneLoader.Loaded, on renderer: WidgetRenderer) throws -> Bitmap {
        try renderer.render(RenderJob(target: target, scale: 2, variant: .light), of: loaded).bitmap
    }

    /// Each image's pixel hash by file, from a batch of `scenes` over `plan` on `workers` workers.
    static func pixelHashes(_ scenes: [SceneLoader.Loaded], plan: RenderPlan, workers: Int) throws -> [String: String] {
        let batch = BatchRenderer(scenes: scenes, plan: plan, outputDirectory: FileManager.default.temporaryDirectory, workers: workers)
        let found = ByFile<String>()
        let outcome = try batch.forEachImage { job, bitmap in
            found.set(job.file, ContentHash.hex(of: bitmap.pixels))
            return (0, nil)
        }
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        return found.all
    }

    /// Each app draws Brand Sans with its own font, whichever app a renderer drew first.
    @Test func appFontsOfOneFamilyDrawEachAppsOwn() throws {
        let rounded = Self.brandScene("Rounded"), mono = Self.brandScene("Mono")
        let freshRounded = try Self.render(rounded, on: WidgetRenderer())
        let freshMono = try Self.render(mono, on: WidgetRenderer())
        let differing = zip(freshRounded.pixels, freshMono.pixels).filter { $0 != $1 }.count
        #expect(differing > 1_000, "the two fonts should draw differently; \(differing) bytes differ")
        let shared = try WidgetRenderer()
        #expect(try Self.render(rounded, on: shared) == freshRounded)
        #expect(try Self.render(mono, on: shared) == freshMono, "Mono drew with the fonts Rounded brought")
        #expect(try Self.render(rounded, on: shared) == freshRounded, "Rounded drew with the fonts Mono brought")
        // A scene with no fonts of its own after both still draws with the bundled fonts alone.
        let plain = SceneLoader.Loaded(scene: WidgetScene(kind: "plain", displayName: "Plain",
                                                          bodies: [.systemSmall: Text("Daily roast").font(.headline).node]),
                                       file: Self.appFonts.appendingPathComponent("plain.json"), theme: .standard)
        #expect(try Self.render(plain, on: shared) == Self.render(plain, on: WidgetRenderer()))
    }

    /// An image is the same whatever other images its run asks for. The release command line
    /// once drew weather's 68-pt dark vibrant circle differently (edge alphas 17 against 18) in a
    /// run that drew its dark accented image first, on the same reused canvas; canvases are no
    /// longer reused (each image is drawn in its own bitmap's memory, cleared by Cairo).
    @Test func anImageIsTheSameWhateverElseTheRunDraws() throws {
        let weather = try SceneLoader.load(ExampleSnapshotTests.examples.appendingPathComponent("weather.yaml"))
        func hashes(variants: [Variant], modes: [WidgetRenderingMode]?,
                    families: [WidgetFamily] = [.accessoryCircular, .accessoryRectangular]) throws -> [String: String] {
            var plan = RenderPlan()
            plan.deviceIDs = ["iphone-393x852"]
            plan.families = families
            plan.scales = [1, 2]
            plan.variants = variants
            plan.renderingModes = modes
            return try Self.pixelHashes([weather], plan: plan, workers: 1)
        }
        let alone = try hashes(variants: [.dark], modes: [.vibrant])
        let afterAccented = try hashes(variants: [.dark], modes: [.accented, .vibrant])
        let all = try hashes(variants: Variant.all, modes: [.fullColor, .accented, .vibrant])
        #expect(alone.count >= 4 && afterAccented.count > alone.count && all.count > afterAccented.count)
        for (file, hash) in alone where afterAccented[file] != hash || all[file] != hash {
            Issue.record("\(file) differs in a run that draws other images too")
        }
        // iOS 26's wallpaper is drawn once per process and shared by every image behind glass:
        // a privacy image drawn alone is the same as one drawn among every look.
        let families: [WidgetFamily] = [.systemSmall, .systemMedium]
        let privacyAlone = try hashes(variants: [Variant(colorScheme: .dark, redaction: .privacy)], modes: [.accented], families: families)
        let everyLook = try hashes(variants: Variant.all, modes: [.accented], families: families)
        #expect(privacyAlone.count == 4 && everyLook.count == 24)
        for (file, hash) in privacyAlone where everyLook[file] != hash {
            Issue.record("\(file) differs when drawn among every look")
        }
    }

    /// Every example and both font apps, forward on one worker, reversed on two and shuffled on
    /// eight (the font apps first, then last): every image's bytes are the same.
    @Test func everyImageIsTheSameInAnyOrderAtAnyWorkerCount() throws {
        let files = try FileManager.default.contentsOfDirectory(at: ExampleSnapshotTests.examples, includingPropertiesForKeys: nil)
            .filter(SceneLoader.isSceneFile).sorted { $0.path < $1.path }
        let fonts = [Self.brandScene("Rounded"), Self.brandScene("Mono")]
        let examples = try files.map(SceneLoader.load)
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.scales = [2]
        plan.variants = [.light, .dark]
        let forward = try Self.pixelHashes(examples + fonts, plan: plan, workers: 1)
        #expect(forward.count > 60)
        var generator = SeededGenerator(seed: 37)
        for (order, workers) in [(fonts + (examples + fonts).reversed(), 2), (fonts.reversed() + examples.shuffled(using: &generator), 8)] {
            // A kind given twice would write one file twice: each scene once, in this order.
            var seen = Set<String>()
            let scenes = order.filter { seen.insert($0.scene.kind).inserted }
            let other = try Self.pixelHashes(scenes, plan: plan, workers: workers)
            #expect(other.count == forward.count)
            for (file, hash) in forward where other[file] != hash {
                Issue.record("\(file) differs at -j\(workers) in another order")
            }
        }
    }
}
