import AppIntents

// Intent results that show a snippet view in Siri or Shortcuts. A widget never shows them; they
// compile so an app's intents build unchanged.
extension IntentResult {
    public static func result<Content: View>(view: Content) -> IntentResultContainer where Self == IntentResultContainer {
        IntentResultContainer()
    }
    public static func result<Content: View>(dialog: IntentDialog, view: Content) -> IntentResultContainer
        where Self == IntentResultContainer {
        IntentResultContainer()
    }
    public static func result<Value, Content: View>(value: Value, dialog: IntentDialog, view: Content) -> IntentValueResult<Value>
        where Self == IntentValueResult<Value> {
        IntentValueResult(value: value)
    }
}
