import Foundation
import Testing
@testable import WidgetRaster

@Suite struct DeviceTableTests {
    @Test func currentTableHasEveryPublishedRow() {
        let table = SizeTable.current
        #expect(table.defaultDevices.filter { $0.platform == .iPhone }.count == 10)
        #expect(table.defaultDevices.filter { $0.platform == .iPad }.count == 10)
        // Screens Apple has published no widget sizes for are not guessed at: a team adds them
        // measured, with a size table file.
        #expect(!table.devices.contains(where: \.sizesEstimated) && table.device(id: "iphone-402x874") == nil)
        #expect(table.device(id: "iphone-430x932")?.families[.systemLarge]?.device == Size(width: 364, height: 382))
        #expect(table.device(id: "iphone-320x568")?.families[.accessoryCircular] == nil)
    }

    /// A table file adds measured rows to a built-in table (a row with a built-in id replaces it)
    /// and a bad one names the file and the place.
    @Test func aSizeTableFileAddsMeasuredRows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("measured.json")
        try Data(#"""
            {"name": "measured", "devices": [
              {"id": "iphone-402x874", "screen": [402, 874], "scale": 3, "models": ["iPhone 17 Pro"],
               "families": {"systemSmall": [164, 164], "systemMedium": [350, 164]}},
              {"id": "iphone-393x852", "screen": [393, 852], "scale": 3, "families": {"systemSmall": [158, 158]}, "cornerRadius": 24},
              {"id": "ipad-test", "screen": [820, 1180], "scale": 2, "families": {"systemSmall": {"canvas": [155, 155], "device": [136, 136]}}}
            ]}
            """#.utf8).write(to: url)
        let table = try SizeTableFile.resolve(url.path)
        #expect(table.name == "measured" && table.devices.count == SizeTable.current.devices.count + 2)
        let added = try #require(table.device(id: "iphone-402x874"))
        #expect(added.families[.systemMedium]?.device == Size(width: 350, height: 164) && !added.sizesEstimated)
        #expect(table.defaultDevices.contains { $0.id == "iphone-402x874" })
        #expect(table.device(id: "iphone-393x852")?.cornerRadius == 24 && table.device(id: "iphone-393x852")?.families.count == 1)
        #expect(table.device(id: "ipad-test")?.families[.systemSmall]?.displayScale == 136.0 / 155)
        try Data(#"{"devices": [{"id": "x", "screen": [402], "scale": 3, "families": {"systemSmall": [1, 1]}}]}"#.utf8).write(to: url)
        #expect(throws: SizeTableFile.Problem.self) { try SizeTableFile.resolve(url.path) }
        do { _ = try SizeTableFile.resolve(url.path) } catch {
            #expect("\(error)" == "\(url.path): devices[0].screen: expected [width, height] in points, both above 0")
        }
        #expect(throws: SizeTableFile.Problem.self) { try SizeTableFile.resolve("hig-2030") }
    }

    @Test func iPadRowsKeepCanvasAndDeviceSizes() {
        let ipad = SizeTable.current.device(id: "ipad-1024x1366")!
        #expect(ipad.families[.systemExtraLarge] == FamilySize(canvas: Size(width: 795, height: 378.5),
                                                                 device: Size(width: 748, height: 356)))
        #expect(SizeTable.current.device(id: "iphone-430x932")?.families[.systemExtraLarge] == nil)
    }

    @Test func theIOS14TableReproducesItsOwnNumbers() {
        let old = SizeTable.named("hig-2020")!
        #expect(old.device(id: "iphone-414x896")?.families[.systemLarge]?.device == Size(width: 360, height: 376))
        #expect(old.device(id: "iphone-375x667")?.families[.systemMedium]?.device == Size(width: 322, height: 148))
        #expect(old.device(id: "iphone-320x568")?.families[.systemLarge]?.device == Size(width: 291, height: 299))
    }

    @Test func devicesWithIdenticalSizesRenderOnce() {
        let targets = RenderTarget.targets(for: [.systemSmall], devices: SizeTable.current.defaultDevices)
        let big = targets.first { $0.size.device == Size(width: 170, height: 170) }!
        #expect(big.deviceIDs == ["iphone-430x932", "iphone-428x926"])
        #expect(Set(targets.map(\.size)).count == targets.count)
    }

    /// A circular Lock Screen widget is a circle on every iPhone, so the 393-, 390-, 375- and 360-pt
    /// iPhones (Home Screen radii 22 and 20) draw one 72-pt image, not two identical ones.
    @Test func lockScreenSizesRenderOnceWhateverTheHomeScreenRadius() {
        let families: [WidgetFamily] = [.accessoryCircular, .accessoryRectangular, .accessoryInline]
        let targets = RenderTarget.targets(for: families, devices: SizeTable.current.defaultDevices)
        for family in families {
            let sizes = targets.filter { $0.family == family }.map(\.size)
            #expect(Set(sizes).count == sizes.count, "\(family) draws one size twice")
        }
        let circle = targets.first { $0.family == .accessoryCircular && $0.size.device == Size(width: 72, height: 72) }!
        #expect(circle.deviceIDs == ["iphone-393x852", "iphone-390x844", "iphone-375x812", "iphone-360x780"])
        #expect(circle.cornerRadius == 36)
    }

    @Test func theFullMatrixCoversEveryTargetScaleAndScheme() throws {
        let scene = WidgetScene(kind: "k", displayName: "K", bodies: [.systemSmall: Text("a").node, .systemMedium: Text("b").node])
        let jobs = try RenderPlan().jobs(for: [scene])
        let targets = RenderTarget.targets(for: [.systemSmall, .systemMedium], devices: SizeTable.current.defaultDevices)
        #expect(jobs.count == targets.count * 3 * 2)
        #expect(Set(jobs.map(\.file)).count == jobs.count)
        #expect(jobs.first?.file == "k/systemSmall/iphone-170x170@1x-light.png")
    }

    @Test func unknownDeviceIsAClearError() {
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-999x999"]
        #expect(throws: RenderPlan.Problem.self) { try plan.devices() }
    }
}
