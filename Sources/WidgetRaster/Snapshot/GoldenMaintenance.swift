import Foundation

/// Accepting failed renders as the new goldens, and finding goldens nothing produces any more.
package struct GoldenMaintenance {
    package var goldenDirectory: URL
    /// Where failed runs left `*.actual.png` files; nil means beside the goldens.
    package var artifactsDirectory: URL?

    package init(goldenDirectory: URL, artifactsDirectory: URL? = nil) {
        self.goldenDirectory = goldenDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    /// Names (paths below the golden folder, no extension) of every kept actual image.
    package func pendingActuals() -> [String] {
        let root = artifactsDirectory ?? goldenDirectory
        return files(under: root).filter { $0.hasSuffix(".actual.png") }.map { String($0.dropLast(".actual.png".count)) }.sorted()
    }

    /// Moves each kept actual image matching `pattern` (a glob on the name, `*` and `?`; nil for
    /// all) over its golden, without re-rendering, and removes its diff image. Returns the names.
    package func accept(pattern: String?) throws -> [String] {
        let root = artifactsDirectory ?? goldenDirectory
        var accepted: [String] = []
        for name in pendingActuals() where pattern.map({ Glob.matches($0, name) || Glob.matches($0, name + ".png") }) ?? true {
            let golden = goldenDirectory.appendingPathComponent(name + ".png")
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            let actual = root.appendingPathComponent(name + ".actual.png")
            guard rename(actual.path, golden.path) == 0 else {
                throw Problem(description: "cannot move \(actual.path) over \(golden.path): \(String(cString: strerror(errno)))")
            }
            try? FileManager.default.removeItem(at: root.appendingPathComponent(name + ".diff.png"))
            accepted.append(name)
        }
        return accepted
    }

    /// Goldens the last full run did not produce. Fails when the last run was sliced or missing.
    package func staleGoldens() throws -> [String] {
        let url = goldenDirectory.appendingPathComponent(GoldenRun.lastRunFile)
        guard let data = try? Data(contentsOf: url), let last = try? JSONDecoder().decode(GoldenRun.LastRun.self, from: data) else {
            throw Problem(description: "no record of a run in \(goldenDirectory.path); run `render-widget check` over the full matrix first")
        }
        guard last.fullRun else {
            throw Problem(description: "the last check was filtered (devices, families, scales or variants) or had errors; "
                + "pruning needs a full, unfiltered run")
        }
        let produced = Set(last.produced)
        return files(under: goldenDirectory)
            .filter { $0.hasSuffix(".png") && !$0.hasSuffix(".actual.png") && !$0.hasSuffix(".diff.png") }
            .map { String($0.dropLast(4)) }
            .filter { !produced.contains($0) }
            .sorted()
    }

    /// Removes the given goldens (names as `staleGoldens` returns them), and nothing else.
    package func remove(_ names: [String]) throws {
        for name in names { try FileManager.default.removeItem(at: goldenDirectory.appendingPathComponent(name + ".png")) }
    }

    private func files(under root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        let base = root.standardizedFileURL.path + "/"
        return walker.compactMap { ($0 as? URL)?.standardizedFileURL.path }
            .filter { $0.hasPrefix(base) }
            .map { String($0.dropFirst(base.count)) }
    }
}

/// Shell-style globs: `*` matches any run of characters (including `/`), `?` one character.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count && (p[pi] == "?" || p[pi] == t[ti]) {
                pi += 1; ti += 1
            } else if pi < p.count && p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
