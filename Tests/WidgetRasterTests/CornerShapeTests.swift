import Foundation
import Testing
@testable import WidgetRaster

/// `ConcentricRectangle` (iOS 26) and `UnevenRoundedRectangle`: corner radii by the numbers, the
/// scene-file forms, and leading corners that follow the layout direction.
@Suite struct CornerShapeTests {
    /// A 170-pt widget with 22.7-pt corners (the 393-pt iPhone's small widget).
    let widget = Rect(x: 0, y: 0, width: 170, height: 170)

    @Test func aConcentricCornerIsTheContainersRadiusLessItsInset() {
        // A frame inset 8 pt left and top, 16 pt right, reaching down to 100 pt.
        let frame = Rect(x: 8, y: 8, width: 146, height: 92)
        let radii = ConcentricCorners().radii(in: frame, container: widget, radius: 22.7)
        #expect(abs(radii.topLeading - 14.7) < 1e-9)
        #expect(abs(radii.topTrailing - 6.7) < 1e-9, "the larger of its two insets (16 pt) counts")
        #expect(radii.bottomLeading == 0 && radii.bottomTrailing == 0, "70 pt from the bottom: square")
        let floored = ConcentricCorners(topLeading: .concentric(minimum: 10), topTrailing: .concentric(minimum: 10),
                                        bottomLeading: .concentric(minimum: 10), bottomTrailing: .fixed(3))
            .radii(in: frame, container: widget, radius: 22.7)
        #expect(abs(floored.topLeading - 14.7) < 1e-9 && floored.topTrailing == 10 && floored.bottomLeading == 10
                && floored.bottomTrailing == 3)
        var uniform = ConcentricCorners()
        uniform.uniform = [[.topLeading, .topTrailing]]
        let top = uniform.radii(in: frame, container: widget, radius: 22.7)
        #expect(abs(top.topLeading - 14.7) < 1e-9 && abs(top.topTrailing - 14.7) < 1e-9 && top.bottomLeading == 0)
    }

    @Test func sceneFilesWriteBothShapesAndReadThemBack() throws {
        let scene = try SceneLoader.decode("""
            kind: corners
            families: [systemSmall]
            body:
              systemSmall:
                type: VStack
                children:
                  - {type: ConcentricRectangle}
                  - {type: ConcentricRectangle, corners: {concentric: {minimum: 12}}, uniform: true}
                  - {type: ConcentricRectangle, topTrailingCorner: {fixed: 4}, bottomLeadingCorner: 6, uniform: [top, trailing]}
                  - {type: UnevenRoundedRectangle, topLeadingRadius: 20, bottomTrailingRadius: 4, style: circular}
            """, file: "corners.yaml")
        guard case .vStack(_, _, let children) = scene.bodies[.systemSmall]?.content else { Issue.record("no stack"); return }
        let kinds = children.compactMap { child -> ShapeKind? in
            if case .shape(let kind, _, _) = child.content { return kind }
            return nil
        }
        #expect(kinds == [
            .concentricRectangle(ConcentricCorners()),
            .concentricRectangle(ConcentricCorners(topLeading: .concentric(minimum: 12), topTrailing: .concentric(minimum: 12),
                                                   bottomLeading: .concentric(minimum: 12), bottomTrailing: .concentric(minimum: 12),
                                                   uniform: [ConcentricCorners.Corner.allCases])),
            .concentricRectangle(ConcentricCorners(topTrailing: .fixed(4), bottomLeading: .fixed(6),
                                                   uniform: [[.topLeading, .topTrailing], [.topTrailing, .bottomTrailing]])),
            .unevenRoundedRectangle(CornerRadii(topLeading: 20, bottomTrailing: 4), continuous: false),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try SceneLoader.decode(String(decoding: try encoder.encode(scene), as: UTF8.self), file: "again.json") == scene)
        #expect(throws: (any Error).self) {
            try SceneLoader.decode("kind: k\nfamilies: [systemSmall]\nbody:\n  systemSmall: {type: ConcentricRectangle, corners: round}\n",
                                   file: "bad.yaml")
        }
    }

    /// Leading is right in a right-to-left layout: a rounded top-leading corner is drawn top right.
    @Test func leadingCornersFollowTheLayoutDirection() throws {
        let renderer = try WidgetRenderer()
        let target = RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-393x852")!])[0]
        func render(rightToLeft: Bool) throws -> Bitmap {
            let body = UnevenRoundedRectangle(topLeadingRadius: 40).fill(Color("#FF0000")).padding(30).containerBackground(Color.white)
            let scene = WidgetScene(kind: "u", displayName: "U", bodies: [.systemSmall: body.node], contentMargins: false,
                                    layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
            return try renderer.render(scene, family: .systemSmall, target: target, scale: 1, variant: .light,
                                       folder: URL(fileURLWithPath: "/tmp"))
        }
        let ltr = try render(rightToLeft: false), rtl = try render(rightToLeft: true)
        let (left, right) = ((33, 33), (ltr.width - 34, 33))
        #expect(ltr[left.0, left.1].g > 200 && ltr[right.0, right.1] == (255, 0, 0, 255), "left to right: the top-left corner is cut")
        #expect(rtl[right.0, right.1].g > 200 && rtl[left.0, left.1] == (255, 0, 0, 255), "right to left: the top-right corner is cut")
    }
}
