import Foundation
import WidgetRaster

/// Where a body's code named its colours (`Color("brandMint")`), recorded while the body is
/// made and evaluated, so a name nothing defines is reported at the line that wrote it.
final class ColorNameSites: @unchecked Sendable {
    @TaskLocal static var current: ColorNameSites?
    private let lock = NSLock()
    private var sites: [String: SourceLocation] = [:]

    func record(_ name: String, file: StaticString, line: UInt) {
        lock.withLock {
            if sites[name] == nil { sites[name] = SourceLocation(file: "\(file)", line: Int(line)) }
        }
    }

    func site(of name: String) -> SourceLocation? {
        lock.withLock { sites[name] }
    }
}
