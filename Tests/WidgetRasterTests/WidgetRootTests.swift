import Foundation
import Testing
@testable import WidgetRaster
@testable import WidgetRasterModel
@testable import WidgetRasterText
@testable import WidgetRasterLayout
@testable import WidgetRasterDisplayList
@testable import WidgetRasterCairo

/// The widget root: content margins, container background, concentric shapes.
@Suite struct WidgetRootTests {
    static let small = Size(width: 158, height: 158)

    func layout(_ body: ViewNode, margins: Bool = true, family: WidgetFamily = .systemSmall) throws -> WidgetLayout {
        try WidgetLayout.make(body: body, family: family, canvas: Self.small, cornerRadius: 22, contentMargins: margins,
                              environment: LayoutEnvironment(), engine: try TextEngine())
    }

    @Test func contentIsInsetBySixteenPointMargins() throws {
        let w = try layout(Color.red.containerBackground(Color.blue))
        #expect(w.content.frame == rect(16, 16, 126, 126))
        #expect(w.background?.frame == rect(0, 0, 158, 158))
    }

    @Test func disabledMarginsGiveTheContentTheWholeWidget() throws {
        let w = try layout(Color.red.node, margins: false)
        #expect(w.content.frame == rect(0, 0, 158, 158))
        #expect(w.background == nil)
    }

    /// iOS never shows a widget see-through: a clear container background gets the default one.
    @Test func aClearContainerBackgroundIsTheDefaultBackground() throws {
        for clear in [Color.clear, Color("#FF000000"), Color(style: .opacity(.color("red"), 0))] {
            let w = try layout(Color.red.containerBackground(clear))
            #expect(w.background == nil, "\(clear.style)")
        }
        #expect(try layout(Color.red.containerBackground(Color("#FF000001"))).background != nil)
        let renderer = try WidgetRenderer()
        let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]
        func pixel(_ body: ViewNode) throws -> (UInt8, UInt8, UInt8, UInt8) {
            let scene = WidgetScene(kind: "c", displayName: "C", bodies: [.systemSmall: body])
            return try renderer.render(scene, family: .systemSmall, target: target, scale: 1, variant: .dark,
                                       folder: URL(fileURLWithPath: "/tmp"))[79, 8]
        }
        #expect(try pixel(Color.red.frame(width: 10, height: 10).containerBackground(Color.clear)) == pixel(Color.red.frame(width: 10, height: 10)))
    }

    /// On the Home Screen a widget's tile is opaque: a translucent container background is drawn
    /// over the system's own (white in light, #1C1C1E in dark), not written as alpha into the PNG.
    @Test func aTranslucentContainerBackgroundIsAnOpaqueTile() throws {
        let renderer = try WidgetRenderer()
        let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]
        let scene = WidgetScene(kind: "t", displayName: "T",
                                bodies: [.systemSmall: Color.clear.containerBackground(Color(style: .opacity(.color("#0000FF"), 0.5)))])
        let light = try renderer.render(scene, family: .systemSmall, target: target, scale: 1, variant: .light, folder: URL(fileURLWithPath: "/tmp"))
        let dark = try renderer.render(scene, family: .systemSmall, target: target, scale: 1, variant: .dark, folder: URL(fileURLWithPath: "/tmp"))
        #expect(light[79, 79] == (127, 127, 255, 255), "half blue over white")
        #expect(dark[79, 79] == (14, 14, 143, 255), "half blue over #1C1C1E")
    }

    /// A Lock Screen family has no tile of its own: outside what its view draws, the image is clear.
    @Test func lockScreenFamiliesInFullColourHaveNoSlab() throws {
        let renderer = try WidgetRenderer()
        for family in [WidgetFamily.accessoryRectangular, .accessoryInline, .accessoryCircular] {
            let target = RenderTarget.targets(for: [family], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]
            // The inline row draws only an image and a text (`InlineRowTests`): a red disc symbol there.
            let view = family == .accessoryInline ? ViewNode(.symbol("circle.fill")).modified(.foregroundStyle(.color("red")))
                : Color.red.frame(width: 4, height: 4)
            let scene = WidgetScene(kind: "l", displayName: "L", bodies: [family: view])
            let image = try renderer.render(scene, family: family, target: target, scale: 1, variant: .dark, folder: URL(fileURLWithPath: "/tmp"))
            #expect(image[image.width / 2, 1].3 == 0, "\(family): no background")
            #expect(image[image.width / 2, image.height / 2] == (255, 66, 69, 255), "\(family): the view is drawn (system red, dark)")
        }
    }

    @Test func contentSmallerThanTheWidgetIsCentred() throws {
        let w = try layout(Color.red.frame(width: 20, height: 10))
        #expect(w.content.frame == rect(69, 74, 20, 10))
    }

    @Test func containerRelativeShapeStaysConcentric() throws {
        let w = try layout(ContainerRelativeShape().node)
        let builder = DisplayListBuilder(shaper: try TextEngine(), variant: .light)
        #expect(builder.outline(.containerRelative, in: rect(16, 16, 126, 126), layout: w, context: .init()).kind == .rounded(radius: 6, continuous: true))
        #expect(builder.outline(.containerRelative, in: rect(0, 0, 158, 158), layout: w, context: .init()).kind == .rounded(radius: 22, continuous: true))
        #expect(builder.outline(.containerRelative, in: rect(0, 0, 60, 60), layout: w, context: .init()).kind == .rounded(radius: 22, continuous: true))
        #expect(builder.outline(.containerRelative, in: rect(30, 40, 60, 60), layout: w, context: .init()).kind == .rounded(radius: 0, continuous: true))
        // Inside a container shape (`containerShape(_:)`), concentric with that shape instead: a
        // 20-pt rounded rectangle at (20, 20), the shape inset 4 pt in it.
        var inner = DisplayListBuilder.Context()
        inner.container = (rect(20, 20, 100, 100), 20)
        #expect(builder.outline(.containerRelative, in: rect(24, 24, 92, 92), layout: w, context: inner).kind == .rounded(radius: 16, continuous: true))
        #expect(builder.outline(.concentricRectangle(ConcentricCorners()), in: rect(24, 24, 92, 50), layout: w, context: inner).kind
                == .uneven(CornerRadii(topLeading: 16, bottomLeading: 0, bottomTrailing: 0, topTrailing: 16), continuous: true))
    }

    @Test func accessoryFamiliesHaveNoContentMargins() throws {
        #expect(WidgetLayout.contentMargins(for: .accessoryRectangular, enabled: true) == .zero)
        #expect(WidgetLayout.contentMargins(for: .systemLarge, enabled: true) == EdgeInsets(all: 16))
    }
}
