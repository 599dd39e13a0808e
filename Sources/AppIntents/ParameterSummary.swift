/// How the widget's edit sheet reads its intent's parameters ("Show \(\.$backyard)"). It changes
/// no image: it compiles with Apple's shapes — `Summary`, `When … otherwise`, key paths of
/// `@Parameter`s — and keeps nothing but that it was given.
public protocol ParameterSummary {}

/// A parameter summary once built.
public struct _ParameterSummaryContent<Intent>: ParameterSummary {
    public init() {}
}

/// Builds a summary from summaries and `@Parameter` key paths (`\.$backyards`).
@resultBuilder
public enum ParameterSummaryBuilder<Intent> {
    public static func buildExpression(_ summary: Summary<Intent>) -> _ParameterSummaryContent<Intent> { .init() }
    public static func buildExpression(_ summary: When<Intent>) -> _ParameterSummaryContent<Intent> { .init() }
    public static func buildExpression(_ summary: Switch<Intent>) -> _ParameterSummaryContent<Intent> { .init() }
    public static func buildExpression(_ summary: _ParameterSummaryContent<Intent>) -> _ParameterSummaryContent<Intent> { summary }
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> _ParameterSummaryContent<Intent> {
        .init()
    }
    public static func buildBlock(_ parts: _ParameterSummaryContent<Intent>...) -> _ParameterSummaryContent<Intent> { .init() }
    public static func buildOptional(_ part: _ParameterSummaryContent<Intent>?) -> _ParameterSummaryContent<Intent> { .init() }
    public static func buildEither(first: _ParameterSummaryContent<Intent>) -> _ParameterSummaryContent<Intent> { first }
    public static func buildEither(second: _ParameterSummaryContent<Intent>) -> _ParameterSummaryContent<Intent> { second }
    public static func buildLimitedAvailability(_ part: _ParameterSummaryContent<Intent>) -> _ParameterSummaryContent<Intent> { part }
}

/// A sentence naming parameters (`"Show \(\.$backyard)"`).
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
    }
}

/// One summary: a sentence, and the parameters listed under it.
public struct Summary<Intent>: ParameterSummary {
    public init() {}
    public init(_ sentence: ParameterSummaryString<Intent>) {}
    public init(@ParameterSummaryBuilder<Intent> _ table: () -> _ParameterSummaryContent<Intent>) {}
    public init(_ sentence: ParameterSummaryString<Intent>, @ParameterSummaryBuilder<Intent> table: () -> _ParameterSummaryContent<Intent>) {}
}

/// How `When` compares a parameter.
public enum ParameterSummaryComparison: Sendable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, hasAnyValue, hasNoValue, contains
}

/// A summary that depends on a parameter's value.
public struct When<Intent>: ParameterSummary {
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison, _ value: Value,
                       @ParameterSummaryBuilder<Intent> _ then: () -> _ParameterSummaryContent<Intent>,
                       @ParameterSummaryBuilder<Intent> otherwise: () -> _ParameterSummaryContent<Intent>) {}
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
                       @ParameterSummaryBuilder<Intent> _ then: () -> _ParameterSummaryContent<Intent>,
                       @ParameterSummaryBuilder<Intent> otherwise: () -> _ParameterSummaryContent<Intent>) {}
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison, _ value: Value,
                       @ParameterSummaryBuilder<Intent> _ then: () -> _ParameterSummaryContent<Intent>) {}
}

/// A summary per value of a parameter.
public struct Switch<Intent>: ParameterSummary {
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>,
                       @ParameterSummaryBuilder<Intent> _ cases: () -> _ParameterSummaryContent<Intent>) {}
}
