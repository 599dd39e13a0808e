import ArgumentParser
import Foundation
import WidgetRaster

/// `--symbols DIR`: the templates a team exported from the SF Symbols app, drawn for those system
/// names in every scene in place of WidgetRaster's stand-ins. Read once, as the option is parsed.
struct SymbolsOption: ParsableArguments {
    @Option(name: .customLong("symbols"),
            help: ArgumentHelp("A folder of templates exported from the SF Symbols app (NAME.svg, or NAME.symbolset folders): "
                               + "drawn for those symbol names instead of WidgetRaster's stand-ins.", valueName: "folder"),
            transform: { try SymbolsOption.library(at: $0) })
    var exports: SymbolLibrary?

    /// The folder's templates; a problem naming the file when one cannot be read.
    static func library(at path: String) throws -> SymbolLibrary {
        do { return try SymbolLibrary.load(URL(fileURLWithPath: path)) } catch {
            throw ValidationError("--symbols: \(error)")
        }
    }

    var library: SymbolLibrary { exports ?? .empty }
}
