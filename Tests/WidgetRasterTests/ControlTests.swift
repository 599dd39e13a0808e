import Foundation
import Testing
@testable import WidgetRaster

/// Buttons, toggles and labels as iOS 17 draws them in widgets: where each style puts its parts,
/// as frames, and what colours they paint at @1x on a white 170-pt widget (a view framed alone
/// sits centred at (85, 85)).
@Suite struct ControlTests {
    let renderer: WidgetRenderer

    init() throws { renderer = try WidgetRenderer() }

    static let white = (UInt8(255), UInt8(255), UInt8(255), UInt8(255))
    static let blue = (UInt8(0), UInt8(136), UInt8(255), UInt8(255))
    static let green = (UInt8(52), UInt8(199), UInt8(89), UInt8(255))

    func render(_ body: ViewNode) throws -> Bitmap {
        let scene = WidgetScene(kind: "c", displayName: "C", bodies: [.systemSmall: body.modified(.containerBackground(Color.white.node))],
                                contentMargins: false)
        let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-430x932")!])[0]
        return try renderer.render(scene, family: .systemSmall, target: target, scale: 1, variant: .light, folder: URL(fileURLWithPath: "/tmp"))
    }

    func button(_ title: String, _ style: ButtonStyle, role: ButtonRole? = nil) -> ViewNode {
        ViewNode(.button(ButtonContent(label: ViewNode(.text(title)), intent: "GoIntent", role: role))).modified(.buttonStyle(style))
    }

    func shapes(_ root: LayoutNode) -> [(ShapeKind, Rect)] {
        root.flattened().compactMap { if case let .shape(kind, _, _) = $0.kind { (kind, $0.frame) } else { nil } }
    }

    func texts(_ root: LayoutNode) -> [(String, Rect)] {
        root.flattened().compactMap { if case .text(let t) = $0.kind { (t.string, $0.frame) } else { nil } }
    }

    /// iOS draws a widget's default button as a capsule (radius half its height), not a rounded rectangle.
    @Test func aBorderedButtonPadsItsLabel5Point5By12InsideACapsule() throws {
        let layout = try LayoutHarness(button("Snooze", .bordered), in: Size(width: 300, height: 200))
        let (title, titleFrame) = try #require(texts(layout.root).first)
        let (outline, outlineFrame) = try #require(shapes(layout.root).first)
        #expect(title == "Snooze")
        #expect(outline == .capsule)
        #expect(close(outlineFrame, rect(titleFrame.minX - 12, titleFrame.minY - 5.5, titleFrame.width + 24, titleFrame.height + 11)))
        let automatic = try LayoutHarness(button("Snooze", .automatic), in: Size(width: 300, height: 200))
        #expect(shapes(automatic.root).first?.0 == .capsule, "the automatic style is the bordered one")
        let rounded = try LayoutHarness(button("Snooze", .bordered).modified(.buttonBorderShape(.roundedRectangle(radius: nil))), in: Size(width: 300, height: 200))
        #expect(shapes(rounded.root).first?.0 == .roundedRectangle(cornerRadius: 8, continuous: true), ".roundedRectangle without a radius: 8 pt")
        #expect(close(layout.root.frame, outlineFrame), "the button is as big as its outline")
    }

    @Test func borderShapesChangeTheOutline() throws {
        for (shape, expected) in [(ButtonBorderShape.capsule, ShapeKind.capsule), (.circle, .circle),
                                  (.roundedRectangle(radius: 4), .roundedRectangle(cornerRadius: 4, continuous: true))] {
            let layout = try LayoutHarness(button("+", .borderedProminent).modified(.buttonBorderShape(shape)), in: Size(width: 300, height: 200))
            #expect(shapes(layout.root).first?.0 == expected)
        }
    }

    @Test func aPlainButtonIsItsLabel() throws {
        let plain = try LayoutHarness(button("Snooze", .plain), in: Size(width: 300, height: 200))
        let text = try LayoutHarness(ViewNode(.text("Snooze")), in: Size(width: 300, height: 200))
        #expect(shapes(plain.root).isEmpty)
        #expect(close(plain.frame(), text.frame()))
    }

    @Test func buttonStylesPaintTheirColours() throws {
        // The fill beside the label's left edge, and the darkest label pixel's colour family.
        func fillLeftOfCentre(_ view: ViewNode) throws -> (UInt8, UInt8, UInt8, UInt8) {
            let bitmap = try render(view)
            var x = 10
            while x < 85, bitmap[x, 85] == Self.white { x += 1 }
            return bitmap[x + 3, 85]
        }
        #expect(try fillLeftOfCentre(button("Go", .borderedProminent)) == Self.blue, "prominent: the accent colour")
        // iOS, measured: rgb(226, 239, 254) on white — system blue at about 12 %, not grey.
        let bordered = try fillLeftOfCentre(button("Go", .bordered))
        #expect(abs(Int(bordered.0) - 226) <= 3 && abs(Int(bordered.1) - 239) <= 3 && abs(Int(bordered.2) - 254) <= 3,
                "bordered: the accent, faintly: \(bordered)")
        let destructive = try fillLeftOfCentre(button("Delete", .bordered, role: .destructive))
        #expect(destructive.0 == 255 && destructive.1 < 240 && destructive.2 < 240, "destructive: a red fill")
        let prominent = try render(button("Go", .borderedProminent).modified(.font(Font(size: 40, weight: .black))))
        #expect((60...110).contains { x in prominent[x, 85] == Self.white }, "a white label on the fill")
    }

    @Test func aSwitchSitsAtTheTrailingEdgeWithItsThumbOnTheOnSide() throws {
        let on = ViewNode(.toggle(ToggleContent(isOn: true, label: ViewNode(.text("Focus"))))).modified(.frame(Frame(width: 150)))
        let layout = try LayoutHarness(on, in: Size(width: 170, height: 170))
        let parts = shapes(layout.root)
        let track = try #require(parts.first { $0.0 == .capsule }), thumb = try #require(parts.first { $0.0 == .circle })
        #expect(close(track.1, rect(160 - 51, 85 - 15.5, 51, 31)), "51 × 31 at the trailing edge")
        #expect(close(thumb.1, rect(160 - 2 - 27, 85 - 13.5, 27, 27)), "27-pt thumb, 2 pt inside the track's trailing end")
        #expect(texts(layout.root).first?.1.minX == 10, "the label at the leading edge")
        let bitmap = try render(on)
        #expect(bitmap[160 - 45, 85] == Self.green, "an on track is green")
        #expect(bitmap[160 - 15, 85] == Self.white, "the thumb is white")
        let off = try LayoutHarness(ViewNode(.toggle(ToggleContent(isOn: false))), in: Size(width: 170, height: 170))
        let offThumb = try #require(shapes(off.root).first { $0.0 == .circle })
        #expect(offThumb.1.minX == off.frame().minX + 2, "off: the thumb at the leading end")
    }

    /// In iOS 26's accented looks all content turns white; an on track keeps half its opacity so
    /// the white thumb still stands out on it (it vanished into the track before).
    @Test func anOnSwitchKeepsItsThumbVisibleInTheClearAndTintedLooks() throws {
        let on = ViewNode(.toggle(ToggleContent(isOn: true, label: ViewNode(.text("Focus"))))).modified(.frame(Frame(width: 150)))
        let scene = WidgetScene(kind: "c", displayName: "C", bodies: [.systemSmall: on], contentMargins: false)
        let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-430x932")!])[0]
        for variant in [Variant.light.accented(over: .clear), Variant.dark.accented(over: .clear), Variant.light.accented(over: .tinted)] {
            let bitmap = try renderer.render(scene, family: .systemSmall, target: target, scale: 1, variant: variant, folder: URL(fileURLWithPath: "/tmp"))
            let track = bitmap[160 - 45, 85], thumb = bitmap[160 - 15, 85]
            let brightness = { (p: (UInt8, UInt8, UInt8, UInt8)) in Int(p.0) + Int(p.1) + Int(p.2) }
            #expect(brightness(thumb) - brightness(track) > 90, "\(variant): thumb \(thumb) on track \(track)")
        }
    }

    @Test func aButtonStyleToggleIsProminentOnlyWhileOn() throws {
        func fill(_ isOn: Bool) throws -> (UInt8, UInt8, UInt8, UInt8) {
            let view = ViewNode(.toggle(ToggleContent(isOn: isOn, label: ViewNode(.text("Work"))))).modified(.toggleStyle(.button))
            let layout = try LayoutHarness(view, in: Size(width: 170, height: 170))
            let outline = try #require(shapes(layout.root).first)
            return try render(view)[Int(outline.1.minX) + 4, 85]
        }
        #expect(try fill(true) == Self.blue)
        let off = try fill(false)
        #expect(off != Self.blue && off.2 > off.0, "off: the bordered, faintly blue fill")
    }

    @Test func labelStylesShowIconAndTitleOrOne() throws {
        let label = ViewNode(.label(title: ViewNode(.text("Rain")), icon: ViewNode(.symbol("cloud.rain.fill"))))
        func parts(_ style: LabelStyle) throws -> (symbols: [Rect], texts: [String], titleX: Double?) {
            let layout = try LayoutHarness(label.modified(.labelStyle(style)), in: Size(width: 300, height: 100))
            let symbols = layout.root.flattened().compactMap { if case .symbol = $0.kind { $0.frame } else { nil } }
            let texts = texts(layout.root)
            return (symbols, texts.map(\.0), texts.first?.1.minX)
        }
        let both = try parts(.automatic)
        #expect(both.symbols.count == 1 && both.texts == ["Rain"])
        #expect(both.symbols[0].maxX + 8 == both.titleX, "the icon, the standard 8-pt spacing, then the title")
        #expect(try parts(.titleOnly).symbols.isEmpty)
        #expect(try parts(.iconOnly).texts.isEmpty)
    }

    @Test func controlsInAFileDecodeAndRoundTrip() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: VStack
            children:
              - {type: Button, label: Snooze, intent: SnoozeIntent, role: destructive, modifiers: [{buttonStyle: bordered}, {buttonBorderShape: {roundedRectangle: 4}}]}
              - {type: Toggle, isOn: "true", label: {type: Label, title: Focus, systemImage: moon.fill}, modifiers: [{toggleStyle: button}]}
              - {type: Label, title: Rain, icon: {type: Symbol, name: cloud.rain.fill}, modifiers: [{labelStyle: iconOnly}]}
        """, file: "c.yaml")
        let expected = ViewNode(.vStack(alignment: .center, spacing: nil, children: [
            ViewNode(.button(ButtonContent(label: ViewNode(.text("Snooze")), intent: "SnoozeIntent", role: .destructive)),
                     modifiers: [.buttonStyle(.bordered), .buttonBorderShape(.roundedRectangle(radius: 4))]),
            ViewNode(.toggle(ToggleContent(isOn: true, label: ViewNode(.label(title: ViewNode(.text("Focus")),
                                                                              icon: ViewNode(.symbol("moon.fill")))))),
                     modifiers: [.toggleStyle(.button)]),
            ViewNode(.label(title: ViewNode(.text("Rain")), icon: ViewNode(.symbol("cloud.rain.fill"))), modifiers: [.labelStyle(.iconOnly)]),
        ]))
        let body = try #require(scene.bodies[.systemSmall])
        #expect(body == expected)
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(body)) == body)
        #expect(sceneError("{type: Button, intent: Go}")?.path == "body.systemSmall.label")
        #expect(sceneError("{type: Toggle, isOn: maybe}")?.message.contains("true or false") == true)
        #expect(sceneError("{type: Label, title: A}")?.message.contains("systemImage") == true)
        #expect(sceneError("{type: Button, label: A, modifiers: [{buttonStyle: fancy}]}")?.message.contains("borderedProminent") == true)
        #expect(sceneError("{type: Button, label: A, modifiers: [{buttonBorderShape: star}]}")?.message.contains("capsule") == true)
    }
}
