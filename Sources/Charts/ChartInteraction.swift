import Foundation
import SwiftUI
import WidgetRaster

/// What a person does with a chart in an app — select, scroll, drag — and a widget never lets
/// them: accepted so the code compiles, and changes no image. The app's code draws a selection
/// from its binding's value, so a binding holding one draws it.
extension View {
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View { self }
    /// Accepted: the whole domain shows, as a chart that has not been scrolled draws it.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { self }
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View { self }
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { self }
    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View { self }
    public func chartScrollTargetBehavior<B: ChartScrollTargetBehavior>(_ behavior: B) -> some View { self }
}

/// Where a scrolled chart comes to rest (accepted: a widget's chart does not scroll).
public protocol ChartScrollTargetBehavior {}

/// A scroll that rests on values of a unit or on dates matching components (accepted).
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    public init<T: Plottable & Numeric>(unit: T, majorAlignment: MajorValueAlignment<T>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    public init(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    public init<X: Plottable & Numeric, Y: Plottable & Numeric>(xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                                                yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                                                limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    public init<X: Plottable & Numeric>(xUnit: X, yMatching yComponents: DateComponents, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                        yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    public init<Y: Plottable & Numeric>(xMatching xComponents: DateComponents, yUnit: Y, xMajorAlignment: MajorValueAlignment<Date>? = nil,
                                        yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
    public init(xMatching xComponents: DateComponents, yMatching yComponents: DateComponents,
                xMajorAlignment: MajorValueAlignment<Date>? = nil, yMajorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    public static func valueAligned<P: Plottable & Numeric>(unit: P, majorAlignment: MajorValueAlignment<P>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }
    public static func valueAligned(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(matching: components, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }
    public static func valueAligned<X: Plottable & Numeric, Y: Plottable & Numeric>(
        xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil, yMajorAlignment: MajorValueAlignment<Y>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xUnit: xUnit, yUnit: yUnit, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }
    public static func valueAligned<X: Plottable & Numeric>(
        xUnit: X, yMatching yComponents: DateComponents, xMajorAlignment: MajorValueAlignment<X>? = nil,
        yMajorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xUnit: xUnit, yMatching: yComponents, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment,
             limitBehavior: limitBehavior)
    }
    public static func valueAligned<Y: Plottable & Numeric>(
        xMatching xComponents: DateComponents, yUnit: Y, xMajorAlignment: MajorValueAlignment<Date>? = nil,
        yMajorAlignment: MajorValueAlignment<Y>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xMatching: xComponents, yUnit: yUnit, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment,
             limitBehavior: limitBehavior)
    }
    public static func valueAligned(
        xMatching xComponents: DateComponents, yMatching yComponents: DateComponents, xMajorAlignment: MajorValueAlignment<Date>? = nil,
        yMajorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        Self(xMatching: xComponents, yMatching: yComponents, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment,
             limitBehavior: limitBehavior)
    }
}

/// The larger step a value-aligned scroll snaps to: a page, a unit, or matching date components (accepted).
public struct MajorValueAlignment<Value> {
    public static var page: MajorValueAlignment<Value> { MajorValueAlignment() }
    public static func unit(_ unit: Value) -> MajorValueAlignment<Value> { MajorValueAlignment() }
}

extension MajorValueAlignment where Value == Date {
    public static func matching(_ components: DateComponents) -> MajorValueAlignment<Date> { MajorValueAlignment() }
}

/// Whether a value-aligned scroll stops at the data's ends (accepted).
public struct ValueAlignedLimitBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ValueAlignedLimitBehavior(name: "automatic")
    public static let always = ValueAlignedLimitBehavior(name: "always")
    public static let never = ValueAlignedLimitBehavior(name: "never")
}
