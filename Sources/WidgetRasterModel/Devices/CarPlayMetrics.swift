/// CarPlay's Widgets screen (iOS 26), in points. The HIG says CarPlay shows small widgets "scaled up
/// to best fit the grid on the Widgets screen", in full colour with the background removed; the grid
/// differs per car and Apple publishes no size, so the cell is derived from a standard 800 × 480-pt
/// screen showing two widgets side by side (`docs/carplay.md`).
package enum CarPlayMetrics {
    /// The standard CarPlay screen the cell is derived for.
    package static let screen = Size(width: 800, height: 480)
    /// The dock CarPlay keeps at the screen's leading edge (estimate).
    package static let dock = 80.0
    /// Space around and between widgets (estimate).
    package static let gap = 16.0
    /// Widgets side by side on a standard screen (two on 8-inch displays, three on 12-inch ones).
    package static let columns = 2.0

    /// The side of a widget's cell: as wide as two fit beside the dock, and no taller than the screen
    /// less its gaps: 336 pt.
    package static var cell: Double {
        min((screen.width - dock - (columns + 1) * gap) / columns, screen.height - 2 * gap)
    }

    /// A small widget on CarPlay: laid out at the iPhone's small size and drawn at the cell's size.
    static func families(small: Double) -> [WidgetFamily: FamilySize] {
        [.carPlay: FamilySize(canvas: Size(width: small, height: small), device: Size(width: cell, height: cell))]
    }
}
