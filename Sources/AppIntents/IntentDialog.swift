/// What an intent says when it finishes (`.result(dialog: "Done")`).
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    /// The full dialog, as Siri speaks it.
    public var text: String
    public init(_ text: String) { self.text = text }
    public init(stringLiteral value: String) { text = value }
    public init(full: String, supporting: String) { text = full }

    /// A dialog shown with a symbol (the symbol is Siri's to show: the dialog keeps its text).
    public init(full: LocalizedStringResource, systemImageName: String) { text = full.key }

    /// A dialog with a shorter supporting line and a symbol (Siri's to show: the dialog keeps its full text).
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) { text = full.key }
}
