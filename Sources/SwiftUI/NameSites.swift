import Synchronization
import WidgetRaster

/// Where a body's code named its colours (`Color("brandMint")`) and app fonts
/// (`.custom("Brand Sans", size: 14)`), recorded while the body is made and evaluated, so a name
/// nothing defines is reported at the line that wrote it.
final class NameSites: Sendable {
    /// What a name names: a colour and a font may share one.
    enum Kind: Hashable, Sendable { case colour, font }

    private struct Key: Hashable { var kind: Kind; var name: String }

    @TaskLocal static var current: NameSites?
    private let sites = Mutex<[Key: SourceLocation]>([:])

    func record(_ kind: Kind, _ name: String, file: StaticString, line: UInt) {
        sites.withLock { sites in
            let key = Key(kind: kind, name: name)
            if sites[key] == nil { sites[key] = SourceLocation(file: "\(file)", line: Int(line)) }
        }
    }

    func site(of kind: Kind, _ name: String) -> SourceLocation? {
        sites.withLock { $0[Key(kind: kind, name: name)] }
    }
}
