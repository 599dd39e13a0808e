import Foundation
import WidgetRaster

struct AppFontsFolderKey: EnvironmentKey { static let defaultValue: URL? = nil }

extension EnvironmentValues {
    /// The app's fonts folder (`WidgetRenderOptions.fonts`), whose faces UIKit's text measures and
    /// draws with besides the bundled ones; nil: the bundled fonts alone.
    package var appFontsFolder: URL? {
        get { self[AppFontsFolderKey.self] }
        set { self[AppFontsFolderKey.self] = newValue }
    }
}

extension TextEngine {
    /// The engine UIKit's fonts and string drawing measure and draw with: this thread's renderer's,
    /// for the render's fonts (the app's too), with the CJK fonts where `text` needs them; nil
    /// where no fonts are installed (the render itself then fails, naming the fonts folder).
    static func forUIKit(text: String = "") -> TextEngine? {
        guard let renderer = try? WidgetRenderer.forCurrentThread() else { return nil }
        var fonts = FontSet(appFonts: EnvironmentValues.current.appFontsFolder)
        fonts.cjk = FontSet.needsCJK(text)
        return (try? renderer.engine(for: fonts)) ?? renderer.engine
    }
}
