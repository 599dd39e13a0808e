/// How `Label`s inside draw (`labelStyle(_:)`).
public enum LabelStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// `titleAndIcon` in a widget.
    case automatic
    /// The icon, then the title.
    case titleAndIcon
    case titleOnly
    case iconOnly
}
