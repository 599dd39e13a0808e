import SwiftUI
import Testing
import WidgetKit

/// Strokes, trims and drawing effects written as widget code writes them.
@Suite struct StrokeAndEffectTests {
    /// The activity-ring idiom: a faint full ring under a trimmed, round-capped one turned to start at 12 o'clock.
    @Test func aRingWrittenAsWidgetsWriteItFillsClockwiseFromTwelve() throws {
        let ring = ZStack {
            Circle().stroke(Color.red.opacity(0.25), lineWidth: 10)
            Circle()
                .trim(from: 0, to: 0.25)
                .stroke(Color.red, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 100, height: 100)
        let image = try CustomShapeTests.render(ring)
        // Centre (158, 158) px at @2x, radius 100 px: 45° up-right is on the filled quarter, up-left only on the track.
        #expect(CustomShapeTests.isRed(image, 158 + 71, 158 - 71))
        let track = image[158 - 71, 158 - 71]
        #expect(track.r == 255 && track.g > 150, "the faint track, not the full colour")
        #expect(image[158, 158] == (255, 255, 255, 255), "rings are not filled")
    }

    @Test func strokesFollowTheForegroundStyleAndCustomShapesTrim() throws {
        let outline = try CustomShapeTests.render(Circle().stroke(lineWidth: 6).foregroundStyle(.red).frame(width: 100, height: 100))
        #expect(CustomShapeTests.isRed(outline, 158 + 100, 158))
        // The triangle's outline starts at its apex: its first third is the right edge, apex to bottom-right corner.
        let edge = try CustomShapeTests.render(CustomShapeTests.Triangle().trim(from: 0, to: 0.3).stroke(Color.red, lineWidth: 6).frame(width: 100, height: 100))
        #expect(CustomShapeTests.isRed(edge, 158 + 50, 158), "midway down the right edge")
        #expect(!CustomShapeTests.isRed(edge, 158 - 50, 158), "the left edge is past the trim")
    }

    @Test func dashedBordersMasksAndBlursCompile() throws {
        let view = RoundedRectangle(cornerRadius: 12)
            .strokeBorder(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round, dash: [8, 6]))
            .frame(width: 100, height: 60)
            .mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
            .scaleEffect(1.2)
            .blur(radius: 0.5)
            .compositingGroup()
        let image = try CustomShapeTests.render(view)
        #expect(image[158, 158] == (255, 255, 255, 255), "the inside of a border is empty")
        #expect((0..<316).contains { x in image[x, 158 - 72].g < 200 }, "the top edge draws (scaled 1.2 about the centre)")
    }
}
