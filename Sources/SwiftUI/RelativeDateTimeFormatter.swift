import Foundation

/// Foundation's relative date formatter ("3 hours ago", "yesterday"), which
/// swift-corelibs-foundation lacks: written over `Date.RelativeFormatStyle`, which it has.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }
    public enum Context: Int, Sendable { case unknown, dynamic, standalone, listItem, beginningOfSentence, middleOfSentence }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Context = .unknown
    open var calendar: Calendar! = .current
    /// The image's locale by default: a rendering's device speaks the language it is drawn in.
    open var locale: Locale! = EnvironmentValues.current.locale

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` as seen from `referenceDate`: "in 2 days", "5 min. ago".
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        var style = Date.RelativeFormatStyle(presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units,
                                             locale: locale ?? .current, calendar: calendar ?? .current)
        style.capitalizationContext = formattingContext == .beginningOfSentence || formattingContext == .standalone
            ? .beginningOfSentence : .middleOfSentence
        // The style measures from now; moving the date by the reference's distance from now
        // measures from the reference.
        return style.format(Date.now.addingTimeInterval(date.timeIntervalSince(referenceDate)))
    }

    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date.now
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date.now
        let date = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: date, relativeTo: now)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: .now) }
    }

    private var units: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }
}
