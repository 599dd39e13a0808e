import Foundation
import Testing
@testable import WidgetRaster

/// The widget root: content margins, container background, concentric shapes.
@Suite struct WidgetRootTests {
    static let small = Size(width: 158, height: 158)

    func layout(_ body: ViewNode, margins: Bool = true, family: WidgetFamily = .systemSmall) throws -> WidgetLayout {
        try WidgetLayout.make(body: body, family: family, canvas: Self.small, cornerRadius: 22, contentMargins: margins,
                              environment: LayoutEnvironment(), folder: URL(fileURLWithPath: "/tmp"),
                              engine: try TextEngine())
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

    @Test func contentSmallerThanTheWidgetIsCentred() throws {
        let w = try layout(Color.red.frame(width: 20, height: 10))
        #expect(w.content.frame == rect(69, 74, 20, 10))
    }

    @Test func containerRelativeShapeStaysConcentric() throws {
        let w = try layout(ContainerRelativeShape().node)
        let builder = DisplayListBuilder(variant: .light)
        #expect(builder.outline(.containerRelative, in: rect(16, 16, 126, 126), layout: w).kind == .rounded(radius: 6, continuous: true))
        #expect(builder.outline(.containerRelative, in: rect(0, 0, 158, 158), layout: w).kind == .rounded(radius: 22, continuous: true))
        #expect(builder.outline(.containerRelative, in: rect(0, 0, 60, 60), layout: w).kind == .rounded(radius: 22, continuous: true))
        #expect(builder.outline(.containerRelative, in: rect(30, 40, 60, 60), layout: w).kind == .rounded(radius: 0, continuous: true))
    }

    @Test func accessoryFamiliesHaveNoContentMargins() throws {
        #expect(WidgetLayout.contentMargins(for: .accessoryRectangular, enabled: true) == .zero)
        #expect(WidgetLayout.contentMargins(for: .systemLarge, enabled: true) == EdgeInsets(all: 16))
    }
}
