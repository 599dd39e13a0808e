import Foundation
import Testing
import Themes
@testable import WidgetRasterModel
@testable import WidgetRasterDisplayList
@testable import WidgetRasterCairo

/// A layer (opacity, shadow, blur, colour filter) is only as large as what it draws: the reach
/// of its ops holds every pixel they change, and a layer that small draws the same bytes as
/// one the size of the canvas.
@Suite struct LayerReachTests {
    let red = Paint.solid(RGBA(red: 1, green: 0, blue: 0))
    let blue = Paint.solid(RGBA(red: 0, green: 0, blue: 1, alpha: 0.8))

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    /// A star whose points reach past its frame (10…30), as an app's `Shape` may draw.
    var star: Outline {
        let points = (0..<10).map { i -> Point in
            let angle = Double(i) * .pi / 5, radius = i.isMultiple(of: 2) ? 1.0 : 0.45
            return Point(x: 0.5 + 0.7 * radius * sin(angle), y: 0.5 - 0.7 * radius * cos(angle))
        }
        let elements = [ShapePath.Element.move(points[0])] + points.dropFirst().map { .line($0) } + [.close]
        return Outline(rect: rect(10, 10, 20, 20), kind: .path(ShapePath(width: 1, height: 1, elements: elements)))
    }

    @Test func theReachOfFillsAndStrokesIsTheirBoxWithAPointToSpare() {
        #expect(DisplayList.reach(of: [.fill(Outline(rect: rect(10, 20, 30, 40), kind: .ellipse), red)]) == rect(9, 19, 32, 42))
        // A stroke spreads half its width times the miter limit (10) outside its outline's box.
        #expect(DisplayList.reach(of: [.stroke(Outline(rect: rect(10, 10, 20, 20), kind: .rectangle), red, StrokeLine(width: 2))])
                == rect(-1, -1, 42, 42))
        // A round join: a square cap's corner, half the width times √2, is the furthest.
        let round = DisplayList.reach(of: [.stroke(Outline(rect: rect(10, 10, 20, 20), kind: .rectangle), red, StrokeLine(width: 2, join: .round))])!
        #expect(abs(round.minX - (9 - 2.squareRoot())) < 1e-9 && abs(round.width - (22 + 2 * 2.squareRoot())) < 1e-9)
        // A path's box is its points', which may lie outside the frame it was stretched to.
        let starReach = DisplayList.reach(of: [.fill(star, red)])!
        #expect(starReach.minY < 10 && starReach.maxY > 30 && starReach.minX < 10 && starReach.maxX > 30)
        #expect(DisplayList.reach(of: []) == nil)
    }

    @Test func translationsTransformsClipsShadowsAndBlursMoveOrGrowTheReach() {
        let box: DisplayList.Op = .fill(Outline(rect: rect(0, 0, 10, 10), kind: .rectangle), red)
        #expect(DisplayList.reach(of: [.beginTranslate(x: 5, y: 7), box, .endTranslate]) == rect(4, 6, 12, 12))
        #expect(DisplayList.reach(of: [.beginTransform(.scale(x: 2, y: 3, about: .zero)), box, .endTransform]) == rect(-1, -1, 22, 32))
        #expect(DisplayList.reach(of: [.beginClip(Outline(rect: rect(5, 5, 2, 2), kind: .ellipse)), box, .endClip]) == rect(3, 3, 6, 6))
        // A shadow adds its content moved by its offset and spread by its blur (2 × radius + 5).
        #expect(DisplayList.reach(of: [.beginShadow(RGBA(red: 0, green: 0, blue: 0), radius: 2, x: 0, y: 10), box, .endShadow])
                == rect(-10, -1, 30, 31))
        #expect(DisplayList.reach(of: [.beginBlur(radius: 1), box, .endBlur]) == rect(-8, -8, 26, 26))
        // A mask only takes away: the masked content's box stands.
        #expect(DisplayList.reach(of: [.beginMask, .fill(Outline(rect: rect(50, 50, 5, 5), kind: .rectangle), red),
                                       .beginMaskedContent, box, .endMask]) == rect(-1, -1, 12, 12))
    }

    @Test func noReachIsClaimedForABlurThatReadsTheCanvasEdgesOrForUnmatchedPairs() {
        let box: DisplayList.Op = .fill(Outline(rect: rect(0, 0, 10, 10), kind: .rectangle), red)
        #expect(DisplayList.reach(of: [.beginBlur(radius: 4, extendsEdges: true), box, .endBlur]) == nil)
        #expect(DisplayList.reach(of: [.beginOpacity(0.5), box]) == nil)
        #expect(DisplayList.reach(of: [box, .endClip]) == nil)
        // A shadow's offset and spread are the canvas's points, not the transformed space's.
        #expect(DisplayList.reach(of: [.beginTransform(.scale(x: 0.25, y: 0.25, about: .zero)),
                                       .beginShadow(RGBA(red: 0, green: 0, blue: 0), radius: 10, x: 0, y: 8), box, .endShadow,
                                       .endTransform]) == nil)
        #expect(DisplayList.reach(of: [.beginClip(Outline(rect: rect(0, 0, 1, 1), kind: .rectangle)), box, .endOpacity]) == nil)
    }

    @Test func eachLayerOfAListIsGivenTheReachOfWhatItDraws() {
        let inner: DisplayList.Op = .fill(Outline(rect: rect(0, 0, 10, 10), kind: .rectangle), red)
        let ops: [DisplayList.Op] = [.beginOpacity(0.5), .beginShadow(RGBA(red: 0, green: 0, blue: 0), radius: 0, x: 3, y: 0), inner,
                                     .endShadow, .endOpacity, .beginColorFilter(.invert), .endColorFilter]
        #expect(DisplayList.reachOfLayers(in: ops) == [0: .init(box: rect(-3, -6, 22, 22), spreadsOnCanvas: true),
                                                       1: .init(box: rect(-1, -1, 12, 12), spreadsOnCanvas: false)])
    }

    /// The same ops drawn with a clear fill over the whole canvas inside each layer (which makes
    /// the layer the canvas) and without (the layer only as large as its reach): the same bytes.
    @Test(arguments: [1, 2, 3])
    func aLayerAsLargeAsItsReachDrawsTheSameBytesAsOneTheSizeOfTheCanvas(scale: Int) throws {
        let size = Size(width: 120, height: 90)
        // Clear, and larger than the canvas in any of the spaces below.
        let whole: DisplayList.Op = .fill(Outline(rect: rect(-1000, -1000, 3000, 3000), kind: .rectangle), .solid(RGBA(red: 0, green: 0, blue: 0, alpha: 0)))
        let card: DisplayList.Op = .fill(Outline(rect: rect(20.3, 14.7, 40, 24), kind: .rounded(radius: 8, continuous: true)), red)
        let ring: DisplayList.Op = .stroke(Outline(rect: rect(70, 40, 30, 30), kind: .ellipse), blue, StrokeLine(width: 3))
        let layers: [(DisplayList.Op, DisplayList.Op)] = [
            (.beginOpacity(0.5), .endOpacity),
            (.beginShadow(RGBA(red: 0, green: 0, blue: 0, alpha: 0.4), radius: 6, x: 2, y: 5), .endShadow),
            (.beginBlur(radius: 3), .endBlur),
            (.beginColorFilter(.invert), .endColorFilter),
        ]
        let contents: [[DisplayList.Op]] = [
            [card, ring],
            [.fill(star, blue), .beginTranslate(x: 30, y: 40), card, .endTranslate],
            [.beginTransform(.rotation(degrees: 30, about: Point(x: 60, y: 45))), card, ring, .endTransform],
            [.beginTransform(.scale(x: 0.5, y: 0.5, about: Point(x: 40, y: 26))), card, .endTransform],
            // A shadow at the canvas's edge, cut there either way.
            [.beginShadow(RGBA(red: 0, green: 0, blue: 0), radius: 8, x: -6, y: 0),
             .fill(Outline(rect: rect(-5, 60, 30, 20), kind: .rectangle), red), .endShadow],
            // A wide shadow in a space scaled down: it spreads in canvas points, not scaled ones.
            [.beginTransform(.scale(x: 0.25, y: 0.25, about: Point(x: 60, y: 45))),
             .beginShadow(RGBA(red: 0, green: 0, blue: 0), radius: 12, x: 0, y: 10), card, .endShadow,
             .beginBlur(radius: 10), ring, .endBlur, .endTransform],
        ]
        // The layer drawn as it is, and in a space scaled down and one turned (its shadows and
        // blurs still spread in canvas points).
        let spaces: [(DisplayList.Op?, String)] = [(nil, "as it is"),
                                                   (.beginTransform(.scale(x: 0.25, y: 0.25, about: Point(x: 60, y: 45))), "scaled down"),
                                                   (.beginTransform(.rotation(degrees: -20, about: Point(x: 60, y: 45))), "turned")]
        let rasterizer = Rasterizer()
        for (space, named) in spaces {
            let (into, out) = space.map { ([$0], [DisplayList.Op.endTransform]) } ?? ([], [])
            for (begin, end) in layers {
                for content in contents {
                    let tight = DisplayList(size: size, mask: Outline(rect: Rect(origin: .zero, size: size), kind: .rectangle),
                                            ops: into + [begin] + content + [end] + out)
                    var wide = tight
                    wide.ops = into + [begin, whole] + content + [end] + out
                    let (w, h) = (120 * scale, 90 * scale)
                    let a = try rasterizer.render(tight, pixelWidth: w, pixelHeight: h)
                    let b = try rasterizer.render(wide, pixelWidth: w, pixelHeight: h)
                    let same = a.pixels == b.pixels, drawn = a.pixels.contains { $0 != 0 }
                    #expect(same && drawn, "\(begin) around \(content.count) ops, \(named), at @\(scale)x")
                }
            }
        }
    }
}
