import SwiftUI
import WidgetRaster

/// A component an axis draws at each value it marks: `AxisGridLine`, `AxisTick`, `AxisValueLabel`,
/// or a list of them built with `@AxisMarkBuilder`.
public protocol AxisMark: AxisContent {}

extension AxisGridLine: AxisMark {}
extension AxisTick: AxisMark {}
extension AxisValueLabel: AxisMark {}
extension _AxisContentList: AxisMark {}
extension _ModifiedAxisContent: AxisMark {}

/// Lists axis mark components one per line (`@AxisMarkBuilder func parts() -> some AxisMark`),
/// as `AxisContentBuilder` lists axis content.
public typealias AxisMarkBuilder = AxisContentBuilder

/// An axis mark component of any type.
public struct AnyAxisMark: AxisMark {
    let mark: any AxisMark

    public init(_ content: any AxisMark) { mark = content }

    public func _parts(for value: AxisValue, in axis: _AxisContext) -> [_AxisPart] { mark._parts(for: value, in: axis) }
}

/// Axis content of any type (`AxisMarks` built in different ways).
public struct AnyAxisContent: AxisContent {
    let content: any AxisContent

    public init(_ content: any AxisContent) { self.content = content }

    public func _marks(in axis: _AxisContext) -> [ChartAxisMark] { content._marks(in: axis) }
    public func _parts(for value: AxisValue, in axis: _AxisContext) -> [_AxisPart] { content._parts(for: value, in: axis) }
}
