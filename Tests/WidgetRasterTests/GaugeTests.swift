import Foundation
import Testing
@testable import WidgetRaster

/// Gauges and circular progress views: where each style puts its parts, checked as frames and
/// as rendered pixels at @1x on a 170-pt widget (a view framed alone sits centred at (85, 85)).
@Suite struct GaugeTests {
    let renderer: WidgetRenderer

    init() throws { renderer = try WidgetRenderer() }

    static let green = (UInt8(52), UInt8(199), UInt8(89), UInt8(255))
    static let white = (UInt8(255), UInt8(255), UInt8(255), UInt8(255))

    func render(_ body: some WidgetView) throws -> Bitmap {
        let scene = WidgetScene(kind: "g", displayName: "G", bodies: [.systemSmall: body.node.modified(.containerBackground(Color.white.node))],
                                contentMargins: false)
        let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-430x932")!])[0]
        return try renderer.render(scene, family: .systemSmall, target: target, scale: 1, variant: .light, folder: URL(fileURLWithPath: "/tmp"))
    }

    func gauge(_ value: Double, style: GaugeStyle, label: ViewNode? = nil, current: ViewNode? = nil) -> ViewNode {
        ViewNode(.gauge(GaugeContent(value: value, label: label, currentValueLabel: current)))
            .modified(.gaugeStyle(style)).modified(.tint(.color("green")))
    }

    @Test func aCapacityBarFillsToTheValue() throws {
        // 150 pt wide (x 10…160), 16.6 pt tall as iOS draws it (y 76.7…93.3); a quarter's capsule
        // runs from x 10 to 10 + 16.6 + 0.25 × (150 − 16.6) ≈ 60.
        let bitmap = try render(gauge(0.25, style: .linearCapacity).frame(width: 150))
        #expect(bitmap[20, 85] == Self.green && bitmap[55, 85] == Self.green)
        #expect(bitmap[20, 79] == Self.green && bitmap[20, 91] == Self.green, "16.6 pt thick")
        #expect(bitmap[20, 75] == Self.white && bitmap[20, 95] == Self.white)
        #expect(bitmap[66, 85] != Self.green && bitmap[66, 85] != Self.white, "the track beyond the value")
    }

    @Test func aCapacityRingFillsClockwiseFromTwelve() throws {
        // The 72-pt gauge: the ring's line runs 6 pt inside its square, radius 30 about (85, 85).
        let bitmap = try render(gauge(0.25, style: .accessoryCircularCapacity))
        let d = 30 * 0.7071
        #expect(bitmap[85 + Int(d), 85 - Int(d)] == Self.green, "upper right: filled")
        #expect(bitmap[85 - Int(d), 85 - Int(d)] != Self.green, "upper left: track")
        #expect(bitmap[85 - Int(d), 85 - Int(d)] != Self.white)
    }

    @Test func anOpenRingLeavesTheBottomOpenAndMarksTheValue() throws {
        let bitmap = try render(gauge(0.5, style: .accessoryCircular))
        #expect(bitmap[85, 85 + 30] == Self.white, "6 o'clock is in the gap")
        #expect(bitmap[85 - 30, 85] == Self.green, "9 o'clock is on the arc")
        // Half the 270° arc is 12 o'clock: the marker's dot is there, with gaps cut either side.
        #expect(bitmap[85, 85 - 30] == Self.green)
        let gapX = 85 + Int(30 * sin(0.025 * 2 * Double.pi)), gapY = 85 - Int(30 * cos(0.025 * 2 * Double.pi))
        #expect(bitmap[gapX, gapY] == Self.white, "the cut beside the marker")
    }

    @Test func labelsTakeTheirPlaces() throws {
        let current = ViewNode(.text("42")), label = ViewNode(.text("AQI"))
        let ring = try LayoutHarness(gauge(0.5, style: .accessoryCircular, label: label, current: current),
                                     in: Size(width: 72, height: 72))
        let value = ring.root.flattened().first { if case .text(let t) = $0.kind { t.string == "42" } else { false } }!
        #expect(abs(value.frame.point(at: .center).x - 36) < 0.01 && abs(value.frame.point(at: .center).y - 36) < 1, "the value in the middle")
        let name = ring.root.flattened().first { if case .text(let t) = $0.kind { t.string == "AQI" } else { false } }!
        #expect(abs(name.frame.point(at: .center).x - 36) < 0.01 && name.frame.minY > 50, "the label in the gap at the bottom")
        let bar = try LayoutHarness(gauge(0.5, style: .linearCapacity, label: label, current: current), in: Size(width: 150, height: 80))
        let texts = bar.root.flattened().compactMap { node -> (String, Rect)? in
            if case .text(let t) = node.kind { return (t.string, node.frame) } else { return nil }
        }
        #expect(texts.map(\.0) == ["AQI", "42"], "label above, value below")
        #expect(texts[0].1.minX == 0 && texts[1].1.minX == 0 && texts[0].1.maxY < texts[1].1.minY)
    }

    /// iOS runs a gradient tint along the arc, from the minimum end (green) over the top (yellow)
    /// to the maximum end (purple), not across the gauge's box.
    @Test func aGradientTintRunsAlongTheArcFromMinimumToMaximum() throws {
        let colours: [ShapeStyle] = ["green", "yellow", "orange", "red", "purple"].map { .color($0) }
        let view = ViewNode(.gauge(GaugeContent(value: 0)))
            .modified(.gaugeStyle(.accessoryCircular))
            .modified(.tint(.linearGradient(Gradient(colors: colours), startPoint: .leading, endPoint: .trailing)))
        let bitmap = try render(view)
        // Radius 30 about (85, 85); the arc starts at 135° (lower left) and ends at 45° (lower right), clockwise.
        func at(_ degrees: Double) -> (UInt8, UInt8, UInt8, UInt8) {
            let r = degrees * .pi / 180
            return bitmap[85 + Int((30 * cos(r)).rounded()), 85 + Int((30 * sin(r)).rounded())]
        }
        // The marker (value 0) sits at the minimum end; sample just past its cut.
        let minEnd = at(156), top = at(270), maxEnd = at(40)
        #expect(minEnd.1 > 150 && minEnd.0 < 130, "the minimum end is green: \(minEnd)")
        #expect(top.0 > 200 && top.1 > 100 && top.2 < 80, "the top is yellow-orange, the gradient's middle: \(top)")
        #expect(maxEnd.2 > 180 && maxEnd.1 < 120, "the maximum end is purple: \(maxEnd)")
        let left = at(180), right = at(0)
        #expect(left.1 > right.1 && right.0 > left.0, "green side left, red side right: \(left) \(right)")
    }

    /// The minimum and maximum labels sit small in the gap, clear of the arc's end caps.
    @Test func boundLabelsSitInTheGapClearOfTheEndCaps() throws {
        let content = GaugeContent(value: 42, minimum: 0, maximum: 150, currentValueLabel: ViewNode(.text("42")),
                                   minimumValueLabel: ViewNode(.text("0")), maximumValueLabel: ViewNode(.text("150")))
        for side in [72.0, 76] {
            let layout = try LayoutHarness(ViewNode(.gauge(content)).modified(.gaugeStyle(.accessoryCircular)), in: Size(width: side, height: side),
                                           family: .accessoryCircular)
            func frame(_ string: String) throws -> Rect {
                try #require(layout.root.flattened().first { if case .text(let t) = $0.kind { t.string == string } else { false } }).frame
            }
            let radius = side / 2 - GaugeDesign.ringInset, cap = GaugeDesign.ringWidth / 2
            let d = radius * 0.7071
            let minEnd = Point(x: side / 2 - d, y: side / 2 + d), maxEnd = Point(x: side / 2 + d, y: side / 2 + d)
            let low = try frame("0"), high = try frame("150"), value = try frame("42")
            #expect(low.minX > minEnd.x + cap && high.maxX < maxEnd.x - cap, "\(side): inside the ends: \(low) \(high)")
            #expect(abs(low.point(at: .center).y - minEnd.y) < 2 && abs(high.point(at: .center).y - maxEnd.y) < 2,
                    "\(side): level with the ends")
            #expect(low.maxX < high.minX && value.maxY <= min(low.minY, high.minY) + 1, "\(side): apart, under the value")
            #expect(low.height < 14.5, "small (11 pt, the HIG's floor): \(low.height)")
        }
    }

    /// Outside the Lock Screen's circular widget the circular styles keep its 72-pt size: a frame
    /// neither enlarges nor shrinks them, and a flexible neighbour does not squeeze them (Energy
    /// Stats' medium widget: the gauge, 44 pt, then a text with `frame(maxWidth: .infinity)`).
    @Test func circularGaugesKeepTheLockScreensSize() throws {
        for style in [GaugeStyle.accessoryCircular, .accessoryCircularCapacity] {
            for side in [50.0, 100] {
                let framed = try LayoutHarness(gauge(0.5, style: style).frame(width: side, height: side), in: Size(width: 170, height: 170))
                #expect(framed.root.frame.size == Size(width: side, height: side))
                #expect(framed.frame("").size == Size(width: 72, height: 72), "\(style) in a \(side)-pt frame")
            }
            let row = try LayoutHarness(HStack(spacing: 44) {
                gauge(0.85, style: style)
                Text("Full in 1 hour").frame(maxWidth: .infinity)
            }, in: Size(width: 306, height: 126))
            #expect(row.frame("children[0]") == rect(0, 27, 72, 72))
            let text = row.frame("children[1].modifiers[0]")
            #expect(text.minX == 116 && text.width == 190, "the text takes the rest: \(text)")
        }
        // In the circular widget itself the gauge takes the whole canvas (76 pt on the largest iPhones).
        let widget = try LayoutHarness(gauge(0.5, style: .accessoryCircular), in: Size(width: 76, height: 76), family: .accessoryCircular)
        #expect(widget.frame("") == rect(0, 0, 76, 76))
    }

    /// A linear gauge's marker has the track cut away either side, so it reads on a white track.
    @Test func aLinearGaugesMarkerIsCutOutOfTheTrack() throws {
        let view = ViewNode(.gauge(GaugeContent(value: 0.5))).modified(.gaugeStyle(.accessoryLinear))
            .modified(.tint(.color("green"))).frame(width: 120)
        let bitmap = try render(view)
        // The bar runs x 29…141 (4-pt insets) on y 85; the marker's 8-pt dot is at x 85.
        #expect(bitmap[85, 85] == Self.green && bitmap[40, 85] == Self.green && bitmap[130, 85] == Self.green)
        #expect(bitmap[85 - 6, 85] == Self.white && bitmap[85 + 6, 85] == Self.white, "a cut either side of the dot")
    }

    @Test func circularProgressIsARingTintedFromTwelve() throws {
        let view = ViewNode(.progress(value: 0.25, total: 1, label: nil)).modified(.progressViewStyle(.circular))
            .modified(.tint(.color("green"))).frame(width: 60, height: 60)
        let bitmap = try render(view)
        // The ring's line is 4 pt wide, centred 2 pt inside the 56-pt ring inside a 60-pt square: radius 28.
        #expect(bitmap[85 + 20, 85 - 20] == Self.green)
        #expect(bitmap[85 - 20, 85 + 20] != Self.green && bitmap[85 - 20, 85 + 20] != Self.white)
        #expect(bitmap[85, 85] == Self.white)
    }

    @Test func aGaugeInAFileDecodesWithItsLabelsAndRange() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: Gauge
            value: 42
            range: [0, 150]
            label: AQI
            currentValueLabel: {type: Text, text: "42", modifiers: [bold]}
            modifiers: [{gaugeStyle: accessoryCircular}, {tint: green}]
        """, file: "g.yaml")
        let expected = ViewNode(.gauge(GaugeContent(value: 42, minimum: 0, maximum: 150, label: ViewNode(.text("AQI")),
                                                    currentValueLabel: ViewNode(.text("42"), modifiers: [.bold]))))
            .modified(.gaugeStyle(.accessoryCircular)).modified(.tint(.color("green")))
        #expect(scene.bodies[.systemSmall] == expected)
        #expect(sceneError("{type: Gauge, value: 1, range: [5, 1]}")?.message.contains("lowest below highest") == true)
        #expect(sceneError("{type: Gauge, range: [0, 1]}")?.path == "body.systemSmall.value")
        #expect(sceneError("{type: Gauge, value: 1, modifiers: [{gaugeStyle: round}]}")?.message.contains("accessoryCircular") == true)
    }

    @Test func anAngularGradientInAFileDecodesAndRoundTrips() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall: {type: AngularGradient, colors: [red, blue], startAngle: -90}
        """, file: "a.yaml")
        let body = try #require(scene.bodies[.systemSmall])
        #expect(body == ViewNode(.color(.angularGradient(Gradient(colors: [.color("red"), .color("blue")]), center: .center,
                                                           startAngle: -90, endAngle: 270))), "a full turn from the start by default")
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(body)) == body)
        #expect(sceneError("{type: AngularGradient, colors: [red], endAngel: 90}")?.message.contains("endAngle") == true)
    }
}
