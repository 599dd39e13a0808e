import Foundation
import WidgetRaster

/// What fills a shape or colours text: a colour, a hierarchical level of the foreground, the
/// tint, a gradient. Each stands for one `ShapeStyle` value of the scene model.
/// A style of an app's own implements `resolve(in:)`, returning a built-in one for the environment.
public protocol ShapeStyle {
    associatedtype Resolved: ShapeStyle = Never
    func resolve(in environment: EnvironmentValues) -> Resolved
    var _style: WidgetRaster.ShapeStyle { get }
}

extension ShapeStyle {
    /// A custom style is the style it resolves to in the environment of the view that names it.
    public var _style: WidgetRaster.ShapeStyle { resolve(in: EnvironmentValues.current)._style }
}

extension ShapeStyle where Resolved == Never {
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) implements neither resolve(in:) nor a built-in style")
    }
}

extension Never: ShapeStyle {
    public var _style: WidgetRaster.ShapeStyle { switch self {} }
}

/// `.primary` … `.quaternary`: levels of the current foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    public let _style: WidgetRaster.ShapeStyle
    public static let primary = HierarchicalShapeStyle(_style: .primary)
    public static let secondary = HierarchicalShapeStyle(_style: .secondary)
    public static let tertiary = HierarchicalShapeStyle(_style: .tertiary)
    public static let quaternary = HierarchicalShapeStyle(_style: .quaternary)
}

/// The system fill colours (`.fill`, `.fill.secondary`, `.fill.tertiary`, `.fill.quaternary`).
public struct FillShapeStyle: ShapeStyle, Hashable, Sendable {
    let name: String
    public var _style: WidgetRaster.ShapeStyle { .color(name) }
    public var secondary: FillShapeStyle { FillShapeStyle(name: "secondarySystemFill") }
    public var tertiary: FillShapeStyle { FillShapeStyle(name: "tertiarySystemFill") }
    public var quaternary: FillShapeStyle { FillShapeStyle(name: "quaternarySystemFill") }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle(name: "systemFill") }
}

/// The system background of the current colour scheme (`.background`).
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    public var _style: WidgetRaster.ShapeStyle { .color("systemBackground") }
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The current foreground style (`.foreground`): what `foregroundStyle(_:)` set around the view,
/// else the label colour; a stroke in it is drawn as the text beside it is.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    public var _style: WidgetRaster.ShapeStyle { .primary }
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The accent colour (`.tint`).
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    public var _style: WidgetRaster.ShapeStyle { .tint }
    public init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle {
    /// This style at reduced opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { AnyShapeStyle(_style: _style.opacity(opacity)) }

    /// The second, third and fourth levels of this style (`.ultraThinMaterial.quaternary`,
    /// `Color.blue.secondary`): the opacities of UIKit's secondary, tertiary and quaternary labels.
    public var secondary: some ShapeStyle { opacity(0.6) }
    public var tertiary: some ShapeStyle { opacity(0.3) }
    public var quaternary: some ShapeStyle { opacity(0.18) }

    /// The style drawn without the blend mode: accepted, as `.plusDarker`/`.plusLighter` over a
    /// widget's background shift its colour only slightly.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { AnyShapeStyle(_style: _style) }
}

/// A translucent fill (`.ultraThinMaterial` … `.ultraThickMaterial`), drawn as its tint: an image
/// has no backdrop to blur.
public struct Material: ShapeStyle, Hashable, Sendable {
    let name: String
    public var _style: WidgetRaster.ShapeStyle { .color(name) }
    public static let ultraThin = Material(name: "ultraThinMaterial")
    public static let thin = Material(name: "thinMaterial")
    public static let regular = Material(name: "regularMaterial")
    public static let thick = Material(name: "thickMaterial")
    public static let ultraThick = Material(name: "ultraThickMaterial")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
}

/// A type-erased style.
public struct AnyShapeStyle: ShapeStyle, Hashable, Sendable {
    public let _style: WidgetRaster.ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { _style = style._style }
    init(_style: WidgetRaster.ShapeStyle) { self._style = _style }
}
