import Testing
@testable import WidgetRaster

/// ZStack, padding, frames, fixedSize, aspectRatio, background/overlay, offset and shapes.
@Suite struct ModifierLayoutTests {
    @Test func zStackTakesTheLargestChildAndCentresEveryChild() throws {
        let h = try LayoutHarness(ZStack {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 10, height: 60)
        }, in: Size(width: 100, height: 100))
        #expect(h.frame() == rect(30, 20, 40, 60))
        #expect(h.frame("children[0].modifiers[0]") == rect(30, 40, 40, 20))
        #expect(h.frame("children[1].modifiers[0]") == rect(45, 20, 10, 60))
    }

    /// `zIndex`: a ZStack draws its children back to front by it, in the order written among
    /// equals; where each sits does not change.
    @Test func zIndexOrdersAZStacksChildrenFrontToBack() throws {
        let h = try LayoutHarness(ZStack {
            Color.red.frame(width: 40, height: 20).zIndex(1)
            Color.blue.frame(width: 10, height: 60)
            Color.green.frame(width: 20, height: 20).zIndex(-1)
        }, in: Size(width: 100, height: 100))
        let drawn = h.root.children.map(\.path)
        #expect(drawn == ["root.children[2].modifiers[0]", "root.children[1].modifiers[0]", "root.children[0].modifiers[0]"], "green, blue, red")
        #expect(h.frame("children[0].modifiers[0]") == rect(30, 40, 40, 20))
        let file = try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: Color, color: red, modifiers: [{zIndex: 2}]}\n", file: "z.yaml")
        #expect(file.bodies[.systemSmall]?.zIndex == 2)
    }

    @Test func zStackTopLeadingAlignment() throws {
        let h = try LayoutHarness(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 10, height: 60)
        }, in: Size(width: 40, height: 60))
        #expect(h.frame("children[0].modifiers[0]") == rect(0, 0, 40, 20))
        #expect(h.frame("children[1].modifiers[0]") == rect(0, 0, 10, 60))
    }

    @Test func defaultPaddingIsSixteenPointsOnEveryEdge() throws {
        let h = try LayoutHarness(Color.red.frame(width: 20, height: 20).padding(), in: Size(width: 52, height: 52))
        #expect(h.frame("modifiers[1]") == rect(0, 0, 52, 52))
        #expect(h.frame("modifiers[0]") == rect(16, 16, 20, 20))
    }

    @Test func paddingOnSomeEdges() throws {
        let h = try LayoutHarness(Color.red.frame(width: 20, height: 20).padding(.horizontal, 8), in: Size(width: 36, height: 20))
        #expect(h.frame("modifiers[1]") == rect(0, 0, 36, 20))
        #expect(h.frame("modifiers[0]") == rect(8, 0, 20, 20))
    }

    @Test func paddingShrinksWhatIsProposedToTheChild() throws {
        let h = try LayoutHarness(Color.red.padding(10), in: Size(width: 100, height: 50))
        #expect(h.frame("") == rect(10, 10, 80, 30))
    }

    @Test func fixedFrameCentresItsChild() throws {
        let h = try LayoutHarness(Color.red.frame(width: 10, height: 10).frame(width: 100, height: 40), in: Size(width: 100, height: 40))
        #expect(h.frame("modifiers[0]") == rect(45, 15, 10, 10))
        #expect(h.frame("modifiers[1]") == rect(0, 0, 100, 40))
    }

    @Test func frameAlignmentPlacesTheChild() throws {
        let h = try LayoutHarness(Color.red.frame(width: 10, height: 10).frame(width: 100, height: 40, alignment: .bottomTrailing),
                                  in: Size(width: 100, height: 40))
        #expect(h.frame("modifiers[0]") == rect(90, 30, 10, 10))
    }

    @Test func maxWidthInfinityTakesTheWholeProposal() throws {
        let h = try LayoutHarness(Color.red.frame(width: 20, height: 20).frame(maxWidth: .infinity), in: Size(width: 300, height: 20))
        #expect(h.frame("modifiers[1]") == rect(0, 0, 300, 20))
        #expect(h.frame("modifiers[0]") == rect(140, 0, 20, 20))
    }

    @Test func minWidthOverflowsASmallerProposal() throws {
        let h = try LayoutHarness(Color.red.frame(width: 20, height: 20).frame(minWidth: 150), in: Size(width: 100, height: 20))
        #expect(h.frame("modifiers[1]").width == 150)
        #expect(h.frame("modifiers[1]").minX == -25)
    }

    @Test func minAndMaxClampTheProposal() throws {
        let h = try LayoutHarness(Color.red.frame(minWidth: 50, maxWidth: 80), in: Size(width: 300, height: 10))
        #expect(h.frame("modifiers[0]").width == 80)
        let narrow = try LayoutHarness(Color.red.frame(minWidth: 50, maxWidth: 80), in: Size(width: 20, height: 10))
        #expect(narrow.frame("modifiers[0]").width == 50)
    }

    @Test func idealWidthAnswersAnUnspecifiedProposal() throws {
        let h = try LayoutHarness(Color.red.frame(idealWidth: 80, idealHeight: 30).fixedSize(), in: Size(width: 300, height: 300))
        #expect(h.frame().size == Size(width: 80, height: 30))
    }

    @Test func fixedSizeColourFallsBackToTenPoints() throws {
        let h = try LayoutHarness(Color.red.fixedSize(), in: Size(width: 300, height: 300))
        #expect(h.frame() == rect(145, 145, 10, 10))
    }

    @Test func aspectRatioFitAndFill() throws {
        let fit = try LayoutHarness(Color.pink.aspectRatio(16.0 / 9.0, contentMode: .fit), in: Size(width: 100, height: 100))
        #expect(close(fit.frame(), rect(0, 21.875, 100, 56.25)))
        let fill = try LayoutHarness(Color.pink.aspectRatio(16.0 / 9.0, contentMode: .fill), in: Size(width: 100, height: 100))
        #expect(close(fill.frame(), rect(-38.8889, 0, 177.7778, 100), tolerance: 0.001))
    }

    @Test func backgroundIsSizedByThePrimaryView() throws {
        let h = try LayoutHarness(Color.red.frame(width: 30, height: 20).background(Color.blue), in: Size(width: 30, height: 20))
        let group = h.node("modifiers[1]")
        #expect(group.children.map(\.frame) == [rect(0, 0, 30, 20), rect(0, 0, 30, 20)])
    }

    @Test func overlayAlignsInThePrimaryFrame() throws {
        let h = try LayoutHarness(Color.red.frame(width: 30, height: 20)
            .overlay(Color.blue.frame(width: 5, height: 5), alignment: .topTrailing), in: Size(width: 30, height: 20))
        #expect(h.frame("modifiers[1].overlay.modifiers[0]") == rect(25, 0, 5, 5))
    }

    /// `position` takes the whole offer and centres its child at the point, mirrored right to left.
    @Test func positionCentresTheViewAtAPointOfTheOfferedSpace() throws {
        let dot = Color.red.frame(width: 10, height: 6).node.modified(.position(x: 20, y: 30))
        let h = try LayoutHarness(dot, in: Size(width: 100, height: 80))
        #expect(h.frame("modifiers[1]") == rect(0, 0, 100, 80), "the whole offer")
        #expect(h.frame("modifiers[0]") == rect(15, 27, 10, 6), "centred at (20, 30)")
        let mirrored = try LayoutHarness(dot, in: Size(width: 100, height: 80), rightToLeft: true)
        #expect(mirrored.frame("modifiers[0]") == rect(75, 27, 10, 6), "20 from the right edge")
        let scene = try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: Text, text: a, modifiers: [{position: {x: 20, y: 30}}]}\n", file: "p.yaml")
        #expect(scene.bodies[.systemSmall]?.modifiers == [.position(x: 20, y: 30)])
    }

    /// An explicit guide moves a child against the stack's alignment: `d[.leading] - 20` puts the
    /// child's leading edge 20 pt right of the others'; a guide on another alignment is ignored.
    @Test func alignmentGuideMovesAChildAgainstTheStacksAlignment() throws {
        let shifted = Color.blue.frame(width: 40, height: 10).node
            .modified(.alignmentGuide(AlignmentGuide(guide: .leading, constant: -20)))
            .modified(.alignmentGuide(AlignmentGuide(guide: .top, constant: 99)))
        let stack = ViewNode(.vStack(alignment: .leading, spacing: 0, children: [Color.red.frame(width: 40, height: 10).node, shifted]))
        let h = try LayoutHarness(stack, in: Size(width: 60, height: 20))
        #expect(h.frame("children[0].modifiers[0]") == rect(0, 0, 40, 10))
        #expect(h.frame("children[1].modifiers[0]") == rect(20, 10, 40, 10))
        let halfWidth = ViewNode(.hStack(alignment: .center, spacing: 0, children: [
            Color.red.frame(width: 10, height: 40).node,
            Color.blue.frame(width: 10, height: 20).node.modified(.alignmentGuide(AlignmentGuide(guide: .verticalCenter, height: 1))),
        ]))
        let v = try LayoutHarness(halfWidth, in: Size(width: 20, height: 40))
        #expect(v.frame("children[1].modifiers[0]") == rect(10, 0, 10, 20), "its bottom on the red centre line")
        let scene = try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: Text, text: a, modifiers: [{alignmentGuide: {guide: leading, constant: -20}}]}\n", file: "g.yaml")
        #expect(scene.bodies[.systemSmall]?.modifiers == [.alignmentGuide(AlignmentGuide(guide: .leading, constant: -20))])
    }

    @Test func offsetDoesNotMoveSiblingsOrTheLayoutFrame() throws {
        let h = try LayoutHarness(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 10)
            Color.blue.frame(width: 10, height: 10)
        }, in: Size(width: 20, height: 10))
        #expect(h.frame("children[0].modifiers[1]") == rect(0, 0, 10, 10))
        #expect(h.frame("children[1].modifiers[0]") == rect(10, 0, 10, 10))
        guard case .effect(.offset(let x, let y)) = h.node("children[0].modifiers[1]").kind else {
            Issue.record("offset should be a drawing effect")
            return
        }
        #expect(x == 10 && y == 0)
    }

    @Test func circleIsTheLargestSquareThatFits() throws {
        let h = try LayoutHarness(Circle(), in: Size(width: 200, height: 100))
        #expect(h.frame() == rect(50, 0, 100, 100))
    }

    @Test func shapesTakeTheProposalAndTenPointsWhenUnspecified() throws {
        let h = try LayoutHarness(VStack(spacing: 0) { Rectangle().fixedSize(horizontal: false, vertical: true) },
                                  in: Size(width: 200, height: 100))
        #expect(h.frame("children[0]").size == Size(width: 200, height: 10))
    }

    @Test func layoutPriorityWrittenBeforePaddingIsReset() throws {
        // layout-semantics §3.12: padding does not forward priority, so both colours share equally.
        let h = try LayoutHarness(HStack(spacing: 0) {
            Color.red.layoutPriority(1).padding(0)
            Color.blue
        }, in: Size(width: 200, height: 10))
        #expect(h.frame("children[1]").width == 100)
    }
}
