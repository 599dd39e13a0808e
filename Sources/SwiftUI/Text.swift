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
    }

    /// One run of a concatenation, with the modifiers applied to it.
    struct Run: Hashable {
        var content: Content
        var modifiers: [Modifier] = []
    }

    var runs: [Run]

    public init(_ key: LocalizedStringKey) { runs = [Run(content: .key(key))] }
    /// A resource (iOS 16), translated as its key is.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(LocalizedStringKey(resource.key)) }
    /// A key with a note for translators; the renderer's translations are one table.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(content: .key(key))]
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
    /// A timer counting down to the end of `timerInterval` (or up from its start).
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        runs = [Run(content: .timer(timerInterval, countsDown: countsDown))]
    }

    static func dateFormatter(_ environment: EnvironmentValues) -> DateTextFormatter {
        DateTextFormatter(locale: environment.locale, timeZone: environment.timeZone, now: environment.now)
    }

    func string(of run: Run, in environment: EnvironmentValues) -> String {
        switch run.content {
        case .key(let key): return key.resolved(in: environment)
        case .verbatim(let s): return s
        case let .date(date, style): return Self.dateFormatter(environment).string(date, style: style)
        case let .timer(range, countsDown):
            return Self.dateFormatter(environment).string(countsDown ? range.upperBound : range.lowerBound, style: .timer)
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
        let env = context.environment
        if runs.allSatisfy({ $0.modifiers == runs[0].modifiers }) {
            return [ViewNode(.text(plainString(in: env)), modifiers: runs[0].modifiers)]
        }
        let children = runs.map { ViewNode(.text(string(of: $0, in: env)), modifiers: $0.modifiers) }
        return [ViewNode(.hStack(alignment: .firstTextBaseline, spacing: 0, children: children))]
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
    public func foregroundColor(_ color: Color?) -> Text { color.map { styled(.foregroundStyle($0._style)) } ?? self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled(.foregroundStyle(style._style)) }
    public func tracking(_ tracking: CGFloat) -> Text { styled(.tracking(Double(tracking))) }
    public func kerning(_ kerning: CGFloat) -> Text { styled(.tracking(Double(kerning))) }
    public func fontDesign(_ design: Font.Design?) -> Text { design.map { styled(.fontDesign($0)) } ?? self }
    /// A line through the text at the font's strikethrough position, in `color` or the text's colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled(.strikethrough(active: isActive, color: color?._style))
    }
    /// A line under the text at the font's underline position, in `color` or the text's colour.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled(.underline(active: isActive, color: color?._style))
    }
}
