import SwiftUI
import Testing
import WidgetKit
import struct WidgetRaster.Bitmap

/// Custom `Shape` types: `path(in:)` is evaluated with the shape's laid-out frame, as SwiftUI does.
@Suite struct CustomShapeTests {
    struct Box: Shape {
        func path(in rect: CGRect) -> Path { Path(rect) }
    }

    /// A circle of the frame's shorter side, centred: correct only if evaluated at the real frame.
    struct Dot: Shape {
        func path(in rect: CGRect) -> Path {
            let side = min(rect.width, rect.height)
            return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        }
    }

    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    static func render<V: View>(_ view: V) throws -> Bitmap {
        try renderWidgetBitmap(view.containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852",
                               scale: 2, variant: .light)
    }

    static func isRed(_ b: Bitmap, _ x: Int, _ y: Int) -> Bool { b[x, y] == (255, 56, 60, 255) }

    @Test func aCustomRectangleDrawsExactlyAsRectangle() throws {
        let custom = try Self.render(Box().fill(.red).frame(width: 90, height: 50))
        let builtIn = try Self.render(Rectangle().fill(.red).frame(width: 90, height: 50))
        #expect(custom == builtIn)
    }

    @Test func aCustomShapeUsedAsAViewIsFilledWithTheForegroundStyle() throws {
        let plain = try Self.render(Box().frame(width: 90, height: 50).foregroundStyle(.red))
        let filled = try Self.render(Box().fill(.red).frame(width: 90, height: 50))
        #expect(plain == filled)
        let inStack = try Self.render(VStack { Triangle(); Dot() }.frame(width: 60, height: 120).foregroundStyle(.red))
        #expect(Self.isRed(inStack, 158, 158 - 40) && Self.isRed(inStack, 158, 158 + 60))
    }

    @Test func pathsAreEvaluatedInTheLaidOutFrame() throws {
        // A 100 × 40 frame centred in the 158-pt widget: x 29…129, y 59…99 (pt); the dot is 40 pt wide.
        let image = try Self.render(Dot().fill(.red).frame(width: 100, height: 40))
        #expect(Self.isRed(image, 158, 158), "the centre")
        #expect(Self.isRed(image, 158 + 36, 158), "inside the 40-pt dot")
        #expect(!Self.isRed(image, 158 + 50, 158), "outside the dot though inside the frame: not stretched to 100 pt")
    }

    @Test func aCustomShapeMadeInAGeometryReaderIsDrawnInItsOwnFrame() throws {
        // The reader is 100 × 80 pt, centred (x 29…129, y 39…119 pt); its dot's frame is the top
        // half, 100 × 40 pt, so the dot is 40 pt across, centred at (79, 59) pt.
        let image = try Self.render(GeometryReader { g in
            Dot().fill(.red).frame(width: g.size.width, height: g.size.height / 2)
        }.frame(width: 100, height: 80))
        #expect(Self.isRed(image, 158, 118), "the dot's centre")
        #expect(Self.isRed(image, 158 + 36, 118), "inside the 40-pt dot")
        #expect(!Self.isRed(image, 158 + 50, 118), "outside the dot though inside its frame")
        #expect(!Self.isRed(image, 158, 198), "the reader's lower half is empty")
    }

    @Test func twoEvaluationsOfOneBodyHoldTheirOwnShapesAndReaders() throws {
        // Code's shapes and readers are objects of the body that made them: two images' bodies
        // never compare equal through them, as they did when they were numbers in a table.
        let view = VStack { Dot(); GeometryReader { _ in Color.red } }
        #expect(try SwiftUIFrontDoorTests.node(view) != SwiftUIFrontDoorTests.node(view))
        let builtIn = VStack { Circle(); Color.red }
        #expect(try SwiftUIFrontDoorTests.node(builtIn) == SwiftUIFrontDoorTests.node(builtIn))
    }

    @Test func trianglesArcsAndClipsDraw() throws {
        let triangle = try Self.render(Triangle().fill(.red).frame(width: 100, height: 100))
        #expect(Self.isRed(triangle, 158, 120) && Self.isRed(triangle, 70, 250) && !Self.isRed(triangle, 70, 120))
        // A quarter pie from 0° to 90°, clockwise on screen: the lower-right quadrant.
        let pie = try Self.render(Path { p in
            p.move(to: CGPoint(x: 50, y: 50))
            p.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
            p.closeSubpath()
        }.fill(.red).frame(width: 100, height: 100))
        #expect(Self.isRed(pie, 158 + 40, 158 + 40) && !Self.isRed(pie, 158 + 40, 158 - 40))
        let clipped = try Self.render(Color.red.frame(width: 100, height: 100).clipShape(Triangle()))
        #expect(clipped == triangle)
    }
}

import enum WidgetRaster.SceneLoader
import enum WidgetRaster.SVGPathData
import struct WidgetRaster.RenderTarget
import struct WidgetRaster.SizeTable
import class WidgetRaster.WidgetRenderer

/// One model, two front doors: a scene file's `Path` (SVG path data in a box) draws what the same
/// outline as a Swift `Shape` draws.
@Suite struct PathInSceneFilesTests {
    @Test func aFilePathDrawsAsTheSwiftShape() throws {
        let yaml = """
        kind: triangle
        displayName: Triangle
        families: [systemSmall]
        body:
          systemSmall:
            type: Path
            width: 10
            height: 10
            d: "M 5 0 L 10 10 l -10 0 z"
            fill: red
            modifiers: [{frame: {width: 100, height: 100}}, {containerBackground: white}]
        """
        let loaded = try SceneLoader.load(source: yaml, file: URL(fileURLWithPath: "/tmp/triangle.yaml"))
        let target = try #require(RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-393x852")!]).first)
        let fromFile = try WidgetRenderer().render(loaded.scene, family: .systemSmall, target: target, scale: 2, variant: .light,
                                                   folder: loaded.folder)
        let fromSwift = try CustomShapeTests.render(CustomShapeTests.Triangle().fill(.red).frame(width: 100, height: 100))
        #expect(fromFile == fromSwift)
    }

    @Test func pathDataReadsAbsoluteAndRelativeCommandsAndSaysWhereItStops() throws {
        let elements = try SVGPathData.parse("m10,10 h5 v5 H10 z M0 0 Q 5 -5 10 0 C 1 2 3 4 5 6")
        #expect(elements.count == 8)
        #expect(SVGPathData.string(elements) == "M 10 10 L 15 10 L 15 15 L 10 15 Z M 0 0 Q 5 -5 10 0 C 1 2 3 4 5 6")
        do {
            _ = try SVGPathData.parse("M 0 0 X 5")
            Issue.record("X is not a command")
        } catch {
            #expect("\(error)" == "at character 7: 'X' is not a path command; expected one of M L H V Q C Z (or lower case)")
        }
        let bad = """
        kind: bad
        displayName: Bad
        body:
          systemSmall: {type: Path, width: 10, height: 10, d: "M 0 0 L 5"}
        """
        do {
            _ = try SceneLoader.load(source: bad, file: URL(fileURLWithPath: "/tmp/bad.yaml"))
            Issue.record("a path missing a number must not load")
        } catch {
            #expect("\(error)".contains("bad.yaml:4:") && "\(error)".contains("path data at character 10: expected a number"), "\(error)")
        }
    }
}
