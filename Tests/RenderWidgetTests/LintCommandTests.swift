import Foundation
import Testing
import WidgetRaster

/// `render-widget lint` as a designer and a CI job run it: exit status, the report, SARIF.
@Suite struct LintCommandTests {
    let cli = CommandLineTests()

    func scene(_ body: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent("trips.yaml")
        try Data(("kind: com.example.trips\ndisplayName: Trips\ndescription: See your next trip at a glance.\n"
            + "body:\n  systemSmall:\n" + body).utf8).write(to: url)
        return url.path
    }

    @Test func anErrorFindingExitsOneAndNamesTheRuleAndPlace() throws {
        let folder = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try scene("    type: Text\n    text: A very long trip name that cannot fit\n    modifiers: [{lineLimit: 1}]\n", in: folder)
        let result = try cli.run(["lint", file, "--devices", "iphone-393x852", "--sarif", folder.appendingPathComponent("lint.sarif").path])
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("error[text-truncated] “A very long trip name that cannot fit” is truncated to 1 line"))
        #expect(result.output.contains("at body.systemSmall (trips.yaml:6:5) on iphone-393x852"))
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("lint.sarif"))) as! [String: Any]
        let results = (sarif["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
        #expect(results.contains { $0["ruleId"] as? String == "text-truncated" && $0["level"] as? String == "error" })
    }

    @Test func warningsAloneExitZeroAndJSONListsThem() throws {
        let folder = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try scene("    type: Text\n    text: Lisbon\n    modifiers: [{font: {size: 9}}]\n", in: folder)
        let result = try cli.run(["lint", file, "--devices", "iphone-393x852", "--json"])
        #expect(result.status == 0, "\(result.error)")
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as! [String: Any]
        let findings = object["findings"] as! [[String: Any]]
        #expect(findings.map { $0["rule"] as! String } == ["min-text-size"])
        #expect(findings[0]["family"] as? String == "systemSmall" && findings[0]["line"] as? Int == 6)
    }

    /// The examples keep to the guidelines: no errors or warnings on any device; notes (text in the
    /// secondary hierarchy levels) are allowed, and every silenced finding carries its reason.
    @Test func theExamplesLintWithoutErrorsOrWarnings() throws {
        let result = try cli.run(["lint", "Examples", "--json"])
        #expect(result.status == 0, "\(result.error)")
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as! [String: Any]
        let summary = object["summary"] as! [String: Int]
        #expect(summary["errors"] == 0 && summary["warnings"] == 0, "\(result.output)")
        let findings = object["findings"] as! [[String: Any]]
        let silenced = findings.filter { $0["silencedBecause"] != nil }
        #expect(silenced.count == summary["silenced"])
        #expect(silenced.allSatisfy { ($0["silencedBecause"] as? String)?.count ?? 0 > 20 })
        let active = findings.filter { $0["silencedBecause"] == nil }
        #expect(active.allSatisfy { $0["severity"] as? String == "note" && $0["rule"] as? String == "contrast" })
    }

    @Test func badArgumentsExitTwo() throws {
        let result = try cli.run(["lint", "Examples/weather.yaml", "--families", "systemHuge"])
        #expect(result.status == 2)
        #expect(result.error.contains("The value 'systemHuge' is invalid for '--families <families>'"), "\(result.error)")
        #expect(result.error.contains("- accessoryRectangular"), "the accepted families are listed")
    }
}
