import AppIntents
import Foundation

extension LocalizedStringResource {
    /// The locale the resource is translated into. Accepted; a resource resolves in the image's
    /// language (the render's locale), which is what this reads as, and one set here is not kept.
    public var locale: Locale {
        get { EnvironmentValues.current.locale }
        set {}
    }

    /// Which bundle's tables hold the resource's translation. Accepted; a rendering reads the
    /// translations its options give (`WidgetRenderOptions(localization:)`), whichever bundle is named.
    public enum BundleDescription: @unchecked Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)
    }
}
