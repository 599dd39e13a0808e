import Foundation

/// The fonts one job's text is drawn with: the bundled fonts and, for a scene that names one,
/// the app's fonts folder. A text engine is made for one font set and never changes, so a job's
/// glyphs cannot depend on fonts another job brought.
package struct FontSet: Hashable, Sendable {
    /// The app's fonts folder (`fonts:` in a scene file, `WidgetRenderOptions.fonts` in code).
    package var appFonts: URL?
    /// Japanese, Chinese or Korean text is shown: Noto Sans CJK joins the fonts (where it is
    /// installed). Only then, as fontconfig takes a tenth of a second to add it to an engine.
    package var cjk = false

    package init(appFonts: URL? = nil, cjk: Bool = false) {
        self.appFonts = appFonts?.standardizedFileURL
        self.cjk = cjk
    }

    /// Whether text needs a CJK font: it holds kana, CJK ideographs or Hangul.
    package static func needsCJK(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF: true
            default: false
            }
        }
    }

    /// The bundled fonts alone.
    package static let bundled = FontSet()
}
