/// StandBy's measures, in points. The HIG says StandBy shows "two small system family widgets
/// side-by-side, scaled up so they fill the Lock Screen" of an iPhone on its side; it publishes no
/// number, so the inset is an estimate and the size follows from it (`docs/standby.md`).
package enum StandByMetrics {
    /// Space between a widget and the screen's top and bottom edges on its side (estimate).
    package static let inset = 20.0

    /// A small widget in StandBy: laid out at the Home Screen's small size and drawn as tall as the
    /// iPhone's width on its side, less the insets.
    static func families(screenWidth: Double, small: Double) -> [WidgetFamily: FamilySize] {
        let side = screenWidth - 2 * inset
        return [.standBy: FamilySize(canvas: Size(width: small, height: small), device: Size(width: side, height: side))]
    }
}
