import WidgetRasterModel
import WidgetRasterText

/// `Image(systemName:)`: a glyph as wide as its ink and 1.2 em tall, centred on the text's cap
/// height so it lines up with text beside it. Resizable, it takes the proposed size, as a
/// resizable image does, and draws its ink as large as fits, centred (SwiftUI stretches a symbol
/// to the frame; widgets pair it with `scaledToFit`, which this matches).
final class SymbolElement: LayoutElement {
    let name: String
    let glyph: SymbolGlyph
    /// The side of the glyph's box at its natural size: 1.2 em of the font, times the image scale.
    let side: Double
    /// The font size the symbol sits beside, for its baseline.
    let fontSize: Double
    /// Stroke width in the glyph's 24-unit box.
    let lineUnits: Double
    let resizable: Bool
    let layers: [Foreground]
    /// Parts a variable value leaves unlit (indices into the glyph's parts).
    let unlitParts: [Int]
    let multicolor: Bool
    let redaction: LayoutNode.Redaction
    let grid: PixelGrid

    init(name: String, glyph: SymbolGlyph, fontSize: Double, imageScale: Double, weight: Int, resizable: Bool, layers: [Foreground],
         unlitParts: [Int] = [], multicolor: Bool, redaction: LayoutNode.Redaction, grid: PixelGrid, path: String) {
        self.name = name
        self.glyph = glyph
        side = fontSize * SymbolCatalog.scale * imageScale
        self.fontSize = fontSize
        lineUnits = glyph.outlined ? 0 : SymbolCatalog.lineWidth(weight: weight)
        self.resizable = resizable
        self.layers = layers
        self.unlitParts = unlitParts
        self.multicolor = multicolor
        self.redaction = redaction
        self.grid = grid
        super.init(path: path)
    }

    /// The ink's width and height with its strokes, in box units.
    private var extent: Size { Size(width: glyph.inkBounds.width + lineUnits, height: glyph.inkBounds.height + lineUnits) }

    override func computeSize(_ proposal: Proposal) -> Size {
        if resizable { return proposal.replacingUnspecified() }
        return Size(width: grid.ceil(extent.width * side / SymbolGlyph.box), height: grid.ceil(side))
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let unit = resizable ? max(0.001, min(frame.width / extent.width, frame.height / extent.height)) : side / SymbolGlyph.box
        let ink = glyph.inkBounds, line = lineUnits * unit
        let inkWidth = extent.width * unit
        let x = (frame.width - inkWidth) / 2 - (ink.minX - lineUnits / 2) * unit
        let y = resizable ? (frame.height - extent.height * unit) / 2 - (ink.minY - lineUnits / 2) * unit : (frame.height - side) / 2
        let box = Rect(x: x, y: y, width: SymbolGlyph.box * unit, height: SymbolGlyph.box * unit)
        let content = LayoutNode.SymbolContent(name: name, glyph: glyph, box: box, lineWidth: line, layers: layers, multicolor: multicolor,
                                                unlitParts: unlitParts)
        let baseline = resizable ? nil : frame.minY + grid.round(y + side / 2 + fontSize * Self.capHeight / 2)
        return LayoutNode(frame: frame, kind: .symbol(content), path: path, firstBaseline: baseline, lastBaseline: baseline,
                          redaction: redaction)
    }

    /// The system font's cap height, in em: a symbol is centred on it.
    static let capHeight = 0.727

    override func spacing(_ edge: Edge) -> SpacingPreference { .view }
}
