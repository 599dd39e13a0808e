import Foundation

/// A program a test runs to its end: its exit status and what it printed.
///
/// Its output goes to files, not pipes, so a program that prints much on both streams cannot stall
/// on a full pipe, and a helper it leaves behind holding them (a browser's) keeps no test waiting.
/// One that outlives `limit` is killed and the test fails naming it, instead of hanging the run.
public struct ChildProcess: Sendable {
    public var status: Int32
    public var output: String
    public var error: String

    /// A program that did not end within its limit.
    public struct Timeout: Error, CustomStringConvertible {
        public var command: [String]
        public var limit: Duration
        public var description: String { "\(command.joined(separator: " ")) did not end within \(limit) and was killed" }
    }

    /// Runs `executable` with `arguments` in `folder` (the test's own when nil), its environment
    /// changed by `environment` (nil values unset), and waits for it to end.
    public static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil,
                           environment: [String: String?] = [:], limit: Duration = .seconds(600)) throws -> ChildProcess {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outFile = scratch.appendingPathComponent("out"), errFile = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
        let out = try FileHandle(forWritingTo: outFile), err = try FileHandle(forWritingTo: errFile)
        defer { try? out.close(); try? err.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        process.environment = merged
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        if ended.wait(timeout: .now() + seconds) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
            throw Timeout(command: [executable.path] + arguments, limit: limit)
        }
        return ChildProcess(status: process.terminationStatus,
                            output: String(decoding: try Data(contentsOf: outFile), as: UTF8.self),
                            error: String(decoding: try Data(contentsOf: errFile), as: UTF8.self))
    }
}
