import Foundation
import Testing
@testable import WidgetRaster
import WidgetRasterImage

/// The fonts' hashes are kept between runs under each file's identity; a kept hash is only
/// ever the hash of the file's bytes as they are now.
@Suite struct FileDigestsTests {
    @Test func aKeptHashFollowsTheFileWhenItChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("digests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = folder.appendingPathComponent("Brand.otf"), missing = folder.appendingPathComponent("Gone.otf")

        try Data("first version".utf8).write(to: font)
        #expect(FileDigests.hashes(of: [font, missing]) == [ContentHash.hex(of: Array("first version".utf8)), nil])
        #expect(FileDigests.hashes(of: [font]) == [ContentHash.hex(of: Array("first version".utf8))])

        // Same size, new bytes: the file's times and inode change, so it is hashed again.
        try Data("other version".utf8).write(to: font)
        #expect(FileDigests.hashes(of: [font]) == [ContentHash.hex(of: Array("other version".utf8))])
    }
}
