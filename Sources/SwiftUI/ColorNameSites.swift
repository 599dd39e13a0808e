import Synchronization
import WidgetRaster

/// Where a body's code named its colours (`Color("brandMint")`), recorded while the body is
/// made and evaluated, so a name nothing defines is reported at the line that wrote it.
final class ColorNameSites: Sendable {
    @TaskLocal static var current: ColorNameSites?
    private let sites = Mutex<[String: SourceLocation]>([:])

    func record(_ name: String, file: StaticString, line: UInt) {
        sites.withLock { sites in
            if sites[name] == nil { sites[name] = SourceLocation(file: "\(file)", line: Int(line)) }
        }
    }

    func site(of name: String) -> SourceLocation? {
        sites.withLock { $0[name] }
    }
}
