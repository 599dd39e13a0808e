import Testing
@testable import WidgetRaster

/// Stacks, spacers and spacing, with the frames layout-semantics.md states.
@Suite struct StackLayoutTests {
    @Test func spacerBetweenTwoViewsTakesTheRest() throws {
        // E1 with fixed-size views: Spacer neighbours get no gap, the stack is centred in 200×50.
        let h = try LayoutHarness(HStack {
            Color.red.frame(width: 12, height: 20)
            Spacer()
            Color.blue.frame(width: 11, height: 20)
        }, in: Size(width: 200, height: 50))
        #expect(h.frame() == rect(0, 15, 200, 20))
        #expect(h.frame("children[0].modifiers[0]") == rect(0, 15, 12, 20))
        #expect(h.frame("children[1]") == rect(12, 25, 177, 0))
        #expect(h.frame("children[2].modifiers[0]") == rect(189, 15, 11, 20))
    }

    @Test func leastFlexibleChildIsSizedFirst() throws {
        // E2 (objc.io): red is offered 75, green's minimum of 100 overflows the 150 parent.
        let h = try LayoutHarness(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }, in: Size(width: 150, height: 100))
        #expect(h.frame("children[0].modifiers[0]") == rect(-12.5, 0, 75, 100))
        #expect(h.frame("children[1].modifiers[0]") == rect(62.5, 0, 100, 100))
        #expect(h.frame().width == 175)
    }

    @Test func equalFlexibleChildrenShareEqually() throws {
        // E3: (620 − 2×10) / 3 = 200 each.
        let h = try LayoutHarness(HStack(spacing: 10) { Color.blue; Color.green; Color.yellow },
                                  in: Size(width: 620, height: 100))
        #expect(h.frame("children[0]") == rect(0, 0, 200, 100))
        #expect(h.frame("children[1]") == rect(210, 0, 200, 100))
        #expect(h.frame("children[2]") == rect(420, 0, 200, 100))
    }

    @Test func vStackOfColoursSplitsHeightAroundTheDefaultEightPointGap() throws {
        let h = try LayoutHarness(VStack { Color.red; Color.blue }, in: Size(width: 100, height: 108))
        #expect(h.frame("children[0]") == rect(0, 0, 100, 50))
        #expect(h.frame("children[1]") == rect(0, 58, 100, 50))
    }

    @Test func spacerHasLowestPriorityAgainstAFlexibleColour() throws {
        // Spacer priority −∞: red gets everything but the spacer's 8 pt minimum.
        let h = try LayoutHarness(HStack { Color.red; Spacer() }, in: Size(width: 200, height: 40))
        #expect(h.frame("children[0]") == rect(0, 0, 192, 40))
        #expect(h.frame("children[1]") == rect(192, 20, 8, 0))
    }

    @Test func higherLayoutPriorityIsSizedBeforeTheRest() throws {
        let h = try LayoutHarness(HStack(spacing: 0) {
            Color.red.frame(minWidth: 10, maxWidth: 100).layoutPriority(1)
            Color.blue
        }, in: Size(width: 300, height: 20))
        #expect(h.frame("children[0].modifiers[1]") == rect(0, 0, 100, 20))
        #expect(h.frame("children[1]") == rect(100, 0, 200, 20))
    }

    @Test func lowerPriorityChildrenKeepTheirMinimumReserved() throws {
        let h = try LayoutHarness(HStack(spacing: 0) {
            Color.red.layoutPriority(1)
            Color.blue.frame(minWidth: 40)
        }, in: Size(width: 300, height: 20))
        #expect(h.frame("children[0].modifiers[0]").width == 260)
        #expect(h.frame("children[1].modifiers[0]") == rect(260, 0, 40, 20))
    }

    @Test(arguments: [(HorizontalAlignment.leading, 0.0), (.center, 15.0), (.trailing, 30.0)])
    func vStackAlignsChildrenHorizontally(alignment: HorizontalAlignment, x: Double) throws {
        let h = try LayoutHarness(VStack(alignment: alignment, spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }, in: Size(width: 200, height: 200))
        #expect(h.frame().size == Size(width: 50, height: 20))
        #expect(h.frame("children[1].modifiers[0]").minX - h.frame().minX == x)
    }

    @Test(arguments: [(VerticalAlignment.top, 0.0), (.center, 10.0), (.bottom, 20.0)])
    func hStackAlignsChildrenVertically(alignment: VerticalAlignment, y: Double) throws {
        let h = try LayoutHarness(HStack(alignment: alignment, spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 30)
        }, in: Size(width: 100, height: 100))
        #expect(h.frame().size == Size(width: 20, height: 30))
        #expect(h.frame("children[0].modifiers[0]").minY - h.frame().minY == y)
    }

    @Test func explicitSpacingAppliesBesideSpacersToo() throws {
        let h = try LayoutHarness(HStack(spacing: 8) {
            Color.red.frame(width: 20, height: 10)
            Spacer()
            Color.blue.frame(width: 20, height: 10)
        }, in: Size(width: 100, height: 10))
        #expect(h.frame("children[1]") == rect(28, 5, 44, 0))
        #expect(h.frame("children[2].modifiers[0]").minX == 80)
    }

    @Test func spacerMinimumLengthCanOverflowTheStack() throws {
        let h = try LayoutHarness(HStack(spacing: 0) {
            Color.red.frame(width: 150, height: 10)
            Spacer(minLength: 20)
            Color.blue.frame(width: 50, height: 10)
        }, in: Size(width: 200, height: 10))
        #expect(h.frame().width == 220)
        #expect(h.frame("children[1]").width == 20)
    }

    @Test func zeroLengthSpacerAllowsNoGap() throws {
        let h = try LayoutHarness(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 60)
            Spacer(minLength: 0)
            Color.blue.frame(width: 10, height: 60)
        }, in: Size(width: 10, height: 100))
        #expect(h.frame("children[1]").height == 0)
        #expect(h.frame().height == 120)
    }

    @Test func dividerInAVStackIsAHairlineAcrossTheProposedWidth() throws {
        let h = try LayoutHarness(VStack(spacing: 0) { Color.red.frame(height: 10); Divider() }, in: Size(width: 120, height: 50))
        #expect(h.frame("children[1]").size == Size(width: 120, height: 1.0 / 3.0))
    }

    @Test(arguments: [(1.0, 1.0), (2.0, 0.5), (3.0, 1.0 / 3.0)])
    func dividerIsOneDevicePixelThick(scale: Double, thickness: Double) throws {
        let h = try LayoutHarness(VStack(spacing: 0) { Color.red.frame(height: 10); Divider() }, in: Size(width: 120, height: 50),
                                  scale: scale)
        #expect(h.frame("children[1]").size == Size(width: 120, height: thickness))
    }

    @Test func dividerIsOnePointAtAccessibilitySizes() throws {
        let h = try LayoutHarness(HStack(spacing: 0) { Color.red.frame(width: 10); Divider() }, in: Size(width: 120, height: 50),
                                  dynamicType: .accessibility1, scale: 3)
        #expect(h.frame("children[1]").size == Size(width: 1, height: 50))
    }

    /// `Spacer().frame(width: 20)` is a fixed 20 pt gap: no stack spacing on either side of it.
    @Test func aSpacerInAFixedFrameKeepsZeroSpacingToItsNeighbours() throws {
        let h = try LayoutHarness(HStack {
            Color.red.frame(width: 30, height: 10)
            Spacer().frame(width: 20)
            Text("Hi")
        }, in: Size(width: 200, height: 40), scale: 3)
        let left = h.frame("children[0].modifiers[0]"), gap = h.frame("children[1].modifiers[0]"), text = h.frame("children[2]")
        #expect(gap.width == 20)
        #expect(gap.minX == left.maxX)
        #expect(text.minX == gap.maxX)
        let vertical = try LayoutHarness(VStack {
            Color.red.frame(width: 30, height: 10)
            Spacer().frame(height: 12)
            Color.blue.frame(width: 30, height: 10)
        }, in: Size(width: 200, height: 100), scale: 3)
        #expect(vertical.frame().height == 32)
    }

    @Test func dividerInAnHStackIsVertical() throws {
        let h = try LayoutHarness(HStack(spacing: 0) { Color.red.frame(width: 10); Divider() }, in: Size(width: 120, height: 50))
        #expect(h.frame("children[1]").size == Size(width: 1.0 / 3.0, height: 50))
    }

    @Test func rightToLeftMirrorsAnHStack() throws {
        let h = try LayoutHarness(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }, in: Size(width: 30, height: 10), rightToLeft: true)
        #expect(h.frame("children[0].modifiers[0]") == rect(20, 0, 10, 10))
        #expect(h.frame("children[1].modifiers[0]") == rect(0, 0, 20, 10))
    }

    @Test func rightToLeftPutsLeadingAlignedChildrenOnTheRight() throws {
        let h = try LayoutHarness(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }, in: Size(width: 50, height: 20), rightToLeft: true)
        #expect(h.frame("children[1].modifiers[0]").minX == 30)
    }

    @Test func baselineStacksNestedThirtyTwoDeepShareOneBaseline() throws {
        // Each level is a text beside the next level, aligned on first or last text baselines in
        // turn; every text is one line, so all 33 sit on one baseline. (Before baselines were
        // cached per placement, 16 levels took seconds and 32 did not finish.)
        let h = try LayoutHarness(Benchmark.nestedBaselineStacks(depth: 32).bodies[.systemMedium]!,
                                  in: Size(width: 2000, height: 155))
        let texts = h.root.flattened().filter { if case .text = $0.kind { return true } else { return false } }
        #expect(texts.count == 33)
        let baselines = Set(texts.compactMap(\.firstBaseline))
        #expect(baselines.count == 1)
        #expect(texts.allSatisfy { $0.frame.height == texts[0].frame.height })
    }
}
