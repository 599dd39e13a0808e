/// A `Toggle`: a label and an on/off state, drawn in the environment's toggle style.
public struct ToggleContent: Hashable, Sendable {
    public var isOn: Bool
    public var label: ViewNode?
    /// The app intent's type name (`Toggle(isOn:intent:)`), recorded, never run.
    public var intent: String?

    public init(isOn: Bool, label: ViewNode? = nil, intent: String? = nil) {
        self.isOn = isOn
        self.label = label
        self.intent = intent
    }
}

/// How toggles inside draw (`toggleStyle(_:)`).
public enum ToggleStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// `switch` on iOS.
    case automatic
    /// The label, then a switch at the trailing edge.
    case `switch`
    /// A button that is bordered when off and prominent when on.
    case button
}
