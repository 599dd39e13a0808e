import Foundation
import WidgetRasterDisplayList

/// Backdrops drawn once per process and read by every rasteriser (iOS 26's wallpapers: the glass
/// of every accented image shows part of one). Drawing one costs full-screen gradients or a blur;
/// painting it scaled costs one bilinear copy. Keyed by content, so an image is the same whichever
/// thread drew its backdrop first.
final class BackdropCache: @unchecked Sendable {
    static let shared = BackdropCache()
    /// Backdrops kept at once (a run shows WidgetRaster's two wallpapers and perhaps the team's).
    static let limit = 8
    private let lock = NSLock()
    private var drawn: [DisplayList.Backdrop: SharedPixels] = [:]

    /// The backdrop's pixels, drawn by `draw` the first time any thread asks (the others wait for it).
    func pixels(for backdrop: DisplayList.Backdrop, draw: (DisplayList.Backdrop) throws -> SharedPixels) rethrows -> SharedPixels {
        lock.lock()
        defer { lock.unlock() }
        if let kept = drawn[backdrop] { return kept }
        let pixels = try draw(backdrop)
        if drawn.count >= Self.limit { drawn.removeAll() }
        drawn[backdrop] = pixels
        return pixels
    }
}
