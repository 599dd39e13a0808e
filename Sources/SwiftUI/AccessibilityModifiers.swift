import Foundation
import WidgetRaster

/// How `accessibilityElement(children:)` treats the views inside.
public typealias AccessibilityChildBehavior = WidgetRaster.AccessibilityChildBehavior

/// SwiftUI's accessibility traits, as a set.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = Self(rawValue: 1 << 0), isHeader = Self(rawValue: 1 << 1), isStaticText = Self(rawValue: 1 << 2)
    public static let isImage = Self(rawValue: 1 << 3), isLink = Self(rawValue: 1 << 4), isSelected = Self(rawValue: 1 << 5)
    public static let isSummaryElement = Self(rawValue: 1 << 6), isToggle = Self(rawValue: 1 << 7)
    public static let updatesFrequently = Self(rawValue: 1 << 8)

    static let named: [(AccessibilityTraits, AccessibilityTrait)] = [
        (.isButton, .isButton), (.isHeader, .isHeader), (.isStaticText, .isStaticText), (.isImage, .isImage), (.isLink, .isLink),
        (.isSelected, .isSelected), (.isSummaryElement, .isSummaryElement), (.isToggle, .isToggle), (.updatesFrequently, .updatesFrequently),
    ]
    var traits: [AccessibilityTrait] { Self.named.filter { contains($0.0) }.map(\.1) }
}

/// What a view tells VoiceOver: not drawn, read into each image's accessibility manifest
/// (`render --accessibility`) in the image's language.
extension View {
    public func accessibilityLabel(_ label: Text) -> some View { accessibility { .label(label.plainString(in: $0)) } }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { accessibilityLabel(Text(label)) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { modified(.accessibility(.label(String(label)))) }
    public func accessibilityValue(_ value: Text) -> some View { accessibility { .value(value.plainString(in: $0)) } }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { accessibilityValue(Text(value)) }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { modified(.accessibility(.value(String(value)))) }
    public func accessibilityHint(_ hint: Text) -> some View { accessibility { .hint(hint.plainString(in: $0)) } }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { accessibilityHint(Text(hint)) }
    public func accessibilityHidden(_ hidden: Bool) -> some View { modified(.accessibility(.hidden(hidden))) }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modified(.accessibility(.element(children)))
    }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { modified(.accessibility(.traits(traits.traits))) }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { modified(.accessibility(.sortPriority(sortPriority))) }
    /// The iOS 13 spelling of `accessibilityLabel(_:)`.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    /// The iOS 13 spelling of `accessibilityHidden(_:)`.
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    /// The iOS 13 spelling of `accessibilityValue(_:)`.
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    /// The iOS 13 spelling of `accessibilityHint(_:)`.
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    /// The iOS 13 spelling of `accessibilityAddTraits(_:)`.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    /// The iOS 13 spelling of `accessibilitySortPriority(_:)`.
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }

    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource) -> some View { accessibilityLabel(Text(label)) }
    @_disfavoredOverload
    public func accessibilityValue(_ value: LocalizedStringResource) -> some View { accessibilityValue(Text(value)) }
    @_disfavoredOverload
    public func accessibilityHint(_ hint: LocalizedStringResource) -> some View { accessibilityHint(Text(hint)) }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { modified(.accessibility(.hint(String(hint)))) }

    /// The label when `isEnabled`; otherwise the view keeps the one it has.
    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool) -> some View {
        accessibility(if: isEnabled) { .label(Text(label).plainString(in: $0)) }
    }
    /// The value when `isEnabled`; otherwise the view keeps the one it has.
    @_disfavoredOverload
    public func accessibilityValue(_ value: LocalizedStringResource, isEnabled: Bool) -> some View {
        accessibility(if: isEnabled) { .value(Text(value).plainString(in: $0)) }
    }
    /// The hint when `isEnabled`; otherwise the view keeps the one it has.
    @_disfavoredOverload
    public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool) -> some View {
        accessibility(if: isEnabled) { .hint(Text(hint).plainString(in: $0)) }
    }
    /// Hidden from VoiceOver when `hidden` and `isEnabled`.
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> some View {
        accessibility(if: isEnabled) { _ in .hidden(hidden) }
    }
    /// Accepted: the manifest lists the traits a view adds, and a view's own traits are not listed.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// The attribute, read in the view's environment; none when not `enabled`.
    private func accessibility(if enabled: Bool = true,
                               _ attribute: @escaping (EnvironmentValues) -> AccessibilityAttribute) -> _ModifiedView<Self> {
        _ModifiedView(self) { context in enabled ? .accessibility(attribute(context.environment)) : nil }
    }
}
