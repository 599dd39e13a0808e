import Foundation
import WidgetRaster

/// A size proposal: a number, or nil for "your ideal size", per dimension.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ proposal: Proposal) { self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) }) }
    var proposal: Proposal { Proposal(width: width.map(Double.init), height: height.map(Double.init)) }
}

/// A layout's subviews, in the order its content lists them.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let proxies: [LayoutSubview]
    public var startIndex: Int { proxies.startIndex }
    public var endIndex: Int { proxies.endIndex }
    public subscript(index: Int) -> LayoutSubview { proxies[index] }
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { lhs.proxies == rhs.proxies }
}

/// One subview as a layout sees it: its size for a proposal, its priority, and where to put it.
public struct LayoutSubview: Equatable {
    let proxy: LayoutSubviewProxy

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proxy.sizeThatFits(proposal.proposal)
        return CGSize(width: size.width, height: size.height)
    }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }
    public var priority: Double { proxy.priority }
    /// The spacing SwiftUI keeps around a view: the standard 8 points each way.
    public var spacing: ViewSpacing { ViewSpacing() }
    /// A value the subview set with `layoutValue(key:value:)`: its key's default here.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }

    /// Places the subview with its `anchor` at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        proxy.place(at: Point(x: position.x, y: position.y), anchor: anchor, proposal: proposal.proposal)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.proxy === rhs.proxy }
}

/// The spacing a view prefers next to others: SwiftUI's standard 8 points.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing(standard: 0)
    let standard: CGFloat
    public init() { standard = 8 }
    init(standard: CGFloat) { self.standard = standard }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(standard, next.standard) }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { self = ViewSpacing(standard: max(standard, other.standard)) }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { ViewSpacing(standard: max(standard, other.standard)) }
}

/// How a layout behaves as a stack (its orientation, for spacers inside it).
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// A key for a value a subview hands its layout (`layoutValue(key:value:)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// A value for the enclosing layout to read: accepted; layouts read the key's default.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View { self }
}
