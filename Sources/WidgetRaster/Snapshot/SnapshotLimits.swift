/// When a fresh render still counts as equal to its golden.
///
/// Defaults: pixelmatch's threshold 0.1 with anti-aliased pixels ignored, then at most 250
/// differing pixels and at most 1 % of the image. Measured on a text-heavy widget at @2x:
/// blending every pixel 1/8 px toward its neighbours (what another rasteriser's edges look
/// like) leaves 28–87 counted pixels; one 17 pt line of text moved by 1 pt leaves 474.
public struct SnapshotLimits: Hashable, Sendable {
    public var threshold: Double
    public var includeAA: Bool
    public var maxDiffPixels: Int
    public var maxDiffRatio: Double

    public init(threshold: Double = 0.1, includeAA: Bool = false, maxDiffPixels: Int = 250, maxDiffRatio: Double = 0.01) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    public static let `default` = SnapshotLimits()

    /// Whether a diff stays inside both limits.
    public func accepts(_ result: DiffResult) -> Bool {
        result.differentPixels <= maxDiffPixels && result.ratio <= maxDiffRatio
    }

    var diffOptions: DiffOptions { DiffOptions(threshold: threshold, includeAA: includeAA) }
}
