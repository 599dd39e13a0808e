/// A size in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(Size.format(width))×\(Size.format(height))" }

    /// Points as a name shows them: whole, or to a hundredth (69.33, not 69.33333333333333).
    package static func format(_ v: Double) -> String {
        let hundredths = (v * 100).rounded() / 100
        return hundredths == hundredths.rounded() ? String(Int(hundredths)) : String(hundredths)
    }
}

/// A point in points, origin top-left, y down.
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle in points.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }

    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: max(0, width - insets.leading - insets.trailing),
             height: max(0, height - insets.top - insets.bottom))
    }

    package func offsetBy(x: Double, y: Double) -> Rect { Rect(x: minX + x, y: minY + y, width: width, height: height) }

    /// The overlap of two rectangles, or nil when they do not overlap.
    package func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String {
        "(\(Size.format(minX)), \(Size.format(minY)), \(Size.format(width)), \(Size.format(height)))"
    }
}

/// Insets per edge, in points; leading/trailing as SwiftUI names them.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    public static let zero = EdgeInsets()

    public init(edges: Edge.Set, length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}

/// An edge of a rectangle, and sets of them as `padding(_:_:)` takes.
public enum Edge: String, CaseIterable, Sendable, Codable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.horizontal, .vertical]

        /// The names a scene file uses: the four edges plus `horizontal`, `vertical`, `all`.
        public static let byName: [String: Set] = [
            "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
            "horizontal": .horizontal, "vertical": .vertical, "all": .all,
        ]
    }
}

/// A point in a view's unit square (`UnitPoint`), used by gradients.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    /// The same point with leading and trailing swapped (for right-to-left layout).
    public var mirrored: UnitPoint { UnitPoint(x: 1 - x, y: y) }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    package static let byName: [String: UnitPoint] = [
        "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading,
        "center": .center, "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom,
        "bottomTrailing": .bottomTrailing,
    ]
}

extension Rect {
    /// The point at a unit position in this rect (`.center` is its middle).
    public func point(at unit: UnitPoint) -> Point {
        Point(x: minX + unit.x * width, y: minY + unit.y * height)
    }
}
