import Foundation
import Testing
@testable import WidgetRaster
@testable import WidgetRasterModel
@testable import WidgetRasterText
@testable import WidgetRasterLayout

/// The Lock Screen's inline widget: "a single row of text and an optional image" (WidgetKit's
/// `WidgetFamily.accessoryInline`) — the body's first image and first text, in the system's type.
@Suite struct InlineRowTests {
    /// iPhone's inline row, 234 × 26 pt.
    static let row = Size(width: 234, height: 26)

    /// The body laid out as the iPhone's inline row.
    func layout(_ body: ViewNode) throws -> WidgetLayout {
        try WidgetLayout.make(body: body, family: .accessoryInline, canvas: Self.row, cornerRadius: 0, contentMargins: true,
                              environment: LayoutEnvironment(), engine: try TextEngine())
    }

    /// What is drawn: each text and symbol, with its frame.
    func drawn(_ body: ViewNode) throws -> [String] {
        try layout(body).content.flattened().compactMap { node in
            let f = node.frame
            let at = "(\(f.minX), \(f.minY), \(f.width), \(f.height))"
            switch node.kind {
            case .text(let text): return "text \(text.string) \(at)"
            case .symbol(let symbol): return "symbol \(symbol.name) \(at)"
            default: return nil
            }
        }
    }

    /// Coin Wallet's ticker: a ZStack of its arrow and its price drew the arrow over the price.
    @Test func aStackOfAnImageAndATextIsOneRowLikeALabel() throws {
        let label = ViewNode(.label(title: Text("BTC $66,002"), icon: Symbol("arrow.up.circle.fill")))
        let stacked = ZStack {
            Symbol("arrow.up.circle.fill")
            Text("BTC $66,002")
        }
        let row = try drawn(label)
        #expect(row.count == 2)
        #expect(try drawn(stacked) == row)
        // The image leads, as a Label's icon does, whatever order the code writes.
        #expect(try drawn(HStack { Text("BTC $66,002"); Symbol("arrow.up.circle.fill") }) == row)
    }

    /// Further views, the stacks' spacing and padding, and fonts are the system's to set.
    @Test func otherViewsLayoutAndFontsAreIgnored() throws {
        let plain = try drawn(HStack { Symbol("crown.fill"); Text("Myke leads") })
        let styled = HStack(spacing: 30) {
            VStack {
                Symbol("crown.fill").font(.system(size: 9))
                Symbol("star.fill")
            }
            Text("Myke leads").font(.system(size: 30, weight: .bold)).padding(.leading, 20)
            Text("by 1,200")
            Color.red
        }
        #expect(try drawn(styled) == plain)
    }

    /// One line: a long text is truncated in the row, not wrapped.
    @Test func theRowIsOneLine() throws {
        let text = try layout(Text("Myke leads Stephen by one thousand two hundred dollars").lineLimit(3)).content.flattened().compactMap { if case .text(let t) = $0.kind { t.measurement } else { nil } }
        #expect(text.count == 1)
        #expect(text.first?.lines.count == 1)
        #expect(text.first?.isTruncated == true)
    }

    /// Apple's advice for inline widgets: `ViewThatFits` picks the first candidate whose row fits.
    @Test func viewThatFitsChoosesAmongRows() throws {
        let fits = ViewNode(.viewThatFits(horizontal: true, vertical: false, children: [
            HStack { Symbol("bolt.fill"); Text("Charging, full in 1 hour and 45 minutes at the current rate") },
            HStack { Symbol("bolt.fill"); Text("Full in 1 hr 45 min") },
        ]))
        let chosen = try drawn(fits)
        #expect(chosen == (try drawn(HStack { Symbol("bolt.fill"); Text("Full in 1 hr 45 min") })))
    }
}
