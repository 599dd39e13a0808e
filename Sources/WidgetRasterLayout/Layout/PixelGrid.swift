import Foundation
import WidgetRasterModel

/// The display's pixel grid in layout points: what SwiftUI rounds text sizes up to and text
/// baselines to (layout-semantics §4.2, §6), and what a 1-pixel hairline is. `.none` keeps
/// exact points (layout that does not yet know its scale).
package struct PixelGrid: Hashable, Sendable {
    /// Device pixels per layout point (scale × canvas-to-device factor on iPad); nil for none.
    package var pixelsPerPoint: Double?

    package init(pixelsPerPoint: Double?) {
        self.pixelsPerPoint = pixelsPerPoint
    }

    package static let none = PixelGrid(pixelsPerPoint: nil)

    /// The grid of a target drawn at a scale: iPad canvases are scaled to the device size.
    package static func of(_ target: RenderTarget, scale: Int) -> PixelGrid {
        PixelGrid(pixelsPerPoint: Double(scale) * target.size.device.width / target.size.canvas.width)
    }

    /// `v` rounded up to the next pixel (a hair's tolerance keeps exact multiples as they are).
    package func ceil(_ v: Double) -> Double {
        guard let p = pixelsPerPoint, v.isFinite else { return v }
        return (v * p - 1e-6).rounded(.up) / p
    }

    /// `v` rounded to the nearest pixel, ties up.
    package func round(_ v: Double) -> Double {
        guard let p = pixelsPerPoint, v.isFinite else { return v }
        return (v * p + 0.5).rounded(.down) / p
    }

    /// One device pixel in points (1/3 pt where the grid is unknown: the finest widget grid).
    package var hairline: Double { pixelsPerPoint.map { 1 / $0 } ?? 1.0 / 3.0 }
}
