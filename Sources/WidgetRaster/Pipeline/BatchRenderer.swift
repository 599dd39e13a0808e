import Foundation
import Themes

/// Renders every job of a plan across worker threads, writing each PNG atomically and
/// `manifest.json` and the `index.html` gallery last. A worker takes the jobs of one layout key at
/// a time, borrows a renderer, lays them out once and paints them all. Output bytes do not depend
/// on the number of workers or renderers.
package struct BatchRenderer {
    package var scenes: [SceneLoader.Loaded]
    package var plan: RenderPlan
    package var outputDirectory: URL
    package var workers: Int
    /// Renderers the workers share, each painting one image at a time (text engine, rasteriser,
    /// image buffers): at most one per core, so workers past the core count cost no memory.
    package var renderers = ProcessInfo.processInfo.activeProcessorCount
    /// PNG compression of written images.
    package var compression: PNGEncoder.Compression
    /// Skip images whose inputs (scene, theme, images, fonts, renderer version, parameters) are
    /// unchanged since the manifest in the output folder was written, and whose file is intact.
    package var incremental = true
    /// Also check the scenes against the guidelines (`Linter`) on the plan's devices and families,
    /// and put the findings in the manifest and beside the images in the gallery.
    package var lint = false
    /// Also read each image's accessibility elements (what VoiceOver reads, in order) into its manifest entry.
    package var accessibility = false

    package init(scenes: [SceneLoader.Loaded], plan: RenderPlan, outputDirectory: URL,
                workers: Int = ProcessInfo.processInfo.activeProcessorCount, compression: PNGEncoder.Compression = .fast) {
        self.scenes = scenes
        self.plan = plan
        self.outputDirectory = outputDirectory
        self.workers = max(1, workers)
        self.compression = compression
    }

    package struct Summary: Sendable {
        package var images: Int
        /// Images left as they were because nothing they depend on changed.
        package var skipped: Int
        package var bytes: Int
        package var failures: [String]
        /// The guideline findings (with `lint`).
        package var findings: [LintFinding]?
        /// Where `manifest.json` was written.
        package var outputDirectory: URL
        /// Time on one thread around the workers: from `run` to the first job's start (planning,
        /// fingerprints, providers asked), and from the last image written to the manifest and
        /// gallery written.
        package var secondsBeforeFirstJob: Double
        package var secondsAfterLastJob: Double

        /// The manifest written, read back: a run keeps only each image's encoded entry, so its
        /// memory does not grow with the images' entries.
        package func manifest() throws -> Manifest {
            try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: outputDirectory.appendingPathComponent("manifest.json")))
        }
    }

    /// Renders and writes everything; `progress` is called with (done, total) from worker threads.
    package func run(progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Summary {
        let started = DispatchTime.now().uptimeNanoseconds
        let outputDirectory = self.outputDirectory
        let encoder = PNGEncoder(compression: compression)
        let jobs = try plan.jobs(for: scenes.map(\.scene))
        let root = plan.rootModel?.rawValue ?? "scene"
        let fingerprints = InputFingerprint.Run(scenes: scenes, root: root, compression: compression)
        let reusable = incremental ? reusableEntries(jobs: jobs, fingerprints: fingerprints) : [:]
        let outcome = try forEachImage(jobs, fingerprints: fingerprints, reusing: reusable, progress: progress) { job, bitmap in
            let data = encoder.encode(consume bitmap)
            try AtomicFile.write(data, to: outputDirectory.appendingPathComponent(job.file))
            return (data.count, ContentHash.hex(of: data))
        }
        let header = Manifest(generator: "WidgetRaster \(WidgetRasterVersion.string)", sizeTable: plan.sizeTable.name,
                              images: [], findings: lint ? try lintFindings() : nil)
        try Gallery.writeWithManifest(header, images: outcome.fragments, devices: Set(jobs.flatMap(\.target.deviceIDs)), to: outputDirectory)
        let finished = DispatchTime.now().uptimeNanoseconds
        func seconds(_ from: UInt64, _ to: UInt64) -> Double { Double(to &- from) / 1e9 }
        return Summary(images: outcome.fragments.count, skipped: reusable.count, bytes: outcome.bytes, failures: outcome.failures,
                       findings: header.findings, outputDirectory: outputDirectory,
                       secondsBeforeFirstJob: seconds(started, outcome.firstJobStarted ?? finished),
                       secondsAfterLastJob: seconds(outcome.lastJobFinished ?? finished, finished))
    }

    /// Findings for every scene, one scene per worker, in scene order.
    private func lintFindings() throws -> [LintFinding] {
        let linter = Linter(devices: try plan.devices(), families: plan.families, locales: plan.locales ?? [], now: plan.now)
        var scenes = self.scenes
        if let model = plan.rootModel {
            for i in scenes.indices { scenes[i].scene.contentMargins = model == .ios17 }
        }
        let subjects = scenes
        let results = ResultSlots<[LintFinding]>(count: scenes.count)
        let cursor = LintCursor()
        let pool = RendererPool(capacity: min(workers, renderers))
        WorkerThreads.run(count: min(workers, max(1, scenes.count))) { _ in
            while let index = cursor.next(below: subjects.count) {
                results.set(index, Result { try pool.withRenderer { try linter.lint(subjects[index], renderer: $0) } })
            }
        }
        return try results.all.flatMap { result -> [LintFinding] in
            guard let result else { throw RenderError(message: "the guideline check could not start a renderer") }
            return try result.get()
        }
    }

    /// Entries of the previous manifest whose inputs match and whose file still has its hash.
    private func reusableEntries(jobs: [RenderJob], fingerprints: InputFingerprint.Run) -> [Int: Manifest.Entry] {
        let url = outputDirectory.appendingPathComponent("manifest.json")
        guard let data = try? Data(contentsOf: url), let previous = try? JSONDecoder().decode(Manifest.self, from: data) else {
            return [:]
        }
        let byFile = Dictionary(previous.images.map { ($0.file, $0) }, uniquingKeysWith: { a, _ in a })
        var reusable: [Int: Manifest.Entry] = [:]
        for (index, job) in jobs.enumerated() where scenes[job.sceneIndex].evaluator == nil {
            guard let entry = byFile[job.file], entry.inputs == fingerprints.of(job), let hash = entry.hash,
                  !accessibility || entry.accessibility != nil,
                  let bytes = try? Data(contentsOf: outputDirectory.appendingPathComponent(job.file)),
                  ContentHash.hex(of: bytes) == hash else { continue }
            reusable[index] = entry
        }
        return reusable
    }

    /// What `forEachImage` saw: the encoded manifest entry (`ManifestEncoding`) of every image
    /// handled, in job order.
    package struct Outcome: Sendable {
        package var fragments: [[UInt8]]
        package var bytes: Int
        package var failures: [String]
        /// When the first job started and the last finished (`DispatchTime` nanoseconds; nil when none ran).
        package var firstJobStarted: UInt64?
        package var lastJobFinished: UInt64?
    }

    /// Lays out and paints every job across the workers and hands each bitmap to `handle`,
    /// which returns the bytes it wrote and their hash (0 and nil if none). Errors are collected
    /// per job. Jobs in `reusing` are not rendered: their entries are taken as they are.
    /// `jobs` are the plan's (made here when not given); `fingerprints` gives each job's input
    /// fingerprint for its manifest entry.
    package func forEachImage(_ jobs: [RenderJob]? = nil, fingerprints: InputFingerprint.Run? = nil, reusing: [Int: Manifest.Entry] = [:],
                              progress: (@Sendable (Int, Int) -> Void)? = nil,
                              handle: @escaping @Sendable (RenderJob, consuming Bitmap) throws -> (bytes: Int, hash: String?)) throws -> Outcome {
        let jobs = try jobs ?? plan.jobs(for: scenes.map(\.scene))
        for folder in Set(jobs.map { outputDirectory.appendingPathComponent($0.file).deletingLastPathComponent() }) {
            AtomicFile.removeLeftovers(in: folder)
        }
        var scenes = self.scenes
        if let model = plan.rootModel {
            for i in scenes.indices { scenes[i].scene.contentMargins = model == .ios17 }
        }
        let groups = Self.layoutGroups(jobs, of: scenes)
        // App code (a Swift widget's timeline provider) is asked on this thread before the
        // workers start, once per context, so no worker waits for it or for the main queue.
        for (index, job) in jobs.enumerated() where reusing[index] == nil {
            scenes[job.sceneIndex].evaluator?.prepare?(ImageContext(job))
        }
        let state = SharedState(count: jobs.count, groups: groups.count)
        let work = groups, loadedScenes = scenes
        let threads = min(workers, max(1, groups.count))
        let tapTargets = plan.tapTargets, readsAccessibility = accessibility
        let pool = RendererPool(capacity: min(threads, renderers))
        WorkerThreads.run(count: threads) { _ in
            while let group = state.nextGroup() {
                do {
                    try pool.withRenderer { renderer in
                        let layouts = LayoutCache()
                        for index in work[group] {
                            let job = jobs[index]
                            let loaded = loadedScenes[job.sceneIndex]
                            if var entry = reusing[index] {
                                entry.index = job.index
                                let done = state.finish(index, fragment: try ManifestEncoding.fragment(of: entry))
                                progress?(done, jobs.count)
                                continue
                            }
                            state.starting()
                            let done: Int
                            do {
                                let image = try renderer.render(job, of: loaded, tapTargets: tapTargets, layouts: layouts)
                                let (size, targets) = ((image.bitmap.width, image.bitmap.height), image.layout.tapTargets)
                                let elements = readsAccessibility ? image.layout.accessibilityElements : nil
                                // Handed over, not shared: the encoder lays out its rows in the bitmap's own memory.
                                let written = try handle(job, (consume image).bitmap)
                                var entry = Self.entry(for: job, of: loaded.scene, size: size,
                                                       tapTargets: targets.isEmpty ? nil : targets, hash: written.hash,
                                                       inputs: fingerprints?.of(job))
                                entry.accessibility = elements
                                done = state.finish(index, bytes: written.bytes, fragment: try ManifestEncoding.fragment(of: entry))
                            } catch {
                                state.fail("\(loaded.file.lastPathComponent): \(job.file): \(error)")
                                done = state.finish(index, fragment: nil)
                            }
                            progress?(done, jobs.count)
                        }
                    }
                } catch {
                    state.fail("\(error)")
                    return
                }
            }
        }
        return Outcome(fragments: state.written, bytes: state.bytes, failures: state.failures,
                       firstJobStarted: state.firstStarted, lastJobFinished: state.lastFinished)
    }

    /// The jobs' indices by the layout they paint, in order of first use. Work is handed out a
    /// layout at a time: a worker lays out once and paints every job of that layout, so no worker
    /// waits for a layout another is computing, and a layout is dropped as soon as its images are
    /// done. The table of keys lives only while grouping (4.6 MB for 12,276 jobs).
    static func layoutGroups(_ jobs: [RenderJob], of scenes: [SceneLoader.Loaded]) -> [[Int]] {
        var groupOf: [LayoutKey: Int] = [:]
        var groups: [[Int]] = []
        let perImage = scenes.map(WidgetRenderer.laysOutPerImage)
        for (index, job) in jobs.enumerated() {
            let key = WidgetRenderer.layoutKey(for: job, perImage: perImage[job.sceneIndex])
            if let group = groupOf[key] {
                groups[group].append(index)
            } else {
                groupOf[key] = groups.count
                groups.append([index])
            }
        }
        return groups
    }

    /// The manifest entry of one written image.
    static func entry(for job: RenderJob, of scene: WidgetScene, size: (Int, Int), tapTargets: [TapTarget]?,
                      hash: String?, inputs: String?) -> Manifest.Entry {
        Manifest.Entry(index: job.index, widget: scene.kind, family: job.family.rawValue,
                       device: job.target.deviceIDs, scale: job.scale, variant: job.variant.name,
                       dynamicType: job.dynamicType.rawValue, renderingMode: job.variant.renderingMode.rawValue,
                       layoutDirection: job.rightToLeft ? "rightToLeft" : "leftToRight",
                       width: size.0, height: size.1, file: job.file, tapTargets: tapTargets,
                       entry: job.entry.map { scene.entries[$0].name ?? ISO8601DateFormatter().string(from: scene.entries[$0].date) },
                       configuration: job.configuration.map { scene.configurations[$0].name },
                       hash: hash, inputs: inputs, title: title(of: scene), look: job.variant.look.rawValue,
                       locale: job.locale?.identifier)
    }

    static func title(of scene: WidgetScene) -> String? {
        scene.displayName.isEmpty || scene.displayName == scene.kind ? nil : scene.displayName
    }
}

/// Work queue and results shared by the workers, behind one lock.
private final class SharedState: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor = 0
    private let groups: Int
    private var done = 0
    private(set) var bytes = 0
    private(set) var failures: [String] = []
    private var fragments: [[UInt8]?]
    private(set) var firstStarted: UInt64?
    private(set) var lastFinished: UInt64?

    init(count: Int, groups: Int) {
        self.groups = groups
        fragments = Array(repeating: nil, count: count)
    }

    /// The encoded entries of the images written (or kept), in job order.
    var written: [[UInt8]] {
        lock.lock(); defer { lock.unlock() }
        return fragments.compactMap { $0 }
    }

    /// The next group of jobs sharing a layout, or nil when every group is taken.
    func nextGroup() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard cursor < groups else { return nil }
        cursor += 1
        return cursor - 1
    }

    /// Notes that a worker starts a job (the first such moment is kept).
    func starting() {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock(); defer { lock.unlock() }
        if firstStarted == nil { firstStarted = now }
    }

    /// Records a finished job's encoded entry (nil: it failed); returns how many jobs are done, counted under the lock.
    func finish(_ index: Int, bytes: Int = 0, fragment: [UInt8]?) -> Int {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock(); defer { lock.unlock() }
        lastFinished = max(lastFinished ?? 0, now)
        done += 1
        self.bytes += bytes
        fragments[index] = fragment
        return done
    }

    func fail(_ message: String) {
        lock.lock(); defer { lock.unlock() }
        failures.append(message)
    }
}

/// The next scene a lint worker takes.
private final class LintCursor: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next(below count: Int) -> Int? {
        lock.withLock {
            guard value < count else { return nil }
            value += 1
            return value - 1
        }
    }
}
