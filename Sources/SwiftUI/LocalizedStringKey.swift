import Foundation
import WidgetRaster

/// A string literal with interpolations, formatted when the text is drawn with the
/// environment's locale, time zone and moment — as `Text("\(temp)°")` is in SwiftUI.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, @unchecked Sendable {
    enum Segment: Hashable {
        case literal(String)
        case date(Date, Text.DateStyle)
        case formatted(AnyFormatted)
    }

    /// A value with its formatting, compared by what it prints in the reference environment.
    struct AnyFormatted: Hashable {
        let format: (EnvironmentValues) -> String
        static func == (a: AnyFormatted, b: AnyFormatted) -> Bool { a.format(EnvironmentValues()) == b.format(EnvironmentValues()) }
        func hash(into hasher: inout Hasher) { hasher.combine(format(EnvironmentValues())) }
    }

    var segments: [Segment]

    public init(_ value: String) { segments = [.literal(value)] }
    public init(stringLiteral value: String) { segments = [.literal(value)] }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The text as shown in an environment.
    func resolved(in environment: EnvironmentValues) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let s): return s
            case let .date(date, style): return Text.dateFormatter(environment).string(date, style: style)
            case .formatted(let f): return f.format(environment)
            }
        }.joined()
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }
        public mutating func appendInterpolation(_ string: String) { segments.append(.literal(string)) }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { segments.append(.literal(String(string))) }

        /// Integers print as they are; floating-point values as `%lf` prints them ("3.500000"), as in SwiftUI.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { segments.append(.literal("\(value)")) }
        public mutating func appendInterpolation(_ value: Double) { appendInterpolation(value, specifier: "%lf") }
        public mutating func appendInterpolation(_ value: Float) { appendInterpolation(Double(value), specifier: "%f") }
        public mutating func appendInterpolation(_ value: CGFloat) { appendInterpolation(Double(value), specifier: "%lf") }

        /// A number in a printf format: `"\(temperature, specifier: "%.1f")"`.
        public mutating func appendInterpolation(_ value: Double, specifier: String) {
            segments.append(.formatted(AnyFormatted { env in String(format: specifier, locale: env.locale, value) }))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            let number = Int64(value)
            segments.append(.formatted(AnyFormatted { env in String(format: specifier, locale: env.locale, number) }))
        }

        /// A value in a Foundation format style: `.number`, `.percent`, `.currency(code:)`, `.dateTime…`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatOutput == String {
            segments.append(.formatted(AnyFormatted { env in format.locale(env.locale).format(input) }))
        }

        /// A date in a `Text.DateStyle`, counted from the widget's moment where relative.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { segments.append(.date(date, style)) }

        /// Another text's characters (its styling is not kept inside one text).
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.formatted(AnyFormatted { env in text.plainString(in: env) }))
        }

        /// A value whose description is its text (`URL`, `UUID`, an enum of strings…). SwiftUI asks for
        /// a formatter here; taking the description keeps the text the same.
        public mutating func appendInterpolation<T: LosslessStringConvertible>(_ value: T) { segments.append(.literal(value.description)) }
    }
}
