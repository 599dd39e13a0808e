import Foundation
import WidgetRaster

/// The sets of an app's catalogue that cannot be read, each said once a process on standard error:
/// iOS leaves such an asset out and draws the rest, and so does a render.
final class CatalogueWarnings: @unchecked Sendable {
    static let shared = CatalogueWarnings()
    private var said: Set<String> = []
    private let lock = NSLock()

    func report(_ problems: [AssetCatalog.Problem]) {
        for problem in problems {
            let line = "warning: \(problem); left out, as iOS leaves out an asset it cannot read\n"
            lock.lock()
            let isNew = said.insert(line).inserted
            lock.unlock()
            if isNew { FileHandle.standardError.write(Data(line.utf8)) }
        }
    }
}
