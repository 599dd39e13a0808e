/// Bounds on what a scene file may ask for, so hostile or broken files get an error instead of
/// a crash, a hang or runaway memory. Every limit is far above what a widget needs.
public struct SceneLimits: Sendable {
    /// Views nested inside each other (libyaml separately refuses documents nested over 1,000 levels).
    public var maxDepth = 64
    public var maxChildren = 256
    public var maxModifiers = 64
    /// Characters in one text.
    public var maxTextLength = 4_000
    /// Characters in all texts of a scene.
    public var maxTotalText = 50_000
    /// Pixels of a referenced image (refused from its header, before it is inflated).
    public var maxImagePixels = 4_096 * 4_096
    public var maxImageFileBytes = 20 * 1024 * 1024

    public init() {}

    public static let standard = SceneLimits()
}
