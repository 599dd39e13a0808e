import Foundation
import WidgetRasterText

/// An app's own symbol (`name.symbolset` in its asset catalogue): the SF Symbols template SVG
/// Xcode stores, one glyph per weight at the medium scale, each as filled outlines placed in the
/// 24-unit symbol box the way SF Symbols places theirs (1.2 em tall, centred on the cap height),
/// so it sits beside text and takes the font's size and weight like a system symbol.
public struct SymbolSet: Sendable {
    /// Font weight (100 ultralight … 900 black) → the glyph drawn at that weight.
    public var glyphs: [Int: SymbolGlyph]

    /// The glyph for a font weight: that weight's, else the nearest one the template has.
    public func glyph(weight: Int) -> SymbolGlyph? {
        glyphs.min { abs($0.key - weight) < abs($1.key - weight) || (abs($0.key - weight) == abs($1.key - weight) && $0.key < $1.key) }?.value
    }

    package init(glyphs: [Int: SymbolGlyph]) { self.glyphs = glyphs }
}
