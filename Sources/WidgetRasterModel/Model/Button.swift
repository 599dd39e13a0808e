/// A `Button`: its label, and what a tap asks the app to do (recorded, never run).
public struct ButtonContent: Hashable, Sendable {
    public var label: ViewNode
    /// The app intent's type name (`Button(intent:)`), or nil for a plain action.
    public var intent: String?
    public var role: ButtonRole?

    public init(label: ViewNode, intent: String? = nil, role: ButtonRole? = nil) {
        self.label = label
        self.intent = intent
        self.role = role
    }
}

/// What a button does, as far as its drawing goes: destructive buttons are red.
public enum ButtonRole: String, CaseIterable, Hashable, Sendable, Codable {
    case destructive
    case cancel
}

/// How buttons inside draw (`buttonStyle(_:)`), as iOS 17 draws them in widgets.
public enum ButtonStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// `bordered` in a widget.
    case automatic
    /// The label as it is.
    case plain
    /// The label in the tint colour, with no background.
    case borderless
    /// The label in the tint colour on a light fill.
    case bordered
    /// A white label on the tint colour.
    case borderedProminent
}

/// The outline of bordered buttons (`buttonBorderShape(_:)`).
public enum ButtonBorderShape: Hashable, Sendable {
    /// A rounded rectangle whose radius suits the control size.
    case automatic
    case capsule
    case circle
    /// A rounded rectangle; nil: the automatic radius.
    case roundedRectangle(radius: Double?)

    public static let names = ["automatic", "capsule", "circle", "roundedRectangle"]
}
