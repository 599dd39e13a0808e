import Foundation
import Themes

/// Compares fresh renders with goldens in a folder, records goldens by the record mode, and on
/// failure leaves the actual image and a diff image beside the golden (or in an artifacts
/// folder) under names that say so: `NAME.actual.png`, `NAME.diff.png`.
package struct SnapshotVerifier: Sendable {
    package var goldenDirectory: URL
    /// Where failures' actual and diff images go; nil puts them beside the golden.
    package var artifactsDirectory: URL?
    package var limits: SnapshotLimits
    package var recordMode: RecordMode
    /// How the person running this records a missing golden, for the failure that says it is missing.
    package var recordAdvice: String

    package init(goldenDirectory: URL, artifactsDirectory: URL? = nil, limits: SnapshotLimits = .default,
                recordMode: RecordMode = .fromEnvironment(),
                recordAdvice: String = "`WIDGETRASTER_RECORD=missing` (tests) or `render-widget record` (command line)") {
        self.goldenDirectory = goldenDirectory
        self.artifactsDirectory = artifactsDirectory
        self.limits = limits
        self.recordMode = recordMode
        self.recordAdvice = recordAdvice
    }

    package func goldenURL(_ name: String) -> URL { goldenDirectory.appendingPathComponent(name + ".png") }
    package func actualURL(_ name: String) -> URL { (artifactsDirectory ?? goldenDirectory).appendingPathComponent(name + ".actual.png") }
    package func diffURL(_ name: String) -> URL { (artifactsDirectory ?? goldenDirectory).appendingPathComponent(name + ".diff.png") }

    /// Verifies one render of `look` against the golden called `name` (a path below the golden
    /// folder, no extension). A golden of another look fails without a pixel comparison.
    package func verify(_ bitmap: Bitmap, name: String, look: SystemLook?) -> SnapshotResult {
        do {
            return try check(bitmap, name: name, look: look)
        } catch let failure as SnapshotFailure {
            if recordMode == .failed, (try? record(bitmap, name: name, look: look)) != nil {
                return .recorded(goldenURL(name), reason: "failed and re-recorded: \(failure.message)")
            }
            return .failed(failure)
        } catch {
            return .failed(SnapshotFailure(name: name, message: "\(error)", golden: goldenURL(name)))
        }
    }

    /// Writes the golden (atomically) and removes leftovers of an earlier failure.
    @discardableResult
    package func record(_ bitmap: Bitmap, name: String, look: SystemLook?) throws -> URL {
        let url = goldenURL(name)
        try AtomicFile.write(try GoldenFile.encode(bitmap, look: look), to: url)
        try? FileManager.default.removeItem(at: actualURL(name))
        try? FileManager.default.removeItem(at: diffURL(name))
        return url
    }

    private func check(_ bitmap: Bitmap, name: String, look: SystemLook?) throws -> SnapshotResult {
        let golden = goldenURL(name)
        if recordMode == .all {
            return .recorded(try record(bitmap, name: name, look: look), reason: "recording all")
        }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            if recordMode == .missing || recordMode == .failed {
                return .recorded(try record(bitmap, name: name, look: look), reason: "no golden yet")
            }
            throw SnapshotFailure(name: name, message: "no golden at \(golden.path); record it with \(recordAdvice)", golden: golden)
        }
        let bytes = [UInt8](try Data(contentsOf: golden))
        let header: GoldenFile.Header
        do { header = try GoldenFile.inspect(bytes, name: golden.path) } catch {
            throw SnapshotFailure(name: name, message: "\(error)", golden: golden)
        }
        if let mismatch = GoldenFile.lookMismatch(recorded: header.look, rendered: look) {
            throw SnapshotFailure(name: name, message: mismatch, golden: golden, actual: try writeActual(bitmap, name: name, look: look))
        }
        guard header.width == bitmap.width, header.height == bitmap.height else {
            let actual = try writeActual(bitmap, name: name, look: look)
            throw SnapshotFailure(name: name, message: "expected \(header.width)×\(header.height), got \(bitmap.width)×\(bitmap.height)",
                                  golden: golden, actual: actual)
        }
        if let hash = header.pixelHash, hash == ContentHash.hex(of: bitmap.pixels) {
            do { try GoldenFile.refuseFlat(bitmap, name: golden.path) } catch {
                throw SnapshotFailure(name: name, message: "\(error)", golden: golden)
            }
            cleanUp(name)
            return .matched(fast: true)
        }
        let expected: Bitmap
        do {
            expected = try PNGCodec.decode(Data(bytes))
            try GoldenFile.refuseFlat(expected, name: golden.path)
        } catch {
            throw SnapshotFailure(name: name, message: "\(error)", golden: golden)
        }
        let result = try ImageDiff.compare(expected, bitmap, options: limits.diffOptions, drawDiff: true)
        if limits.accepts(result) {
            cleanUp(name)
            return .matched(fast: false)
        }
        let actual = try writeActual(bitmap, name: name, look: look)
        let diff = diffURL(name)
        try AtomicFile.write(try PNGCodec.encode(DiffImage.sideBySide([expected, bitmap, result.diffImage!])), to: diff)
        var failure = SnapshotFailure(name: name, message: "", golden: golden, actual: actual, diff: diff)
        failure.differentPixels = result.differentPixels
        failure.ratio = result.ratio
        failure.maxDelta = result.maxDelta
        if let recorded = header.environment {
            failure.environmentChanges = recorded.differences(from: .current)
        }
        failure.message = failure.summary(limits: limits)
        throw failure
    }

    private func writeActual(_ bitmap: Bitmap, name: String, look: SystemLook?) throws -> URL {
        let url = actualURL(name)
        try AtomicFile.write(try GoldenFile.encode(bitmap, look: look), to: url)
        return url
    }

    private func cleanUp(_ name: String) {
        try? FileManager.default.removeItem(at: actualURL(name))
        try? FileManager.default.removeItem(at: diffURL(name))
    }
}

/// What verifying one snapshot came to.
package enum SnapshotResult: Sendable {
    /// Equal within the limits; `fast` when the pixel hash alone proved it.
    case matched(fast: Bool)
    case recorded(URL, reason: String)
    case failed(SnapshotFailure)
}

/// A snapshot that does not match, with everything a reviewer needs to see why.
package struct SnapshotFailure: Error, CustomStringConvertible, Sendable {
    package var name: String
    package var message: String
    package var golden: URL
    package var actual: URL?
    package var diff: URL?
    package var differentPixels: Int?
    package var ratio: Double?
    package var maxDelta: Double?
    /// How the rendering environment differs from the golden's, when it does.
    package var environmentChanges: [String] = []

    package init(name: String, message: String, golden: URL, actual: URL? = nil, diff: URL? = nil) {
        self.name = name
        self.message = message
        self.golden = golden
        self.actual = actual
        self.diff = diff
    }

    package var description: String {
        var lines = ["\(name): \(message)"]
        lines.append("  golden: \(golden.path)")
        if let actual { lines.append("  actual: \(actual.path)") }
        if let diff { lines.append("  diff:   \(diff.path)") }
        return lines.joined(separator: "\n")
    }

    /// The failure's one line: a changed rendering environment first (it may explain the rest),
    /// then how many pixels differ against which limits.
    func summary(limits: SnapshotLimits) -> String {
        let percent = String(format: "%.3f", (ratio ?? 0) * 100)
        var text = ""
        if !environmentChanges.isEmpty {
            text = "the rendering environment changed since the golden was recorded (" + environmentChanges.joined(separator: ", ")
                + "); "
        }
        text += "\(differentPixels ?? 0) pixels differ (\(percent) %; \(limits.summary)), largest colour distance "
            + "\(String(format: "%.3f", maxDelta ?? 0)) (threshold \(limits.threshold))"
        return text
    }
}
