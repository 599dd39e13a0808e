/// Whether a part of a view shows: as the system decides, or set visible or hidden.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// The size of controls inside a view.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge
}

extension View {
    /// `hidden` hides the labels of gauges, toggles and progress views inside, as `labelsHidden()`;
    /// `visible` and `automatic` leave them as they are.
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        _ModifiedView(self) { _ in visibility == .hidden ? .labelsHidden : nil }
    }

    /// Accepted: controls inside draw at the regular size (changes no image).
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
}
