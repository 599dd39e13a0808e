/// The corners of a `ConcentricRectangle` (iOS 26): each square, rounded by a fixed radius, or
/// concentric with the container shape — the container's corner radius less the corner's distance
/// from the container's corner, never below a minimum (`widget-facts.md` §7.1) — and which
/// corners share the largest radius among them (`isUniform`, `uniformTopCorners`, …).
public struct ConcentricCorners: Hashable, Sendable {
    /// How one corner is rounded (SwiftUI's `Edge.Corner.Style`).
    package enum Style: Hashable, Sendable {
        /// A fixed radius; 0 is a square corner.
        case fixed(Double)
        /// Concentric with the container's corner, at least `minimum`.
        case concentric(minimum: Double)

        package static let concentric = Style.concentric(minimum: 0)
    }

    /// A corner, leading and trailing as the layout direction reads them.
    package enum Corner: String, CaseIterable, Hashable, Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing
    }

    /// The pairs of corners made uniform together: by scene files' `uniform` and the initialisers'.
    package static let top: [Corner] = [.topLeading, .topTrailing]
    package static let bottom: [Corner] = [.bottomLeading, .bottomTrailing]
    package static let leading: [Corner] = [.topLeading, .bottomLeading]
    package static let trailing: [Corner] = [.topTrailing, .bottomTrailing]

    package var topLeading: Style
    package var topTrailing: Style
    package var bottomLeading: Style
    package var bottomTrailing: Style
    /// Corners that take the largest radius computed among them.
    package var uniform: [[Corner]]

    package init(topLeading: Style = .concentric, topTrailing: Style = .concentric, bottomLeading: Style = .concentric,
                bottomTrailing: Style = .concentric, uniform: [[Corner]] = []) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.uniform = uniform
    }

    package func style(of corner: Corner) -> Style {
        switch corner {
        case .topLeading: return topLeading
        case .topTrailing: return topTrailing
        case .bottomLeading: return bottomLeading
        case .bottomTrailing: return bottomTrailing
        }
    }

    /// Leading and trailing swapped: the same corners read right to left.
    var mirrored: ConcentricCorners {
        func swap(_ corner: Corner) -> Corner {
            switch corner {
            case .topLeading: return .topTrailing
            case .topTrailing: return .topLeading
            case .bottomLeading: return .bottomTrailing
            case .bottomTrailing: return .bottomLeading
            }
        }
        return ConcentricCorners(topLeading: topTrailing, topTrailing: topLeading, bottomLeading: bottomTrailing,
                                 bottomTrailing: bottomLeading, uniform: uniform.map { $0.map(swap) })
    }

    /// The radii in a frame inside a container of `bounds` whose corners have radius `radius`:
    /// a concentric corner's radius is the container's less the corner's inset from the
    /// container's corner (the larger of its two edge distances), not below its minimum.
    package func radii(in frame: Rect, container bounds: Rect, radius: Double) -> CornerRadii {
        func value(_ corner: Corner) -> Double {
            let dx: Double, dy: Double
            switch corner {
            case .topLeading: (dx, dy) = (frame.minX - bounds.minX, frame.minY - bounds.minY)
            case .topTrailing: (dx, dy) = (bounds.maxX - frame.maxX, frame.minY - bounds.minY)
            case .bottomLeading: (dx, dy) = (frame.minX - bounds.minX, bounds.maxY - frame.maxY)
            case .bottomTrailing: (dx, dy) = (bounds.maxX - frame.maxX, bounds.maxY - frame.maxY)
            }
            switch style(of: corner) {
            case .fixed(let r): return max(0, r)
            case .concentric(let minimum): return max(minimum, radius - max(0, dx, dy), 0)
            }
        }
        var values = Dictionary(uniqueKeysWithValues: Corner.allCases.map { ($0, value($0)) })
        for group in uniform {
            let largest = group.compactMap { values[$0] }.max() ?? 0
            for corner in group { values[corner] = largest }
        }
        return CornerRadii(topLeading: values[.topLeading]!, bottomLeading: values[.bottomLeading]!,
                           bottomTrailing: values[.bottomTrailing]!, topTrailing: values[.topTrailing]!)
    }
}
