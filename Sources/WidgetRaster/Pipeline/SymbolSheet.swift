import Foundation

/// Every symbol the catalogue draws, on one page: a grid of cells, each the glyph beside body
/// text's cap height and its SF Symbols name, so a designer checks them at a glance. Drawn by
/// the same renderer as a widget (a scene of `Symbol` and `Text` views).
package enum SymbolSheet {
    /// How the sheet colours the glyphs: SwiftUI's `symbolRenderingMode`s that need no colours given.
    package enum Style: String, CaseIterable, Sendable {
        case monochrome, hierarchical, multicolor

        var mode: SymbolRenderingMode {
            switch self {
            case .monochrome: return .monochrome
            case .hierarchical: return .hierarchical
            case .multicolor: return .multicolor
            }
        }
    }

    static let columns = 10
    static let cell = Size(width: 112, height: 84)
    static let margin = 16.0
    static let titleHeight = 40.0

    /// The page as a scene body, and its size in points.
    package static func page(names: [String] = SymbolCatalog.names, style: Style = .monochrome, weight: Font.Weight = .regular)
        -> (body: ViewNode, size: Size) {
        let rows = stride(from: 0, to: names.count, by: columns).map { Array(names[$0..<min($0 + columns, names.count)]) }
        let title = "\(names.count) SF Symbols · \(style.rawValue) · \(weight.rawValue)"
        let body = VStack(alignment: .leading, spacing: 0) {
            Text(title).font(Font(style: .headline)).frame(height: titleHeight, alignment: .topLeading)
            for row in rows {
                HStack(spacing: 0) {
                    for name in row { cellView(name, style: style, weight: weight) }
                }
            }
        }
        .padding(margin)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .modified(.containerBackground(ViewNode(.color(.color("systemBackground")))))
        let size = Size(width: Double(columns) * cell.width + 2 * margin,
                        height: Double(rows.count) * cell.height + titleHeight + 2 * margin)
        return (body, size)
    }

    private static func cellView(_ name: String, style: Style, weight: Font.Weight) -> ViewNode {
        VStack(spacing: 6) {
            Symbol(name).font(Font(size: 24, weight: weight)).modified(.symbolRenderingMode(style.mode)).frame(height: 32)
            Text(name).font(Font(size: 10)).foregroundStyle(.hierarchical(2)).multilineTextAlignment(.center).lineLimit(2)
        }
        .frame(width: cell.width, height: cell.height, alignment: .top)
    }

    /// Draws the sheet at a scale, light or dark; `symbols` (a team's exports) draw over the stand-ins.
    package static func render(names: [String] = SymbolCatalog.names, style: Style = .monochrome, weight: Font.Weight = .regular, scale: Int = 2, dark: Bool = false,
                              symbols: SymbolLibrary = .empty, renderer: WidgetRenderer) throws -> Bitmap {
        let (body, size) = page(names: names, style: style, weight: weight)
        return try renderer.renderPage(body, kind: "symbols.sheet", size: size, scale: scale, variant: dark ? .dark : .light,
                                       folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), symbols: symbols)
    }
}
