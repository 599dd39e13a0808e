import Foundation

/// A JUnit XML report of a golden run, one test case per image, for CI dashboards.
package enum JUnitReport {
    package static func xml(_ report: GoldenRun.Report, suite: String = "widgetraster") -> String {
        let failures = report.failures.count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"\(escape(suite))\" tests=\"\(report.entries.count + report.errors.count)\" "
                        + "failures=\"\(failures)\" errors=\"\(report.errors.count)\">",
                     "  <testsuite name=\"\(escape(suite))\" tests=\"\(report.entries.count + report.errors.count)\" "
                        + "failures=\"\(failures)\" errors=\"\(report.errors.count)\">"]
        for entry in report.entries {
            let head = "    <testcase classname=\"\(escape(entry.widget)).\(escape(entry.family))\" name=\"\(escape(entry.name))\" "
                + "time=\"\(String(format: "%.3f", entry.seconds))\""
            switch entry.result {
            case .matched:
                lines.append(head + "/>")
            case .recorded(let url, let reason):
                lines.append(head + ">")
                lines.append("      <system-out>\(escape("recorded \(url.path) (\(reason))"))</system-out>")
                lines.append("    </testcase>")
            case .failed(let failure):
                lines.append(head + ">")
                lines.append("      <failure message=\"\(escape(failure.message))\">\(escape(failure.description))</failure>")
                lines.append("    </testcase>")
            }
        }
        for error in report.errors {
            lines.append("    <testcase classname=\"render\" name=\"\(escape(error))\"><error message=\"\(escape(error))\"/></testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
