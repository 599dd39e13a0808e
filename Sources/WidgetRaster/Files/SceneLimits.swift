/// Bounds on what a scene file may ask for, so hostile or broken files get an error instead of
/// a crash, a hang or runaway memory. Every limit is far above what a widget needs.
package struct SceneLimits: Sendable {
    /// Views nested inside each other (libyaml separately refuses documents nested over 1,000 levels).
    package var maxDepth = 64
    package var maxChildren = 256
    package var maxModifiers = 64
    /// Characters in one text.
    package var maxTextLength = 4_000
    /// Characters in all texts of a scene.
    package var maxTotalText = 50_000
    /// Pixels of a referenced image (refused from its header, before it is inflated).
    package var maxImagePixels = 4_096 * 4_096
    package var maxImageFileBytes = 20 * 1024 * 1024

    package init() {}

    package static let standard = SceneLimits()
}
