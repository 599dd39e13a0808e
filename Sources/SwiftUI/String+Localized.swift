import AppIntents
import Foundation

extension String {
    /// A localisable string with interpolations, as Foundation spells `String(localized:)`'s key.
    public typealias LocalizationValue = LocalizedStringKey

    /// Foundation's `String(localized:)` (not in Foundation on Linux): the key's translation in the
    /// image's language from the render's translations (`WidgetRenderOptions(localization:)`) with
    /// the values put in, else the key as written. Code that runs outside a render (a static
    /// `let`) sees no translations, as code that runs before the app's bundle is loaded would.
    public init(localized key: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
                comment: StaticString? = nil) {
        var environment = EnvironmentValues.current
        if let locale { environment.locale = locale }
        self = key.resolved(in: environment)
    }

    /// `String(localized:defaultValue:…)`: the translation of `keyAndValue`'s key, else `defaultValue`.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        var environment = EnvironmentValues.current
        if let locale { environment.locale = locale }
        self = environment.plainTranslation(of: "\(key)") ?? defaultValue.resolved(in: environment)
    }

    /// A `LocalizedStringResource` as a string in the current image's language.
    public init(localized resource: LocalizedStringResource) {
        self.init(localized: LocalizedStringKey(resource.key))
    }
}

/// `String.LocalizationValue` is Codable (an app stores one with its data): encoded as its text
/// with the values put in, read back as that text.
extension LocalizedStringKey: Codable {
    public init(from decoder: Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(resolved(in: EnvironmentValues()))
    }
}
