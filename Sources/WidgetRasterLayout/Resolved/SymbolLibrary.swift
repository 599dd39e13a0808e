import WidgetRasterText

/// Symbols a team exported from Apple's SF Symbols app, by system name: drawn for
/// `Image(systemName:)` and a scene's `Symbol` in place of WidgetRaster's stand-ins, so the
/// images show the glyphs the app ships. Empty by default.
public struct SymbolLibrary: Sendable {
    /// System name → the exported template's glyphs.
    package var sets: [String: SymbolSet]
    /// What the library holds, for fingerprints: a hash of its templates' bytes (empty when it is empty).
    package var identity: String

    public static let empty = SymbolLibrary(sets: [:], identity: "")

    package init(sets: [String: SymbolSet], identity: String) {
        self.sets = sets
        self.identity = identity
    }

    package var isEmpty: Bool { sets.isEmpty }

    package func contains(_ name: String) -> Bool { sets[name] != nil }

    /// The glyph for a name at a font weight: the export's, else WidgetRaster's stand-in; nil when neither has the name.
    package func glyph(named name: String, weight: Int) -> SymbolGlyph? {
        sets[name]?.glyph(weight: weight) ?? SymbolCatalog.glyph(named: name)
    }

    /// Whether a name draws: the export has it or WidgetRaster's table does.
    package func draws(_ name: String) -> Bool { sets[name] != nil || SymbolCatalog.contains(name) }

    /// This library with `other`'s symbols added; where both have a name, `other`'s wins.
    package func merging(_ other: SymbolLibrary) -> SymbolLibrary {
        guard !other.isEmpty else { return self }
        guard !isEmpty else { return other }
        return SymbolLibrary(sets: sets.merging(other.sets) { _, new in new }, identity: identity + "+" + other.identity)
    }
}
