import Foundation
import WidgetRaster

public typealias Font = WidgetRaster.Font
public typealias Alignment = WidgetRaster.Alignment
public typealias HorizontalAlignment = WidgetRaster.HorizontalAlignment
public typealias VerticalAlignment = WidgetRaster.VerticalAlignment
public typealias TextAlignment = WidgetRaster.TextAlignment
public typealias Edge = WidgetRaster.Edge
public typealias EdgeInsets = WidgetRaster.EdgeInsets
public typealias UnitPoint = WidgetRaster.UnitPoint
public typealias ContentMode = WidgetRaster.ContentMode

extension Text {
    public typealias Case = WidgetRaster.TextCase
    public typealias TruncationMode = WidgetRaster.TruncationMode
}

extension Font {
    public func bold() -> Font { weight(.bold) }

    /// An app font by PostScript or family name, scaling with Dynamic Type like `relativeTo` (body by default),
    /// from `WidgetRenderOptions(fonts:)`; a name that folder lacks is an error at this line.
    public static func custom(_ name: String, size: CGFloat, relativeTo style: Font.TextStyle = .body,
                              file: StaticString = #fileID, line: UInt = #line) -> Font {
        NameSites.current?.record(.font, name, file: file, line: line)
        return Font(style: style, size: Double(size), custom: name)
    }

    /// An app font at a size that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> Font {
        NameSites.current?.record(.font, name, file: file, line: line)
        return Font(size: Double(fixedSize), custom: name)
    }
}

/// Flexible space along its stack's axis.
public struct Spacer: View, _PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public func _nodes(in context: _ResolveContext) -> [ViewNode] { [ViewNode(.spacer(minLength: minLength.map(Double.init)))] }
}

/// A hairline separator.
public struct Divider: View, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    public func _nodes(in context: _ResolveContext) -> [ViewNode] { [ViewNode(.divider)] }
}

/// An SF Symbol (drawn as outlines from `SymbolCatalog`) or an image file by name.
public struct Image: View, _PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    enum Source: Hashable { case symbol(String), file(String), bytes, empty }
    let source: Source
    var isResizable = false
    var isTiled = false
    var renderingMode: TemplateRenderingMode?
    /// Modifiers Apple declares on `Image` itself, so they chain with `resizable()` and keep it an `Image`.
    var imageModifiers: [Modifier] = []
    /// How much of a variable symbol is lit, 0…1 (`Image(systemName:variableValue:)`).
    var variableValue: Double?
    /// What VoiceOver reads for the image (`Image(_:bundle:label:)`); a decorative image is not read.
    var accessibilityText: AccessibilityText?
    var isDecorative = false

    /// An image's VoiceOver label: a text, which is not `Sendable` itself but is a plain value.
    struct AccessibilityText: Hashable, @unchecked Sendable { let text: Text }

    /// Where the code named a symbol, for the warning when WidgetRaster does not know it.
    var site: SourceLocation?

    public init(systemName: String, file: StaticString = #fileID, line: UInt = #line) {
        source = .symbol(systemName)
        site = SourceLocation(file: "\(file)", line: Int(line))
    }

    /// A symbol whose variable parts (wifi's arcs, cellularbars' bars, a speaker's waves) are lit
    /// up to `variableValue` (0…1, clamped) and drawn faintly above it; nil draws it whole.
    public init(systemName: String, variableValue: Double?, file: StaticString = #fileID, line: UInt = #line) {
        self.init(systemName: systemName, file: file, line: line)
        self.variableValue = variableValue.map { $0.isNaN ? 0 : min(1, max(0, $0)) }
    }

    /// One of the app's own symbols with a variable value: its template has no variable layers here, so it is drawn whole.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }
    /// An image file, relative to the resources folder the renderer is given (`.png` added when
    /// no extension); `bundle` is accepted: the renderer's resources stand for the app's bundle.
    public init(_ name: String, bundle: Bundle? = nil) { source = .file(name.contains(".") ? name : name + ".png") }
    /// An image VoiceOver reads as `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        accessibilityText = AccessibilityText(text: label)
    }
    /// An image VoiceOver passes over.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }
    /// One of the app's own symbols with a variable value, read as `label` (drawn whole: see `init(_:variableValue:bundle:)`).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle, label: label) }
    /// One of the app's own symbols with a variable value, passed over by VoiceOver.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(decorative: name, bundle: bundle) }

    /// A UIKit image: one of the app's images by name is drawn as `Image(_:)` draws it, and one
    /// made from PNG bytes (`UIImage(data:)`, an app group's downloaded icon, one drawn in code) is
    /// drawn from them at the image's scale (one pixel a point for bytes read); other bytes (JPEG, HEIC) are not drawn yet, and rendering reports this line.
    /// An SF Symbol (`UIImage(systemName:withConfiguration:)`) is drawn with its configuration's
    /// font, scale and colours; a tint colour (`withTintColor(_:)`) and `.alwaysTemplate` draw the
    /// image as a template in that colour or the foreground style, `.alwaysOriginal` in its own colours.
    public init(uiImage: UIImage, file: StaticString = #fileID, line: UInt = #line) {
        switch uiImage.source {
        case .named(let name): source = .file(name.contains(".") ? name : name + ".png")
        case .symbol(let name): source = .symbol(name)
        case .data(let data) where data.starts(with: ImageAsset.pngSignature):
            source = .file(ImageAsset.inline(png: data, scale: Double(uiImage.scale)))
        case .data: source = .bytes
        case .empty: source = .empty
        }
        site = SourceLocation(file: "\(file)", line: Int(line))
        switch uiImage.renderingMode {
        case .alwaysTemplate: renderingMode = .template
        case .alwaysOriginal: renderingMode = .original
        case .automatic: break
        }
        imageModifiers = uiImage.symbolConfiguration?.imageModifiers ?? []
        if let tint = uiImage.tintColor { imageModifiers.append(.foregroundStyle(Color(uiColor: tint)._style)) }
    }

    /// Which way up a Core Graphics image is drawn.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// A Core Graphics image (one the code drew) at `scale` pixels a point, read as `label`.
    /// Drawn upright: another orientation is reported once and drawn as `.up`.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text,
                file: StaticString = #fileID, line: UInt = #line) {
        self.init(uiImage: UIImage(cgImage: cgImage, scale: scale, orientation: .up), file: file, line: line)
        accessibilityText = AccessibilityText(text: label)
        Self.warnUnlessUpright(orientation)
    }

    /// A Core Graphics image VoiceOver passes over.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up,
                file: StaticString = #fileID, line: UInt = #line) {
        self.init(uiImage: UIImage(cgImage: cgImage, scale: scale, orientation: .up), file: file, line: line)
        isDecorative = true
        Self.warnUnlessUpright(orientation)
    }

    private static func warnUnlessUpright(_ orientation: Orientation) {
        guard orientation != .up else { return }
        OnceWarnings.shared.warn("Image(_:scale:orientation:): orientation .\(orientation) is not drawn yet; drawn upright")
    }

    /// An image of the app's asset catalogue by its generated resource (`Image(.logo)`).
    public init(_ resource: ImageResource) { self.init(resource.name) }

    /// How the image is drawn in the accented rendering mode (iOS 18); nil keeps the default (desaturated).
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> Image {
        adding(mode.map { .widgetAccentedRenderingMode($0) })
    }

    /// How a symbol's layers take colour; still an `Image`, as Apple declares it (nil: the surrounding mode).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { adding(mode.map { .symbolRenderingMode($0.mode) }) }

    private func adding(_ modifier: Modifier?) -> Image {
        var copy = self
        if let modifier { copy.imageModifiers.append(modifier) }
        return copy
    }

    /// How a resized image is resampled. Accepted: images are always resampled smoothly, which
    /// `.medium` and `.high` ask for; `.none` (nearest neighbour, for pixel art) is not yet honoured.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Accepted: image edges are always anti-aliased.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How the image takes colour: `.template` fills its shape with the foreground style,
    /// `.original` keeps its colours; nil follows the image set ("Render As" in Xcode).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    public typealias TemplateRenderingMode = WidgetRaster.ImageRenderingMode

    /// Resampling quality for `interpolation(_:)`.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// How a resizable image fills its frame: stretched, or repeated at its own size.
    public enum ResizingMode: Hashable, Sendable { case stretch, tile }

    /// Resizable, stretched or tiled; `capInsets` (a stretchable centre) is accepted, the whole image stretches.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = resizable()
        copy.isTiled = resizingMode == .tile
        return copy
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        imageModifiers.reduce(sourceNodes(in: context)) { nodes, modifier in nodes.map { $0.modified(modifier) } }
    }

    private func sourceNodes(in context: _ResolveContext) -> [ViewNode] {
        switch source {
        case .symbol(let name):
            // A name nothing draws (neither WidgetRaster's table nor the team's exports) is drawn as
            // nothing with a warning at this line, as iOS draws it: the resolver knows the exports.
            if let site { NameSites.current?.record(.symbol, name, at: site) }
            return [ViewNode(.symbol(name, resizable: isResizable, variableValue: variableValue))]
        case .file(let file):
            var node = ViewNode(.image(file: file, resizable: isResizable, tiled: isTiled))
            if let renderingMode { node = node.modified(.imageRenderingMode(renderingMode)) }
            if let accessibilityText { node = node.modified(.accessibility(.label(accessibilityText.text.plainString(in: context.environment)))) }
            if isDecorative { node = node.modified(.accessibility(.hidden(true))) }
            return [node]
        // `UIImage()`: nothing to draw; resizable, it takes the size it is offered (so a background
        // behind it fills that size, as on iOS), else it is 0 × 0.
        case .empty: return [isResizable ? ViewNode(.color(.color("clear"))) : ViewNode(.color(.color("clear"))).frame(width: 0, height: 0)]
        case .bytes:
            context.log.add(UnsupportedView(name: "Image(uiImage:) of image bytes other than PNG", file: site?.file ?? "", line: site?.line ?? 0))
            return []
        }
    }
}

/// Views that open a URL when tapped.
public struct Link<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        [context.node(label).modified(.link(destination.absoluteString))]
    }
}

extension Link where Label == Text {
    public init(_ title: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, destination: URL) {
        self.init(destination: destination) { Text(titleResource) }
    }
}

/// How an image is drawn in the accented rendering mode (iOS 18's `Image.widgetAccentedRenderingMode`).
public typealias WidgetAccentedRenderingMode = WidgetRaster.AccentedImageMode

/// An image of an asset catalogue, as Xcode generates them (`ImageResource.logo`).
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// A colour of an asset catalogue, as Xcode generates them (`ColorResource.brandMint`).
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}
