import Foundation
import Testing
@testable import WidgetRaster
import WidgetRasterLayout
import WidgetRasterModel
import WidgetRasterText

/// A batch lays out once per layout key and paints that layout for every job of the key, so the
/// key must hold everything a layout is made from. Checked against the resolved jobs themselves:
/// jobs that share a key resolve to the same layout inputs (body, environment, font set, canvas,
/// corners and margins), over every example, device, scale, variant and language of a run.
@Suite struct LayoutKeyTests {
    /// What `WidgetRenderer.layout(_:)` makes a layout from, as resolved for one job.
    struct LayoutInputs: Hashable {
        var body: ViewNode
        var environment: LayoutEnvironment
        var fontSet: FontSet
        var family: WidgetFamily
        var canvas: Size
        var cornerRadius: Double
        var margin: Double
        var contentMargins: Bool
        var marginsNeedContainerBackground: Bool
        var unknownSymbolsDrawNothing: Bool
        var symbols: String

        /// `paintsVariant`: a scene whose layout does not test the colour scheme or rendering mode
        /// shares one layout across variants, and paint applies them; they are left out here.
        init(_ resolved: ResolvedJob, paintsVariant: Bool) {
            body = resolved.body
            environment = resolved.environment
            if paintsVariant {
                let plain = LayoutEnvironment()
                environment.colorScheme = plain.colorScheme
                environment.renderingMode = plain.renderingMode
                environment.luminanceReduced = plain.luminanceReduced
            }
            fontSet = resolved.fontSet
            family = resolved.family
            canvas = resolved.target.size.canvas
            cornerRadius = resolved.target.cornerRadius / resolved.target.size.displayScale
            margin = resolved.target.contentMargin
            contentMargins = resolved.contentMargins
            marginsNeedContainerBackground = resolved.marginsNeedContainerBackground
            unknownSymbolsDrawNothing = resolved.unknownSymbolsDrawNothing
            symbols = resolved.symbols.identity
        }
    }

    /// The names of the fields that differ, for a failure that says what the key left out.
    static func differences(_ a: LayoutInputs, _ b: LayoutInputs) -> [String] {
        zip(Mirror(reflecting: a).children, Mirror(reflecting: b).children)
            .filter { $0.value as? AnyHashable != $1.value as? AnyHashable }.compactMap(\.0.label)
    }

    static func examples() throws -> [SceneLoader.Loaded] {
        try FileManager.default.contentsOfDirectory(at: SceneFileTests.examples, includingPropertiesForKeys: nil)
            .filter(SceneLoader.isSceneFile).sorted { $0.path < $1.path }.map { try SceneLoader.load($0) }
    }

    /// The number of layouts a run makes, after checking that the jobs of each share their inputs.
    static func checkKeys(of scenes: [SceneLoader.Loaded], plan: RenderPlan) throws -> (jobs: Int, layouts: Int) {
        let jobs = try plan.jobs(for: scenes.map(\.scene))
        let resolver = JobResolver()
        var first: [LayoutKey: (file: String, inputs: LayoutInputs)] = [:]
        for job in jobs {
            let loaded = scenes[job.sceneIndex]
            let key = WidgetRenderer.layoutKey(for: job, of: loaded)
            let inputs = LayoutInputs(try resolver.resolve(job, of: loaded), paintsVariant: !WidgetRenderer.laysOutPerImage(loaded))
            if let earlier = first[key] {
                let differing = Self.differences(earlier.inputs, inputs)
                #expect(differing.isEmpty, "\(job.file) shares the layout of \(earlier.file) but resolves with other \(differing)")
            } else {
                first[key] = (job.file, inputs)
            }
        }
        return (jobs.count, first.count)
    }

    @Test func jobsOfOneKeyResolveToTheSameLayoutInputs() throws {
        let scenes = try Self.examples()
        let run = try Self.checkKeys(of: scenes, plan: RenderPlan())
        #expect(run.layouts > 100 && run.layouts < run.jobs, "\(run.layouts) layouts for \(run.jobs) jobs")
        // Languages, every entry, every variant and rendering mode, a large text size: the key still covers what differs.
        var wide = RenderPlan()
        wide.locales = [RenderLocale("de_DE"), RenderLocale("ar")].compactMap { $0 }
        wide.variants = Variant.all
        wide.renderingModes = [.fullColor, .accented]
        wide.dynamicType = .accessibility2
        wide.allEntries = true
        wide.scales = [1, 3]
        _ = try Self.checkKeys(of: scenes.filter { ["weather.yaml", "todo.yaml", "calendar.yaml"].contains($0.file.lastPathComponent) },
                               plan: wide)
    }

    /// Each thing a job can vary by, changed alone: where it changes the resolved inputs, it
    /// changes the key (two devices of one widget size may inset it differently, as an older key forgot).
    @Test func changingOneThingTheLayoutReadsChangesTheKey() throws {
        // The flight example has a timeline; its placeholder shows a status of its own.
        var scenes = try Self.examples()
        let sceneIndex = try #require(scenes.firstIndex { $0.file.lastPathComponent == "flight.yaml" })
        scenes[sceneIndex].scene.placeholderData = ["status": "Scheduled"]
        let job = try #require(try RenderPlan().jobs(for: scenes.map(\.scene)).first {
            $0.sceneIndex == sceneIndex && $0.family == .systemMedium && $0.entry == nil
        })
        let changes: [(String, (inout RenderJob) -> Void)] = [
            ("content margin", { $0.target.contentMargin += 4 }), ("corner radius", { $0.target.cornerRadius += 6 }),
            ("Dynamic Type", { $0.dynamicType = .xxxLarge }), ("direction", { $0.rightToLeft.toggle() }),
            ("entry", { $0.entry = 1 }), ("scale", { $0.scale = $0.scale == 3 ? 2 : 3 }),
            ("language", { $0.locale = RenderLocale("de_DE") }), ("placeholder data", { $0.placeholderData.toggle() }),
        ]
        let resolver = JobResolver(), loaded = scenes[sceneIndex]
        func inputs(_ job: RenderJob) throws -> LayoutInputs { LayoutInputs(try resolver.resolve(job, of: loaded), paintsVariant: true) }
        for (name, change) in changes {
            var changed = job
            change(&changed)
            #expect(try inputs(changed) != inputs(job), "changing the \(name) should change what is laid out")
            #expect(WidgetRenderer.layoutKey(for: changed, of: loaded) != WidgetRenderer.layoutKey(for: job, of: loaded),
                    "the layout key leaves out the \(name)")
        }
    }
}
