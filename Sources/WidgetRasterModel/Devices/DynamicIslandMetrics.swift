/// The Dynamic Island's and the Lock Screen Live Activity's measures, in points.
///
/// Published (HIG, Live Activities, "Specifications"): the compact leading and trailing views are
/// 52.33 × 36.67 pt on 393-pt screens and 62.33 × 36.67 pt on 430-pt screens; the minimal view is
/// 36.67 pt tall; the expanded presentation and the Lock Screen view are 371 pt (393-pt screens) and
/// 408 pt (430-pt screens) wide and at most 160 pt tall. The rest are estimates, derived as
/// `docs/live-activities.md` says.
package enum DynamicIslandMetrics {
    /// Height of the compact and minimal presentations (HIG).
    package static let height = 36.67
    /// Width of the sensor housing between the compact views: the island at rest (126 pt, as
    /// measured on a 393-pt iPhone's screen; estimate).
    package static let sensorWidth = 126.0
    /// The tallest the Lock Screen and expanded presentations grow (HIG).
    package static let maxHeight = 160.0
    /// The island's and the Lock Screen view's distance from each side of the screen: the published
    /// widths are the screen's less 22 pt on both screens the HIG lists.
    package static let screenInset = 11.0
    /// The expanded island's corner radius: the screen's (55 pt on the island iPhones) less its inset (estimate).
    package static let expandedCornerRadius = 44.0
    /// Space between a compact view and the island's rounded end (estimate: a 24-pt-tall view sits
    /// concentric with the island's ends).
    package static let compactMargin = 6.0
    /// Space around the minimal view inside its circle (estimate).
    package static let minimalMargin = 6.0
    /// Space around the expanded regions (estimate: the 14-pt margin the system gives notifications, WWDC23 10194).
    package static let expandedMargin = 14.0
    /// Space between the expanded regions (estimate).
    package static let expandedSpacing = 8.0
    /// How far below the sensor housing the center region starts (estimate).
    package static let expandedCenterGap = 4.0
    /// Width of the `keylineTint` border (estimate).
    package static let keylineWidth = 1.0

    /// The compact leading (and trailing) view's width on a screen with a Dynamic Island (HIG), or
    /// nil for a screen without one.
    package static func compactSlotWidth(screenWidth: Double) -> Double? {
        switch screenWidth {
        case 393: return 52.33
        case 430: return 62.33
        default: return nil
        }
    }

    /// Where the sensor housing (the island at rest, over the TrueDepth camera) sits in an image of a
    /// presentation `size` big: between the compact views, at the top centre of the expanded
    /// island; nil for the other presentations, which it does not cover.
    package static func sensorHousing(in family: WidgetFamily, size: Size) -> Rect? {
        switch family {
        case .dynamicIslandCompact, .dynamicIslandExpanded:
            return Rect(x: (size.width - sensorWidth) / 2, y: 0, width: sensorWidth, height: height)
        default:
            return nil
        }
    }

    /// The presentations' sizes on an iPhone screen: the Lock Screen view's on every iPhone, the
    /// Dynamic Island's where the screen has one.
    static func families(screenWidth: Double) -> [WidgetFamily: FamilySize] {
        let wide = Size(width: screenWidth - 2 * screenInset, height: maxHeight)
        var families: [WidgetFamily: FamilySize] = [.liveActivity: FamilySize(wide)]
        if let slot = compactSlotWidth(screenWidth: screenWidth) {
            families[.dynamicIslandCompact] = FamilySize(Size(width: 2 * slot + sensorWidth, height: height))
            families[.dynamicIslandMinimal] = FamilySize(Size(width: height, height: height))
            families[.dynamicIslandExpanded] = FamilySize(wide)
        }
        return families
    }
}
