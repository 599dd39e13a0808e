import Foundation
import SwiftUI
import Themes
import WidgetRaster

public typealias Variant = WidgetRaster.Variant
public typealias Bitmap = WidgetRaster.Bitmap
public typealias Theme = Themes.Theme
public typealias SystemLook = Themes.SystemLook

/// Renders a view as a widget of a family on a device of the size table (`iphone-393x852`) at
/// a scale and in a variant, and returns the PNG bytes. The body is evaluated for this image:
/// `@Environment(\.widgetFamily)`, `\.colorScheme`, `\.redactionReasons`, `\.widgetRenderingMode`
/// and the rest hold what this image is. Image files resolve against `resources`.
public func renderWidget<V: View>(_ view: V, family: RenderFamily, device: String, scale: Int, variant: Variant,
                                  options: WidgetRenderOptions = WidgetRenderOptions()) throws -> Data {
    PNGEncoder().encode(try renderWidgetBitmap(view, family: family, device: device, scale: scale, variant: variant, options: options))
}

/// `renderWidget` without the PNG encoding: the pixels, for comparisons.
public func renderWidgetBitmap<V: View>(_ view: V, family: RenderFamily, device: String, scale: Int, variant: Variant,
                                        options: WidgetRenderOptions = WidgetRenderOptions()) throws -> Bitmap {
    try WidgetRenderOptions.checkNowVariable()
    let job = try WidgetImageJob(family: family, device: device, scale: scale, variant: variant)
    let body = try FixedClock.during(options.now) {
        var environment = EnvironmentValues.forImage(family: family, variant: variant, scale: scale, margin: job.target.contentMargin)
        options.apply(to: &environment, now: options.now)
        return try ViewResolver.resolve(view, environment: environment)
    }
    return try job.render(body, kind: "\(V.self)", contentMargins: true, options: options)
}

/// Renders a widget as WidgetKit shows it: the provider's timeline entry `entry` (its first by
/// default) through the widget's view, or its placeholder entry for the placeholder variants.
public func renderWidget<W: Widget>(_ widget: W, family: RenderFamily, device: String, scale: Int, variant: Variant,
                                    entry: Int = 0, options: WidgetRenderOptions = WidgetRenderOptions()) throws -> Data {
    PNGEncoder().encode(try renderWidgetBitmap(widget, family: family, device: device, scale: scale, variant: variant, entry: entry,
                                               options: options))
}

/// `renderWidget` for a widget without the PNG encoding: the pixels, for comparisons.
public func renderWidgetBitmap<W: Widget>(_ widget: W, family: RenderFamily, device: String, scale: Int, variant: Variant,
                                          entry: Int = 0, options: WidgetRenderOptions = WidgetRenderOptions()) throws -> Bitmap {
    try FixedClock.during(options.now) {
        try renderBitmap(widget.body._description.drawingActivityFromPreviews, family: family, device: device, scale: scale, variant: variant, entry: entry,
                         options: options)
    }
}

/// Renders one preview (a `#Preview` or one view of a `PreviewProvider`) as `render-previews`
/// draws it: in one of its families, its timeline's `entry` for widget previews.
public func renderPreview(_ preview: DeclaredPreview, family: RenderFamily, device: String, scale: Int, variant: Variant,
                          entry: Int = 0, options: WidgetRenderOptions = WidgetRenderOptions()) throws -> Data {
    PNGEncoder().encode(try renderPreviewBitmap(preview, family: family, device: device, scale: scale, variant: variant,
                                                entry: entry, options: options))
}

/// `renderPreview` without the PNG encoding: the pixels, for comparisons.
public func renderPreviewBitmap(_ preview: DeclaredPreview, family: RenderFamily, device: String, scale: Int, variant: Variant,
                                entry: Int = 0, options: WidgetRenderOptions = WidgetRenderOptions()) throws -> Bitmap {
    try FixedClock.during(options.now) {
        try renderBitmap(preview.description, family: family, device: device, scale: scale, variant: variant, entry: entry, options: options)
    }
}

/// Renders a control (iOS 18) as Control Center (`controlSmall`, `controlMedium`, `controlLarge`)
/// or a Lock Screen slot (`controlLockScreen`) shows it, with its provider's preview value: a
/// toggle off, or on when `isOn`. Control Center is dark in both schemes, so `.dark` is the variant.
public func renderControl<C: ControlWidget>(_ control: C, family: RenderFamily, device: String, scale: Int, variant: Variant = .dark,
                                            isOn: Bool = false, options: WidgetRenderOptions = WidgetRenderOptions()) throws -> Data {
    PNGEncoder().encode(try renderControlBitmap(control, family: family, device: device, scale: scale, variant: variant, isOn: isOn,
                                                options: options))
}

/// `renderControl` without the PNG encoding: the pixels, for comparisons.
public func renderControlBitmap<C: ControlWidget>(_ control: C, family: RenderFamily, device: String, scale: Int,
                                                  variant: Variant = .dark, isOn: Bool = false,
                                                  options: WidgetRenderOptions = WidgetRenderOptions()) throws -> Bitmap {
    let (description, template) = FixedClock.during(options.now) { () -> (_ControlDescription, _ControlTemplate) in
        let description = control.body._control
        return (description, description.template())
    }
    guard !isOn || template.kind == .toggle else { throw WidgetRenderError(message: "\(description.kind) is a button: it has no on state") }
    return try renderBitmap(description.widgetDescription(template), family: family, device: device, scale: scale, variant: variant,
                            entry: isOn ? 1 : 0, options: options)
}

/// One image of a widget (or a preview drawn as one): the entry's view, evaluated for this image, through the one render path.
private func renderBitmap(_ description: WidgetDescription, family: RenderFamily, device: String, scale: Int, variant: Variant,
                          entry: Int, options: WidgetRenderOptions) throws -> Bitmap {
    guard description.families.contains(family.widgetKitFamily) else {
        throw WidgetRenderError(message: "\(description.kind) does not support \(family.rawValue); it supports "
            + description.families.map(\.rawValue).joined(separator: ", "))
    }
    let job = try WidgetImageJob(family: family, device: device, scale: scale, variant: variant)
    var context = ImageContext(family: family, variant: variant, dynamicType: options.dynamicTypeSize,
                               rightToLeft: options.resolvedLayoutDirection == .rightToLeft, scale: scale,
                               size: job.target.size.device, entry: entry)
    context.contentMargin = job.target.contentMargin
    let body = try WidgetBodies(description, options: options).body(for: context)
    return try job.render(body, kind: description.kind, contentMargins: description.contentMargins, options: options,
                          marginsNeedContainerBackground: true)
}

extension EnvironmentValues {
    /// What a widget's body sees when it is drawn as one image of the matrix.
    static func forImage(family: RenderFamily, variant: Variant, scale: Int, margin: Double = 16) -> EnvironmentValues {
        var env = EnvironmentValues()
        // In StandBy the code sees its small family, drawn without its background.
        env.widgetFamily = WidgetFamily(family) ?? .systemSmall
        env.renderFamily = family
        env.colorScheme = variant.colorScheme
        env.isLuminanceReduced = variant.luminanceReduced
        env.widgetRenderingMode = WidgetRenderingMode(variant.renderingMode)
        env.showsWidgetContainerBackground = variant.renderingMode == .fullColor && !family.removesBackground
        env.widgetContentMargins = WidgetLayout.contentMargins(for: family, enabled: true, margin: margin)
        switch variant.redaction {
        case .none: break
        case .placeholder: env.redactionReasons = .placeholder
        case .privacy: env.redactionReasons = .privacy
        }
        env.displayScale = CGFloat(scale)
        return env
    }
}

/// What an app gives its widgets besides their code: where image files are, its named colours
/// (a theme: what `Color("brandMint")` resolves to, as an asset catalogue gives it on iOS), its
/// translations, and the locale and time zone to show them in.
public struct WidgetRenderOptions: Sendable {
    public var resources: URL
    public var theme: Theme
    public var localization: LocalizationTable?
    public var locale: Locale
    public var timeZone: TimeZone
    /// Reading order; nil follows the locale's language (Arabic and Hebrew read right to left), as on a device.
    public var layoutDirection: LayoutDirection?
    /// The text size a person chose (Large by default).
    public var dynamicTypeSize: DynamicTypeSize
    /// The app's asset catalogue, relative to `resources` (`Assets.xcassets`): `Color("Name")`
    /// and `Image("Name")` find its colour and image sets.
    public var assets: String?
    /// The app's fonts folder, relative to `resources`, for `Font.custom`.
    public var fonts: String?
    /// Symbols exported from the SF Symbols app (`SymbolLibrary.load(folder)`), drawn for those
    /// system names in place of WidgetRaster's stand-ins.
    public var symbols: SymbolLibrary
    /// One of Xcode's pseudolanguages over the widget's strings (`.doubleLength`, `.accented`…), as
    /// `--locales pseudo-double` draws it; nil: the strings as translated.
    public var pseudolanguage: Pseudolanguage?
    /// The moment the widget's code sees as now — `Date()`, `.now`, its provider's dates, relative
    /// and timer texts — held while its code runs, so an image is the same whenever it is drawn:
    /// `defaultNow` (8 June 2026, 9:41 UTC, or `WIDGETRASTER_NOW`); nil: the machine's clock.
    public var now: Date?

    public init(resources: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath), theme: Theme = .standard,
                localization: LocalizationTable? = nil, locale: Locale = Locale(identifier: "en_US"),
                timeZone: TimeZone = TimeZone(identifier: "UTC")!, layoutDirection: LayoutDirection? = nil,
                dynamicTypeSize: DynamicTypeSize = .large, assets: String? = nil, fonts: String? = nil,
                symbols: SymbolLibrary = .empty, pseudolanguage: Pseudolanguage? = nil, now: Date? = WidgetRenderOptions.defaultNow) {
        self.pseudolanguage = pseudolanguage
        self.now = now
        self.assets = assets
        self.symbols = symbols
        self.fonts = fonts
        self.resources = resources
        self.theme = theme
        self.localization = localization
        self.locale = locale
        self.timeZone = timeZone
        self.layoutDirection = layoutDirection
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// The reading order these options give.
    public var resolvedLayoutDirection: LayoutDirection {
        if let layoutDirection { return layoutDirection }
        if pseudolanguage?.isRightToLeft == true { return .rightToLeft }
        let language = locale.language.languageCode?.identifier ?? "en"
        return Locale.Language(identifier: language).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Fills in what the options set; `now` is the moment the image shows (nil: the machine's clock).
    func apply(to environment: inout EnvironmentValues, now: Date?) {
        environment.localization = localization
        environment.pseudolanguage = pseudolanguage
        environment.locale = locale
        environment.timeZone = timeZone
        environment.layoutDirection = resolvedLayoutDirection
        environment.dynamicTypeSize = dynamicTypeSize
        environment.now = now ?? Date()
        // A catalogue that cannot be read fails the render where the theme reads it.
        environment.assetCatalog = try? assetCatalog(WidgetRenderer.forCurrentThread())
        // UIKit's fonts measure and draw with the app's fonts as its text does.
        environment.appFontsFolder = fonts.map { resources.appendingPathComponent($0) }
    }
}

/// A widget that cannot be rendered as asked.
public struct WidgetRenderError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// One image: where, how big, in which variant, and the environment its body sees.
struct WidgetImageJob {
    let family: RenderFamily
    let target: RenderTarget
    let scale: Int
    let variant: Variant

    init(family: RenderFamily, device id: String, scale: Int, variant: Variant) throws {
        let table = SizeTable.current
        guard let device = table.device(id: id) else {
            throw WidgetRenderError(message: "unknown device '\(id)'" + NameSuggestions.didYouMean(id, among: table.devices.map(\.id))
                + "; expected one of: " + table.devices.map(\.id).joined(separator: ", "))
        }
        guard let target = RenderTarget.targets(for: [family], devices: [device]).first else {
            throw WidgetRenderError(message: "\(id) has no \(family.rawValue) widgets")
        }
        guard (1...3).contains(scale) else { throw WidgetRenderError(message: "scale \(scale): expected 1, 2 or 3") }
        if let refusal = RenderPlan.refusal(family, variant) {
            throw WidgetRenderError(message: "\(family.rawValue) \(variant.name): \(refusal.advice)")
        }
        self.family = family
        self.target = target
        self.scale = scale
        self.variant = variant
    }

    /// Lays out and paints one family's body, through the renderer's one render path.
    func render(_ body: EvaluatedBody, kind: String, contentMargins: Bool, options: WidgetRenderOptions,
                marginsNeedContainerBackground: Bool = false) throws -> Bitmap {
        var scene = WidgetScene(kind: kind, displayName: kind, bodies: [family: body.node], contentMargins: contentMargins,
                                assets: options.assets, fonts: options.fonts)
        scene.marginsNeedContainerBackground = marginsNeedContainerBackground
        let renderer = try WidgetRenderer.forCurrentThread()
        var loaded = SceneLoader.Loaded(scene: scene, file: options.resources.appendingPathComponent("\(kind).swift"),
                                        theme: try options.themeWithAssets(renderer), evaluator: BodyEvaluator { _ in body })
        loaded.symbols = options.symbols
        let job = RenderJob(target: target, scale: scale, variant: variant, dynamicType: options.dynamicTypeSize,
                            rightToLeft: options.resolvedLayoutDirection == .rightToLeft)
        return try renderer.render(job, of: loaded).bitmap
    }
}

extension WidgetRenderOptions {
    /// The theme with the asset catalogue's colour sets (and AccentColor) added; the catalogue is
    /// read through `renderer`'s cache when one is given.
    func themeWithAssets(_ renderer: WidgetRenderer? = nil) throws -> Theme {
        guard let catalog = try assetCatalog(renderer) else { return theme }
        for problem in catalog.problems { OnceWarnings.shared.warn("\(problem); left out, as iOS leaves out an asset it cannot read") }
        return catalog.adding(to: theme)
    }

    /// The app's asset catalogue, read through `renderer`'s cache when one is given.
    func assetCatalog(_ renderer: WidgetRenderer? = nil) throws -> AssetCatalog? {
        guard let assets else { return nil }
        let url = resources.appendingPathComponent(assets)
        return try renderer.map { try $0.resolver.catalog(at: url) } ?? AssetCatalog.load(url)
    }
}
