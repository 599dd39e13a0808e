import WidgetRaster

/// How bars that share an x value are stacked: one on another (the default), each from zero,
/// stacked to 1, or stacked about zero.
public struct MarkStackingMethod: Hashable, Sendable {
    let stacking: ChartMark.Stacking

    public static let standard = MarkStackingMethod(stacking: .standard)
    public static let unstacked = MarkStackingMethod(stacking: .unstacked)
    public static let normalized = MarkStackingMethod(stacking: .normalized)
    public static let center = MarkStackingMethod(stacking: .center)
}
