import Testing
import Foundation
@testable import WidgetRaster

/// Text measurement: one body line is Inter's ascender + descender at 17 pt
/// (0.96875 + 0.2421875 em = 20.574 pt after Pango's 1/1024 rounding).
@Suite struct TextLayoutTests {
    static let bodyLine = 20.57421875
    static let long = "The quick brown fox jumps over the lazy dog near the riverbank at dawn"

    @Test func oneLineOfBodyTextHugsItsContent() throws {
        let h = try LayoutHarness(Text("Hello"), in: Size(width: 200, height: 50))
        #expect(h.frame().height == Self.bodyLine)
        #expect(h.frame().width > 30 && h.frame().width < 45)
        #expect(h.text().lines.count == 1)
    }

    /// SwiftUI rounds a text's size up to the display's pixel grid: one body line (20.574 pt)
    /// is 20⅔ pt at @3x and 21 pt at @2x and @1x, so what follows it is a whole number of pixels below.
    @Test(arguments: [(3.0, 62.0 / 3.0), (2.0, 21.0), (1.0, 21.0)])
    func textSizesRoundUpToThePixelGrid(scale: Double, height: Double) throws {
        let h = try LayoutHarness(VStack(alignment: .leading, spacing: 0) {
            Text("Hello")
            Color.red.frame(width: 10, height: 10)
        }, in: Size(width: 200, height: 100), scale: scale)
        let text = h.frame("children[0]")
        #expect(abs(text.height - height) < 1e-9)
        #expect(abs((text.width * scale).rounded() - text.width * scale) < 1e-9)
        let below = h.frame("children[1].modifiers[0]")
        #expect(abs(below.minY - (text.minY + height)) < 1e-9)
        // Baselines land on a pixel too.
        let baseline = h.node("children[0]").firstBaseline! - text.minY
        #expect(abs((baseline * scale).rounded() - baseline * scale) < 1e-9)
    }

    /// A stack as wide as its text proposes the text exactly its measured width. With positive
    /// tracking (28-pt bold: +0.38 pt) Pango counts the letter spacing after the last character when
    /// it wraps; the text must still keep its one line ("Mesh" drew "Me…" in a ZStack).
    @Test(arguments: [2.0, 3.0])
    func aTextProposedItsOwnWidthKeepsItsLine(scale: Double) throws {
        let h = try LayoutHarness(ZStack { Text("Mesh").font(.system(size: 28, weight: .bold)) }, in: Size(width: 126, height: 126),
                                  scale: scale)
        let text = h.text("children[0]")
        #expect(text.lines.count == 1 && !text.isTruncated, "\(text.lines.map(\.frame))")
        #expect(h.frame("children[0]").width == h.frame().width)
    }

    /// A chart legend's entries — a dot and a one-letter name — in a stack proposed its own width.
    /// A name's truncated form ("…", 9 pt) is wider than the name ("A", 7.5 pt); it must not count as
    /// less flexible than the dot's fixed frame and take its share first, which truncated every name.
    @Test(arguments: [1.0, 2.0, 3.0])
    func shortLabelsInAStackProposedItsOwnWidthKeepTheirText(scale: Double) throws {
        func entry(_ name: String) -> some WidgetView {
            HStack(spacing: 4) {
                Circle().frame(width: 7, height: 7)
                Text(name).font(.caption2).lineLimit(1)
            }
        }
        let h = try LayoutHarness(ZStack { HStack(spacing: 10) { entry("A"); entry("B") } }, in: Size(width: 300, height: 100), scale: scale)
        for i in 0..<2 {
            let name = h.text("children[0].children[\(i)].children[1]")
            #expect(!name.isTruncated && name.lines.count == 1, "entry \(i) at @\(scale)x")
        }
        #expect(h.frame("children[0]").width <= 48, "7 + 4 + a letter, 10, and again")
    }

    @Test func textStylesUseTheHIGSizes() throws {
        for (font, size) in [(Font.largeTitle, 34.0), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
                             (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11)] {
            let h = try LayoutHarness(Text("Ag").font(font), in: Size(width: 300, height: 100))
            guard case .text(let content) = h.node().kind else { Issue.record("not text"); continue }
            #expect(content.attributes.size == size)
        }
    }

    @Test func headlineIsSemiboldAndLargeSizesUseInterDisplay() throws {
        let headline = try LayoutHarness(Text("A").font(.headline), in: Size(width: 100, height: 100))
        guard case .text(let h) = headline.node().kind else { return }
        #expect(h.attributes.weight == 600 && h.attributes.family == "Inter")
        let title = try LayoutHarness(Text("A").font(.title), in: Size(width: 100, height: 100))
        guard case .text(let t) = title.node().kind else { return }
        #expect(t.attributes.family == "Inter Display")
    }

    @Test func wrapsAtTheProposedWidth() throws {
        let h = try LayoutHarness(Text(Self.long).frame(width: 100), in: Size(width: 100, height: 400))
        let m = h.text()
        #expect(m.lines.count >= 4)
        #expect(m.size.width <= 100)
        #expect(abs(m.size.height - Double(m.lines.count) * Self.bodyLine) < 0.01)
    }

    @Test func lineLimitOneTruncatesToOneLine() throws {
        let h = try LayoutHarness(Text(Self.long).lineLimit(1).frame(width: 150), in: Size(width: 150, height: 400))
        let m = h.text()
        #expect(m.lines.count == 1)
        #expect(m.isTruncated)
        #expect(m.size.height == Self.bodyLine)
        #expect(m.size.width <= 150)
    }

    @Test func heightLimitsTheLinesAndTruncatesTheLast() throws {
        // Two lines need 41.15 pt: a 40 pt frame fits one, a 42 pt frame two.
        let one = try LayoutHarness(Text(Self.long).frame(width: 200, height: 40), in: Size(width: 200, height: 40))
        #expect(one.text().lines.count == 1 && one.text().isTruncated)
        let two = try LayoutHarness(Text(Self.long).frame(width: 200, height: 42), in: Size(width: 200, height: 42))
        #expect(two.text().lines.count == 2 && two.text().isTruncated)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        let h = try LayoutHarness(Text("$12,480.35 available").lineLimit(1).minimumScaleFactor(0.5).frame(width: 100),
                                  in: Size(width: 100, height: 50))
        let m = h.text()
        #expect(!m.isTruncated)
        #expect(m.fontScale < 1 && m.fontScale >= 0.5)
        #expect(m.size.width <= 100)
    }

    @Test func lineSpacingAddsSpaceBetweenLinesOnly() throws {
        let h = try LayoutHarness(Text("One\nTwo").lineSpacing(6), in: Size(width: 200, height: 200))
        #expect(abs(h.frame().height - (2 * Self.bodyLine + 6)) < 0.01)
        // Negative spacing (Slide for Reddit's `.lineSpacing(-15)`) spaces lines as 0 does, as on iOS.
        let negative = try LayoutHarness(Text("One\nTwo").lineSpacing(-15), in: Size(width: 200, height: 200))
        #expect(abs(negative.frame().height - 2 * Self.bodyLine) < 0.01)
    }

    /// `Font.leading(.tight)` takes 2 pt from each gap between lines, `.loose` adds 2 (files: `leading`).
    @Test func fontLeadingTightensOrLoosensTheGapBetweenLines() throws {
        let tight = try LayoutHarness(Text("One\nTwo").font(Font.body.leading(.tight)), in: Size(width: 200, height: 200))
        let loose = try LayoutHarness(Text("One\nTwo").font(Font.body.leading(.loose)), in: Size(width: 200, height: 200))
        #expect(abs(tight.frame().height - (2 * Self.bodyLine - 2)) < 0.01)
        #expect(abs(loose.frame().height - (2 * Self.bodyLine + 2)) < 0.01)
        let scene = try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: Text, text: a, modifiers: [{font: {style: body, leading: tight, monospacedDigit: true}}]}\n", file: "f.yaml")
        #expect(scene.bodies[.systemSmall]?.modifiers == [.font(Font.body.leading(.tight).monospacedDigit())])
    }

    @Test func equalShareTruncatesTextInACrowdedStack() throws {
        // E4: the text is offered half of 100 pt and shows two of its four lines.
        let h = try LayoutHarness(VStack(spacing: 0) { Text(Self.long); Color.red }, in: Size(width: 200, height: 100))
        #expect(h.text("children[0]").lines.count == 2)
        #expect(h.text("children[0]").isTruncated)
        #expect(abs(h.frame("children[1]").height - (100 - 2 * Self.bodyLine)) < 0.01)
    }

    /// Lines the long text takes at 200 pt when nothing limits it (4 with Inter).
    func freeLines() throws -> Int {
        try LayoutHarness(Text(Self.long).fixedSize(horizontal: false, vertical: true), in: Size(width: 200, height: 400))
            .text().lines.count
    }

    @Test func layoutPriorityGivesTheTextItsLines() throws {
        let h = try LayoutHarness(VStack(spacing: 0) { Text(Self.long).layoutPriority(1); Color.red },
                                  in: Size(width: 200, height: 100))
        #expect(try freeLines() == 4)
        #expect(h.text("children[0]").lines.count == 4)
        #expect(!h.text("children[0]").isTruncated)
        #expect(abs(h.frame("children[1]").height - (100 - 4 * Self.bodyLine)) < 0.01)
    }

    @Test func verticalFixedSizeLetsTextTakeAllItsLines() throws {
        let h = try LayoutHarness(VStack(spacing: 0) {
            Text(Self.long).fixedSize(horizontal: false, vertical: true)
            Color.red
        }, in: Size(width: 200, height: 100))
        #expect(h.text("children[0]").lines.count == 4)
    }

    @Test func textAboveTextHasNoGapInAVStack() throws {
        let h = try LayoutHarness(VStack { Text("One"); Text("Two") }, in: Size(width: 200, height: 200))
        #expect(h.frame("children[1]").minY - h.frame("children[0]").maxY == 0)
    }

    @Test func textBesideAViewGetsEightPointsInAnHStack() throws {
        let h = try LayoutHarness(HStack { Text("One"); Color.red.frame(width: 10, height: 10) }, in: Size(width: 200, height: 200))
        #expect(abs(h.frame("children[1].modifiers[0]").minX - h.frame("children[0]").maxX - 8) < 0.0001)
    }

    @Test func firstTextBaselinesLineUpAcrossFonts() throws {
        let h = try LayoutHarness(HStack(alignment: .firstTextBaseline) {
            Text("72°").font(.system(size: 42))
            Text("Sunny").font(.caption)
        }, in: Size(width: 300, height: 100))
        let big = h.node("children[0]"), small = h.node("children[1]")
        #expect(abs(big.firstBaseline! - small.firstBaseline!) < 0.0001)
        #expect(small.frame.minY > big.frame.minY)
    }

    @Test func placeholdersFillFromSampleData() throws {
        var env = LayoutEnvironment()
        env.data = ["city": "Lisbon"]
        #expect(env.substitute("Weather in {{city}}") == "Weather in Lisbon")
        #expect(env.substitute("{{unknown}}") == "{{unknown}}")
        env.data["temp"] = "{{city}}"
        #expect(env.substitute("{{city}}, {{temp}}° {{{city}}} {{city") == "Lisbon, {{city}}° {Lisbon} {{city",
                "every placeholder once, values not filled again, unclosed ones kept")
    }

    @Test func dynamicTypeScalesTextStylesButNotFixedSizes() throws {
        let large = try LayoutHarness(Text("A").font(.body), in: Size(width: 300, height: 300), dynamicType: .xxxLarge)
        guard case .text(let body) = large.node().kind else { return }
        #expect(body.attributes.size == 23)
        let fixed = try LayoutHarness(Text("A").font(.system(size: 15)), in: Size(width: 300, height: 300), dynamicType: .xxxLarge)
        guard case .text(let f) = fixed.node().kind else { return }
        #expect(f.attributes.size == 15)
    }

    @Test func sfTrackingTableIsApplied() {
        #expect(FontCatalog.tracking(forSize: 17) == -0.43)
        #expect(FontCatalog.tracking(forSize: 12) == 0)
        #expect(abs(FontCatalog.tracking(forSize: 35) - 0.385) < 1e-9)
        #expect(FontCatalog.tracking(forSize: 100) == 0)
    }

    /// A multi-line text is drawn on the lines it was measured with: "Porch Light" at 25 pt
    /// semibold measures "Porch" / "Light", and laid out again in exactly that width for its
    /// alignment, Pango had broken "Porch" too ("Porc" / "h" / "Light", over the text below).
    @Test func aWrappedTextIsDrawnOnTheLinesItWasMeasuredWith() throws {
        let h = try LayoutHarness(Text("Porch Light").font(.system(size: 25, weight: .semibold)).lineLimit(2),
                                  in: Size(width: 118.67, height: 200))
        let measured = h.text()
        #expect(measured.lines.count == 2)
        guard case .text(let content) = h.node().kind else { Issue.record("not text"); return }
        let shaped = h.engine.shape(measured, content.attributes)
        let lineTops = Set(shaped.glyphs.map { ($0.origin.y * 100).rounded() })
        #expect(lineTops.count == 2, "glyphs on \(lineTops.count) lines")
    }

    /// `lineLimit(3, reservesSpace: true)` and `lineLimit(2...4)`: a text keeps room for the lower
    /// bound's lines however few it takes, and takes no more lines than the upper.
    @Test func aLineLimitRangeKeepsRoomForItsLowerBound() throws {
        let reserved = try LayoutHarness(Text("Hello").lineLimit(3...3), in: Size(width: 200, height: 300))
        #expect(reserved.text().lines.count == 1)
        #expect(abs(reserved.frame().height - 3 * Self.bodyLine) < 1e-9)
        let short = try LayoutHarness(Text("Hi").lineLimit(2...4), in: Size(width: 100, height: 300))
        #expect(abs(short.frame().height - 2 * Self.bodyLine) < 1e-9)
        let long = try LayoutHarness(Text(Self.long).lineLimit(2...4), in: Size(width: 100, height: 300))
        #expect(long.text().lines.count == 4)
        #expect(abs(long.frame().height - 4 * Self.bodyLine) < 1e-9)
        #expect(long.text().isTruncated)
    }

    /// `baselineOffset(6)`: the line grows 6 pt at the top and its baseline (what stacks align by)
    /// moves down as much, so the glyphs, drawn 6 pt above it, stay where they were; a negative
    /// offset grows the line at the bottom.
    @Test func baselineOffsetGrowsTheLineByTheOffset() throws {
        let proposal = Size(width: 200, height: 100)
        let plain = try LayoutHarness(Text("Hi"), in: proposal)
        let raised = try LayoutHarness(Text("Hi").baselineOffset(6), in: proposal)
        let lowered = try LayoutHarness(Text("Hi").baselineOffset(-4), in: proposal)
        #expect(abs(raised.frame().height - (Self.bodyLine + 6)) < 1e-6)
        #expect(abs(raised.text().lines[0].baseline - (plain.text().lines[0].baseline + 6)) < 1e-6)
        #expect(abs(lowered.frame().height - (Self.bodyLine + 4)) < 1e-6)
        #expect(abs(lowered.text().lines[0].baseline - plain.text().lines[0].baseline) < 1e-6)
    }

    /// `monospaced()` draws the fixed-width face (JetBrains Mono for SF Mono) at the font's size;
    /// `fontDesign(.serif)` draws New York's stand-in, Noto Serif.
    @Test func monospacedAndSerifChooseTheirFaces() throws {
        func text(_ view: some WidgetView) throws -> LayoutNode.TextContent {
            let h = try LayoutHarness(view, in: Size(width: 300, height: 100))
            guard case .text(let content) = h.node().kind else { throw TextMissing() }
            return content
        }
        struct TextMissing: Error {}
        let mono = try text(Text("iiii").monospaced())
        #expect(mono.attributes.family == "JetBrains Mono" && mono.attributes.size == 17)
        #expect(mono.measurement.size == (try text(Text("iiii").font(Font(size: 17, design: .monospaced)))).measurement.size)
        #expect(mono.measurement.size.width > (try text(Text("iiii"))).measurement.size.width, "i is as wide as m")
        #expect(Font(size: 17, custom: "Brand Sans").monospaced() == Font(size: 17, design: .monospaced), "no fixed-width face of its own")
        #expect((try text(Text("iiii").monospaced(false))).attributes.family == "Inter")
        #expect((try text(Text("Hello").fontDesign(.serif))).attributes.family == "Noto Serif")
        let italic = try text(Text("Hi").font(Font.body.italic().bold()))
        #expect(italic.attributes.italic && italic.attributes.weight == 700 && italic.attributes.family == "Inter")
        #expect((try text(Text("Hi").font(Font.body.monospaced()))).attributes.family == "JetBrains Mono")
        let file = try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: Text, text: a, modifiers: [{font: {style: body, italic: true}}]}\n",
                                          file: "f.yaml")
        #expect(file.bodies[.systemSmall]?.modifiers == [.font(Font.body.italic())])
        #expect(try JSONDecoder().decode(Modifier.self, from: JSONEncoder().encode(Modifier.font(Font.body.italic()))) == .font(Font.body.italic()))
    }
}

@Suite struct ExplicitLineBreakTests {
    @Test func lineLimitCountsLinesAcrossExplicitBreaks() throws {
        let h = try LayoutHarness(Text("One\nTwo\nThree\nFour").lineLimit(2), in: Size(width: 200, height: 200))
        #expect(h.text().lines.count == 2)
        #expect(h.text().isTruncated)
    }

    @Test func proposedHeightLimitsLinesAcrossExplicitBreaks() throws {
        let h = try LayoutHarness(Text("One\nTwo\nThree\nFour").frame(height: 45), in: Size(width: 200, height: 45))
        #expect(h.text().lines.count == 2)
    }

}
