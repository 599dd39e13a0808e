import Foundation

// Core Media's time, which AVFoundation brings (`import AVFoundation` gives CMTime on iOS): kept
// here, as no code imports Core Media for itself.

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

/// What a time's value means: valid, rounded, infinite or indefinite.
public struct CMTimeFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    public static let implicitValueMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// A time as a rational number of seconds, `value / timescale`.
public struct CMTime: Comparable, Hashable, Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    /// An invalid time (all fields zero).
    public init() { self.init(value: 0, timescale: 0, flags: [], epoch: 0) }

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        (self.value, self.timescale, self.flags, self.epoch) = (value, timescale, flags, epoch)
    }

    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: .valid, epoch: 0)
    }

    /// The time nearest `seconds` in the given timescale (invalid for NaN, an infinity for one).
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard seconds.isFinite else {
            self = seconds.isNaN ? .invalid : seconds > 0 ? .positiveInfinity : .negativeInfinity
            return
        }
        let scaled = seconds * Double(preferredTimescale)
        self.init(value: CMTimeValue(scaled.rounded()), timescale: preferredTimescale,
                  flags: scaled.rounded() == scaled ? .valid : [.valid, .hasBeenRounded], epoch: 0)
    }

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .implicitValueMask) }

    /// The time in seconds: NaN for an invalid or indefinite time, ±infinity for the infinities.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric, timescale != 0 else { return .nan }
        return Double(value) / Double(timescale)
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime()
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    /// Equal as numbers of seconds (1/2 equals 2/4), as `CMTimeCompare` finds them.
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(order)
        if isNumeric { hasher.combine(seconds) }
    }

    /// Where the time's kind falls in Core Media's order: negative infinity, numbers, indefinite,
    /// positive infinity, invalid.
    fileprivate var order: Int {
        if !isValid { return 4 }
        if isNegativeInfinity { return 0 }
        if isNumeric { return 1 }
        return isPositiveInfinity ? 3 : 2
    }
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// -1, 0 or 1 as `time1` is before, at or after `time2`: negative infinity before every number,
/// then indefinite, positive infinity and, last, invalid times, each equal to its own kind.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    if time1.order != time2.order { return time1.order < time2.order ? -1 : 1 }
    guard time1.isNumeric else { return 0 }
    let product1 = time1.value.multipliedReportingOverflow(by: CMTimeValue(time2.timescale))
    let product2 = time2.value.multipliedReportingOverflow(by: CMTimeValue(time1.timescale))
    func sign<T: Comparable>(_ left: T, _ right: T) -> Int32 { left == right ? 0 : left < right ? -1 : 1 }
    if product1.overflow || product2.overflow { return sign(time1.seconds, time2.seconds) }
    return sign(product1.partialValue, product2.partialValue)
}
