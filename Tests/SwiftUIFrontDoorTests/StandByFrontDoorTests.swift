import Foundation
import SwiftUI
import Testing
import WidgetKit
@testable import SwiftExamples

/// A widget's own code in StandBy: it sees its small family and no container background, and a
/// widget that keeps out of StandBy (`disfavoredLocations`, a background it cannot lose) is not drawn there.
@Suite struct StandByFrontDoorTests {
    struct Probe: View {
        @Environment(\.widgetFamily) var family
        @Environment(\.showsWidgetContainerBackground) var showsBackground
        var body: some View {
            Text("\(family == .systemSmall ? "small" : "other"), \(showsBackground ? "background" : "none")")
                .containerBackground(.blue, for: .widget)
        }
    }

    /// In StandBy (353 pt on this iPhone) and on CarPlay (a 336-pt cell) alike.
    @Test(arguments: [(RenderFamily.standBy, 353), (.carPlay, 336)])
    func theCodeSeesItsSmallFamilyWithoutItsBackground(place: RenderFamily, width: Int) throws {
        let seen = try renderWidgetBitmap(Probe(), family: place, device: "iphone-393x852", scale: 1, variant: .dark)
        let expected = try renderWidgetBitmap(Text("small, none").containerBackground(.blue, for: .widget), family: place,
                                              device: "iphone-393x852", scale: 1, variant: .dark)
        #expect(seen == expected)
        #expect(seen.width == width)
    }

    @Test func aWidgetThatKeepsOutOfStandByIsNotDrawnThere() {
        struct Plain: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "plain", provider: MarginsProvider()) { _ in Text("A") }.supportedFamilies([.systemSmall])
            }
        }
        struct Disfavoured: Widget {
            var body: some WidgetConfiguration { Plain().body.disfavoredLocations([.standBy], for: [.systemSmall]) }
        }
        struct Fixed: Widget {
            var body: some WidgetConfiguration { Plain().body.containerBackgroundRemovable(false) }
        }
        #expect(Plain().widgetScene().scene.families(asked: [.standBy]) == [.standBy])
        #expect(Disfavoured().widgetScene().scene.families(asked: [.standBy]).isEmpty)
        #expect(Fixed().widgetScene().scene.families(asked: [.standBy]).isEmpty)
        #expect(Plain().widgetScene().scene.families(asked: nil) == [.systemSmall])
        // CarPlay (iOS 26) removes the background too, and a widget keeps out of it the same ways.
        struct OffCarPlay: Widget {
            var body: some WidgetConfiguration { Plain().body.disfavoredLocations([.carPlay], for: [.systemSmall]) }
        }
        #expect(Plain().widgetScene().scene.families(asked: [.carPlay, .standBy]) == [.standBy, .carPlay])
        #expect(OffCarPlay().widgetScene().scene.families(asked: [.carPlay, .standBy]) == [.standBy])
        #expect(Fixed().widgetScene().scene.families(asked: [.carPlay]).isEmpty)
    }

}
