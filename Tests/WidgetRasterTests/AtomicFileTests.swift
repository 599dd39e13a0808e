import Foundation
import Testing
@testable import WidgetRaster

/// Output files are replaced whole, and a write that cannot happen names the file and leaves nothing behind.
@Suite struct AtomicFileTests {
    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aWriteReplacesTheOldFileWholeAndCreatesItsFolder() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a/b/image.png")
        try AtomicFile.write(Data(repeating: 7, count: 100_000), to: file)
        try AtomicFile.write(Data([1, 2, 3]), to: file)
        #expect(try Data(contentsOf: file) == Data([1, 2, 3]))
        try AtomicFile.write(Data(), to: file)
        #expect(try Data(contentsOf: file).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["image.png"])
    }

    @Test func aWriteThatCannotHappenNamesTheFileAndLeavesNoTemporaryFile() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder stands where the file should go: the rename fails.
        let target = folder.appendingPathComponent("out.png")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect {
            try AtomicFile.write(Data([1]), to: target)
        } throws: { error in
            "\(error)".contains(target.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    }

    /// A file made in pieces (the manifest, the gallery) is the pieces in order, past the output
    /// buffer's size; one whose making fails part-way leaves the old file as it was and no temporary file.
    @Test func aFileWrittenInPiecesIsWholeOrNotThere() throws {
        struct Stop: Error {}
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("manifest.json")
        let piece = [UInt8](repeating: 65, count: 300_000)
        try AtomicFile.write(to: file) { out in
            for i in 0..<5 {
                out.append(contentsOf: piece)
                out.append(UInt8(48 + i))
            }
        }
        let written = try [UInt8](Data(contentsOf: file))
        #expect(written.count == 5 * 300_001)
        let marks: [UInt8] = (0..<5).map { written[300_000 + $0 * 300_001] }
        #expect(marks == [48, 49, 50, 51, 52])
        #expect(throws: Stop.self) {
            try AtomicFile.write(to: file) { out in
                out.append(contentsOf: piece + piece + piece + piece)
                throw Stop()
            }
        }
        #expect(try [UInt8](Data(contentsOf: file)) == written)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["manifest.json"])
    }
}
