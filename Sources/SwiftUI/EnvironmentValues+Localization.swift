import Foundation
import WidgetRaster

/// An app's translations (`Localizable.strings`, `.xcstrings`), for `WidgetRenderOptions(localization:)`.
public typealias LocalizationTable = WidgetRaster.LocalizationTable

struct LocalizationKey: EnvironmentKey { static let defaultValue: LocalizationTable? = nil }
struct PseudolanguageKey: EnvironmentKey { static let defaultValue: Pseudolanguage? = nil }

extension EnvironmentValues {
    /// The app's translations, when given; texts show their keys' translations in `locale`'s language.
    public var localization: LocalizationTable? {
        get { self[LocalizationKey.self] }
        set { self[LocalizationKey.self] = newValue }
    }

    /// `key`'s translation in the image's language, the pseudolanguage applied; nil when the
    /// render's translations have none (Foundation-style lookups: `String(localized:defaultValue:)`,
    /// `NSLocalizedString`).
    func plainTranslation(of key: String) -> String? {
        guard let translation = localization?.translation(key, locale: locale) else { return nil }
        return pseudolanguage?.apply(to: translation, syntax: .plain) { $0 } ?? translation
    }

    /// The Xcode pseudolanguage an image is drawn in (`--locales accented`): localisable texts change as on a device.
    package var pseudolanguage: Pseudolanguage? {
        get { self[PseudolanguageKey.self] }
        set { self[PseudolanguageKey.self] = newValue }
    }
}

struct AssetCatalogKey: EnvironmentKey { static let defaultValue: AssetCatalog? = nil }

extension EnvironmentValues {
    /// The app's asset catalogues, where `UIImage(named:)` finds an image's pixels as iOS does
    /// (nil outside a rendering, or for an app without catalogues).
    package var assetCatalog: AssetCatalog? {
        get { self[AssetCatalogKey.self] }
        set { self[AssetCatalogKey.self] = newValue }
    }
}
