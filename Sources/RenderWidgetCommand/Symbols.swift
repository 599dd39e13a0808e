import ArgumentParser
import WidgetRaster

struct Symbols: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the SF Symbols names a Symbol view can use.")

    func run() throws {
        for name in SymbolTable.names { print(name) }
    }
}
