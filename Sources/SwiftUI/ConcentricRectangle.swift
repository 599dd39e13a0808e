import Foundation
import WidgetRaster

extension Edge {
    /// A corner of a rectangle (iOS 26).
    public enum Corner: Hashable, Sendable, CaseIterable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// How a corner is rounded: square or by a fixed radius, or concentric with the container
        /// shape (the widget), whose radius less the corner's distance it takes (iOS 26).
        public struct Style: Hashable, Sendable {
            let model: ConcentricCorners.Style

            /// The container's corner radius less the distance between the corners; 0 is square.
            public static var concentric: Style { Style(model: .concentric) }

            /// `concentric`, but never below `minimum` (a fixed radius; another concentric style counts as none).
            public static func concentric(minimum: Style? = nil) -> Style {
                guard case .fixed(let radius)? = minimum?.model else { return .concentric }
                return Style(model: .concentric(minimum: radius))
            }

            /// A fixed radius; 0 is a square corner.
            public static func fixed(_ radius: CGFloat) -> Style { Style(model: .fixed(Double(max(0, radius)))) }
        }

        var model: ConcentricCorners.Corner {
            switch self {
            case .topLeading: return .topLeading
            case .topTrailing: return .topTrailing
            case .bottomLeading: return .bottomLeading
            case .bottomTrailing: return .bottomTrailing
            }
        }
    }
}

/// A rectangle whose corners are square, fixed or concentric with the container shape — in a
/// widget, the widget's own rounded rectangle (iOS 26). Corners made uniform take the largest
/// radius among them.
public struct ConcentricRectangle: Shape, _BuiltInShape, _PrimitiveView {
    let corners: ConcentricCorners

    /// Every corner concentric, each on its own.
    public init() { corners = ConcentricCorners() }

    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.corners = Self.corners(corners, corners, corners, corners, uniform: isUniform ? [ConcentricCorners.Corner.allCases] : [])
    }

    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        corners = Self.corners(topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner)
    }

    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        corners = Self.corners(uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners, uniform: [ConcentricCorners.top, ConcentricCorners.bottom])
    }

    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        corners = Self.corners(uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners, uniformTrailingCorners,
                               uniform: [ConcentricCorners.leading, ConcentricCorners.trailing])
    }

    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        corners = Self.corners(uniformTopCorners, uniformTopCorners, bottomLeadingCorner, bottomTrailingCorner, uniform: [ConcentricCorners.top])
    }

    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                uniformBottomCorners: Edge.Corner.Style = .concentric) {
        corners = Self.corners(topLeadingCorner, topTrailingCorner, uniformBottomCorners, uniformBottomCorners, uniform: [ConcentricCorners.bottom])
    }

    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        corners = Self.corners(uniformLeadingCorners, topTrailingCorner, uniformLeadingCorners, bottomTrailingCorner, uniform: [ConcentricCorners.leading])
    }

    public init(topLeadingCorner: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
                uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        corners = Self.corners(topLeadingCorner, uniformTrailingCorners, bottomLeadingCorner, uniformTrailingCorners, uniform: [ConcentricCorners.trailing])
    }

    /// The model's corners: top leading, top trailing, bottom leading, bottom trailing, and the uniform groups.
    private static func corners(_ topLeading: Edge.Corner.Style, _ topTrailing: Edge.Corner.Style, _ bottomLeading: Edge.Corner.Style,
                                _ bottomTrailing: Edge.Corner.Style, uniform: [[ConcentricCorners.Corner]] = []) -> ConcentricCorners {
        ConcentricCorners(topLeading: topLeading.model, topTrailing: topTrailing.model, bottomLeading: bottomLeading.model,
                          bottomTrailing: bottomTrailing.model, uniform: uniform)
    }

    /// Without a container to be concentric with, fixed corners are drawn and concentric ones are square.
    public func path(in rect: CGRect) -> Path {
        func radius(_ style: ConcentricCorners.Style) -> CGFloat {
            switch style {
            case .fixed(let r): return CGFloat(r)
            case .concentric(let minimum): return CGFloat(minimum)
            }
        }
        return UnevenRoundedRectangle(topLeadingRadius: radius(corners.topLeading), bottomLeadingRadius: radius(corners.bottomLeading),
                                      bottomTrailingRadius: radius(corners.bottomTrailing), topTrailingRadius: radius(corners.topTrailing))
            .path(in: rect)
    }

    public var _kind: ShapeKind { .concentricRectangle(corners) }
}

extension Shape where Self == ConcentricRectangle {
    /// A rectangle with the same corner style at all four corners (iOS 26).
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}
