import Foundation
import WidgetRaster

/// A string literal with interpolations, formatted when the text is drawn with the
/// environment's locale, time zone and moment — as `Text("\(temp)°")` is in SwiftUI.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, @unchecked Sendable {
    enum Segment: Hashable {
        case literal(String)
        /// An interpolated value: its format specifier in the localisation key (`%@`, `%lld`, `%lf`).
        case argument(String, specifier: String)
        case date(Date, Text.DateStyle)
        case formatted(AnyFormatted, specifier: String)
        /// An image in the line (`"\(Image(systemName: "wifi")) Home"`): `Text` draws it as `Text(image)`;
        /// elsewhere it is left out.
        case image(Image)
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

    /// The key cut at its images: the text between them as keys of their own, and each image. A key
    /// with images inside is translated piece by piece.
    var piecesAroundImages: [Either] {
        var pieces: [Either] = [], run: [Segment] = []
        func endRun() {
            if run.contains(where: { $0 != .literal("") }) { pieces.append(.text(LocalizedStringKey(segments: run))) }
            run = []
        }
        for segment in segments {
            guard case .image(let image) = segment else { run.append(segment); continue }
            endRun()
            pieces.append(.image(image))
        }
        endRun()
        return pieces
    }

    enum Either { case text(LocalizedStringKey), image(Image) }

    init(segments: [Segment]) { self.segments = segments }

    /// The key an app's translations use: literals as written, each interpolation as its specifier.
    var key: String {
        let interpolated = segments.contains { if case .literal = $0 { return false }; return true }
        return segments.map { segment in
            switch segment {
            case .literal(let s): return interpolated ? s.replacingOccurrences(of: "%", with: "%%") : s
            case .argument(_, let specifier), .formatted(_, let specifier): return specifier
            case .date, .image: return "%@"
            }
        }.joined()
    }

    /// The text as shown in an environment: the translation of its key with the values put in, or
    /// the literal with its values.
    func resolved(in environment: EnvironmentValues) -> String { resolved(in: environment, values: values(in: environment)) }

    /// The text as `Text` draws it: its inline Markdown parsed on the translated format, each value
    /// put in afterwards as written (a value's own asterisks are not Markdown).
    func markdownSpans(in environment: EnvironmentValues) -> [InlineMarkdown.Span] {
        let values = values(in: environment)
        let markers = values.indices.map { String(Character(UnicodeScalar(0xF0000 + $0)!)) }
        return InlineMarkdown.spans(resolved(in: environment, values: markers)).map { span in
            var filled = span
            for (marker, value) in zip(markers, values) where filled.text.contains(marker) {
                filled.text = filled.text.replacingOccurrences(of: marker, with: value)
            }
            return filled
        }
    }

    /// The interpolated values, written as the environment writes them.
    private func values(in environment: EnvironmentValues) -> [String] {
        segments.compactMap { segment in
            switch segment {
            case .literal: return nil
            case .argument(let s, _): return s
            case let .date(date, style): return Text.dateFormatter(environment).string(date, style: style)
            case .formatted(let f, _): return f.format(environment)
            case .image: return ""
            }
        }
    }

    private func resolved(in environment: EnvironmentValues, values: [String]) -> String {
        let translation = environment.localization?.translation(key, locale: environment.locale)
        if let pseudolanguage = environment.pseudolanguage {
            return pseudolanguage.apply(to: translation ?? key, syntax: values.isEmpty ? .plain : .printf) {
                values.isEmpty ? $0 : Self.substitute(values, into: $0)
            }
        }
        if let translation { return values.isEmpty ? translation : Self.substitute(values, into: translation) }
        var next = values.makeIterator()
        return segments.map { segment in
            if case .literal(let s) = segment { return s }
            return next.next() ?? ""
        }.joined()
    }

    /// Puts values into a translated format: `%@`, `%lld`, `%lf`, `%d`… in order, `%2$@` by position, `%%`.
    static func substitute(_ values: [String], into format: String) -> String {
        var out = "", index = 0
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            out += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                out += "%"
                characters = rest.dropFirst()
                continue
            }
            var position: Int?
            if let dollar = rest.firstIndex(of: "$"), let n = Int(rest[..<dollar]) {
                position = n - 1
                rest = rest[rest.index(after: dollar)...]
            }
            // Skip flags, width, precision and length, up to the conversion character.
            let end = rest.firstIndex { "@dDiuUxXoOfFeEgGcCsSaA".contains($0) } ?? rest.endIndex
            let at = position ?? index
            out += values.indices.contains(at) ? values[at] : ""
            index += 1
            characters = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[rest.endIndex...]
        }
        return out + characters
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }
        public mutating func appendInterpolation(_ string: String) { segments.append(.argument(string, specifier: "%@")) }
        @_disfavoredOverload
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            segments.append(.argument(String(string), specifier: "%@"))
        }

        /// Integers print as they are; floating-point values as `%lf` prints them ("3.500000"), as in SwiftUI.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { segments.append(.argument("\(value)", specifier: "%lld")) }
        public mutating func appendInterpolation(_ value: Double) { appendInterpolation(value, specifier: "%lf") }
        public mutating func appendInterpolation(_ value: Float) { appendInterpolation(Double(value), specifier: "%f") }
        public mutating func appendInterpolation(_ value: CGFloat) { appendInterpolation(Double(value), specifier: "%lf") }

        /// A number in a printf format: `"\(temperature, specifier: "%.1f")"`.
        public mutating func appendInterpolation(_ value: Double, specifier: String) {
            segments.append(.formatted(AnyFormatted { env in String(format: specifier, locale: env.locale, value) }, specifier: specifier))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            let number = Int64(value)
            segments.append(.formatted(AnyFormatted { env in String(format: specifier, locale: env.locale, number) }, specifier: specifier))
        }

        /// A value in a Foundation format style: `.number`, `.percent`, `.currency(code:)`, `.dateTime…`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatOutput == String {
            segments.append(.formatted(AnyFormatted { env in format.locale(env.locale).format(input) }, specifier: "%@"))
        }

        /// A date in a `Text.DateStyle`, counted from the widget's moment where relative.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { segments.append(.date(date, style)) }

        /// An image in the line of text, sized and coloured as the text is.
        public mutating func appendInterpolation(_ image: Image) { segments.append(.image(image)) }

        /// Another text's characters (its styling is not kept inside one text).
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.formatted(AnyFormatted { env in text.plainString(in: env) }, specifier: "%@"))
        }

        /// A value whose description is its text (`URL`, `UUID`, an enum of strings…). SwiftUI asks for
        /// a formatter here; taking the description keeps the text the same.
        @_disfavoredOverload
        public mutating func appendInterpolation<T: LosslessStringConvertible>(_ value: T) {
            segments.append(.argument(value.description, specifier: "%@"))
        }
    }
}
