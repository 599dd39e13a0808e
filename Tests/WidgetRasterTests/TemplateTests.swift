import Foundation
import Testing
@testable import WidgetRaster

/// `ForEach` and `If` in scene files, over lists in the scene's data, and `Text` runs: what
/// generator scripts used to write out by hand.
@Suite struct TemplateTests {
    static let scene = """
    kind: k
    families: [systemSmall, systemMedium]
    data:
      title: Today
      tasks:
        - {title: Milk, done: true}
        - {title: Eggs, done: false}
        - {title: Bread, done: false}
      tags: [home, urgent]
    body:
      systemSmall: &body
        type: VStack
        alignment: leading
        spacing: 0
        children:
          - {type: Text, text: "{{title}}"}
          - type: ForEach
            in: tasks
            as: task
            modifiers: [{font: caption}]
            content:
              type: HStack
              children:
                - {type: If, value: "{{task.done}}", then: {type: Symbol, name: checkmark.circle.fill}, else: {type: Symbol, name: circle}}
                - {type: Text, text: "{{task.title}}"}
          - {type: ForEach, in: tags, as: tag, content: {type: Text, text: "#{{tag}}"}}
          - {type: If, family: systemMedium, then: {type: Text, text: Medium only}}
          - {type: If, value: "{{title}}", equals: Today, then: {type: Text, text: Is today}, else: {type: Text, text: Not today}}
          - {type: If, value: "{{missing}}", then: {type: Text, text: Never}}
      systemMedium: *body
    """

    func texts(_ family: WidgetFamily) throws -> [(String, Double)] {
        let loaded = try SceneLoader.load(source: Self.scene, file: URL(fileURLWithPath: "/tmp/t.yaml"))
        let target = RenderTarget.targets(for: [family], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]
        let layout = try WidgetRenderer().layout(loaded.scene, family: family, target: target, folder: loaded.folder)
        return layout.content.flattened().compactMap {
            switch $0.kind {
            case .text(let t): (t.string, t.attributes.size)
            case .symbol(let s): ("symbol:" + s.name, s.box.height / SymbolCatalog.scale)
            default: nil
            }
        }
    }

    @Test func forEachDrawsItsContentPerItemAndIfPicksABranch() throws {
        let small = try texts(.systemSmall)
        #expect(small.map(\.0) == ["Today", "symbol:checkmark.circle.fill", "Milk", "symbol:circle", "Eggs",
                                   "symbol:circle", "Bread", "#home", "#urgent", "Is today"])
        #expect(small[2].1 == 12 && small[4].1 == 12, "the ForEach's own modifiers reach every item")
        let medium = try texts(.systemMedium)
        #expect(medium.map(\.0).contains("Medium only") && !small.map(\.0).contains("Medium only"))
    }

    @Test func dataListsFlattenToDottedNamesAndRoundTrip() throws {
        let scene = try SceneLoader.decode(Self.scene, file: "t.yaml")
        #expect(scene.data["tasks.count"] == "3" && scene.data["tasks.1.title"] == "Eggs" && scene.data["tasks.0.done"] == "true")
        #expect(scene.data["tags.1"] == "urgent")
        let again = try SceneLoader.decode(String(decoding: JSONEncoder().encode(scene), as: UTF8.self), file: "t.json")
        #expect(again == scene)
    }

    @Test func textRunsSitOnOneBaselineWithTheirOwnModifiers() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall: {type: Text, runs: [{text: "3", modifiers: [bold]}, {text: " left"}]}
        """, file: "r.yaml")
        #expect(scene.bodies[.systemSmall] == ViewNode(.hStack(alignment: .firstTextBaseline, spacing: 0, children: [
            ViewNode(.text("3"), modifiers: [.bold]), ViewNode(.text(" left")),
        ])))
    }

    @Test func badTemplatesSayWhatIsMissing() {
        #expect(sceneError("{type: ForEach, content: {type: Text, text: x}}")?.message.contains("'in'") == true)
        #expect(sceneError("{type: ForEach, in: tasks}")?.message.contains("'content'") == true)
        #expect(sceneError("{type: ForEach, in: tasks, as: a.b, content: {type: Text, text: x}}")?.path == "body.systemSmall.as")
        #expect(sceneError("{type: If, then: {type: Text, text: x}}")?.message.contains("'value'") == true)
        #expect(sceneError("{type: If, family: systemHuge, then: {type: Text, text: x}}")?.message.contains("systemSmall") == true)
        #expect(sceneError("{type: Text, runs: [{modifiers: [bold]}]}")?.message.contains("'text'") == true)
    }
}

extension TemplateTests {
    /// `If colorScheme:` draws its branch per scheme: the batch lays such a scene out per image.
    @Test func colorSchemeConditionsLayOutPerScheme() throws {
        let loaded = try SceneLoader.load(source: """
        kind: night
        families: [systemSmall]
        body:
          systemSmall: {type: If, colorScheme: dark, then: {type: Text, text: Night}, else: {type: Text, text: Day, modifiers: [{font: largeTitle}]}}
        """, file: URL(fileURLWithPath: "/tmp/night.yaml"))
        #expect(loaded.scene.testsVariant)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("night-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.families = [.systemSmall]
        plan.scales = [1]
        plan.variants = [.light, .dark]
        _ = try BatchRenderer(scenes: [loaded], plan: plan, outputDirectory: out, workers: 1).run()
        let images = try FileManager.default.contentsOfDirectory(at: out.appendingPathComponent("night/systemSmall"), includingPropertiesForKeys: nil)
        let light = try PNGCodec.decode(Data(contentsOf: try #require(images.first { $0.lastPathComponent.hasSuffix("light.png") })))
        let dark = try PNGCodec.decode(Data(contentsOf: try #require(images.first { $0.lastPathComponent.hasSuffix("dark.png") })))
        // "Day" in large title is wider than "Night" in body: count the columns holding ink in the
        // band through the widget's middle (away from its transparent corners).
        func inkColumns(_ b: Bitmap, background: UInt8) -> Int {
            let band = (b.height / 2 - 20)..<(b.height / 2 + 20)
            return (0..<b.width).filter { x in band.contains { y in abs(Int(b[x, y].0) - Int(background)) > 80 } }.count
        }
        let day = inkColumns(light, background: 255), night = inkColumns(dark, background: 0)
        #expect(day > 0 && night > 0 && day != night, "light shows Day, dark shows Night (\(day) vs \(night) columns)")
        #expect(!(try SceneLoader.decode(Self.scene, file: "t.yaml")).testsVariant)
    }
}

extension TemplateTests {
    @Test func aToggleTakesItsStateFromTheData() throws {
        let loaded = try SceneLoader.load(source: """
        kind: k
        families: [systemSmall]
        data: {tasks: [{done: true}, {done: false}]}
        body:
          systemSmall:
            type: VStack
            children: [{type: ForEach, in: tasks, as: task, content: {type: Toggle, isOn: "{{task.done}}", label: Done}}]
        """, file: URL(fileURLWithPath: "/tmp/toggle.yaml"))
        let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]
        let layout = try WidgetRenderer().layout(loaded.scene, family: .systemSmall, target: target, folder: loaded.folder)
        // Each switch's thumb (the circle) sits at the trailing end when on, the leading end when off.
        let thumbs = layout.content.flattened().compactMap { if case .shape(.circle, _, _) = $0.kind { $0.frame.minX } else { nil } }
        #expect(thumbs.count == 2 && thumbs[0] > thumbs[1])
    }
}

/// Geometry effects read their anchors in the layout direction.
@Suite struct RightToLeftEffectTests {
    @Test func anchorsMirrorRightToLeft() throws {
        let view = ViewNode(.color(.color("red"))).modified(.frame(Frame(width: 40, height: 10)))
            .modified(.rotationEffect(degrees: 30, anchor: UnitPoint(x: 0, y: 0.5)))
            .modified(.scaleEffect(x: 2, y: 2, anchor: UnitPoint(x: 0.25, y: 0)))
        func anchors(_ rtl: Bool) throws -> [UnitPoint] {
            try LayoutHarness(view, in: Size(width: 100, height: 100), rightToLeft: rtl).root.flattened().compactMap {
                switch $0.kind {
                case .effect(.rotation(_, let anchor)), .effect(.scale(_, _, let anchor)): anchor
                default: nil
                }
            }
        }
        #expect(try anchors(false) == [UnitPoint(x: 0.25, y: 0), UnitPoint(x: 0, y: 0.5)])
        #expect(try anchors(true) == [UnitPoint(x: 0.75, y: 0), UnitPoint(x: 1, y: 0.5)])
    }
}
