/// A size proposal: per dimension a number, 0, infinity, or nil ("your ideal size").
public struct Proposal: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public static let unspecified = Proposal(width: nil, height: nil)
    public static let zero = Proposal(width: 0, height: 0)
    public static let infinity = Proposal(width: .infinity, height: .infinity)

    /// nil dimensions replaced by 10, as shapes and colours answer (`replacingUnspecifiedDimensions`).
    public func replacingUnspecified(by value: Double = 10) -> Size {
        Size(width: width ?? value, height: height ?? value)
    }

    package func value(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }

    package static func make(_ axis: Axis, major: Double?, minor: Double?) -> Proposal {
        axis == .horizontal ? Proposal(width: major, height: minor) : Proposal(width: minor, height: major)
    }
}

/// The major axis of a stack; sets of axes say which ones a view constrains (`ViewThatFits(in:)`).
public enum Axis: Sendable {
    case horizontal, vertical

    package var other: Axis { self == .horizontal ? .vertical : .horizontal }

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension Size {
    package func value(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

    package static func make(_ axis: Axis, major: Double, minor: Double) -> Size {
        axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }
}
