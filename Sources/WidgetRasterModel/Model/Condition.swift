import Themes

/// `If` in a scene file: `then` when the condition holds, else `else` (or nothing).
public struct ConditionalContent: Hashable, Sendable {
    public var condition: Condition
    public var then: ViewNode
    public var otherwise: ViewNode?

    public init(condition: Condition, then: ViewNode, otherwise: ViewNode? = nil) {
        self.condition = condition
        self.then = then
        self.otherwise = otherwise
    }
}

/// What an `If` tests: a data value (`{{task.done}}`: true unless empty, false, 0, no), or that
/// it equals a string, and/or the family, colour scheme, rendering mode and Always-On display
/// being drawn (what SwiftUI code reads from `\.colorScheme`, `\.widgetRenderingMode` and
/// `\.isLuminanceReduced`). Every part given must hold.
public struct Condition: Hashable, Sendable {
    public var value: String?
    public var equals: String?
    public var families: [WidgetFamily]?
    public var colorScheme: ColorScheme?
    public var renderingMode: WidgetRenderingMode?
    public var isLuminanceReduced: Bool?

    public init(value: String? = nil, equals: String? = nil, families: [WidgetFamily]? = nil, colorScheme: ColorScheme? = nil,
                renderingMode: WidgetRenderingMode? = nil, isLuminanceReduced: Bool? = nil) {
        self.value = value
        self.equals = equals
        self.families = families
        self.colorScheme = colorScheme
        self.renderingMode = renderingMode
        self.isLuminanceReduced = isLuminanceReduced
    }

    /// Whether it tests what differs between a family's images (colour scheme, rendering mode,
    /// Always-On display), so each variant is laid out on its own.
    package var testsVariant: Bool { colorScheme != nil || renderingMode != nil || isLuminanceReduced != nil }

    /// Whether it holds, with placeholders filled in by `substitute`.
    package func holds(family: WidgetFamily?, colorScheme scheme: ColorScheme, renderingMode mode: WidgetRenderingMode,
               luminanceReduced: Bool = false, substitute: (String) -> String) -> Bool {
        if let families, let family, !families.contains(family) { return false }
        if let colorScheme, colorScheme != scheme { return false }
        if let renderingMode, renderingMode != mode { return false }
        if let isLuminanceReduced, isLuminanceReduced != luminanceReduced { return false }
        guard let value else { return true }
        let filled = substitute(value).trimmingCharacters(in: .whitespaces)
        if let equals { return filled == substitute(equals) }
        return !filled.contains("{{") && !["", "false", "0", "no", "nil", "null"].contains(filled.lowercased())
    }
}
