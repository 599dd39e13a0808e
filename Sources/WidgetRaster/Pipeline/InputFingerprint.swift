import Foundation

/// Hashes of what an image depends on, for incremental re-runs: the scene (as its model, so
/// formatting-only edits of a file still count as changes only when they change the model),
/// its theme file, the images it references, the fonts and library versions, the renderer
/// build, and the job's parameters.
enum InputFingerprint {
    /// Every scene's fingerprint, the scenes hashed at once on every core (each reads its files).
    static func of(_ scenes: [SceneLoader.Loaded]) -> [String] {
        let slots = ResultSlots<String>(count: scenes.count)
        DispatchQueue.concurrentPerform(iterations: scenes.count) { slots.set($0, .success(of(scenes[$0]))) }
        return slots.all.map { (try? $0?.get()) ?? "" }
    }

    static func of(_ loaded: SceneLoader.Loaded) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var bytes = [UInt8]((try? encoder.encode(loaded.scene)) ?? Data())
        bytes += Array(RenderEnvironment.current.encodedString().utf8)
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

    /// The running program's size and modification time: a rebuilt renderer draws anew, since
    /// its drawing may have changed while every input stayed the same.
    static let executableStamp: String = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return path }
        let size = (attributes[.size] as? Int) ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path)|\(size)|\(modified)"
    }()

    /// Each job's fingerprint: its scene's (by `sceneIndex`) and its parameters. A target's and a
    /// variant's description are made once for all their jobs (describing a struct reflects on
    /// it; thousands of jobs share a few dozen of each).
    static func of(jobs: [RenderJob], scenes: [String], compression: PNGEncoder.Compression) -> [String] {
        var targets: [RenderTarget: String] = [:], variants: [Variant: String] = [:]
        return jobs.map { job in
            let target = targets[job.target] ?? "\(job.target)"
            targets[job.target] = target
            let variant = variants[job.variant] ?? "\(job.variant)|\(job.variant.tint)|\(job.variant.look)|\(job.variant.wallpaper?.identity ?? "")"
            variants[job.variant] = variant
            // The machine's clock (`--now system`) is a new moment every run.
            let now = job.now.map { "|now \($0.current.timeIntervalSince1970)" } ?? ""
            let parameters = "\(scenes[job.sceneIndex])|\(job.file)|\(target)|\(variant)|\(job.dynamicType)|\(job.rightToLeft)|\(compression)"
                + now
            return ContentHash.hex(of: Array(parameters.utf8))
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
