import Foundation
import Testing
@testable import WidgetRaster

/// A Live Activity's presentations: their sizes per device (HIG, Live Activities), where the
/// compact views sit around the sensor housing, the expanded regions' frames, and the Lock
/// Screen and expanded views growing with their content up to 160 pt.
@Suite struct LiveActivityTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/delivery.yaml")

    static func size(_ family: WidgetFamily, on id: String) -> Size? {
        SizeTable.current.device(id: id)?.families[family]?.device
    }

    @Test func thePresentationsHaveTheHIGSizesOnTheIslandIPhones() {
        // HIG: compact leading/trailing 52.33 × 36.67 (393-pt screens) and 62.33 × 36.67 (430-pt), either side of
        // the 126-pt housing; minimal 36.67 tall; expanded and Lock Screen 371 and 408 wide, at most 160 tall.
        #expect(Self.size(.dynamicIslandCompact, on: "iphone-393x852") == Size(width: 230.66, height: 36.67))
        #expect(Self.size(.dynamicIslandCompact, on: "iphone-430x932") == Size(width: 250.66, height: 36.67))
        #expect(Self.size(.dynamicIslandMinimal, on: "iphone-393x852") == Size(width: 36.67, height: 36.67))
        #expect(Self.size(.dynamicIslandExpanded, on: "iphone-393x852") == Size(width: 371, height: 160))
        #expect(Self.size(.dynamicIslandExpanded, on: "iphone-430x932") == Size(width: 408, height: 160))
        #expect(Self.size(.liveActivity, on: "iphone-393x852") == Size(width: 371, height: 160))
        #expect(Self.size(.liveActivity, on: "iphone-430x932") == Size(width: 408, height: 160))
    }

    @Test func iPhonesWithoutAnIslandHaveOnlyTheLockScreenView() {
        // The same 11-pt inset from each side as the published rows.
        #expect(Self.size(.liveActivity, on: "iphone-390x844") == Size(width: 368, height: 160))
        #expect(Self.size(.liveActivity, on: "iphone-375x667") == Size(width: 353, height: 160))
        for id in ["iphone-390x844", "iphone-428x926", "iphone-375x667"] {
            #expect(Self.size(.dynamicIslandCompact, on: id) == nil, "\(id)")
            #expect(Self.size(.dynamicIslandExpanded, on: id) == nil, "\(id)")
        }
        #expect(Self.size(.liveActivity, on: "ipad-1024x1366") == nil)
    }

    @Test func theSmallPresentationIsA45mmSmartStackCardForEveryIPhone() throws {
        // HIG-W: a rectangular Smart Stack item on a 45-mm Apple Watch is 184 × 80.5 pt; the watch pairs with any
        // iPhone, so every iPhone family table has it and one image stands for them all.
        let iPhones = SizeTable.current.devices.filter { $0.platform == .iPhone && $0.families[.accessoryCircular] != nil }
        #expect(iPhones.allSatisfy { $0.families[.liveActivitySmall]?.device == Size(width: 184, height: 80.5) })
        #expect(RenderTarget.targets(for: [.liveActivitySmall], devices: iPhones).count == 1)
        #expect(Self.size(.liveActivitySmall, on: "ipad-1024x1366") == nil)
    }

    @Test func theSmallViewFillsTheCardAndWithoutOneTheCompactViewsSitAtItsEnds() throws {
        let layout = try Self.layout(.liveActivitySmall)
        #expect(layout.size == Size(width: 184, height: 80.5))
        // The file's small view: 12-pt padding, the ETA beside the bag, the status below them.
        let eta = try #require(Self.frame(of: "12 min", in: layout))
        let status = try #require(Self.frame(of: "On the way", in: layout))
        #expect(abs(status.minX - 12) < 0.01 && status.minY > eta.maxY, "\(eta) \(status)")
        // An activity without one shows its compact leading and trailing views 12 pt in from the card's ends.
        let text = try String(contentsOf: Self.example, encoding: .utf8)
        let withoutSmall = text.replacingOccurrences(of: #"(?s)\n  small:\n.*?(?=\n  compactLeading:)"#, with: "", options: .regularExpression)
        let compact = try SceneFixture.withFiles(["delivery.yaml": withoutSmall]) { urls in
            let loaded = try SceneLoader.load(urls["delivery.yaml"]!)
            #expect(loaded.scene.activity?.small == nil)
            let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
            let target = try #require(RenderTarget.targets(for: [.liveActivitySmall], devices: [device]).first)
            return try WidgetRenderer().layout(loaded.scene, family: .liveActivitySmall, target: target, folder: loaded.folder,
                                               scale: 3, colorScheme: .dark)
        }
        let leading = try #require(Self.symbolFrames(in: compact).first)
        let trailing = try #require(Self.frame(of: "12 min", in: compact))
        #expect(abs(leading.minX - 12) < 0.01 && abs(trailing.maxX - (184 - 12)) < 0.01, "\(leading) \(trailing)")
        #expect(abs(leading.midY - 80.5 / 2) < 0.5 && abs(trailing.midY - 80.5 / 2) < 0.5)
    }

    /// The Always-On display renders Live Activities on the Lock Screen "as if in Dark Mode" with
    /// `isLuminanceReduced` (ActivityKit), which a file's `If` tests: the example draws its bag as an outline.
    @Test func theAlwaysOnDisplayDrawsTheLockScreenViewDarkWithReducedLuminance() throws {
        #expect(Variant(name: "always-on") == .alwaysOn && Variant.alwaysOn.colorScheme == .dark)
        #expect(Variant(name: "always-on-vibrant") == Variant.alwaysOn.rendered(.vibrant))
        let loaded = try SceneLoader.load(Self.example)
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.scales = [2]
        plan.variants = [.alwaysOn]
        // Only the Lock Screen view and the watch's small one are shown always on; the island is not.
        #expect(try plan.jobs(for: [loaded.scene]).map(\.family) == [.liveActivity, .liveActivitySmall])
        #expect(try plan.skippedSummary(for: [loaded.scene])?.contains("dynamicIslandCompact always-on") == true)
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [.liveActivity], devices: [device]).first)
        func symbols(_ variant: Variant) throws -> [String] {
            try WidgetRenderer().layout(for: RenderJob(target: target, scale: 2, variant: variant), of: loaded).content.flattened()
                .compactMap { if case .symbol(let symbol) = $0.kind { symbol.name } else { nil } }
        }
        #expect(try symbols(.dark) == ["bag.fill"])
        #expect(try symbols(.alwaysOn) == ["bag"])
    }

    @Test func theIslandIsACapsuleACircleAndARoundedRectangle() throws {
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let radii = Dictionary(uniqueKeysWithValues: RenderTarget.targets(for: LiveActivity.presentations, devices: [device])
            .map { ($0.family, $0.cornerRadius) })
        #expect(radii[.dynamicIslandCompact] == 36.67 / 2)
        #expect(radii[.dynamicIslandMinimal] == 36.67 / 2)
        #expect(radii[.dynamicIslandExpanded] == 44)
        #expect(radii[.liveActivity] == 22)
        #expect(radii[.liveActivitySmall] == 20)
    }

    static func layout(_ family: WidgetFamily, device id: String = "iphone-393x852") throws -> WidgetLayout {
        let loaded = try SceneLoader.load(example)
        let device = try #require(SizeTable.current.device(id: id))
        let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
        return try WidgetRenderer().layout(loaded.scene, family: family, target: target, folder: loaded.folder, scale: 3,
                                           colorScheme: .dark)
    }

    static func frame(of text: String, in layout: WidgetLayout) -> Rect? {
        layout.content.flattened().first { node in
            if case .text(let content) = node.kind { return content.string == text }
            return false
        }?.frame
    }

    static func symbolFrames(in layout: WidgetLayout) -> [Rect] {
        layout.content.flattened().compactMap { node in
            if case .symbol = node.kind { return node.frame }
            return nil
        }
    }

    @Test func theCompactViewsSitEitherSideOfTheSensorHousing() throws {
        let layout = try Self.layout(.dynamicIslandCompact)
        #expect(layout.size == Size(width: 230.66, height: 36.67))
        let housing = (52.33, 52.33 + 126)
        let leading = try #require(Self.symbolFrames(in: layout).first)
        let trailing = try #require(Self.frame(of: "12 min", in: layout))
        // Against the island's ends, 6 pt in, and clear of the housing.
        #expect(abs(leading.minX - 6) < 0.01)
        #expect(abs(trailing.maxX - (230.66 - 6)) < 0.01)
        #expect(leading.maxX <= housing.0 + 0.01 && trailing.minX >= housing.1 - 0.01, "\(leading) \(trailing)")
        // Centred in the island's height.
        #expect(abs(leading.midY - 36.67 / 2) < 0.5 && abs(trailing.midY - 36.67 / 2) < 0.5)
    }

    @Test func theExpandedRegionsSitBesideAndBelowTheHousing() throws {
        let layout = try Self.layout(.dynamicIslandExpanded)
        #expect(layout.size.width == 371)
        #expect(layout.size.height < 160 && layout.size.height == layout.size.height.rounded())
        let leading = try #require(Self.symbolFrames(in: layout).first)
        let trailing = try #require(Self.frame(of: "12 min", in: layout))
        let center = try #require(Self.frame(of: "Nonna's Kitchen", in: layout))
        let bottom = try #require(Self.frame(of: "Marco is 2.1 km away", in: layout))
        // Leading and trailing at the top corners, 14 pt in.
        #expect(abs(leading.minX - 14) < 0.01 && abs(leading.minY - 14) < 0.01)
        #expect(abs(trailing.maxX - (371 - 14)) < 0.01 && abs(trailing.minY - 14) < 0.01)
        // The center below the 36.67-pt housing, centred between the leading and trailing regions.
        #expect(center.minY >= 36.67 && abs(center.midX - (leading.maxX + trailing.minX) / 2) < 0.01, "\(center)")
        // The bottom below the others, and the island ends 14 pt below it.
        #expect(bottom.minY > max(leading.maxY, trailing.maxY, center.maxY))
        #expect(abs(layout.size.height - (bottom.maxY + 14).rounded(.up)) < 0.01)
    }

    @Test func theLockScreenViewIsAsTallAsItsContent() throws {
        let layout = try Self.layout(.liveActivity)
        #expect(layout.size.width == 371)
        let driver = try #require(Self.frame(of: "Marco is 2.1 km away", in: layout))
        // 16-pt padding below the last line, then the card ends: no empty band up to 160 pt.
        #expect(abs(layout.size.height - (driver.maxY + 16).rounded(.up)) < 0.01)
        #expect(layout.size.height < 160)
    }

    @Test func theIslandIsDrawnDarkOnly() throws {
        let scene = try SceneLoader.load(Self.example).scene
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.scales = [3]
        let jobs = try plan.jobs(for: [scene])
        let island = jobs.filter(\.family.isDynamicIsland)
        #expect(island.count == 3 && island.allSatisfy { $0.variant == .dark })
        // Apple Watch is dark too.
        #expect(jobs.filter { $0.family == .liveActivitySmall }.map(\.variant.name) == ["dark"])
        #expect(jobs.filter { $0.family == .liveActivity }.map(\.variant.name) == ["light", "dark"])
        #expect(jobs.map(\.file).contains("com.example.delivery/dynamicIslandCompact/iphone-230.66x36.67@3x-dark.png"))
    }

    @Test func aSceneFileNamesWhatIsWrongInItsActivity() throws {
        let typo = SceneFixture.problem("kind: a\nactivity:\n  compactLeding: {type: Text, text: A}\n")
        #expect(typo.contains("activity.compactLeding") && typo.contains("did you mean 'compactLeading'?"), "\(typo)")
        let region = SceneFixture.problem("kind: a\nactivity:\n  expanded: {middle: {type: Text, text: A}}\n")
        #expect(region.contains("activity.expanded.middle") && region.contains("center"), "\(region)")
        let twice = SceneFixture.problem("kind: a\nbody:\n  liveActivity: {type: Text, text: A}\nactivity:\n  lockScreen: {type: Text, text: B}\n")
        #expect(twice.contains("liveActivity"), "\(twice)")
        let empty = SceneFixture.problem("kind: a\nactivity: {}\n")
        #expect(empty.contains("at least one view"), "\(empty)")
    }

    /// `contentMargins(_:_:for:)`: a presentation's margins, each edge given over the system's.
    @Test func contentMarginsMoveTheIslandsViews() throws {
        let yaml = """
        kind: margins
        activity:
          compactLeading: {type: Symbol, name: bag.fill}
          compactTrailing: {type: Text, text: "12 min"}
          expanded:
            trailing: {type: Text, text: "12 min"}
          contentMargins:
            compactLeading: {leading: 10}
            expanded: {trailing: 32}
        """
        let scene = try SceneLoader.decode(yaml, file: "margins.yaml")
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        func layout(_ family: WidgetFamily) throws -> WidgetLayout {
            let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
            return try WidgetRenderer().layout(scene, family: family, target: target, folder: URL(fileURLWithPath: "/tmp"),
                                               scale: 3, colorScheme: .dark)
        }
        let compact = try layout(.dynamicIslandCompact)
        #expect(abs(try #require(Self.symbolFrames(in: compact).first).minX - 10) < 0.01)
        // The trailing view keeps the system's 6 pt.
        #expect(abs(try #require(Self.frame(of: "12 min", in: compact)).maxX - (230.66 - 6)) < 0.01)
        let expanded = try layout(.dynamicIslandExpanded)
        let trailing = try #require(Self.frame(of: "12 min", in: expanded))
        #expect(abs(trailing.maxX - (371 - 32)) < 0.01 && abs(trailing.minY - 14) < 0.01)
        #expect(throws: (any Error).self) {
            try SceneLoader.decode("kind: a\nactivity:\n  minimal: {type: Text, text: A}\n  contentMargins: {minimal: -2}\n", file: "a.yaml")
        }
    }

    /// `dynamicIsland(verticalPlacement: .belowIfTooWide)` in a file: the trailing summary, wider than
    /// its half beside the housing, moves below it; a region the file does not name stays beside it.
    @Test func aFileMovesATooWideRegionBelowTheHousing() throws {
        func layout(_ placement: String) throws -> WidgetLayout {
            let yaml = """
            kind: truck
            activity:
              expanded:
                leading: {type: Symbol, name: bag.fill}
                trailing: {type: HStack, children: [{type: Text, text: "Order 1234"}, {type: Spacer}, {type: Text, text: "0:30 Remaining"}]}
            \(placement)
            """
            let scene = try SceneLoader.decode(yaml, file: "truck.yaml")
            let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
            let target = try #require(RenderTarget.targets(for: [.dynamicIslandExpanded], devices: [device]).first)
            return try WidgetRenderer().layout(scene, family: .dynamicIslandExpanded, target: target, folder: URL(fileURLWithPath: "/tmp"),
                                               scale: 3, colorScheme: .dark)
        }
        let housingBottom = DynamicIslandMetrics.height + DynamicIslandMetrics.expandedCenterGap
        let below = try #require(Self.frame(of: "Order 1234", in: try layout("  belowIfTooWide: [trailing]")))
        #expect(below.minY >= housingBottom - 0.01 && below.minX < 371 / 2, "\(below)")
        let beside = try #require(Self.frame(of: "Order 1234", in: try layout("")))
        #expect(beside.minY < housingBottom && beside.minX > 371 / 2, "\(beside)")
        let center = SceneFixture.problem("kind: a\nactivity:\n  expanded: {center: {type: Text, text: A}}\n  belowIfTooWide: [center]\n")
        #expect(center.contains("belowIfTooWide") && center.contains("leading or trailing"), "\(center)")
        let missing = SceneFixture.problem("kind: a\nactivity:\n  expanded: {leading: {type: Text, text: A}}\n  belowIfTooWide: [trailing]\n")
        #expect(missing.contains("no trailing view"), "\(missing)")
    }
}
