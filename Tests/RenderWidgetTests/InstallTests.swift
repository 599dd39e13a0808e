import Foundation
import Testing

/// `scripts/install.sh PREFIX` gives a render-widget that finds its fonts beside itself
/// (`PREFIX/share/widgetraster/Fonts`) and renders from any folder, the same bytes as the checkout.
@Suite struct InstallTests {
    let cli = CommandLineTests()

    func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> CommandLineTests.Run {
        try CommandLineTests.launch(URL(fileURLWithPath: executable), arguments, in: folder, environment: ["WIDGETRASTER_FONTS": nil])
    }

    @Test func anInstalledCopyFindsItsFontsAndRendersFromAnotherFolder() throws {
        let root = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let prefix = root.appendingPathComponent("prefix"), work = root.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        // The build under test is the one installed (the test runs inside `swift test`, which holds the build folder).
        let configuration = CommandLineTests.binary.deletingLastPathComponent().lastPathComponent
        let install = try run("/bin/bash", ["scripts/install.sh", prefix.path, "--configuration", configuration, "--skip-build"],
                              in: CommandLineTests.packageRoot)
        #expect(install.status == 0, "\(install.output)\(install.error)")
        let installed = prefix.appendingPathComponent("bin/render-widget").path

        let version = try run(installed, ["--version"], in: work)
        #expect(version.output.contains("fonts: \(prefix.path)/share/widgetraster/Fonts (installed)"), "\(version.output)")

        try FileManager.default.copyItem(at: CommandLineTests.packageRoot.appendingPathComponent("Examples/notes.json"),
                                         to: work.appendingPathComponent("notes.json"))
        let slice = ["--families", "systemSmall", "--devices", "iphone-393x852", "--scales", "2", "--quiet"]
        let render = try run(installed, ["render", "notes.json", "--out", "out"] + slice, in: work)
        #expect(render.status == 0, "\(render.error)")
        let reference = try cli.run(["render", "Examples/notes.json", "--out", root.appendingPathComponent("reference").path] + slice)
        #expect(reference.status == 0)
        let file = "com.example.notes/systemSmall/iphone-158x158@2x-light.png"
        let a = try Data(contentsOf: work.appendingPathComponent("out/\(file)"))
        let b = try Data(contentsOf: root.appendingPathComponent("reference/\(file)"))
        #expect(a == b)
    }

    @Test func aFontFolderWithoutFontsIsNamedInTheError() throws {
        let empty = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try CommandLineTests.launch(CommandLineTests.binary,
                                                 ["render", "Examples/notes.json", "--families", "systemSmall", "--devices",
                                                  "iphone-393x852", "--scales", "1", "--out", empty.appendingPathComponent("out").path,
                                                  "--quiet"],
                                                 in: CommandLineTests.packageRoot, environment: ["WIDGETRASTER_FONTS": empty.path])
        let message = result.error
        #expect(result.status == 2)
        #expect(message.contains("no fonts in \(empty.path) (WIDGETRASTER_FONTS)"), "\(message)")
    }
}
