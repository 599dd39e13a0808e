import Foundation
import Testing
@testable import WidgetRaster

/// `render --mockup home,lock`: each iPhone drawn at its own scale gets its Home Screen and Lock
/// Screen with the widget placed on the grid its published sizes imply, pixel for pixel.
@Suite struct MockupTests {
    let cli = CommandLineTests()

    /// The 393 × 852 pt iPhone: small 158 × 158, medium 338 × 158, large 338 × 354 pt make a grid of
    /// 68 × 60 pt cells with 22 pt between columns and 38 pt between rows (labels sit there).
    @Test func theGridFollowsFromTheWidgetSizes() throws {
        let phone = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let grid = try #require(Mockup.Grid(phone, top: 68, bottom: 680))
        #expect(grid.cell == Size(width: 68, height: 60))
        #expect(grid.gap == Size(width: 22, height: 38))
        #expect(grid.icon == 60 && grid.rows == 6)
        #expect(grid.point(column: 2, row: 2) == Point(x: 27.5 + 2 * 90, y: 68 + 2 * 98))
        // A small widget spans two cells and the gap between them, both ways.
        #expect(grid.cell.width * 2 + grid.gap.width == 158 && grid.cell.height * 2 + grid.gap.height == 158)
    }

    @Test func theWidgetIsOnTheHomeScreenPixelForPixel() throws {
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try cli.run(["render", "Examples/weather.yaml", "--devices", "iphone-393x852", "--native-scale",
                                  "--mockup", "home,lock", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let folder = out.appendingPathComponent("com.example.weather/mockups")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["home-iphone-393x852-dark-large.png", "home-iphone-393x852-dark.png", "home-iphone-393x852-light-large.png",
                    "home-iphone-393x852-light.png", "lock-iphone-393x852.png"], "the large size gets a page of its own")
        let page = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent("home-iphone-393x852-light.png")))
        #expect(page.width == 1179 && page.height == 2556)
        // The medium widget fills the first two rows: from (27.5, 68) pt, on the pixel grid at @3x (83, 204) px.
        let widget = try PNGCodec.decode(Data(contentsOf: out.appendingPathComponent("com.example.weather/systemMedium/iphone-338x158@3x-light.png")))
        var differing = 0, compared = 0
        for y in 0..<widget.height {
            for x in 0..<widget.width where widget.pixels[(y * widget.width + x) * 4 + 3] == 255 {
                compared += 1
                let a = (y * widget.width + x) * 4, b = ((204 + y) * page.width + 83 + x) * 4
                if widget.pixels[a..<a + 4] != page.pixels[b..<b + 4] { differing += 1 }
            }
        }
        #expect(compared > 100_000 && differing == 0, "\(differing) of \(compared) opaque widget pixels differ on the page")
    }

    /// StandBy: the phone on its side, the widget's StandBy image on the left, day and night.
    @Test func standByShowsTheWidgetBesideTheClock() throws {
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try cli.run(["render", "Examples/weather.yaml", "--devices", "iphone-393x852", "--native-scale", "--variants", "dark",
                                  "--families", "systemSmall,standBy", "--rendering-mode", "fullColor,vibrant", "--mockup", "standby",
                                  "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let folder = out.appendingPathComponent("com.example.weather/mockups")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["standby-iphone-393x852-night.png", "standby-iphone-393x852.png"])
        let page = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent("standby-iphone-393x852.png")))
        #expect(page.width == 2556 && page.height == 1179, "landscape, at @3x")
        // Without standBy images there is nothing to show, and the run says why.
        let none = try cli.run(["render", "Examples/weather.yaml", "--devices", "iphone-393x852", "--native-scale", "--variants", "dark",
                                "--families", "systemSmall", "--mockup", "standby", "--out", out.appendingPathComponent("none").path])
        #expect(none.status == 0 && none.error.contains("add standBy to --families"))
    }
}
