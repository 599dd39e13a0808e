import Foundation

/// The unified log, as widget code writes to it (`Logger(subsystem:category:)`,
/// `logger.error("… \(value, privacy: .public)")`). A rendered image shows no log, so messages are
/// dropped, unless `WIDGETRASTER_OSLOG=1` is set: then each goes to standard error with its level
/// and category, to follow a widget's own code while it renders.
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public init() { self.init(subsystem: "", category: "") }
    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

    public func log(level: OSLogType = .default, _ message: OSLogMessage) { write(level.name, message) }
    public func log(_ message: OSLogMessage) { write("default", message) }
    public func trace(_ message: OSLogMessage) { write("debug", message) }
    public func debug(_ message: OSLogMessage) { write("debug", message) }
    public func info(_ message: OSLogMessage) { write("info", message) }
    public func notice(_ message: OSLogMessage) { write("notice", message) }
    public func warning(_ message: OSLogMessage) { write("warning", message) }
    public func error(_ message: OSLogMessage) { write("error", message) }
    public func critical(_ message: OSLogMessage) { write("critical", message) }
    public func fault(_ message: OSLogMessage) { write("fault", message) }

    private func write(_ level: String, _ message: OSLogMessage) {
        guard ProcessInfo.processInfo.environment["WIDGETRASTER_OSLOG"] == "1" else { return }
        let place = category.isEmpty ? subsystem : "\(subsystem):\(category)"
        FileHandle.standardError.write(Data("[\(level)] \(place) \(message.text)\n".utf8))
    }
}

/// A log message built by interpolation; privacy, alignment and format are accepted and the value
/// is written as `String(describing:)` would.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    public struct Interpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto,
                                                    align: OSLogStringAlignment = .none) {
            text += String(describing: value())
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure () -> T, format: OSLogIntegerFormatting,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure () -> T, format: OSLogFloatFormatting,
                                                                         align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += String(describing: Double(value()))
        }
    }
}

/// Whether a logged value is redacted in the log.
public struct OSLogPrivacy: Sendable {
    public static let auto = OSLogPrivacy()
    public static let `public` = OSLogPrivacy()
    public static let `private` = OSLogPrivacy()
    public static let sensitive = OSLogPrivacy()
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public struct Mask: Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// Padding of a logged value.
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// How a logged integer is written.
public struct OSLogIntegerFormatting: Sendable {
    public static let decimal = OSLogIntegerFormatting()
    public static let hex = OSLogIntegerFormatting()
    public static let octal = OSLogIntegerFormatting()
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int? = nil) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int? = nil) -> OSLogIntegerFormatting { .hex }
}

/// How a logged floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    public static let fixed = OSLogFloatFormatting()
    public static let exponential = OSLogFloatFormatting()
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
}

/// A log level.
public struct OSLogType: Equatable, Sendable {
    let name: String
    public static let `default` = OSLogType(name: "default")
    public static let info = OSLogType(name: "info")
    public static let debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error")
    public static let fault = OSLogType(name: "fault")
}

/// A log handle for `os_log` and `Logger(_:)`.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "")
}

/// `os_log("format %@", log: …, type: …, args…)`: the format is written with its arguments in order.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: CVarArg...) {
    Logger(log).log(level: type, OSLogMessage(stringLiteral: String(format: "\(message)", arguments: arguments)))
}

/// `os_log(.error, "…")` with a message built by interpolation.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}
