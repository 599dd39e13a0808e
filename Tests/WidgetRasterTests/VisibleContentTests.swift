import Foundation
import Testing
import Themes
@testable import WidgetRaster

/// No combination of the matrix writes an image with nothing to see: every example, every
/// family it declares, every variant, rendering mode and scale either shows its content against
/// the backdrop it is seen on, or is refused by the plan with a reason.
@Suite struct VisibleContentTests {
    static func backdrop(_ family: WidgetFamily, _ variant: Variant) -> Double {
        variant.isSeenOnDarkScreen(family) ? 0 : 255
    }

    /// Luminance range (0…255) of the image composited over a grey backdrop, and its colour count (capped at 2).
    static func spread(_ bitmap: Bitmap, over backdrop: Double) -> (range: Double, colours: Int) {
        var low = 255.0, high = 0.0
        let first = bitmap.pixels[0..<4]
        var colours = 1
        var i = 0
        while i < bitmap.pixels.count {
            let a = Double(bitmap.pixels[i + 3]) / 255
            let y = 0.2126 * Double(bitmap.pixels[i]) + 0.7152 * Double(bitmap.pixels[i + 1]) + 0.0722 * Double(bitmap.pixels[i + 2])
            let v = y * a + backdrop * (1 - a)
            low = min(low, v); high = max(high, v)
            if colours == 1, bitmap.pixels[i..<i + 4] != first { colours = 2 }
            i += 4
        }
        return (high - low, colours)
    }

    @Test func everyCombinationShowsItsContent() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".json")) && !$0.contains("schema") && !$0.contains("theme") }.sorted()
        let scenes = try files.map { try SceneLoader.load(folder.appendingPathComponent($0)) }
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.variants = Variant.all
        plan.renderingModes = WidgetRenderingMode.allCases
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("wr-visible-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let found = Found()
        let batch = BatchRenderer(scenes: scenes, plan: plan, outputDirectory: out, workers: 2)
        let outcome = try batch.forEachImage { job, bitmap in
            let (range, colours) = Self.spread(bitmap, over: Self.backdrop(job.family, job.variant))
            found.add(job.file, range: range, colours: colours)
            return (0, nil)
        }
        #expect(outcome.failures.isEmpty)
        #expect(found.count > 1000)
        #expect(found.flat.isEmpty, "single-colour images: \(found.flat.prefix(10))")
        #expect(found.faint.isEmpty, "content invisible against its backdrop: \(found.faint.prefix(10))")
        // The refused combinations are named.
        let skipped = try #require(try plan.skippedSummary(for: scenes.map(\.scene)))
        #expect(skipped.hasPrefix("systemSmall light-vibrant, systemSmall placeholder-vibrant"))
        #expect(skipped.contains("accessoryCircular light,") && skipped.contains("accessoryInline privacy-accented"))
        #expect(!skipped.contains("-dark") && !skipped.contains(" dark,") && !skipped.contains(" dark-"))
        #expect(!skipped.contains("systemSmall light,") && !skipped.contains("systemSmall light-accented"))
    }

    private final class Found: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [(String, Double, Int)] = []
        func add(_ file: String, range: Double, colours: Int) { lock.withLock { all.append((file, range, colours)) } }
        var count: Int { lock.withLock { all.count } }
        var flat: [String] { lock.withLock { all.filter { $0.2 < 2 }.map(\.0) } }
        /// Less than 24 of 255 between the darkest and lightest pixel: nothing a person would read.
        var faint: [String] { lock.withLock { all.filter { $0.1 < 24 }.map { "\($0.0) (\(Int($0.1)))" } } }
    }
}
