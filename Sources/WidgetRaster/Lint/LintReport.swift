import Foundation

/// Lint findings for people and for tools: grouped text (coloured on a terminal) and JSON.
package struct LintReport: Sendable {
    package var findings: [LintFinding]

    package init(findings: [LintFinding]) {
        self.findings = findings
    }

    package var active: [LintFinding] { findings.filter { !$0.isSilenced } }
    package var hasErrors: Bool { active.contains { $0.severity == .error } }

    package func count(_ severity: LintSeverity) -> Int { active.filter { $0.severity == severity }.count }

    /// Findings grouped by file and widget, then family; each with its rule, place, devices and guideline.
    package func text(colored: Bool) -> String {
        func paint(_ s: String, _ code: String) -> String { colored ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
        let colours: [LintSeverity: String] = [.error: "1;31", .warning: "1;33", .note: "1;36"]
        var out: [String] = []
        var lastWidget: String?
        var lastFamily: String??
        for f in active {
            if f.widget != lastWidget {
                if lastWidget != nil { out.append("") }
                out.append(paint("\(f.widget)", "1") + paint("  \(f.file)", "2"))
                lastWidget = f.widget
                lastFamily = nil
            }
            let family = f.family?.rawValue
            if family != lastFamily {
                out.append("  " + paint(family ?? "gallery", "4"))
                lastFamily = family
            }
            let place = f.line.map { "\(f.file.split(separator: "/").last ?? ""):\($0):\(f.column ?? 1)" } ?? f.path
            out.append("    " + paint("\(f.severity.rawValue)[\(f.rule)]", colours[f.severity]!) + " \(f.message)")
            out.append("      " + paint("at \(f.path) (\(place))" + Self.deviceList(f.devices), "2"))
            out.append("      " + paint(f.guideline, "2"))
        }
        let silenced = findings.count - active.count
        let summary = "\(count(.error)) error\(count(.error) == 1 ? "" : "s"), \(count(.warning)) warning\(count(.warning) == 1 ? "" : "s"), "
            + "\(count(.note)) note\(count(.note) == 1 ? "" : "s")" + (silenced > 0 ? ", \(silenced) silenced in the scenes" : "")
        out.append((out.isEmpty ? "" : "\n") + paint(summary, hasErrors ? "1;31" : "1;32"))
        return out.joined(separator: "\n") + "\n"
    }

    static func deviceList(_ devices: [String]) -> String {
        guard !devices.isEmpty else { return "" }
        return " on " + (devices.count <= 3 ? devices.joined(separator: ", ") : devices.prefix(3).joined(separator: ", ") + " and \(devices.count - 3) more")
    }

    /// `{"findings": [...], "summary": {...}}`, silenced findings included with their reason.
    package func json() throws -> Data {
        struct Summary: Encodable { var errors, warnings, notes, silenced: Int }
        struct Document: Encodable { var findings: [LintFinding]; var summary: Summary }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Document(findings: findings, summary: Summary(
            errors: count(.error), warnings: count(.warning), notes: count(.note), silenced: findings.count - active.count)))
    }
}
