/// Control Center's and the Lock Screen's measures for controls, in points.
///
/// Apple publishes none (the HIG "Controls" page and WidgetKit's articles name the sizes — small,
/// medium, large — and what each shows, not their points), so every number here is an estimate,
/// derived as `docs/controls.md` says: Control Center lays modules on a four-column grid, a small
/// control fills one cell, a medium one two cells side by side, a large one two by two; every
/// module has the one corner radius, half a cell, so a small control is a circle and a medium one a capsule.
package enum ControlMetrics {
    /// Space between two cells of Control Center's grid (estimate).
    package static let spacing = 16.0
    /// Space between the grid and each side of the screen (estimate).
    package static let sideInset = 34.0
    /// Diameter of a Lock Screen control slot, as the flashlight's and camera's (estimate).
    package static let lockScreenDiameter = 50.0
    /// The symbol's point size in a small or Lock Screen control (estimate).
    package static let symbolSize = 22.0
    /// The symbol's point size beside or above the title of a medium or large control (estimate).
    package static let labelledSymbolSize = 20.0
    /// The platter of a control that is off, or of a button: Control Center's module material as
    /// it shows over the dimmed, blurred Home Screen, flattened to one opaque grey (estimate).
    package static let platter = "#3C3C3E"
    /// Space between a large control's edges, and a medium one's leading end, and its symbol and text (estimate).
    package static let inset = 18.0
    /// Space between a medium control's text and its trailing end (estimate).
    package static let trailingInset = 12.0
    /// Space between a medium control's symbol and its text (estimate).
    package static let symbolSpacing = 10.0
    /// A value's opacity under the title, as a secondary label's (estimate).
    package static let valueOpacity = 0.6

    /// The side of one grid cell on an iPhone screen: four cells and three gaps between the side insets, to a third of a point.
    package static func cell(screenWidth: Double) -> Double {
        ((screenWidth - 2 * sideInset - 3 * spacing) / 4 * 3).rounded() / 3
    }

    /// Half a grid cell, the radius every module has: a small or Lock Screen control is a circle,
    /// a medium one a capsule, a large one (two cells and a gap square) a rounded square.
    package static func cornerRadius(of family: WidgetFamily, size: Size) -> Double {
        (family == .controlLarge ? (size.width - spacing) / 2 : size.height) / 2
    }

    /// The controls' sizes on an iPhone screen.
    static func families(screenWidth: Double) -> [WidgetFamily: FamilySize] {
        let cell = cell(screenWidth: screenWidth)
        let wide = 2 * cell + spacing
        return [.controlSmall: FamilySize(Size(width: cell, height: cell)),
                .controlMedium: FamilySize(Size(width: wide, height: cell)),
                .controlLarge: FamilySize(Size(width: wide, height: wide)),
                .controlLockScreen: FamilySize(Size(width: lockScreenDiameter, height: lockScreenDiameter))]
    }
}
