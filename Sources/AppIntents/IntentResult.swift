/// What `perform()` returns.
public protocol IntentResult {}

/// The result of an intent that returns nothing (`.result()`), or only a dialog.
public struct IntentResultContainer: IntentResult {
    /// What Siri or Shortcuts would speak or show; a widget's button shows nothing of it.
    public var dialog: IntentDialog?

    public init() {}
}

extension IntentResult where Self == IntentResultContainer {
    public static func result() -> IntentResultContainer { IntentResultContainer() }
    /// A result Siri or Shortcuts would speak or show; a widget's button shows nothing of it.
    public static func result(dialog: IntentDialog) -> IntentResultContainer {
        var result = IntentResultContainer()
        result.dialog = dialog
        return result
    }
    /// A result that runs another intent next (accepted: a rendering never runs an intent).
    public static func result(opensIntent: some AppIntent) -> IntentResultContainer { IntentResultContainer() }
    /// A result that says `dialog` and runs another intent next (accepted: a rendering never runs an intent).
    public static func result(opensIntent: some AppIntent, dialog: IntentDialog) -> IntentResultContainer { .result(dialog: dialog) }
}

/// Results that carry a dialog, value or view (`some IntentResult & ProvidesDialog`).
public protocol ProvidesDialog {}
public protocol ReturnsValue<Value>: IntentResult { associatedtype Value }
public protocol OpensIntent {}
public protocol ShowsSnippetView {}
extension IntentResultContainer: ProvidesDialog, OpensIntent, ShowsSnippetView {}

extension ReturnsValue {
    /// The value the intent returned (`try await intent.perform().value`).
    public var value: Value? { (self as? IntentValueResult<Value>)?.returned }
}

/// The result of an intent that returns a value (`.result(value: rate, dialog: "…")`).
public struct IntentValueResult<Value>: IntentResult, ReturnsValue, ProvidesDialog, OpensIntent, ShowsSnippetView {
    public let value: Value
    /// What Siri or Shortcuts would speak or show with the value.
    public var dialog: IntentDialog?

    public init(value: Value) { self.value = value }

    /// The stored value, named apart from `ReturnsValue.value`, which reads it through this.
    var returned: Value { self[keyPath: \Self.value] }
}

extension IntentResult {
    public static func result<Value>(value: Value) -> IntentValueResult<Value> where Self == IntentValueResult<Value> {
        IntentValueResult(value: value)
    }
    public static func result<Value>(value: Value, dialog: IntentDialog) -> IntentValueResult<Value>
        where Self == IntentValueResult<Value> {
        var result = IntentValueResult(value: value)
        result.dialog = dialog
        return result
    }
    /// A value, and another intent to run next (accepted: a rendering never runs an intent).
    public static func result<Value>(value: Value, opensIntent: some AppIntent, dialog: IntentDialog) -> IntentValueResult<Value>
        where Self == IntentValueResult<Value> {
        .result(value: value, dialog: dialog)
    }
}
