import Foundation

/// The fonts one job's text is drawn with: the bundled fonts and, for a scene that names one,
/// the app's fonts folder. A text engine is made for one font set and never changes, so a job's
/// glyphs cannot depend on fonts another job brought.
package struct FontSet: Hashable, Sendable {
    /// The app's fonts folder (`fonts:` in a scene file, `WidgetRenderOptions.fonts` in code).
    package var appFonts: URL?

    package init(appFonts: URL? = nil) { self.appFonts = appFonts?.standardizedFileURL }

    /// The bundled fonts alone.
    package static let bundled = FontSet()
}
