import Foundation
import SwiftUI
import WidgetRaster

/// A three-dimensional chart (iOS 26), not drawn yet: rendering one fails naming `Chart3D` and
/// the file and line that wrote it.
public struct Chart3D<Content: Chart3DContent>: View, _PrimitiveView {
    public typealias Body = Never
    let report: _UnsupportedModifier<EmptyView>

    public init(file: StaticString = #fileID, line: UInt = #line, @Chart3DContentBuilder content: () -> Content) {
        report = _UnsupportedModifier(content: EmptyView(), name: "Chart3D", file: file, line: line)
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { context.nodes(report) }
}

/// What a `Chart3D` plots: surfaces and points, or the app's own content built of them.
public protocol Chart3DContent {
    associatedtype Chart3DBody: Chart3DContent
    @Chart3DContentBuilder var body: Chart3DBody { get }
}

extension Never: Chart3DContent {
    public var body: Never { fatalError("Never has no body") }
}

/// Content made of several pieces (`Chart3D { SurfacePlot(…); PointMark(…) }`).
public struct Chart3DContentGroup: Chart3DContent {
    public var body: Never { fatalError("a group has no body") }
}

/// Builds a `Chart3D`'s content.
@resultBuilder public enum Chart3DContentBuilder {
    public static func buildBlock<C: Chart3DContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: Chart3DContent>(_ content: repeat each C) -> Chart3DContentGroup { Chart3DContentGroup() }
    public static func buildExpression<C: Chart3DContent>(_ content: C) -> C { content }
}

/// A surface over x and z, its height y given by `function` (iOS 26): accepted, and drawn only by
/// a `Chart3D`, which is reported.
public struct SurfacePlot: Chart3DContent {
    public var body: Never { fatalError("SurfacePlot has no body") }

    public init(x: LocalizedStringKey, y: LocalizedStringKey, z: LocalizedStringKey, function: @escaping @Sendable (Double, Double) -> Double) {}

    /// How the surface is coloured: accepted (the 3-D chart it styles is reported).
    public func foregroundStyle<S: Chart3DSurfaceStyle>(_ style: S) -> SurfacePlot { self }
}

extension PointMark: Chart3DContent {
    /// A point of a 3-D chart (iOS 26); in a 2-D chart its x and y, with z left out.
    public init<X: Plottable, Y: Plottable, Z: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, z: PlottableValue<Z>) {
        self.init(x: x, y: y)
    }
}

/// How a 3-D surface is coloured: by its height or by the direction it faces.
public protocol Chart3DSurfaceStyle: Hashable {}

/// A surface style Swift Charts names.
public struct _Chart3DSurfaceStyle: Chart3DSurfaceStyle {
    let name: String
}

extension Chart3DSurfaceStyle where Self == _Chart3DSurfaceStyle {
    public static var heightBased: _Chart3DSurfaceStyle { _Chart3DSurfaceStyle(name: "heightBased") }
    public static var normalBased: _Chart3DSurfaceStyle { _Chart3DSurfaceStyle(name: "normalBased") }
}

/// An angle in the plane (Spatial's `Angle2D`), as a 3-D chart's pose takes it.
public struct Angle2D: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle2D { Angle2D(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle2D { Angle2D(degrees: degrees) }
}

/// Where a 3-D chart is seen from.
public struct Chart3DPose: Hashable, Sendable {
    public var azimuth: Angle2D
    public var inclination: Angle2D
    public init(azimuth: Angle2D, inclination: Angle2D) { (self.azimuth, self.inclination) = (azimuth, inclination) }
    public static var front: Chart3DPose { Chart3DPose(azimuth: .zero, inclination: .zero) }
    public static var top: Chart3DPose { Chart3DPose(azimuth: .zero, inclination: .degrees(90)) }
    public static var right: Chart3DPose { Chart3DPose(azimuth: .degrees(90), inclination: .zero) }
}

extension Angle2D {
    static let zero = Angle2D(radians: 0)
}

extension View {
    /// Where a 3-D chart is seen from: accepted (the 3-D chart it turns is reported).
    public func chart3DPose(_ pose: Binding<Chart3DPose>) -> some View { self }
    /// Where a 3-D chart is seen from: accepted (the 3-D chart it turns is reported).
    public func chart3DPose(_ pose: Chart3DPose) -> some View { self }
    /// A 3-D chart's z domain: accepted (the 3-D chart it scales is reported).
    public func chartZScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
    /// The z value a person selects: accepted; a still image has no selection.
    public func chartZSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// The z range a person selects: accepted; a still image has no selection.
    public func chartZSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }
}
