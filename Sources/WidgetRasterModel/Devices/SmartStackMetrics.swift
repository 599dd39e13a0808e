/// The small presentation of a Live Activity (iOS 18): a card in Apple Watch's Smart Stack, the
/// same view CarPlay shows (iOS 26). The Live Activities HIG publishes no size for it; a Smart Stack
/// item is a rectangular Smart Stack widget, whose sizes HIG-W publishes per watch (40 mm
/// 152 × 69.5 … 49 mm 191 × 81.5), so the card is drawn at the 45-mm watch's (`docs/live-activities.md`).
package enum SmartStackMetrics {
    /// The card on a 45-mm Apple Watch (HIG-W, rectangular Smart Stack widget).
    package static let card = Size(width: 184, height: 80.5)
    /// The card's corner radius (estimate: the Smart Stack's platters look a quarter as round as
    /// they are tall; no published figure).
    package static let cornerRadius = 20.0
    /// Space between the compact views and the card's edges when the activity has no small view
    /// and the watch shows its compact leading and trailing views instead (estimate).
    package static let compactInset = 12.0

    /// The small presentation, on every iPhone that pairs with a watch running watchOS 11.
    static func families() -> [WidgetFamily: FamilySize] { [.liveActivitySmall: FamilySize(card)] }
}
