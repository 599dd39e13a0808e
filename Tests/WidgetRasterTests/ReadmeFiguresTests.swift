import Foundation
import Testing
@testable import WidgetRaster
@testable import WidgetRasterText

/// The figures the README states about the code are the code's: they are read from the README
/// and compared with what the code counts, so a change that moves one fails here until the
/// README says the new figure.
struct ReadmeFiguresTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let readme = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// Every number the README writes right before `text` (as "2,664 images"), thousands separators read.
    static func figures(before text: String, in document: String = readme) -> [Int] {
        let pattern = try! NSRegularExpression(pattern: "(\\d{1,3}(?:,\\d{3})*|\\d+)\\s+" + NSRegularExpression.escapedPattern(for: text))
        return pattern.matches(in: document, range: NSRange(document.startIndex..., in: document)).compactMap { match in
            Range(match.range(at: 1), in: document).flatMap { Int(document[$0].replacingOccurrences(of: ",", with: "")) }
        }
    }

    @Test func theSymbolCountIsTheCatalogues() {
        let count = SymbolCatalog.names.count
        #expect(Self.figures(before: "names, `--sheet`") == [count])
        #expect(Self.figures(before: "names an approximate icon") == [count])
    }

    @Test func theApproximateSymbolsAreTheMappingsApproximations() throws {
        let mapping = try String(contentsOf: Self.root.appendingPathComponent("scripts/symbols/mapping.txt"), encoding: .utf8)
        let approximate = mapping.split(separator: "\n").filter { !$0.hasPrefix("#") && $0.split(separator: " ").contains("approx") }.count
        #expect(Self.figures(before: "of \(SymbolCatalog.names.count) names an approximate icon") == [approximate])
    }

    @Test func theExamplesFullMatrixIsWhatThePlanExpands() throws {
        let scenes = try FileManager.default.contentsOfDirectory(at: Self.root.appendingPathComponent("Examples"), includingPropertiesForKeys: nil)
            .filter { ["yaml", "json"].contains($0.pathExtension) && !$0.lastPathComponent.contains(".theme.") && $0.lastPathComponent != "widget.schema.json" }
            .map { try SceneLoader.load($0).scene }
        let images = try RenderPlan().jobs(for: scenes).count
        #expect(Self.figures(before: "images. Before this rule") == [images])
    }

    @Test func theToolchainIsTheManifestsToolsVersion() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let tools = manifest.split(separator: "\n").first?.split(separator: ":").last.map(String.init) ?? ""
        #expect(Self.readme.contains("with a Swift \(tools) toolchain"))
    }
}
