/// `Image(systemName:).resizable()`: takes the proposed size, as a resizable image does, and
/// draws its glyph as large as fits, centred (SwiftUI stretches a symbol to the frame; widgets
/// pair it with `scaledToFit`, which this matches).
final class ResizableSymbolElement: LayoutElement {
    let glyph: String
    let attributes: TextAttributes
    let foreground: Foreground
    let redaction: LayoutNode.Redaction
    private let engine: TextEngine

    init(glyph: String, attributes: TextAttributes, foreground: Foreground, redaction: LayoutNode.Redaction, engine: TextEngine,
         path: String) {
        self.glyph = glyph
        self.attributes = attributes
        self.foreground = foreground
        self.redaction = redaction
        self.engine = engine
        super.init(path: path)
    }

    /// Icon glyphs are square: one em wide and tall.
    override func computeSize(_ proposal: Proposal) -> Size { proposal.replacingUnspecified() }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        var sized = attributes
        sized.size = max(0.1, min(frame.width, frame.height))
        let m = engine.measure(glyph, sized, width: nil, height: nil)
        let origin = Point(x: frame.minX + (frame.width - m.size.width) / 2, y: frame.minY + (frame.height - m.size.height) / 2)
        let content = LayoutNode.TextContent(string: glyph, attributes: sized, measurement: m, foreground: foreground)
        return LayoutNode(frame: Rect(origin: origin, size: m.size), kind: .symbol(content), path: path, redaction: redaction)
    }
}
