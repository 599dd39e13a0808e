import Synchronization
import WidgetRaster

/// Where a body's code named its colours (`Color("brandMint")`), app fonts
/// (`.custom("Brand Sans", size: 14)`) and SF Symbols (`Image(systemName:)`), recorded while the body is made and evaluated, so a name
/// nothing defines is reported at the line that wrote it.
final class NameSites: Sendable {
    /// What a name names: a colour, a font and a symbol may share one.
    enum Kind: Hashable, Sendable { case colour, font, symbol }

    private struct Key: Hashable { var kind: Kind; var name: String }

    @TaskLocal static var current: NameSites?
    private let sites = Mutex<[Key: SourceLocation]>([:])

    func record(_ kind: Kind, _ name: String, file: StaticString, line: UInt) {
        record(kind, name, at: SourceLocation(file: "\(file)", line: Int(line)))
    }

    func record(_ kind: Kind, _ name: String, at site: SourceLocation) {
        sites.withLock { sites in
            let key = Key(kind: kind, name: name)
            if sites[key] == nil { sites[key] = site }
        }
    }

    func site(of kind: Kind, _ name: String) -> SourceLocation? {
        sites.withLock { $0[Key(kind: kind, name: name)] }
    }
}
