import Testing
@testable import WidgetRaster

@Suite struct DeviceTableTests {
    @Test func currentTableHasEveryPublishedRow() {
        let table = SizeTable.current
        #expect(table.defaultDevices.filter { $0.platform == .iPhone }.count == 10)
        #expect(table.defaultDevices.filter { $0.platform == .iPad }.count == 10)
        #expect(table.devices.filter(\.sizesEstimated).map(\.id) == ["iphone-402x874", "iphone-440x956", "iphone-420x912"])
        #expect(table.device(id: "iphone-430x932")?.families[.systemLarge]?.device == Size(width: 364, height: 382))
        #expect(table.device(id: "iphone-320x568")?.families[.accessoryCircular] == nil)
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
