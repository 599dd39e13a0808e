import Foundation
import WidgetRaster

/// Previews as Xcode declared them before `#Preview`: `struct MyWidget_Previews: PreviewProvider`.
/// Each view of `previews` (a `Group` or `ForEach` gives several) is one preview, found and
/// rendered by `swift package render-previews` and `assertPreviewSnapshots`.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview is shown on (accepted; previews render as iOS widgets).
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// What a preview is shown in: `WidgetPreviewContext(family:)` shows it as a widget of that family.
public protocol PreviewContext {
    /// The widget family the preview is drawn as, when it is a widget context.
    var _widgetFamily: WidgetFamily? { get }
    /// A value of the context, by key.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension PreviewContext {
    /// A context holds no values of its own: each key reads its default.
    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

/// A key for a value a preview context holds.
public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// How a preview is sized in Xcode's canvas (accepted; a preview is drawn at its family's size).
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device named for a preview (accepted; the size table's devices are rendered).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// A setting one preview carries: its name, the family it is drawn as, its colour scheme.
public struct _PreviewSettings: Sendable {
    public var displayName: String?
    public var family: WidgetFamily?
    public var colorScheme: ColorScheme?

    public init(displayName: String? = nil, family: WidgetFamily? = nil, colorScheme: ColorScheme? = nil) {
        self.displayName = displayName
        self.family = family
        self.colorScheme = colorScheme
    }

    /// These settings, with `inner`'s filling what these leave unset (an outer modifier wins).
    func filled(from inner: _PreviewSettings) -> _PreviewSettings {
        _PreviewSettings(displayName: displayName ?? inner.displayName, family: family ?? inner.family,
                         colorScheme: colorScheme ?? inner.colorScheme)
    }
}

/// A view carrying a preview setting; drawn as its content (the setting only chooses how the
/// preview is rendered).
public struct _PreviewSettingView<Content: View>: View, _PrimitiveView, _WrappingView {
    public typealias Body = Never
    let content: Content
    let settings: _PreviewSettings

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { context.nodes(content) }
    public var _wrapped: any View { content }
}

extension View {
    /// Shows this preview in a context: `WidgetPreviewContext(family: .systemMedium)` draws it as a medium widget.
    public func previewContext<C: PreviewContext>(_ context: C) -> some View {
        _PreviewSettingView(content: self, settings: _PreviewSettings(family: context._widgetFamily))
    }
    /// Names this preview: the name its images and gallery cards carry.
    public func previewDisplayName(_ name: String?) -> some View {
        _PreviewSettingView(content: self, settings: _PreviewSettings(displayName: name))
    }
    /// Draws this preview in one colour scheme only (nil: both).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        _PreviewSettingView(content: self, settings: _PreviewSettings(colorScheme: colorScheme))
    }
    /// Accepted: a preview is drawn at its widget family's size.
    public func previewLayout(_ layout: PreviewLayout) -> some View { _PreviewSettingView(content: self, settings: _PreviewSettings()) }
    /// Accepted: previews are drawn on the size table's devices.
    public func previewDevice(_ device: PreviewDevice?) -> some View { _PreviewSettingView(content: self, settings: _PreviewSettings()) }
    /// Accepted: previews are drawn on the size table's devices.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
        _PreviewSettingView(content: self, settings: _PreviewSettings())
    }
}

/// A device orientation for previews (accepted).
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

/// A view that draws one other view with something added (a modifier, an environment value, a
/// preview setting): preview settings are looked for through these.
public protocol _WrappingView {
    var _wrapped: any View { get }
}

/// A view that stands for several sibling views (`Group`, a builder block, `ForEach`): at the
/// top of a `PreviewProvider`'s `previews`, each sibling is a preview of its own.
public protocol _SiblingViews {
    var _siblings: [any View] { get }
}

/// One preview of a `PreviewProvider`: its view and the settings found on it.
public struct _ProvidedPreview {
    public var view: any View
    public var settings: _PreviewSettings
}

extension PreviewProvider {
    /// The previews `previews` declares, in order: a `Group`, block or `ForEach` at its top gives one per member.
    public static var _providedPreviews: [_ProvidedPreview] { _ProvidedPreview.split(previews, outer: _PreviewSettings()) }
}

extension _ProvidedPreview {
    static func split(_ view: any View, outer: _PreviewSettings) -> [_ProvidedPreview] {
        if let setting = view as? any _PreviewSettingCarrier {
            return split(setting._wrapped, outer: outer.filled(from: setting._settings))
        }
        if let siblings = view as? _SiblingViews {
            return siblings._siblings.flatMap { split($0, outer: outer) }
        }
        return [_ProvidedPreview(view: view, settings: outer.filled(from: settings(in: view)))]
    }

    /// The settings on a view or on what it wraps (`.previewContext(…).padding()` keeps its context).
    public static func settings(in view: any View) -> _PreviewSettings {
        var found = _PreviewSettings()
        var current: any View = view
        while true {
            if let setting = current as? any _PreviewSettingCarrier { found = found.filled(from: setting._settings) }
            if let writer = current as? _EnvironmentWriting, let scheme = writer._colorScheme {
                found = found.filled(from: _PreviewSettings(colorScheme: scheme))
            }
            guard let wrapping = current as? _WrappingView else { return found }
            current = wrapping._wrapped
        }
    }
}

protocol _PreviewSettingCarrier: _WrappingView {
    var _settings: _PreviewSettings { get }
}

extension _PreviewSettingView: _PreviewSettingCarrier {
    var _settings: _PreviewSettings { settings }
}

/// An environment change that may fix the colour scheme (`.environment(\.colorScheme, .dark)`).
protocol _EnvironmentWriting {
    var _colorScheme: ColorScheme? { get }
}
