import Foundation

/// Renders a plan and verifies every image against a golden folder laid out like render
/// output (`KIND/FAMILY/PLATFORM-WxH@Sx-VARIANT.png`). Leaves a record of what it produced,
/// so stale goldens can be pruned after a full run.
package struct GoldenRun {
    package var batch: BatchRenderer
    package var verifier: SnapshotVerifier
    /// True when the plan is the whole matrix (no slice options), which pruning needs.
    package var isFullRun: Bool

    package init(batch: BatchRenderer, verifier: SnapshotVerifier, isFullRun: Bool) {
        self.batch = batch
        self.verifier = verifier
        self.isFullRun = isFullRun
    }

    package struct Entry: Sendable {
        package var name: String
        package var widget: String
        package var family: String
        package var result: SnapshotResult
        package var seconds: Double
    }

    package struct Report: Sendable {
        package var entries: [Entry]
        /// Scenes or jobs that could not be rendered at all.
        package var errors: [String]

        package var failures: [SnapshotFailure] {
            entries.compactMap { if case .failed(let f) = $0.result { return f }; return nil }
        }
        package var recorded: Int { entries.filter { if case .recorded = $0.result { return true }; return false }.count }

        /// A hint that a widget or preview was renamed: widgets this run drew whose folder in
        /// `goldenDirectory` does not exist, beside golden folders of no widget in `knownKinds`.
        /// An unnamed `#Preview` is named by its place among its file's unnamed previews, so adding,
        /// removing or moving one renames those after it.
        package func renameNote(goldenDirectory: URL, knownKinds: Set<String>) -> String? {
            let fresh = Set(entries.filter { if case .failed = $0.result { return true }; return false }.map(\.widget))
                .filter { !FileManager.default.fileExists(atPath: goldenDirectory.appendingPathComponent($0).path) }
            let folders = (try? FileManager.default.contentsOfDirectory(at: goldenDirectory, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
            let orphaned = Set(folders.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
                .map(\.lastPathComponent).filter { !$0.hasPrefix(".") && !knownKinds.contains($0) })
            guard !fresh.isEmpty, !orphaned.isEmpty else { return nil }
            var note = "no goldens for " + fresh.sorted().joined(separator: ", ") + ", and goldens of "
                + orphaned.sorted().joined(separator: ", ") + " that no widget drew: was one renamed?"
            if fresh.union(orphaned).contains(where: { $0.range(of: #"-\d+$"#, options: .regularExpression) != nil }) {
                note += " An unnamed #Preview is named by its file and its place among that file's unnamed previews, so adding, "
                    + "removing or moving one renames those after it; give it a name (#Preview(\"…\")) to keep its goldens."
            }
            return note + " Record the new names, then remove the old goldens with `accept --prune`."
        }
        package var matched: Int { entries.filter { if case .matched = $0.result { return true }; return false }.count }
    }

    static let lastRunFile = ".widgetraster-last-run.json"

    struct LastRun: Codable {
        var fullRun: Bool
        var produced: [String]
    }

    package func run(progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Report {
        let collected = Collected()
        let verifier = self.verifier
        let scenes = batch.scenes
        let outcome = try batch.forEachImage(progress: progress) { job, bitmap in
            let start = ContinuousClock.now
            let name = String(job.file.dropLast(4))
            let result = verifier.verify(bitmap, name: name, look: job.variant.look)
            collected.add(Entry(name: name, widget: scenes[job.sceneIndex].scene.kind, family: job.family.rawValue,
                                result: result, seconds: (ContinuousClock.now - start).seconds))
            return (0, nil)
        }
        let entries = collected.sorted()
        let record = LastRun(fullRun: isFullRun && outcome.failures.isEmpty, produced: entries.map(\.name))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(record), to: verifier.goldenDirectory.appendingPathComponent(Self.lastRunFile))
        return Report(entries: entries, errors: outcome.failures)
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [Entry] = []

        func add(_ entry: Entry) {
            lock.lock(); defer { lock.unlock() }
            entries.append(entry)
        }

        func sorted() -> [Entry] {
            lock.lock(); defer { lock.unlock() }
            return entries.sorted { $0.name < $1.name }
        }
    }
}
