import WidgetRasterModel
import WidgetRasterText

/// `Text`: wraps to the proposed width, keeps to its line limit and the proposed height,
/// reports the widest line by the lines' height.
final class TextElement: LayoutElement {
    let string: String
    let attributes: TextAttributes
    let foreground: Foreground
    let decorations: TextDecorations
    let redaction: LayoutNode.Redaction
    let grid: PixelGrid
    private let engine: TextEngine

    init(string: String, attributes: TextAttributes, foreground: Foreground, decorations: TextDecorations = TextDecorations(),
         redaction: LayoutNode.Redaction, grid: PixelGrid = .none, engine: TextEngine, path: String) {
        self.string = string
        self.attributes = attributes
        self.foreground = foreground
        self.decorations = decorations
        self.redaction = redaction
        self.grid = grid
        self.engine = engine
        super.init(path: path)
    }

    private func measure(_ proposal: Proposal) -> TextMeasurement {
        return engine.measure(string, attributes, width: proposal.width, height: proposal.height)
    }

    /// SwiftUI reports a text's size rounded up to the pixel grid (body text is 20⅔ pt tall at @3x).
    override func computeSize(_ proposal: Proposal) -> Size {
        let size = measure(proposal).size
        return Size(width: grid.ceil(size.width), height: grid.ceil(size.height))
    }

    override func place(in frame: Rect, proposal: Proposal) -> LayoutNode {
        let m = measure(proposal)
        let content = LayoutNode.TextContent(string: string, attributes: attributes, measurement: m, foreground: foreground,
                                             decorations: decorations)
        return LayoutNode(frame: frame, kind: .text(content), path: path,
                          firstBaseline: frame.minY + grid.round(m.firstBaseline), lastBaseline: frame.minY + grid.round(m.lastBaseline),
                          redaction: redaction)
    }

    override func spacing(_ edge: Edge) -> SpacingPreference { .text(size: attributes.size, grid: grid) }
}
