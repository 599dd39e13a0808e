import SwiftUI
import Testing
import WidgetKit
import struct WidgetRaster.ViewNode
import struct WidgetRaster.SymbolVariant
import struct WidgetRaster.Linter
import struct WidgetRaster.SizeTable
import struct WidgetRaster.SceneError
import enum WidgetRaster.SceneLoader

/// Layout containers and symbol modifiers written as widget code writes them.
@Suite struct LayoutViewTests {
    @Test func viewThatFitsKeepsItsCandidatesInOrder() throws {
        let node = try SwiftUIFrontDoorTests.node(ViewThatFits(in: .horizontal) {
            Text("Partly cloudy")
            Image(systemName: "cloud.sun.fill")
        })
        #expect(node == ViewNode(.viewThatFits(horizontal: true, vertical: false,
                                               children: [ViewNode(.text("Partly cloudy")), ViewNode(.symbol("cloud.sun.fill"))])))
    }

    @Test func symbolModifiersBecomeSceneModifiers() throws {
        let node = try SwiftUIFrontDoorTests.node(
            Image(systemName: "bell").resizable().scaledToFit().symbolVariant(.slash.fill).symbolRenderingMode(.palette)
                .foregroundStyle(.white, .blue).imageScale(.large))
        #expect(node.content == .symbol("bell", resizable: true))
        #expect(node.modifiers == [.aspectRatio(nil, .fit), .symbolVariant(.init(parts: ["slash", "fill"])),
                                   .symbolRenderingMode(.palette([])), .foregroundStyle(.color("white")), .imageScale(.large)])
    }

    /// `Image.symbolRenderingMode(_:)` and `widgetAccentedRenderingMode(_:)` return `Image`, as Apple
    /// declares them, so `resizable()` still follows; they reach the scene as the view modifiers do.
    @Test func imageModifiersKeepItAnImage() throws {
        let image: Image = Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor).widgetAccentedRenderingMode(.fullColor)
            .resizable()
        let node = try SwiftUIFrontDoorTests.node(image)
        #expect(node.content == .symbol("cloud.sun.fill", resizable: true))
        #expect(node.modifiers == [.symbolRenderingMode(.multicolor), .widgetAccentedRenderingMode(.fullColor)])
    }

    /// A signal or volume symbol at a level, as widgets draw Wi-Fi and battery states; out-of-range values are clamped.
    @Test func aVariableValueReachesTheScene() throws {
        #expect(try SwiftUIFrontDoorTests.node(Image(systemName: "wifi", variableValue: 0.4)).content
                == .symbol("wifi", variableValue: 0.4))
        #expect(try SwiftUIFrontDoorTests.node(Image(systemName: "speaker.wave.2.fill", variableValue: 3)).content
                == .symbol("speaker.wave.2.fill", variableValue: 1))
        #expect(try SwiftUIFrontDoorTests.node(Image(systemName: "wifi", variableValue: nil)).content == .symbol("wifi"))
    }
}

extension LayoutViewTests {
    @Test func gridsWrittenAsWidgetsWriteThem() throws {
        let columns = [GridItem(.adaptive(minimum: 44)), GridItem(.flexible(), spacing: 4), GridItem()]
        let node = try SwiftUIFrontDoorTests.node(LazyVGrid(columns: columns, spacing: 6) {
            ForEach(0..<2) { Text("\($0)") }
        })
        guard case .lazyGrid(let grid) = node.content else { Issue.record("\(node)"); return }
        let sizes: [GridItem.Size] = grid.tracks.map { $0.size }
        let expected: [GridItem.Size] = [.adaptive(minimum: 44), .flexible(), .flexible()]
        #expect(sizes == expected, "SwiftUI's defaults: flexible from 10 pt, no maximum")
        #expect(grid.spacing == 6 && grid.children.count == 2)
        let table = try SwiftUIFrontDoorTests.node(Grid(alignment: .leading) {
            GridRow { Text("AAPL"); Text("186.40") }
            Divider()
        })
        guard case .grid(let content) = table.content else { Issue.record("\(table)"); return }
        #expect(content.alignment == .leading && content.rows.count == 2)
    }
}

extension LayoutViewTests {
    /// The proportional bar idiom: a GeometryReader sizes a fill to 30 % of the width it is given.
    @Test func geometryReaderContentIsBuiltForTheSizeItIsGiven() throws {
        let bar = GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Color.blue
                Color.red.frame(width: geometry.size.width * 0.3)
            }
        }
        .frame(width: 100, height: 20)
        let image = try CustomShapeTests.render(bar)
        // 100 × 20 pt centred in the 158-pt widget at @2x: x 58…258 px; red for 30 pt (to x 118), then blue.
        #expect(CustomShapeTests.isRed(image, 62, 158) && CustomShapeTests.isRed(image, 114, 158))
        #expect(!CustomShapeTests.isRed(image, 122, 158) && image[122, 158].b > 200, "blue beyond 30 %")
        let top = try CustomShapeTests.render(GeometryReader { _ in Color.red.frame(width: 10, height: 10) }.frame(width: 100, height: 100))
        #expect(CustomShapeTests.isRed(top, 62, 62) && !CustomShapeTests.isRed(top, 158, 158), "content sits at the top leading corner")
        // Two views in the closure lie over each other from the corner (ACHNBrowserUI's progress
        // bar: a full-width track and a fill frame(width:) narrower): the fill starts at the left.
        let track = try CustomShapeTests.render(GeometryReader { g in
            Color.blue.frame(width: g.size.width)
            Color.red.frame(width: g.size.width * 0.3)
        }.frame(width: 100, height: 20))
        #expect(CustomShapeTests.isRed(track, 62, 158) && !CustomShapeTests.isRed(track, 122, 158), "the fill from the leading edge")
        #expect(throws: SceneError.self) {
            try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: GeometryReader}\n", file: "g.yaml")
        }
    }
}

/// A widget whose text lives in a GeometryReader: the guideline checks see the text, so a
/// truncated one is reported, as it would be anywhere else in the body.
struct ReaderWidget: Widget {
    struct Entry: TimelineEntry { let date: Date }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: .now)], policy: .never))
        }
    }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "reader", provider: Provider()) { _ in
            GeometryReader { geometry in
                Text("A sentence far too long to fit on one line of this widget").lineLimit(1)
                    .frame(width: geometry.size.width)
            }
            .containerBackground(.background, for: .widget)
        }
        .description("A reader.")
        .supportedFamilies([.systemSmall])
    }
}

extension LayoutViewTests {
    @Test func guidelineChecksSeeInsideGeometryReaders() throws {
        let findings = try Linter(devices: [SizeTable.current.device(id: "iphone-393x852")!]).lint(ReaderWidget().widgetScene())
        #expect(findings.contains { $0.rule == "text-truncated" }, "\(findings.map(\.rule))")
    }
}
