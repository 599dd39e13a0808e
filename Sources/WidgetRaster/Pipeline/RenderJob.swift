/// One image to render: a widget family at a target size, a scale and a variant.
public struct RenderJob: Hashable, Sendable {
    /// Position in the whole, unsharded job list: the manifest's order.
    public var index = 0
    public var sceneIndex: Int
    public var target: RenderTarget
    public var scale: Int
    public var variant: Variant
    public var dynamicType: DynamicTypeSize
    public var rightToLeft: Bool
    /// Which timeline entry and configuration (indices into the scene's lists), if any.
    public var entry: Int?
    public var configuration: Int?
    /// Laid out with the scene's placeholder data (a placeholder variant of a scene that has it).
    public var placeholderData = false
    /// The language drawn (`--locales`); nil: the scene's own.
    package var locale: RenderLocale?
    /// The moment the image shows as now (`--now`); nil: the widget's own.
    package var now: RenderNow? = nil
    /// Path of the PNG relative to the output folder.
    public var file: String

    public var family: WidgetFamily { target.family }


    /// The layout this job paints; jobs with equal keys share one layout.
    public var layoutKey: LayoutKey {
        LayoutKey(sceneIndex: sceneIndex, family: target.family, canvas: target.size.canvas,
                  cornerRadius: target.cornerRadius * target.size.canvas.width / target.size.device.width,
                  contentMargin: target.contentMargin, dynamicType: dynamicType, rightToLeft: rightToLeft, entry: entry, configuration: configuration,
                  placeholderData: placeholderData, scale: scale, locale: locale, now: now)
    }
}

extension RenderJob {
    /// A job outside a batch (index, scene index and file matter only to a batch).
    public init(target: RenderTarget, scale: Int, variant: Variant, dynamicType: DynamicTypeSize = .large,
                rightToLeft: Bool = false, entry: Int? = nil, configuration: Int? = nil, placeholderData: Bool = false,
                sceneIndex: Int = 0, file: String = "") {
        self.init(sceneIndex: sceneIndex, target: target, scale: scale, variant: variant, dynamicType: dynamicType,
                  rightToLeft: rightToLeft, entry: entry, configuration: configuration, placeholderData: placeholderData,
                  locale: nil, file: file)
    }
}

/// What a layout depends on: scene, family, canvas size, corner radius, content margin, Dynamic Type, the data
/// shown, the language and the scale (text sizes round to its pixel grid) — not colour scheme or redaction.
public struct LayoutKey: Hashable, Sendable {
    public var sceneIndex: Int
    public var family: WidgetFamily
    public var canvas: Size
    /// Corner radius in canvas points.
    public var cornerRadius: Double
    /// The device's Home Screen content margin: two devices of one widget size may inset it differently.
    public var contentMargin: Double
    public var dynamicType: DynamicTypeSize
    public var rightToLeft: Bool
    public var entry: Int?
    public var configuration: Int?
    public var placeholderData: Bool
    public var scale: Int
    package var locale: RenderLocale?
    package var now: RenderNow?
    /// Set for bodies evaluated per image, whose layout can differ by variant.
    public var variant: Variant?

    /// The key of a body evaluated per image: the variant is part of what the layout depends on.
    func perImage(_ variant: Variant) -> LayoutKey {
        var key = self
        key.variant = variant
        return key
    }
}
