import Foundation

/// Writes files whole or not at all: to a temporary file beside the target, then renamed. A
/// process killed mid-write leaves the old file or none, never part of one. The data is not
/// forced to the disk (`Data.write` calls `fsync` on every file, which held a batch's workers
/// idle waiting for the disk); surviving a power cut is the file system's concern, as for a compiler's output.
package enum AtomicFile {
    package static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        // `isDirectory: false`: URL would otherwise stat the new name to ask.
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)\(suffix)", isDirectory: false)
        do {
            do {
                try writeWhole(data, to: temporary.path)
            } catch where error.code == ENOENT {
                // The folder is made when a write finds it missing, not checked before every file.
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try writeWhole(data, to: temporary.path)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw Self.error(error, url)
        }
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw Self.error(Errno(code: code), url)
        }
    }

    private struct Errno: Error { var code: Int32 }

    private static func writeWhole(_ data: Data, to path: String) throws(Errno) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw Errno(code: errno) }
        var failure: Int32?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = writeSome(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if close(fd) != 0, failure == nil { failure = errno }
        if let failure { throw Errno(code: failure) }
    }

    private static func error(_ failure: Errno, _ url: URL) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path,
                                                 NSLocalizedDescriptionKey: String(cString: strerror(failure.code))])
    }

    static let suffix = ".widgetraster.tmp"

    /// Removes temporary files an interrupted run of ours left in `folder` (and nothing else).
    package static func removeLeftovers(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(suffix) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}

/// `write(2)`, named apart from `AtomicFile.write`.
private func writeSome(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
