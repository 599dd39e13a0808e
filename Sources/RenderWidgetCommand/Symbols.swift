import ArgumentParser
import Foundation
import WidgetRaster

extension Font.Weight: ExpressibleByArgument {}
extension SymbolSheet.Style: ExpressibleByArgument {}

struct Symbols: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the SF Symbols names a Symbol view can use, or draw them all on one sheet.",
        discussion: "With --sheet, writes a PNG of every symbol with its name: `render-widget symbols --sheet symbols.png`.")

    @Option(name: .long, help: "Draw every symbol into this PNG instead of listing the names.")
    var sheet: String?

    @Option(name: .long, help: "How the sheet colours the glyphs (\(SymbolSheet.Style.allCases.map(\.rawValue).joined(separator: ", "))).")
    var style: SymbolSheet.Style = .monochrome

    @Option(name: .long, help: "The font weight the glyphs follow (\(Font.Weight.allCases.map(\.rawValue).joined(separator: ", "))).")
    var weight: Font.Weight = .regular

    @Option(name: .long, help: "Pixels per point of the sheet (1 to 3).")
    var scale: Int = 2

    @Option(name: .long, help: "Only the names containing this text (both the list and the sheet).")
    var matching: String?

    @Flag(name: .long, help: "Draw the sheet in dark mode.")
    var dark = false

    @OptionGroup var symbols: SymbolsOption

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        guard sheet != nil || (style == .monochrome && weight == .regular && scale == 2 && !dark) else {
            throw ValidationError("--style, --weight, --scale and --dark shape a sheet: give --sheet FILE.png too")
        }
    }

    func run() throws {
        // With --symbols, the exports' names too: the sheet shows what the team's templates draw.
        let names = Set(SymbolCatalog.names + symbols.library.sets.keys).sorted().filter { matching.map($0.contains) ?? true }
        guard let sheet else {
            for name in names { print(name) }
            return
        }
        guard !names.isEmpty else { throw ValidationError("no symbol name contains '\(matching ?? "")'") }
        let bitmap = try SymbolSheet.render(names: names, style: style, weight: weight, scale: scale, dark: dark,
                                            symbols: symbols.library, renderer: try WidgetRenderer())
        try AtomicFile.write(PNGEncoder().encode(bitmap), to: URL(fileURLWithPath: sheet))
        print("\(sheet): \(names.count) symbols, \(bitmap.width)×\(bitmap.height) px")
    }
}
