/// How the widget's edit sheet reads its intent's parameters ("Show \(\.$backyard)"). It changes
/// no image: it compiles with Apple's shapes — `Summary`, `When … otherwise`, `Switch` with `Case`
/// and `DefaultCase`, key paths of `@Parameter`s — and keeps nothing but that it was given.
public protocol ParameterSummary {}

/// A parameter summary once built.
public struct _ParameterSummaryContent<Intent>: ParameterSummary {
    public init() {}
}

/// Builds a summary from summaries and `@Parameter` key paths (`\.$backyards`).
@resultBuilder
public enum ParameterSummaryBuilder<Intent> {
    public static func buildExpression(_ summary: IntentParameterSummary<Intent>) -> _ParameterSummaryContent<Intent> { .init() }
    public static func buildExpression(_ summary: ParameterSummaryWhenCondition<Intent>) -> _ParameterSummaryContent<Intent> { .init() }
    public static func buildExpression<Value, Cases>(_ summary: ParameterSummarySwitchCondition<Intent, Value, Cases>)
        -> _ParameterSummaryContent<Intent> {
        .init()
    }
    public static func buildExpression(_ summary: _ParameterSummaryContent<Intent>) -> _ParameterSummaryContent<Intent> { summary }
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> _ParameterSummaryContent<Intent> {
        .init()
    }
    public static func buildBlock(_ parts: _ParameterSummaryContent<Intent>...) -> _ParameterSummaryContent<Intent> { .init() }
    public static func buildOptional(_ part: _ParameterSummaryContent<Intent>?) -> _ParameterSummaryContent<Intent> { .init() }
    public static func buildEither(first: _ParameterSummaryContent<Intent>) -> _ParameterSummaryContent<Intent> { first }
    public static func buildEither(second: _ParameterSummaryContent<Intent>) -> _ParameterSummaryContent<Intent> { second }
    public static func buildLimitedAvailability(_ part: _ParameterSummaryContent<Intent>) -> _ParameterSummaryContent<Intent> { part }
    public static func buildFinalResult(_ content: _ParameterSummaryContent<Intent>) -> _ParameterSummaryContent<Intent> { content }
    /// A summary declared as one type (`static var parameterSummary: IntentParameterSummary<Self>`).
    @_disfavoredOverload
    public static func buildFinalResult(_ content: _ParameterSummaryContent<Intent>) -> IntentParameterSummary<Intent> { .init() }
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

/// One summary: a sentence, and the parameters listed under it (changes no image).
public struct IntentParameterSummary<Intent>: ParameterSummary {
    public init() {}
    /// A sentence, localised from `table` (the strings file) where one is named.
    public init(_ sentence: ParameterSummaryString<Intent>, table: String? = nil) {}
    public init(@ParameterSummaryBuilder<Intent> _ table: () -> _ParameterSummaryContent<Intent>) {}
    public init(_ sentence: ParameterSummaryString<Intent>, @ParameterSummaryBuilder<Intent> table: () -> _ParameterSummaryContent<Intent>) {}
    public init(_ sentence: ParameterSummaryString<Intent>, table: String?,
                @ParameterSummaryBuilder<Intent> _ content: () -> _ParameterSummaryContent<Intent>) {}
}

public typealias Summary = IntentParameterSummary

/// How `When` compares a parameter.
public enum ParameterSummaryComparison: Sendable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, hasAnyValue, hasNoValue, contains
}

/// How `When` compares a parameter, or the widget's family, with a list of values.
public enum OneOfComparisonOperator: Sendable {
    case oneOf, noneOf
}

/// A summary that depends on a parameter's value, or on the widget's family (changes no image).
public struct ParameterSummaryWhenCondition<Intent>: ParameterSummary {
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison, _ value: Value,
                       @ParameterSummaryBuilder<Intent> _ then: () -> _ParameterSummaryContent<Intent>,
                       @ParameterSummaryBuilder<Intent> otherwise: () -> _ParameterSummaryContent<Intent>) {}
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
                       @ParameterSummaryBuilder<Intent> _ then: () -> _ParameterSummaryContent<Intent>,
                       @ParameterSummaryBuilder<Intent> otherwise: () -> _ParameterSummaryContent<Intent>) {}
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison, _ value: Value,
                       @ParameterSummaryBuilder<Intent> _ then: () -> _ParameterSummaryContent<Intent>) {}
    /// `When(\.$count, .oneOf, [1, 2]) { … } otherwise: { … }`.
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: OneOfComparisonOperator, _ values: [Value],
                       @ParameterSummaryBuilder<Intent> _ then: () -> _ParameterSummaryContent<Intent>,
                       @ParameterSummaryBuilder<Intent> otherwise: () -> _ParameterSummaryContent<Intent>) {}
    /// `When(widgetFamily: .oneOf, [.systemSmall]) { … } otherwise: { … }`.
    public init(widgetFamily comparison: OneOfComparisonOperator, _ values: [IntentWidgetFamily],
                @ParameterSummaryBuilder<Intent> _ then: () -> _ParameterSummaryContent<Intent>,
                @ParameterSummaryBuilder<Intent> otherwise: () -> _ParameterSummaryContent<Intent>) {}
}

public typealias When = ParameterSummaryWhenCondition

/// A summary per value of a parameter, or per widget family (`Switch(\.$size) { Case(.small) { … }
/// DefaultCase { … } }`; changes no image).
public struct ParameterSummarySwitchCondition<Intent, Value, CaseCondition: ParameterSummary>: ParameterSummary {
    public init(_ parameter: KeyPath<Intent, IntentParameter<Value>>,
                @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> CaseCondition) {}

    /// What `Switch(.widgetFamily)` switches on.
    public enum WidgetFamily: Sendable {
        case widgetFamily
    }
}

extension ParameterSummarySwitchCondition where Value == IntentWidgetFamily {
    /// A summary per widget family (`Switch(.widgetFamily) { Case(.systemSmall) { … } }`; changes no image).
    public init(_ widgetFamily: WidgetFamily, @ParameterSummaryCaseBuilder<Intent, IntentWidgetFamily> _ builder: () -> CaseCondition) {}
}

public typealias Switch = ParameterSummarySwitchCondition

/// A `Switch`'s summary for one value, or for any of several (`Case([.systemSmall, .systemMedium]) { … }`; changes no image).
public struct ParameterSummaryCaseCondition<Intent, Value, Content: ParameterSummary> {
    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Content) {}
    public init(_ values: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Content) {}
}

public typealias Case = ParameterSummaryCaseCondition

/// A `Switch`'s summary for the values no `Case` names (changes no image).
public struct ParameterSummaryDefaultCaseCondition<Intent, Content: ParameterSummary> {
    public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Content) {}
}

public typealias DefaultCase = ParameterSummaryDefaultCaseCondition

/// A `Switch`'s cases once built.
public struct _ParameterSummaryCases<Intent, Value>: ParameterSummary {
    public init() {}
}

/// Builds a `Switch`'s cases from `Case`s and a `DefaultCase`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent, Value> {
    public static func buildExpression<Content>(_ summary: ParameterSummaryCaseCondition<Intent, Value, Content>)
        -> _ParameterSummaryCases<Intent, Value> {
        .init()
    }
    public static func buildExpression<Content>(_ summary: ParameterSummaryDefaultCaseCondition<Intent, Content>)
        -> _ParameterSummaryCases<Intent, Value> {
        .init()
    }
    public static func buildBlock(_ parts: _ParameterSummaryCases<Intent, Value>...) -> _ParameterSummaryCases<Intent, Value> { .init() }
}
