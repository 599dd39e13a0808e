import Foundation
import WidgetRasterImage
#if canImport(Glibc)
import Glibc
#endif

/// Content hashes of large files that seldom change (the bundled and system fonts, over 100 MB),
/// kept between runs under the files' identity (device, inode, size, modification and change
/// times, to the nanosecond), as git's index keeps what it hashed. Hashing the fonts again took
/// 65–90 ms of every run's start on two cores. A file whose identity differs is read and hashed
/// again; the hash is always of the bytes, so it agrees across machines.
enum FileDigests {
    /// The hash of each file's bytes (`ContentHash`), nil for one that cannot be read.
    static func hashes(of files: [URL]) -> [String?] {
        let identities = files.map(identity)
        var known = lock.withLock { cache }
        var changed = false
        let result = zip(files, identities).map { file, identity -> String? in
            guard let identity else { return nil }
            if let kept = known[file.path], kept.identity == identity { return kept.digest }
            guard let data = try? Data(contentsOf: file, options: .alwaysMapped) else { return nil }
            let digest = ContentHash.hex(of: data)
            known[file.path] = Entry(identity: identity, digest: digest)
            changed = true
            return digest
        }
        if changed {
            // Files that are gone are forgotten, so the list does not grow with every font ever hashed.
            known = known.filter { FileManager.default.fileExists(atPath: $0.key) }
            lock.withLock { cache = known }
            try? AtomicFile.write(Data(serialized(known).utf8), to: store)
        }
        return result
    }

    private struct Entry {
        var identity: String
        var digest: String
    }

    /// The kept hashes, read once per process.
    nonisolated(unsafe) private static var cache = read()
    private static let lock = NSLock()

    /// Beside fontconfig's cache in WidgetRaster's own cache folder (`$XDG_CACHE_HOME/widgetraster`),
    /// or inside that cache where it had to fall back to a private temporary folder.
    private static let store: URL = {
        let fontconfig = FontDirectory.fontconfigCache, parent = fontconfig.deletingLastPathComponent()
        return (parent.lastPathComponent == "widgetraster" ? parent : fontconfig).appendingPathComponent("digests.tsv")
    }()

    /// Device, inode, size and both times in nanoseconds: any write to the file changes one of them.
    private static func identity(_ file: URL) -> String? {
        var info = stat()
        guard stat(file.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):"
            + "\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }

    /// One line per file: path, identity and hash, tab-separated.
    private static func serialized(_ entries: [String: Entry]) -> String {
        entries.keys.sorted().map { "\($0)\t\(entries[$0]!.identity)\t\(entries[$0]!.digest)\n" }.joined()
    }

    private static func read() -> [String: Entry] {
        guard let text = try? String(contentsOf: store, encoding: .utf8) else { return [:] }
        var entries: [String: Entry] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, fields[2].count == 32 else { continue }
            entries[String(fields[0])] = Entry(identity: String(fields[1]), digest: String(fields[2]))
        }
        return entries
    }
}
