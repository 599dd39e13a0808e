import Foundation
import Testing
@testable import WidgetRaster

/// `render --mockup home,lock`: each iPhone drawn at its own scale gets its Home Screen and Lock
/// Screen with the widget placed on the grid its published sizes imply, pixel for pixel.
@Suite struct MockupTests {
    let cli = CommandLineTests()

    /// How many of an image's opaque pixels differ from the page's where it is placed at (x, y) px, of how many.
    static func differingPixels(of image: Bitmap, on page: Bitmap, x left: Int, y top: Int) -> (differing: Int, compared: Int) {
        var differing = 0, compared = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] == 255 {
                compared += 1
                let a = (y * image.width + x) * 4, b = ((top + y) * page.width + left + x) * 4
                if image.pixels[a..<a + 4] != page.pixels[b..<b + 4] { differing += 1 }
            }
        }
        return (differing, compared)
    }

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
        let (differing, compared) = Self.differingPixels(of: widget, on: page, x: 83, y: 204)
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

    /// A Live Activity: its card on the Lock Screen in both schemes, pixel for pixel, low on the
    /// screen above the flashlight and camera buttons; its compact, minimal (attached and detached)
    /// and expanded island at the top of the Home Screen, hanging 11 pt below the top edge.
    @Test func aLiveActivityIsOnTheLockScreenAndInTheIsland() throws {
        let out = try cli.scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try cli.run(["render", "Examples/delivery.yaml", "--devices", "iphone-393x852", "--native-scale",
                                  "--mockup", "activity", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let folder = out.appendingPathComponent("com.example.delivery/mockups")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["activity-compact-iphone-393x852.png", "activity-expanded-iphone-393x852.png",
                    "activity-lock-iphone-393x852-dark.png", "activity-lock-iphone-393x852-light.png",
                    "activity-minimal-iphone-393x852.png"])
        let page = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent("activity-lock-iphone-393x852-light.png")))
        let card = try PNGCodec.decode(Data(contentsOf: out.appendingPathComponent("com.example.delivery/liveActivity/iphone-371x160@3x-light.png")))
        // 11 pt in (33 px); its bottom 24 pt above the 50-pt buttons, which end 34 pt above the bottom edge.
        let top = Int(((852 - 34 - 50 - 24) * 3 - Double(card.height)).rounded())
        let (differing, compared) = Self.differingPixels(of: card, on: page, x: 33, y: top)
        #expect(compared > 100_000 && differing == 0, "\(differing) of \(compared) opaque card pixels differ on the page")
        // The compact island: black over the sensor housing, at the top centre.
        let island = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent("activity-compact-iphone-393x852.png")))
        let housing = ((11 + 18) * 3 * island.width + island.width / 2) * 4
        #expect(Array(island.pixels[housing..<housing + 4]) == [0, 0, 0, 255])
    }
}
