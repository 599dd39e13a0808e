import Foundation
import Testing
@testable import WidgetRaster

/// The resolve stage reads what a job needs before layout; layout and paint read no file.
@Suite struct ResolvedJobTests {
    static let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]

    func folderWithPhoto() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-resolve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try PNGCodec.encode(Bitmap(width: 8, height: 8, fill: (0, 128, 255, 255))).write(to: folder.appendingPathComponent("photo.png"))
        return folder
    }

    /// A job resolved, then its folder deleted: it still lays out and paints, on another renderer too.
    @Test func layoutAndPaintReadNoFile() throws {
        let folder = try folderWithPhoto()
        let body = Image("photo.png").resizable().node.frame(width: 60, height: 60).containerBackground(Color.white)
        let scene = WidgetScene(kind: "photo", displayName: "Photo", bodies: [.systemSmall: body])
        let resolved = try WidgetRenderer().resolver.resolve(scene, family: .systemSmall, target: Self.target, folder: folder, scale: 2)
        try FileManager.default.removeItem(at: folder)
        let renderer = try WidgetRenderer()
        let layout = try renderer.layout(resolved)
        let bitmap = try renderer.paint(layout, target: Self.target, scale: 2, variant: .light)
        #expect(bitmap[bitmap.width / 2, bitmap.height / 2] == (0, 128, 255, 255))
        #expect(bitmap[6, bitmap.height / 2] == (255, 255, 255, 255))
    }

    /// A file that is missing is found when the job is resolved and reported at the view that names it.
    @Test func aMissingImageIsReportedAtItsView() throws {
        let folder = try folderWithPhoto()
        defer { try? FileManager.default.removeItem(at: folder) }
        let body = VStack { Text("Trip"); Image("missing.png").node }
        let scene = WidgetScene(kind: "missing", displayName: "Missing", bodies: [.systemSmall: body])
        let renderer = try WidgetRenderer()
        let resolved = try renderer.resolver.resolve(scene, family: .systemSmall, target: Self.target, folder: folder)
        #expect {
            try renderer.layout(resolved)
        } throws: { "\($0)".contains("body.systemSmall.children[1]: image file 'missing.png' not found") }
    }
}
