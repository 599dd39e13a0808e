import Foundation
import Synchronization
import Testing
import Themes
@testable import WidgetRaster
@testable import WidgetRasterModel
@testable import WidgetRasterText
@testable import WidgetRasterLayout
@testable import WidgetRasterDisplayList
@testable import WidgetRasterCairo

@Suite struct BatchRendererTests {
    func run(_ plan: RenderPlan, workers: Int, renderers: Int? = nil) throws -> (URL, BatchRenderer.Summary) {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("wr-batch-\(UUID().uuidString)")
        let scene = WidgetScene(kind: "batch", displayName: "Batch",
                                bodies: [.systemSmall: Color.red.containerBackground(Color.white),
                                         .systemMedium: Text("Hello").font(.title).containerBackground(Color.white)])
        let loaded = SceneLoader.Loaded(scene: scene, file: out.appendingPathComponent("batch.json"), theme: .standard)
        var batch = BatchRenderer(scenes: [loaded], plan: plan, outputDirectory: out, workers: workers)
        if let renderers { batch.renderers = renderers }
        return (out, try batch.run())
    }

    @Test func iOS14RootHasNoContentMargins() throws {
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-430x932"]
        plan.families = [.systemSmall]
        plan.scales = [1]
        plan.variants = [.light]
        let (modern, _) = try run(plan, workers: 1)
        plan.rootModel = .ios14
        let (old, _) = try run(plan, workers: 1)
        defer { try? FileManager.default.removeItem(at: modern); try? FileManager.default.removeItem(at: old) }
        let file = "batch/systemSmall/iphone-170x170@1x-light.png"
        let a = try PNGCodec.decode(Data(contentsOf: modern.appendingPathComponent(file)))
        let b = try PNGCodec.decode(Data(contentsOf: old.appendingPathComponent(file)))
        #expect(a[8, 85] == (255, 255, 255, 255))
        #expect(b[8, 85] == (255, 56, 60, 255))
    }

    /// Eight workers sharing two renderers write what one worker writes.
    @Test func moreWorkersThanRenderersWriteTheSameBytes() throws {
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-430x932", "iphone-393x852", "ipad-768x1024"]
        let (one, summaryOne) = try run(plan, workers: 1)
        let (eight, summaryEight) = try run(plan, workers: 8, renderers: 2)
        defer { try? FileManager.default.removeItem(at: one); try? FileManager.default.removeItem(at: eight) }
        #expect(summaryEight.failures.isEmpty)
        #expect(try summaryOne.manifest() == summaryEight.manifest())
    }

    /// A pool lends each renderer to one thread at a time and never makes more than its capacity.
    @Test func aRendererPoolLendsAtMostItsCapacityAtOnce() throws {
        let pool = RendererPool(capacity: 2)
        let seen = Mutex<(holders: Int, most: Int, renderers: Set<ObjectIdentifier>)>((0, 0, []))
        WorkerThreads.run(count: 8) { _ in
            for _ in 0..<20 {
                try? pool.withRenderer { renderer in
                    seen.withLock { $0.holders += 1; $0.most = max($0.most, $0.holders); $0.renderers.insert(ObjectIdentifier(renderer)) }
                    usleep(200)
                    seen.withLock { $0.holders -= 1 }
                }
            }
        }
        let result = seen.withLock { $0 }
        #expect(result.most <= 2 && result.renderers.count <= 2, "\(result.most) at once, \(result.renderers.count) made")
        #expect(result.most == 2, "both renderers in use with eight threads waiting")
    }

    @Test func oneAndTwoWorkersWriteTheSameBytes() throws {
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-430x932", "iphone-393x852", "ipad-768x1024"]
        let (one, summaryOne) = try run(plan, workers: 1)
        let (two, summaryTwo) = try run(plan, workers: 2)
        defer { try? FileManager.default.removeItem(at: one); try? FileManager.default.removeItem(at: two) }
        #expect(summaryOne.images == 2 * 3 * 3 * 2)
        #expect(try summaryOne.manifest() == summaryTwo.manifest())
        for image in try summaryOne.manifest().images {
            #expect(try Data(contentsOf: one.appendingPathComponent(image.file)) == Data(contentsOf: two.appendingPathComponent(image.file)))
        }
        #expect(try Data(contentsOf: one.appendingPathComponent("manifest.json")) == Data(contentsOf: two.appendingPathComponent("manifest.json")))
    }
}

/// Contact sheets stay inside Cairo's 32,767-pixel limit however many images a widget has.
@Suite struct ContactSheetLayoutTests {
    static func entry(_ i: Int, variant: String, mode: String, configuration: String?, moment: String? = nil) -> Manifest.Entry {
        Manifest.Entry(index: i, widget: "w", family: "systemLarge", device: ["iphone-393x852"], scale: 3, variant: variant,
                       dynamicType: "large", renderingMode: mode, layoutDirection: "leftToRight", width: 1092, height: 1146,
                       file: "w/\(i).png", tapTargets: nil, entry: moment, configuration: configuration, hash: nil)
    }

    @Test func manyLargeImagesWrapIntoRowsAndPagesCairoCanDraw() {
        // 6 variants × 3 modes × 4 configurations × 5 entries of a large widget at @3x: 360 images,
        // 393,000 pixels side by side in one row; 6 to a row of 2,400 pt, 24 rows of 450 pt to a page.
        var entries: [Manifest.Entry] = []
        for moment in ["09:00", "10:00", "11:00", "12:00", "13:00"] {
            for variant in ["light", "dark", "placeholder", "placeholder-dark", "privacy", "privacy-dark"] {
                for mode in ["fullColor", "accented", "vibrant"] {
                    for configuration in ["Lisbon", "Porto", "Faro", "Madeira"] {
                        entries.append(Self.entry(entries.count, variant: variant, mode: mode, configuration: configuration, moment: moment))
                    }
                }
            }
        }
        let pages = ContactSheet.sheets(title: "Flight", entries: entries, scale: 3)
        #expect(pages.count == 3)
        for page in pages {
            #expect(page.size.width * 3 <= 32_767 && page.size.height * 3 <= 32_767, "\(page.size)")
            #expect(page.size.width <= ContactSheet.maxLineWidth + 2 * ContactSheet.padding + 1)
        }
        // One small image under a long title: the page widens for the title line (it wrapped
        // to "Sensor lifetime wi…" over "iphone-393×85 / 2 @2x").
        let narrow = ContactSheet.sheets(title: "Sensor lifetime widget", entries: [Self.entry(0, variant: "dark", mode: "vibrant",
                                                                                               configuration: nil)], scale: 2)
        #expect(narrow.count == 1 && narrow[0].size.width >= 11 * 22 + 2 * ContactSheet.padding)
    }

    @Test func columnsSayVariantModeAndConfiguration() {
        #expect(ContactSheet.label(Self.entry(0, variant: "dark", mode: "accented", configuration: "Porto")) == "dark · accented · Porto")
        #expect(ContactSheet.label(Self.entry(0, variant: "light", mode: "fullColor", configuration: nil)) == "light")
        #expect(ContactSheet.label(Self.entry(0, variant: "dark-vibrant", mode: "vibrant", configuration: nil, moment: "09:00")) == "dark-vibrant · 09:00")
    }
}

@Suite struct ImageSizeLimitTests {
    @Test func anImagePastCairosLimitIsAnErrorNotACrash() throws {
        let scene = WidgetScene(kind: "wide", displayName: "Wide", bodies: [.systemSmall: Color.red.containerBackground(Color.white)], contentMargins: false)
        let target = RenderTarget(family: .systemSmall, size: FamilySize(Size(width: 12_000, height: 100)), cornerRadius: 0, deviceIDs: ["wide"])
        let renderer = try WidgetRenderer()
        #expect(throws: RenderError.self) {
            try renderer.render(scene, family: .systemSmall, target: target, scale: 3, variant: .light, folder: URL(fileURLWithPath: "/tmp"))
        }
        let fits = try renderer.render(scene, family: .systemSmall, target: target, scale: 2, variant: .light, folder: URL(fileURLWithPath: "/tmp"))
        #expect(fits.width == 24_000 && fits.height == 200)
    }

    /// A surface Cairo refuses is a Swift error with Cairo's reason, not a trap on a missing pixel
    /// buffer; the rasteriser that met it still draws the next image.
    @Test func aSurfaceCairoRefusesIsAnErrorWithCairosReason() throws {
        #expect { try CairoSurface(width: 40_000, height: 1) } throws: { "\($0)".contains("40000×1 surface: invalid value (typically too big)") }
        #expect { try CairoSurface(width: 0, height: 5) } throws: { "\($0)" == "Cairo cannot make a 0×5 surface" }
        let rasterizer = Rasterizer()
        let list = DisplayList(size: Size(width: 10, height: 10), mask: Outline(rect: Rect(x: 0, y: 0, width: 10, height: 10), kind: .rectangle), ops: [])
        #expect(throws: CairoSurface.Failure.self) { try rasterizer.render(list, pixelWidth: 40_000, pixelHeight: 10) }
        #expect(try rasterizer.render(list, pixelWidth: 20, pixelHeight: 20).width == 20)
    }
}
