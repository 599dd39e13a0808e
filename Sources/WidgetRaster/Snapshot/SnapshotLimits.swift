import Foundation

/// When a fresh render still counts as equal to its golden.
///
/// Exact by default: renders are deterministic (bundled fonts, pinned raster settings, the
/// environment recorded in every golden), so any pixel past pixelmatch's colour threshold
/// (0.1, anti-aliased pixels not counted) fails, and a "72°" that became "73°" is caught at
/// @1x. Tolerance is asked for per test (`limits:`), per run (`--max-diff-pixels`,
/// `--max-diff-ratio`, or `WIDGETRASTER_MAX_DIFF_PIXELS` / `WIDGETRASTER_MAX_DIFF_RATIO` for
/// test runs), for goldens made on another machine or by another rasteriser.
public struct SnapshotLimits: Hashable, Sendable {
    public var threshold: Double
    public var includeAA: Bool
    /// Differing pixels allowed per image (0: exact).
    public var maxDiffPixels: Int
    /// Share of differing pixels allowed per image, 0…1 (1: no limit by share).
    public var maxDiffRatio: Double

    public init(threshold: Double = 0.1, includeAA: Bool = false, maxDiffPixels: Int = 0, maxDiffRatio: Double = 1) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// Exact: no differing pixel allowed.
    public static let `default` = SnapshotLimits()

    /// The default with the run's tolerance from `WIDGETRASTER_MAX_DIFF_PIXELS`,
    /// `WIDGETRASTER_MAX_DIFF_RATIO` and `WIDGETRASTER_THRESHOLD`, when set; a value that does not
    /// parse or is out of range is an error naming the variable.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SnapshotLimits {
        var limits = SnapshotLimits.default
        func value<T>(_ name: String, _ parse: (String) -> T?, valid: (T) -> Bool, expected: String) throws -> T? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            guard let v = parse(text), valid(v) else { throw SnapshotLimitsError(description: "\(name)=\(text): expected \(expected)") }
            return v
        }
        if let v = try value("WIDGETRASTER_MAX_DIFF_PIXELS", { Int($0) }, valid: { $0 >= 0 }, expected: "a whole number ≥ 0") {
            limits.maxDiffPixels = v
        }
        if let v = try value("WIDGETRASTER_MAX_DIFF_RATIO", { Double($0) }, valid: { (0...1).contains($0) }, expected: "a number in 0…1") {
            limits.maxDiffRatio = v
        }
        if let v = try value("WIDGETRASTER_THRESHOLD", { Double($0) }, valid: { (0...1).contains($0) }, expected: "a number in 0…1") {
            limits.threshold = v
        }
        return limits
    }

    /// True when nothing may differ.
    public var isExact: Bool { maxDiffPixels == 0 }

    /// Whether a diff stays inside both limits.
    public func accepts(_ result: DiffResult) -> Bool {
        result.differentPixels <= maxDiffPixels && result.ratio <= maxDiffRatio
    }

    /// The comparator options these limits compare with.
    public var diffOptions: DiffOptions { DiffOptions(threshold: threshold, includeAA: includeAA) }

    /// How the limits read in a failure message.
    var summary: String {
        if isExact { return "exact: no pixel may differ" }
        var parts = ["at most \(maxDiffPixels) pixels"]
        if maxDiffRatio < 1 { parts.append(String(format: "%.3f %%", maxDiffRatio * 100)) }
        return "limits " + parts.joined(separator: " and ")
    }
}

/// A tolerance setting that cannot be used.
public struct SnapshotLimitsError: Error, CustomStringConvertible {
    public var description: String
}
