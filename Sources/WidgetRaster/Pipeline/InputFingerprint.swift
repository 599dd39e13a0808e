import Foundation

/// Hashes of what an image depends on, for incremental re-runs: the scene (as its model, so
/// formatting-only edits of a file still count as changes only when they change the model),
/// its theme file, the images it references, the fonts and library versions, the renderer
/// build, and the job's parameters.
package enum InputFingerprint {
    static func of(_ loaded: SceneLoader.Loaded) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var bytes = [UInt8]((try? encoder.encode(loaded.scene)) ?? Data())
        bytes += environment
        bytes += Array(executableStamp.utf8)
        if let theme = loaded.scene.theme {
            bytes += [UInt8]((try? Data(contentsOf: loaded.folder.appendingPathComponent(theme))) ?? Data())
        }
        for file in imageFiles(in: loaded.scene).sorted() {
            bytes += Array(file.utf8) + [UInt8]((try? Data(contentsOf: loaded.folder.appendingPathComponent(file))) ?? Data())
        }
        bytes += Array(loaded.symbols.identity.utf8)
        if let strings = loaded.strings { bytes += [UInt8]((try? encoder.encode(strings.translations)) ?? Data()) }
        // The asset catalogue, the fonts and the symbols folders: every file in them.
        for folder in [loaded.scene.assets, loaded.scene.fonts, loaded.scene.symbols].compactMap({ $0 }) {
            let root = loaded.folder.appendingPathComponent(folder)
            let files = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL]) ?? []
            for url in files.sorted(by: { $0.path < $1.path }) {
                bytes += Array(url.path.utf8) + [UInt8]((try? Data(contentsOf: url)) ?? Data())
            }
        }
        return ContentHash.hex(of: bytes)
    }

    /// The fonts and library versions, encoded once per process for every scene's fingerprint.
    private static let environment = Array(RenderEnvironment.current.encodedString().utf8)

    /// The running program's size and modification time: a rebuilt renderer draws anew, since
    /// its drawing may have changed while every input stayed the same.
    static let executableStamp: String = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return path }
        let size = (attributes[.size] as? Int) ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path)|\(size)|\(modified)"
    }()

    /// The fingerprints of one run's jobs, each made when first asked for, on the thread that asks:
    /// a worker, as it writes the job's manifest entry, so a run with nothing to reuse spends no
    /// time on them before its first image. A scene's fingerprint (its files read and hashed) is
    /// made once, by the first job of that scene to ask; a target's and a variant's description
    /// once for all their jobs (describing a struct reflects on it).
    package final class Run: @unchecked Sendable {
        private let scenes: [SceneLoader.Loaded]
        private let root: String
        private let compression: PNGEncoder.Compression
        private let lock = NSLock()
        private var sceneFingerprints: [Int: String] = [:]
        private var targets: [RenderTarget: String] = [:]
        private var variants: [Variant: String] = [:]

        /// `root` names the model the run lays out with (`--root`), which every fingerprint carries.
        init(scenes: [SceneLoader.Loaded], root: String, compression: PNGEncoder.Compression) {
            self.scenes = scenes
            self.root = root
            self.compression = compression
        }

        /// A job's fingerprint: its scene's and its parameters.
        func of(_ job: RenderJob) -> String {
            let (scene, target, variant) = descriptions(of: job)
            // The machine's clock (`--now system`) is a new moment every run.
            let now = job.now.map { "|now \($0.current.timeIntervalSince1970)" } ?? ""
            let parameters = "\(scene)|\(job.file)|\(target)|\(variant)|\(job.dynamicType)|\(job.rightToLeft)|\(compression)" + now
            return ContentHash.hex(of: Array(parameters.utf8))
        }

        private func descriptions(of job: RenderJob) -> (scene: String, target: String, variant: String) {
            let variant = job.variant
            return (kept(\.sceneFingerprints, job.sceneIndex) { InputFingerprint.of(scenes[job.sceneIndex]) + root },
                    kept(\.targets, job.target) { "\(job.target)" },
                    kept(\.variants, variant) { "\(variant)|\(variant.tint)|\(variant.look)|\(variant.wallpaper?.identity ?? "")" })
        }

        /// The string `table` keeps for `key`, made outside the lock the first time it is asked for.
        private func kept<Key: Hashable>(_ table: ReferenceWritableKeyPath<Run, [Key: String]>, _ key: Key,
                                         make: () -> String) -> String {
            if let known = lock.withLock({ self[keyPath: table][key] }) { return known }
            let made = make()
            lock.withLock { self[keyPath: table][key] = made }
            return made
        }
    }

    /// Every image path a scene refers to.
    static func imageFiles(in scene: WidgetScene) -> Set<String> {
        var files: Set<String> = []
        func visit(_ node: ViewNode) {
            if case let .image(file, _, _) = node.content { files.insert(file) }
            for (_, view) in node.nestedViews { visit(view) }
        }
        scene.bodies.values.forEach(visit)
        return files
    }
}
