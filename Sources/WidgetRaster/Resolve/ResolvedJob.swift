import Foundation
import Themes

/// One image's inputs, gathered before layout: the body as evaluated for the image (a provider
/// asked, colour names checked), the scene's data merged for the entry and configuration shown,
/// the layout environment filled in, the font set, and every image the body names read into
/// memory. Layout and paint read this and the renderer's caches, which are keyed by content; no
/// file and no provider.
public struct ResolvedJob: Sendable {
    public var kind: String
    public var family: WidgetFamily
    public var target: RenderTarget
    public var body: ViewNode
    /// Text settings, Dynamic Type, direction, data, dates, family, colour scheme and pixel grid
    /// (the app fonts' faces are filled in by the engine of `fontSet` when the body is laid out).
    public var environment: LayoutEnvironment
    public var fontSet: FontSet
    public var images: ImageStore
    /// The app's asset catalogue (its symbol sets and template image sets), read once.
    public var catalog: AssetCatalog?
    public var contentMargins: Bool
    /// Content margins only with a container background (an app's Swift widget, maybe built before iOS 17).
    public var marginsNeedContainerBackground: Bool
    /// A Swift body's `GeometryReader` contents by reader and size, resolved as the body was.
    public var geometry: (@Sendable (Int, Size) throws -> ResolvedContent?)?
    /// A Swift body's custom shapes' paths for their laid-out sizes.
    public var customShapes: (@Sendable (Int, Size) -> ShapePath?)?
    /// Where a Swift body named an app font, for reporting one the fonts folder lacks.
    public var fontSite: @Sendable (String) -> SourceLocation? = { _ in nil }
}
