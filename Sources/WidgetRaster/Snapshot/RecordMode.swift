import Foundation

/// When goldens are written, as in swift-snapshot-testing: `never` (compare only), `missing`
/// (write goldens that do not exist), `failed` (also overwrite goldens that fail), `all`.
public enum RecordMode: String, CaseIterable, Sendable {
    case never, missing, failed, all

    /// `WIDGETRASTER_RECORD` when set; otherwise `never` under CI (the `CI` variable is set)
    /// and `missing` on a developer machine, so CI never records by accident.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        if let value = environment["WIDGETRASTER_RECORD"], let mode = RecordMode(rawValue: value.lowercased()) { return mode }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false" { return .never }
        return .missing
    }
}
