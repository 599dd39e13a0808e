import Foundation
import Themes
import WidgetRaster

/// A key for a value in the environment, with the value views see when nothing set it.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view's body reads with `@Environment`: set by the renderer for each render job
/// (family, colour scheme, redaction, Dynamic Type, direction…) and by `.environment(_:_:)`.
public struct EnvironmentValues: @unchecked Sendable {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The environment of the body being evaluated.
    @TaskLocal static var current = EnvironmentValues()

    /// The moment the widget shows (its timeline entry's date): what relative date texts count from.
    public var now: Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
}

/// Reads a value from the environment of the body being evaluated.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

// MARK: - SwiftUI's keys

public typealias ColorScheme = Themes.ColorScheme
public typealias DynamicTypeSize = WidgetRaster.DynamicTypeSize
public typealias LayoutDirection = WidgetRaster.LayoutDirection

/// Why content is shown redacted (`redacted(reason:)`, `\.redactionReasons`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

struct NowKey: EnvironmentKey { static var defaultValue: Date { Date(timeIntervalSince1970: 1_780_911_660) } }
struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }
struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! } }
struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// One device pixel in points: a hairline (`1 / displayScale`).
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// The text size as the older API names it (`\.sizeCategory`), read from `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }
    /// Whether the view has keyboard focus: never, in a widget.
    public var isFocused: Bool {
        get { self[FocusedKey.self] }
        set { self[FocusedKey.self] = newValue }
    }
}

struct FocusedKey: EnvironmentKey { static let defaultValue = false }
struct BackgroundMaterialKey: EnvironmentKey { static let defaultValue: Material? = nil }

extension EnvironmentValues {
    /// The material behind the view, which vibrant styles adapt to: accepted (materials draw as their tint).
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: WidgetRaster.ShapeStyle? = nil }

extension EnvironmentValues {
    /// The style `background(in:)` fills with (`backgroundStyle(_:)`); nil: the system background.
    var backgroundStyle: WidgetRaster.ShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The font `.font(_:)` set around the view; nil where none did (texts then use body).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}

/// Content evaluated with one environment value changed (`.environment(\.key, value)`).
struct EnvironmentWriter<Content: View>: View, _PrimitiveView, _WrappingView, _EnvironmentWriting {
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    func _nodes(in context: _ResolveContext) -> [ViewNode] {
        var inner = context
        change(&inner.environment)
        return inner.nodes(content)
    }

    var _wrapped: any View { content }

    /// The colour scheme this change fixes whatever it was before, if it does.
    var _colorScheme: ColorScheme? {
        var light = EnvironmentValues(), dark = EnvironmentValues()
        light.colorScheme = .light
        dark.colorScheme = .dark
        change(&light)
        change(&dark)
        return light.colorScheme == dark.colorScheme ? light.colorScheme : nil
    }
}

extension View {
    /// Changes one environment value for the code inside; a text setting (`\.lineLimit`, `\.font`) also draws.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: _ModifiedView(self) { _ in EnvironmentValues.drawing(keyPath, value) }) { $0[keyPath: keyPath] = value }
    }
    /// Draws the view inside in a colour scheme of its own (deprecated in iOS; `environment(\.colorScheme, _:)`).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }
}

/// The text size a person chose, by its pre-iOS 15 names; each is a `DynamicTypeSize`.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The category of each Dynamic Type size, one for one.
    init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }

    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!] }

    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }
}

extension ContentSizeCategory: Comparable {
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
