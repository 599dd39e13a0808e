import Foundation

/// Foundation's `DateComponentsFormatter`, which swift-corelibs-foundation leaves out, as widget
/// code formats "5 min ago" with it: durations in the largest units that fit, in the units style
/// and locale asked for (built on `Duration.UnitsFormatStyle`, so translated as Foundation's are).
/// Apple's own, where it exists, is the one widget code gets there.
open class DateComponentsFormatter: @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable {
        case positional, abbreviated, short, full, spellOut, brief
    }

    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// Which units may appear; empty: days down to seconds.
    open var allowedUnits: NSCalendar.Unit = []
    /// At most this many units (0: no limit); the rest is dropped, not rounded up.
    open var maximumUnitCount = 0
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var calendar: Calendar?
    open var referenceDate: Date?
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var formattingContext: Formatter.Context = .unknown

    public init() {}

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        return format(Duration.seconds(ti))
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open func string(from components: DateComponents) -> String? {
        let seconds = Double(components.day ?? 0) * 86_400 + Double(components.hour ?? 0) * 3_600
            + Double(components.minute ?? 0) * 60 + Double(components.second ?? 0) + Double(components.weekOfMonth ?? 0) * 604_800
        return string(from: seconds)
    }

    open func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: return string(from: interval)
        case let components as DateComponents: return string(from: components)
        default: return nil
        }
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private var units: [Duration.UnitsFormatStyle.Unit] {
        let all: [(NSCalendar.Unit, Duration.UnitsFormatStyle.Unit)] = [(.weekOfMonth, .weeks), (.day, .days), (.hour, .hours),
                                                                         (.minute, .minutes), (.second, .seconds)]
        let chosen = all.filter { allowedUnits.contains($0.0) }.map(\.1)
        return chosen.isEmpty ? [.days, .hours, .minutes, .seconds] : chosen
    }

    private func format(_ duration: Duration) -> String {
        let locale = calendar?.locale ?? .autoupdatingCurrent
        if unitsStyle == .positional {
            let total = Int(duration.components.seconds)
            let (h, m, s) = (abs(total) / 3_600, abs(total) / 60 % 60, abs(total) % 60)
            let sign = total < 0 ? "-" : ""
            if units.contains(.hours), h > 0 || zeroFormattingBehavior.contains(.pad) {
                return sign + "\(h):" + String(format: "%02d:%02d", m, s)
            }
            return sign + (zeroFormattingBehavior.contains(.pad) ? String(format: "%02d", m) : "\(m)") + ":" + String(format: "%02d", s)
        }
        let width: Duration.UnitsFormatStyle.UnitWidth = switch unitsStyle {
        case .full, .spellOut: .wide
        case .short: .abbreviated
        case .abbreviated: .narrow
        case .brief: .condensedAbbreviated
        case .positional: .abbreviated
        }
        let style = Duration.UnitsFormatStyle(allowedUnits: Set(units), width: width,
                                              maximumUnitCount: maximumUnitCount > 0 ? maximumUnitCount : nil,
                                              zeroValueUnits: .hide, valueLength: nil, fractionalPart: .hide(rounded: .down))
        return duration.formatted(style.locale(locale))
    }
}
