import Testing
@testable import WidgetRaster

/// `trim(from:to:)` geometry: fractions of the outline's length, in SwiftUI's start points and direction.
@Suite struct PathTrimTests {
    func ends(_ segments: [PathGeometry.Segment]) -> (start: Point, end: Point)? {
        guard case .move(let start)? = segments.first else { return nil }
        switch segments.last {
        case .line(let p)?, .curve(_, _, let p)?: return (start, p)
        default: return nil
        }
    }

    func near(_ a: Point, _ b: Point, within tolerance: Double = 0.05) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func aCircleStartsAtThreeOClockAndRunsClockwise() throws {
        let circle = PathGeometry.ellipse(Rect(x: 0, y: 0, width: 100, height: 100))
        let quarter = try #require(ends(PathGeometry.trimmed(circle, from: 0, to: 0.25)))
        #expect(near(quarter.start, Point(x: 100, y: 50)))
        #expect(near(quarter.end, Point(x: 50, y: 100)), "a quarter ends at 6 o'clock on screen")
        let half = try #require(ends(PathGeometry.trimmed(circle, from: 0.25, to: 0.75)))
        #expect(near(half.start, Point(x: 50, y: 100)) && near(half.end, Point(x: 50, y: 0)))
    }

    @Test func cutsFallMidCurveAtTheRightArcLength() throws {
        // 1/8 of the circle is 45°: the point at (50 + 50 cos 45°, 50 + 50 sin 45°).
        let circle = PathGeometry.ellipse(Rect(x: 0, y: 0, width: 100, height: 100))
        let eighth = try #require(ends(PathGeometry.trimmed(circle, from: 0, to: 0.125)))
        #expect(near(eighth.end, Point(x: 50 + 50 * 0.70710678, y: 50 + 50 * 0.70710678), within: 0.1))
        #expect(PathGeometry.trimmed(circle, from: 0, to: 0.125).filter { if case .curve = $0 { true } else { false } }.count == 1,
                "the cut keeps the arc a curve")
    }

    @Test func aRectangleIsMeasuredAlongItsEdgesIncludingTheClosingOne() throws {
        let square = PathGeometry.rectangle(Rect(x: 0, y: 0, width: 100, height: 100))
        let second = try #require(ends(PathGeometry.trimmed(square, from: 0.25, to: 0.5)))
        #expect(near(second.start, Point(x: 100, y: 0)) && near(second.end, Point(x: 100, y: 100)))
        let last = try #require(ends(PathGeometry.trimmed(square, from: 0.875, to: 1)))
        #expect(near(last.start, Point(x: 0, y: 50)) && near(last.end, Point(x: 0, y: 0)), "the closing edge counts")
    }

    @Test func emptyAndWholeTrims() {
        let circle = PathGeometry.ellipse(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(PathGeometry.trimmed(circle, from: 0.6, to: 0.4).isEmpty)
        #expect(PathGeometry.trimmed(circle, from: 0.3, to: 0.3).isEmpty)
        #expect(PathGeometry.trimmed(circle, from: -1, to: 2) == circle)
    }
}
