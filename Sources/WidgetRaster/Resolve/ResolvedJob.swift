import Foundation
import Themes

/// One image's inputs, gathered before layout: the body as evaluated for the image (a provider
/// asked, colour names checked), the scene's data merged for the entry and configuration shown,
/// the layout environment filled in, the font set, and every image the body names read into
/// memory. Layout and paint read this and the renderer's caches, which are keyed by content; no
/// file and no provider.
package struct ResolvedJob: Sendable {
    package var kind: String
    package var family: WidgetFamily
    package var target: RenderTarget
    package var body: ViewNode
    /// Text settings, Dynamic Type, direction, data, dates, family, colour scheme and pixel grid
    /// (the app fonts' faces are filled in by the engine of `fontSet` when the body is laid out).
    package var environment: LayoutEnvironment
    package var fontSet: FontSet
    package var images: ImageStore
    /// The app's asset catalogue (its symbol sets and template image sets), read once.
    package var catalog: AssetCatalog?
    /// The team's SF Symbols exports, drawn for their system names.
    package var symbols: SymbolLibrary = .empty
    /// A symbol name neither the exports nor WidgetRaster's table has draws nothing (an app's code,
    /// as iOS draws it) rather than failing (a scene file, checked whole when it loads).
    package var unknownSymbolsDrawNothing = false
    package var contentMargins: Bool
    /// Content margins only with a container background (an app's Swift widget, maybe built before iOS 17).
    package var marginsNeedContainerBackground: Bool
    /// Resolves a Swift body's `GeometryReader` content, made at layout, as the body was resolved.
    package var contentResolver: (any ContentResolving)?
    /// Where a Swift body named an app font, for reporting one the fonts folder lacks.
    package var fontSite: @Sendable (String) -> SourceLocation? = { _ in nil }
}
