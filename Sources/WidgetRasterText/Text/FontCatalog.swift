import WidgetRasterModel

/// Chooses the bundled face for a SwiftUI font and applies SF Pro's tracking table.
///
/// Inter stands in for SF Pro (Inter Display from 20 pt, as SF Pro Display takes over from
/// SF Pro Text), Noto Serif for New York, Quicksand for SF Pro Rounded, JetBrains Mono for SF Mono.
package enum FontCatalog {
    package static func family(for design: Font.Design, size: Double) -> String {
        switch design {
        case .default: return size >= 20 ? "Inter Display" : "Inter"
        case .serif: return "Noto Serif"
        case .rounded: return "Quicksand"
        case .monospaced: return "JetBrains Mono"
        }
    }

    /// SF Pro tracking in points at a size (HIG Typography; linear between rows, 0 from 80 pt).
    package static func tracking(forSize size: Double) -> Double {
        let rows = trackingTable
        if size <= rows.first!.0 { return rows.first!.1 }
        if size >= 80 { return 0 }
        let points = rows + [(80, 0)]
        for (lower, upper) in zip(points, points.dropFirst()) where size <= upper.0 {
            let t = (size - lower.0) / (upper.0 - lower.0)
            return lower.1 + t * (upper.1 - lower.1)
        }
        return 0
    }

    static let trackingTable: [(Double, Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
        (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (36, 0.37), (40, 0.37), (48, 0.35), (60, 0.26),
    ]
}
