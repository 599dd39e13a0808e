import ArgumentParser
import WidgetRaster

extension RenderLocale {
    /// Refuses a `--locales` item that is neither a locale id nor a pseudolanguage, naming it.
    static func validate(_ items: [String]?) throws {
        guard let bad = items?.first(where: { RenderLocale($0) == nil }) else { return }
        throw ValidationError("--locales: '\(bad)' is not a locale id (de, ja, ar, pt-BR) or an Xcode pseudolanguage ("
            + pseudolanguageNames.joined(separator: ", ") + ")" + NameSuggestions.didYouMean(bad, among: pseudolanguageNames))
    }
}
