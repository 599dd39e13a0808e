/// What a view tells VoiceOver, as SwiftUI's accessibility modifiers say it. Not drawn: it makes
/// each image's accessibility manifest (`render --accessibility`), the elements VoiceOver reads
/// and in which order.
public enum AccessibilityAttribute: Hashable, Sendable {
    /// `accessibilityLabel`: what the element is called, in place of its text.
    case label(String)
    /// `accessibilityValue`: its current value ("72 degrees", "on").
    case value(String)
    /// `accessibilityHint`: what happens when it is activated.
    case hint(String)
    /// `accessibilityHidden`: left out, with everything inside.
    case hidden(Bool)
    /// `accessibilityElement(children:)`: the view becomes one element.
    case element(AccessibilityChildBehavior)
    /// `accessibilityAddTraits`.
    case traits([AccessibilityTrait])
    /// `accessibilitySortPriority`: read before its siblings of lower priority (default 0).
    case sortPriority(Double)

    /// The modifier's name in SwiftUI and in scene files.
    var modifierName: String {
        switch self {
        case .label: "accessibilityLabel"
        case .value: "accessibilityValue"
        case .hint: "accessibilityHint"
        case .hidden: "accessibilityHidden"
        case .element: "accessibilityElement"
        case .traits: "accessibilityAddTraits"
        case .sortPriority: "accessibilitySortPriority"
        }
    }
}

/// How `accessibilityElement(children:)` treats the views inside: `ignore` (the default) reads
/// none of them, `combine` reads theirs joined, `contain` keeps them as elements of their own.
public enum AccessibilityChildBehavior: String, CaseIterable, Hashable, Sendable, Codable {
    case ignore, combine, contain
}

/// SwiftUI's `AccessibilityTraits`, by name.
public enum AccessibilityTrait: String, CaseIterable, Hashable, Sendable, Codable {
    case isButton, isHeader, isLink, isImage, isSelected, isStaticText, isSummaryElement, isToggle, updatesFrequently
}
