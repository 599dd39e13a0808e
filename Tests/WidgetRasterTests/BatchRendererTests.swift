import Foundation
import Testing
import Themes
@testable import WidgetRaster

@Suite struct BatchRendererTests {
    func run(_ plan: RenderPlan, workers: Int) throws -> (URL, BatchRenderer.Summary) {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("wr-batch-\(UUID().uuidString)")
        let scene = WidgetScene(kind: "batch", displayName: "Batch",
                                bodies: [.systemSmall: Color.red.containerBackground(Color.white),
                                         .systemMedium: Text("Hello").font(.title).containerBackground(Color.white)])
        let loaded = SceneLoader.Loaded(scene: scene, file: out.appendingPathComponent("batch.json"), theme: .standard)
        return (out, try BatchRenderer(scenes: [loaded], plan: plan, outputDirectory: out, workers: workers).run())
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
        #expect(b[8, 85] == (255, 59, 48, 255))
    }

    @Test func oneAndTwoWorkersWriteTheSameBytes() throws {
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-430x932", "iphone-393x852", "ipad-768x1024"]
        let (one, summaryOne) = try run(plan, workers: 1)
        let (two, summaryTwo) = try run(plan, workers: 2)
        defer { try? FileManager.default.removeItem(at: one); try? FileManager.default.removeItem(at: two) }
        #expect(summaryOne.images == 2 * 3 * 3 * 2)
        #expect(summaryOne.manifest == summaryTwo.manifest)
        for image in summaryOne.manifest.images {
            #expect(try Data(contentsOf: one.appendingPathComponent(image.file)) == Data(contentsOf: two.appendingPathComponent(image.file)))
        }
        #expect(try Data(contentsOf: one.appendingPathComponent("manifest.json")) == Data(contentsOf: two.appendingPathComponent("manifest.json")))
    }
}
