import Foundation
import WidgetRaster

/// Text, as SwiftUI's `Text`: literals with interpolation and format styles, `verbatim:`,
/// dates in a style, timers, `Text + Text`, and the text modifiers that return `Text`.
public struct Text: View, _PrimitiveView, Hashable {
    public typealias DateStyle = WidgetRaster.DateStyle

    enum Content: Hashable {
        case key(LocalizedStringKey)
        case verbatim(String)
        case date(Date, DateStyle)
        case timer(ClosedRange<Date>, countsDown: Bool)
        /// A date range, as the image's locale writes one ("9:41 – 10:41 AM").
        case dateRange(ClosedRange<Date>)
        /// An image in the line of text (`Text(Image(systemName:))`), sized and coloured as the text is.
        case image(Image)
    }

    /// One run of a concatenation, with the modifiers applied to it.
    struct Run: Hashable {
        var content: Content
        var modifiers: [Modifier] = []
    }

    var runs: [Run]
    /// What VoiceOver reads for the whole text in place of its characters (`accessibilityLabel(_:)`).
    var accessibilityLabel: [Text] = []

    public init(_ key: LocalizedStringKey) { runs = Self.runs(of: key) }
    /// A resource (iOS 16), translated as its key is.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(LocalizedStringKey(resource.key)) }
    /// A key with a note for translators; the renderer's translations are one table.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = Self.runs(of: key)
    }

    /// A key's runs: the key itself, or the pieces around the images interpolated in it.
    static func runs(of key: LocalizedStringKey) -> [Run] {
        guard key.segments.contains(where: { if case .image = $0 { true } else { false } }) else { return [Run(content: .key(key))] }
        return key.piecesAroundImages.map { piece in
            switch piece {
            case .text(let text): Run(content: .key(text))
            case .image(let image): Run(content: .image(image))
            }
        }
    }
    public init(verbatim content: String) { runs = [Run(content: .verbatim(content))] }
    /// A string shown as is. Disfavoured, as in SwiftUI, so a literal with interpolations is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(content: .verbatim(String(content)))] }
    /// A value in a Foundation format style: `Text(price, format: .currency(code: "USD"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        var interpolation = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
        interpolation.appendInterpolation(input, format: format)
        runs = [Run(content: .key(LocalizedStringKey(stringInterpolation: interpolation)))]
    }
    public init(_ date: Date, style: DateStyle) { runs = [Run(content: .date(date, style))] }
    /// A date range in the image's locale: times alone within a day ("9:41 – 10:41 AM"), else dates and times.
    public init(_ dates: ClosedRange<Date>) { runs = [Run(content: .dateRange(dates))] }
    /// A date interval, written as its range is.
    public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }
    /// An image drawn in the line of text, sized by the text's font and coloured by its style.
    public init(_ image: Image) { runs = [Run(content: .image(image))] }
    /// An attributed string, each run in its inline presentation (`AttributedString(markdown:)`'s
    /// strong, emphasised, code and struck text) and its links in the accent colour.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        let runs = attributedContent.runs.map { run in
            InlineMarkdown.Span(text: String(attributedContent[run.range].characters), intent: run.inlinePresentationIntent, link: run.link)
        }
        self.runs = runs.isEmpty ? [Run(content: .verbatim(""))] : runs.map { Run(content: .verbatim($0.text), modifiers: $0.modifiers) }
    }
    /// A value as a Foundation formatter writes it.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
    /// An object as a Foundation formatter writes it.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) { self.init(verbatim: formatter.string(for: subject) ?? "") }
    /// A timer counting down to the end of `timerInterval` (or up from its start).
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        runs = [Run(content: .timer(timerInterval, countsDown: countsDown))]
    }

    static func dateFormatter(_ environment: EnvironmentValues) -> DateTextFormatter {
        DateTextFormatter(locale: environment.locale, timeZone: environment.timeZone, now: environment.now)
    }

    func string(of run: Run, in environment: EnvironmentValues) -> String {
        switch run.content {
        case .key(let key): return key.markdownSpans(in: environment).map(\.text).joined()
        case .verbatim(let s): return s
        case let .date(date, style): return Self.dateFormatter(environment).string(date, style: style)
        case let .timer(range, countsDown):
            return Self.dateFormatter(environment).string(countsDown ? range.upperBound : range.lowerBound, style: .timer)
        case .dateRange(let range): return Self.dateFormatter(environment).string(range)
        case .image: return ""
        }
    }

    /// The characters in the default environment (gallery names and descriptions).
    public var _plainString: String { plainString(in: EnvironmentValues()) }

    /// The characters, without styling.
    func plainString(in environment: EnvironmentValues) -> String {
        runs.map { string(of: $0, in: environment) }.joined()
    }

    /// One text node; runs styled differently sit side by side on a shared baseline.
    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        guard let label = accessibilityLabel.last else { return styledNodes(in: context) }
        let read = Modifier.accessibility(.label(label.plainString(in: context.environment)))
        return styledNodes(in: context).map { $0.modified(read) }
    }

    /// The text's nodes as its runs style them.
    private func styledNodes(in context: _ResolveContext) -> [ViewNode] {
        let env = context.environment
        let runs = markdownRuns(in: env)
        let hasImages = runs.contains { if case .image = $0.content { true } else { false } }
        if !hasImages, runs.allSatisfy({ $0.modifiers == runs[0].modifiers }) {
            return [ViewNode(.text(runs.map { string(of: $0, in: env) }.joined()), modifiers: runs[0].modifiers)]
        }
        if !hasImages, let flowing = Self.flowing(runs.map { (string(of: $0, in: env), $0.modifiers) }) { return [flowing] }
        let children = runs.flatMap { run -> [ViewNode] in
            guard case .image(let image) = run.content else { return [ViewNode(.text(string(of: run, in: env)), modifiers: run.modifiers)] }
            return context.nodes(image).map { ViewNode($0.content, modifiers: $0.modifiers + run.modifiers) }
        }
        if children.count == 1 { return children }
        return [ViewNode(.hStack(alignment: .firstTextBaseline, spacing: 0, children: children))]
    }

    /// Runs that differ only in bold, italic and fixed-width styles written before the rest of their
    /// modifiers (Markdown's, or `Text("a") + Text("b").bold()`): one text whose stretches take those
    /// styles, so its lines wrap as one paragraph; nil for runs that differ in anything else.
    static func flowing(_ runs: [(text: String, modifiers: [Modifier])]) -> ViewNode? {
        func split(_ modifiers: [Modifier]) -> (style: InlineStyle, rest: [Modifier]) {
            var style = InlineStyle(start: 0, end: 0), rest = modifiers[...]
            while let first = rest.first {
                switch first {
                case .bold: style.bold = true
                case .italic: style.italic = true
                case .monospaced(true): style.monospaced = true
                default: return (style, Array(rest))
                }
                rest = rest.dropFirst()
            }
            return (style, [])
        }
        let parts = runs.map { split($0.modifiers) }
        guard let shared = parts.first?.rest, parts.allSatisfy({ $0.rest == shared }) else { return nil }
        var styles: [InlineStyle] = [], offset = 0
        for (run, part) in zip(runs, parts) {
            let count = run.text.count
            var style = part.style
            (style.start, style.end) = (offset, offset + count)
            if style.bold || style.italic || style.monospaced { styles.append(style) }
            offset += count
        }
        return ViewNode(.text(runs.map(\.text).joined()), modifiers: [.inlineStyles(styles)] + shared)
    }

    /// The runs as drawn: a localized key with inline Markdown split into a run per style, the
    /// Markdown's styles inside the run's own modifiers.
    private func markdownRuns(in environment: EnvironmentValues) -> [Run] {
        runs.flatMap { run -> [Run] in
            guard case .key(let key) = run.content else { return [run] }
            let spans = key.markdownSpans(in: environment)
            guard spans.contains(where: { !$0.isPlain }) else {
                return [Run(content: .verbatim(spans.map(\.text).joined()), modifiers: run.modifiers)]
            }
            return spans.map { Run(content: .verbatim($0.text), modifiers: $0.modifiers + run.modifiers) }
        }
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.runs += rhs.runs
        return joined
    }

    func styled(_ modifier: Modifier) -> Text {
        var copy = self
        for i in copy.runs.indices { copy.runs[i].modifiers.append(modifier) }
        return copy
    }

    public func font(_ font: Font?) -> Text { font.map { styled(.font($0)) } ?? self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { weight.map { styled(.fontWeight($0)) } ?? self }
    public func bold() -> Text { styled(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? styled(.bold) : self }
    public func italic() -> Text { styled(.italic) }
    public func italic(_ isActive: Bool) -> Text { isActive ? styled(.italic) : self }
    public func monospacedDigit() -> Text { styled(.monospacedDigit) }
    /// The fixed-width variant of the text's font (SF Mono's stand-in where its family has none).
    public func monospaced(_ isActive: Bool = true) -> Text { styled(.monospaced(isActive)) }
    public func foregroundColor(_ color: Color?) -> Text { color.map { styled(.foregroundStyle($0._style)) } ?? self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled(.foregroundStyle(style._style)) }
    public func tracking(_ tracking: CGFloat) -> Text { styled(.tracking(Double(tracking))) }
    public func kerning(_ kerning: CGFloat) -> Text { styled(.tracking(Double(kerning))) }
    /// Raises the text above its baseline (a superscript in `Text + Text`); lowers it when negative.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { styled(.baselineOffset(Double(baselineOffset))) }
    public func fontDesign(_ design: Font.Design?) -> Text { design.map { styled(.fontDesign($0)) } ?? self }
}

extension Text {
    /// What VoiceOver reads for this text in place of its characters; still a `Text`, so it
    /// joins others with `+`.
    public func accessibilityLabel(_ label: Text) -> Text {
        var copy = self
        copy.accessibilityLabel = [label]
        return copy
    }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> Text { accessibilityLabel(Text(label)) }
    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource) -> Text { accessibilityLabel(Text(label)) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { accessibilityLabel(Text(verbatim: String(label))) }
}
