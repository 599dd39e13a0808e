import WidgetRasterModel

/// One element VoiceOver reads in a laid-out widget: what it says (label, value, hint), what it
/// is (traits), where it is, and the scene path of the view it comes from. A layout's elements
/// are in reading order (`WidgetLayout.accessibilityElements`).
package struct AccessibilityElement: Hashable, Sendable, Codable {
    package var label: String
    package var value: String?
    package var hint: String?
    package var traits: [AccessibilityTrait]
    /// In the widget's points (on iPad, canvas points), offsets applied.
    package var frame: Rect
    package var path: String

    package init(label: String, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait] = [], frame: Rect, path: String) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.path = path
    }
}
