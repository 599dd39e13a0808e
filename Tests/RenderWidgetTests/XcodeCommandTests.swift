import Foundation
import Testing
@testable import WidgetRaster

/// `render-widget xcode`: a real app's project (Tests/XcodeProjectTests/Fixtures) becomes a package
/// that builds its widget extension; what it cannot use is named with what was expected.
/// (`scripts/check-xcode-project.sh` builds and renders it.)
@Suite struct XcodeCommandTests {
    let cli = CommandLineTests()
    static let project = "Tests/XcodeProjectTests/Fixtures/HandsOff/HandsOff.xcodeproj"

    @Test func theOnlyWidgetExtensionIsWrittenAsAPackage() throws {
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try cli.run(["xcode", Self.project, "--package-dir", out.path, "--write-only"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("xcode: HandsOffWidgetsExtension: 10 Swift files, 2 resources"), "\(result.output)")
        #expect(result.output.contains("swift run --package-path \(out.path) HandsOffWidgetsExtension render"))
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"name: "HandsOffWidgetsExtension""#))
    }

    @Test func aTargetTheProjectLacksOrAProjectThatIsNotOneIsNamed() throws {
        let target = try cli.run(["xcode", Self.project, "--target", "Widgets", "--write-only"])
        #expect(target.status == 2)
        #expect(target.error.contains("HandsOff.xcodeproj: has no target 'Widgets'; its targets: HandsOff, HandsOffWidgetsExtension"),
                "\(target.error)")
        let folder = try cli.run(["xcode", "Examples", "--write-only"])
        #expect(folder.status == 2 && folder.error.contains("Examples/project.pbxproj: cannot be read; expected an Xcode project folder"),
                "\(folder.error)")
    }
}
