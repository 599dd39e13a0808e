import Foundation
import Testing
@testable import WidgetRaster

/// `render-widget compare OLD NEW`: two runs matched image by image, and a page (opened in headless
/// Chromium) that shows what changed — old, new, diff — with status and widget filters.
@Suite struct CompareTests {
    let cli = CommandLineTests()
    let gallery = GalleryTests()

    @Test func aChangedTextAndNewVariantsShowAsChangedAndAdded() throws {
        let root = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let scene = root.appendingPathComponent("todo.yaml")
        try Data(contentsOf: URL(fileURLWithPath: "Examples/todo.yaml")).write(to: scene)
        let common = ["render", scene.path, "--devices", "iphone-393x852", "--scales", "1", "--quiet"]
        #expect(try cli.run(common + ["--out", root.appendingPathComponent("old").path]).status == 0)
        let text = try String(contentsOf: scene, encoding: .utf8).replacingOccurrences(of: "title: Review PR", with: "title: Review the PR")
        try text.write(to: scene, atomically: true, encoding: .utf8)
        #expect(try cli.run(common + ["--variants", "light,dark,placeholder", "--out", root.appendingPathComponent("new").path]).status == 0)
        let out = root.appendingPathComponent("out")
        let result = try cli.run(["compare", root.appendingPathComponent("old").path, root.appendingPathComponent("new").path, "--out", out.path])
        #expect(result.status == 0, "\(result.error)")
        // Every family shows the renamed task in light and dark; the placeholder images are new.
        #expect(result.output.hasPrefix("6 changed, 3 added, 0 removed, 0 unchanged"))
        let diffs = try FileManager.default.subpathsOfDirectory(atPath: out.appendingPathComponent("diffs").path).filter { $0.hasSuffix(".png") }
        #expect(diffs.count == 6)
        let page = out.appendingPathComponent("compare.html")
        let opened = try gallery.dom(page)
        #expect(gallery.shown(opened) == 6, "the page opens on the changes")
        #expect(opened.contains(#"src="../new/com.example.todo/systemSmall/iphone-158x158@1x-light.png""#))
        #expect(opened.contains("pixels differ") && !opened.contains(root.path), "no path of this machine in the page")
        #expect(gallery.shown(try gallery.dom(page, fragment: "status=all")) == 9)
        #expect(gallery.shown(try gallery.dom(page, fragment: "status=added")) == 3)
        #expect(gallery.shown(try gallery.dom(page, fragment: "status=changed&search=systemLarge")) == 2)
        #expect(try gallery.dom(page, fragment: "view=overlay").contains(#"data-view="overlay""#))
        // On a phone's 400-pt width the images shrink to the column: the right margin is the page's background.
        let shot = try gallery.screenshot(page, width: 400, height: 1200)
        var intruding = 0
        for y in 300..<shot.height { for x in 390..<400 where shot[x, y] != (242, 242, 247, 255) { intruding += 1 } }
        #expect(shot.width == 400 && intruding == 0, "\(intruding) pixels of the right margin are not the page's background")
        // Comparing a run with itself finds nothing to look at.
        let same = try cli.run(["compare", root.appendingPathComponent("new").path, root.appendingPathComponent("new").path, "--out", out.path])
        #expect(same.output.hasPrefix("0 changed, 0 added, 0 removed, 9 unchanged"))
    }

    @Test func aFolderWithoutAManifestIsBadInput() throws {
        let root = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try cli.run(["compare", root.path, root.path, "--out", root.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.error.contains("no manifest.json (not a render's output folder)"))
    }

    @Test func pagesNameImagesRelativeToThemselves() {
        #expect(RunComparison.relative(URL(fileURLWithPath: "/a/runs/new/k/f.png"), from: URL(fileURLWithPath: "/a/out")) == "../runs/new/k/f.png")
        #expect(RunComparison.relative(URL(fileURLWithPath: "/a/out/diffs/f.png"), from: URL(fileURLWithPath: "/a/out")) == "diffs/f.png")
    }
}
