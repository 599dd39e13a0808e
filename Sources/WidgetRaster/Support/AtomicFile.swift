import Foundation

/// Writes files whole or not at all: to a temporary file beside the target, then renamed. A
/// process killed mid-write leaves the old file or none, never part of one. The data is not
/// forced to the disk (`Data.write` calls `fsync` on every file, which held a batch's workers
/// idle waiting for the disk); surviving a power cut is the file system's concern, as for a compiler's output.
package enum AtomicFile {
    package static func write(_ data: Data, to url: URL) throws {
        try write(to: url) { file in data.withUnsafeBytes { file.write($0) } }
    }

    /// Writes a file made in pieces: `produce` appends to `file`, which goes to the disk a buffer at a
    /// time, so a large file (a manifest of thousands of images) is never held whole in memory.
    package static func write(to url: URL, producing produce: (inout Output) throws -> Void) throws {
        let folder = url.deletingLastPathComponent()
        // `isDirectory: false`: URL would otherwise stat the new name to ask.
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)\(suffix)", isDirectory: false)
        do {
            var fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd < 0, errno == ENOENT {
                // The folder is made when a write finds it missing, not checked before every file.
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            }
            guard fd >= 0 else { throw Errno(code: errno) }
            var file = Output(fd: fd)
            do {
                try produce(&file)
                file.flush()
            } catch {
                close(fd)
                throw error
            }
            if close(fd) != 0, file.failure == nil { file.failure = errno }
            if let failure = file.failure { throw Errno(code: failure) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if let failure = error as? Errno { throw Self.error(failure, url) }
            throw error
        }
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw Self.error(Errno(code: code), url)
        }
    }

    private struct Errno: Error { var code: Int32 }

    /// A file being written: bytes gather in a buffer that is written out when it fills.
    package struct Output {
        fileprivate let fd: Int32
        private var buffer: [UInt8] = []
        /// The first error `write(2)` reported; later bytes are dropped.
        fileprivate var failure: Int32?
        static let bufferSize = 1 << 20

        fileprivate init(fd: Int32) { self.fd = fd }

        package mutating func append(_ byte: UInt8) {
            buffer.append(byte)
            if buffer.count >= Self.bufferSize { flush() }
        }

        package mutating func append(contentsOf bytes: some Collection<UInt8>) {
            buffer.append(contentsOf: bytes)
            if buffer.count >= Self.bufferSize { flush() }
        }

        /// Writes bytes straight to the file, after what the buffer holds (a whole file's bytes at once).
        package mutating func write(_ bytes: UnsafeRawBufferPointer) {
            flush()
            guard failure == nil, let start = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let n = writeSome(fd, start + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }

        fileprivate mutating func flush() {
            guard !buffer.isEmpty else { return }
            var pending: [UInt8] = []
            swap(&pending, &buffer)
            pending.withUnsafeBytes { write($0) }
            pending.removeAll(keepingCapacity: true)
            buffer = pending
        }
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
