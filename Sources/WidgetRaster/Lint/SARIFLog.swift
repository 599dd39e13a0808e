import Foundation

/// Lint findings as a SARIF 2.1.0 log, which code hosts turn into pull-request annotations.
/// Silenced findings are kept as results with an in-source suppression and its justification.
package enum SARIFLog {
    package static func encode(_ findings: [LintFinding], relativeTo base: URL? = nil) throws -> Data {
        let rules: [[String: Any]] = LintRuleInfo.all.map { rule in
            ["id": rule.id, "name": rule.id,
             "shortDescription": ["text": rule.title],
             "fullDescription": ["text": rule.guideline],
             "defaultConfiguration": ["level": rule.severity.rawValue]]
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: LintRuleInfo.all.enumerated().map { ($0.element.id, $0.offset) })
        let results: [[String: Any]] = findings.map { f in
            var region: [String: Any] = [:]
            if let line = f.line { region["startLine"] = line }
            if let column = f.column { region["startColumn"] = column }
            var physical: [String: Any] = ["artifactLocation": ["uri": uri(f.file, relativeTo: base)]]
            if !region.isEmpty { physical["region"] = region }
            var result: [String: Any] = [
                "ruleId": f.rule, "ruleIndex": ruleIndex[f.rule] ?? 0, "level": f.severity.rawValue,
                "message": ["text": f.message + (f.family.map { " [\($0.rawValue)\(LintReport.deviceList(f.devices))]" } ?? "")],
                "locations": [["physicalLocation": physical,
                               "logicalLocations": [["fullyQualifiedName": "\(f.widget)/\(f.path)", "kind": "element"]]]],
                "properties": ["widget": f.widget, "family": f.family?.rawValue ?? "", "devices": f.devices],
            ]
            if let reason = f.silencedBecause { result["suppressions"] = [["kind": "inSource", "justification": reason]] }
            return result
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "WidgetRaster lint", "version": WidgetRasterVersion.string,
                                          "informationUri": "https://developer.apple.com/design/human-interface-guidelines/widgets",
                                          "rules": rules]],
                      "results": results]],
        ]
        return try JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// The file as a URI relative to `base` when it lies inside it (how code hosts match files).
    static func uri(_ path: String, relativeTo base: URL?) -> String {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        if let base = base?.standardizedFileURL.path, file.hasPrefix(base + "/") { return String(file.dropFirst(base.count + 1)) }
        return file
    }
}
