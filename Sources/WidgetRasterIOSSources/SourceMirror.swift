import Foundation

/// A copy of an app's sources that a Linux build compiles as iOS would: each Swift file whose
/// `#if`s name iOS or Linux is written rewritten (`IOSBranches`) as `Name+iOS.swift`, and every
/// other file or folder is a symbolic link to the original. Files already up to date are left untouched, so a build over
/// the copy recompiles only what changed.
package struct SourceMirror: Sendable {
    /// What a mirror wrote, for the one line a build prints.
    package struct Summary: Equatable, Sendable {
        /// Swift files written rewritten.
        package var rewrittenFiles = 0
        /// Their `#if`/`#elseif` clauses that Linux decides differently from iOS.
        package var iOSClauses = 0

        package init() {}

        package static func + (lhs: Summary, rhs: Summary) -> Summary {
            var sum = lhs
            sum.rewrittenFiles += rhs.rewrittenFiles
            sum.iOSClauses += rhs.iOSClauses
            return sum
        }

        /// "5 iOS-only conditions in 3 files compiled as on iOS".
        package var description: String {
            "\(iOSClauses) iOS-only condition\(iOSClauses == 1 ? "" : "s") in \(rewrittenFiles) file\(rewrittenFiles == 1 ? "" : "s") compiled as on iOS"
        }
    }

    private let files = FileManager.default

    package init() {}

    /// Mirrors `source` (a file or a folder) at `destination`; inside a folder, entries the source
    /// no longer has are removed.
    package func mirror(_ source: URL, to destination: URL) throws -> Summary {
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: source.path, isDirectory: &isFolder) else {
            throw SourceMirrorError(path: source.path, message: "no such file or folder")
        }
        if !isFolder.boolValue {
            return try mirrorFile(source, to: destination)
        }
        guard holdsSwift(source) else {
            try link(destination, to: source)
            return Summary()
        }
        if isLink(destination) || !isDirectory(destination) {
            try? files.removeItem(at: destination)
            try files.createDirectory(at: destination, withIntermediateDirectories: true)
        }
        var summary = Summary(), kept: Set<String> = []
        for name in try files.contentsOfDirectory(atPath: source.path).sorted() {
            let (written, name) = try mirrorEntry(source.appendingPathComponent(name), into: destination)
            summary = summary + written
            kept.insert(name)
        }
        for stale in try files.contentsOfDirectory(atPath: destination.path) where !kept.contains(stale) {
            try files.removeItem(at: destination.appendingPathComponent(stale))
        }
        return summary
    }

    /// Mirrors `source` (a file) as `destination`, or as `Name+iOS.swift` beside it when rewritten.
    private func mirrorFile(_ source: URL, to destination: URL) throws -> Summary {
        let folder = destination.deletingLastPathComponent()
        let (summary, name) = try mirrorEntry(source, into: folder, as: destination.lastPathComponent)
        for other in [destination.lastPathComponent, Self.rewrittenName(destination.lastPathComponent)] where other != name {
            let url = folder.appendingPathComponent(other)
            if files.fileExists(atPath: url.path) || isLink(url) { try files.removeItem(at: url) }
        }
        return summary
    }

    /// The name a rewritten file takes: its `#sourceLocation` names the original, and two paths
    /// of one module may not give the same `#fileID`.
    static func rewrittenName(_ name: String) -> String {
        name.hasSuffix(".swift") ? String(name.dropLast(6)) + "+iOS.swift" : name
    }

    /// Mirrors one entry of a folder into `folder`; returns what it wrote and under which name.
    private func mirrorEntry(_ source: URL, into folder: URL, as name: String? = nil) throws -> (Summary, String) {
        let name = name ?? source.lastPathComponent
        let destination = folder.appendingPathComponent(name)
        if isDirectory(source) { return (try mirror(source, to: destination), name) }
        guard source.pathExtension == "swift" else {
            try link(destination, to: source)
            return (Summary(), name)
        }
        guard let text = try? String(contentsOf: source, encoding: .utf8) else {
            throw SourceMirrorError(path: source.path, message: "not a UTF-8 text file")
        }
        let branches = IOSBranches(source: text, originalPath: source.standardizedFileURL.path)
        guard branches.text != text else {
            try link(destination, to: source)
            return (Summary(), name)
        }
        let rewritten = folder.appendingPathComponent(Self.rewrittenName(name))
        if isLink(rewritten) { try files.removeItem(at: rewritten) }
        if (try? String(contentsOf: rewritten, encoding: .utf8)) != branches.text {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(branches.text.utf8).write(to: rewritten, options: .atomic)
        }
        var summary = Summary()
        summary.rewrittenFiles = 1
        summary.iOSClauses = branches.iOSClauses
        return (summary, rewritten.lastPathComponent)
    }

    /// A symbolic link at `destination` to `source`, unless one is already there.
    private func link(_ destination: URL, to source: URL) throws {
        let target = source.standardizedFileURL.path
        if (try? files.destinationOfSymbolicLink(atPath: destination.path)) == target { return }
        if files.fileExists(atPath: destination.path) || isLink(destination) { try files.removeItem(at: destination) }
        try files.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: destination.path, withDestinationPath: target)
    }

    private func holdsSwift(_ folder: URL) -> Bool {
        guard let walker = files.enumerator(atPath: folder.path) else { return false }
        return walker.contains { ($0 as? String)?.hasSuffix(".swift") == true }
    }

    private func isLink(_ url: URL) -> Bool { (try? files.destinationOfSymbolicLink(atPath: url.path)) != nil }

    private func isDirectory(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return files.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

/// A source the mirror cannot read, by path.
package struct SourceMirrorError: Error, CustomStringConvertible {
    package var path: String
    package var message: String

    package var description: String { "\(path): \(message)" }
}
