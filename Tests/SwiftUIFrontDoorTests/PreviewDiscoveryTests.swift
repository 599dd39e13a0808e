import Foundation
import Testing
import SwiftUI
import WidgetKit
@testable import SwiftExamples
import struct WidgetRaster.RenderPlan

/// Previews are found in the compiled module without being registered anywhere — `#Preview`
/// (a view, or a widget with a timeline) and `PreviewProvider` (a `Group` of several) — with
/// their names, families, colour schemes and timelines, and drawn as `renderWidget` draws them.
@Suite struct PreviewDiscoveryTests {
    let previews = DeclaredPreview.all(in: ["SwiftExamples"])

    func preview(_ name: String) throws -> DeclaredPreview { try #require(previews.first { $0.name == name }) }

    @Test func findsEveryPreviewOfBothFormsInFileOrder() {
        #expect(previews.map(\.name) == ["Delivery", "Delivery island", "Delivery minimal", "Delivery expanded", "EmojiWidget.swift 1", "Weather through the day", "WeatherPreviews.swift 1",
                                         "Small", "Evening, dark"])
        #expect(previews.map(\.kind) == ["Delivery", "Delivery-island", "Delivery-minimal", "Delivery-expanded", "EmojiWidget-1", "Weather-through-the-day", "WeatherPreviews-1", "Small", "Evening-dark"])
        #expect(previews.map(\.location) == ["SwiftExamples/DeliveryActivity.swift:118", "SwiftExamples/DeliveryActivity.swift:125",
                                             "SwiftExamples/DeliveryActivity.swift:132", "SwiftExamples/DeliveryActivity.swift:138",
                                             "SwiftExamples/EmojiWidget.swift:84", "SwiftExamples/WeatherPreviews.swift:23",
                                             "SwiftExamples/WeatherPreviews.swift:31", "SwiftExamples.WeatherWidgetEntryView_Previews",
                                             "SwiftExamples.WeatherWidgetEntryView_Previews"])
        #expect(DeclaredPreview.all(in: ["NoSuchModule"]).isEmpty)
    }

    @Test func settingsChooseFamilyColourSchemeAndTimeline() throws {
        #expect(try preview("Weather through the day").families == [.systemMedium])
        #expect(try preview("Weather through the day").isTimeline)
        #expect(try preview("WeatherPreviews.swift 1").families == [.systemSmall], "previewContext inside a #Preview body")
        #expect(try preview("Small").colorScheme == nil)
        #expect(try preview("Evening, dark").colorScheme == .dark)
        #expect(try preview("Evening, dark").families == [.systemMedium])
    }

    @Test func timelinePreviewDrawsEveryEntryInOrderAndDarkOnlyPreviewDrawsNoLight() throws {
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.scales = [2]
        let timeline = try preview("Weather through the day").scene().scene
        #expect(try plan.jobs(for: [timeline]).map(\.file) == [
            "Weather-through-the-day/systemMedium/iphone-338x158@2x-light-entry1.png",
            "Weather-through-the-day/systemMedium/iphone-338x158@2x-dark-entry1.png",
            "Weather-through-the-day/systemMedium/iphone-338x158@2x-light-entry2.png",
            "Weather-through-the-day/systemMedium/iphone-338x158@2x-dark-entry2.png",
            "Weather-through-the-day/systemMedium/iphone-338x158@2x-light-entry3.png",
            "Weather-through-the-day/systemMedium/iphone-338x158@2x-dark-entry3.png",
        ])
        #expect(try plan.jobs(for: [try preview("Evening, dark").scene().scene]).map(\.file)
                == ["Evening-dark/systemMedium/iphone-338x158@2x-dark.png"])
    }

    @Test func previewImagesEqualRenderWidgetsForTheSameViewAndWidget() throws {
        let small = try renderPreview(try preview("Small"), family: .systemSmall, device: "iphone-393x852", scale: 2, variant: .light)
        let view = WeatherWidgetEntryView(entry: .preview).foregroundStyle(.white)
            .containerBackground(Color(red: 0.20, green: 0.45, blue: 0.85), for: .widget)
        #expect(small == (try renderWidget(view, family: .systemSmall, device: "iphone-393x852", scale: 2, variant: .light)))

        let timeline = try preview("Weather through the day")
        let first = try renderPreview(timeline, family: .systemMedium, device: "iphone-393x852", scale: 3, variant: .dark)
        #expect(first == (try renderWidget(WeatherWidget(), family: .systemMedium, device: "iphone-393x852", scale: 3, variant: .dark)),
                "the preview's first entry is the provider's first")
        let third = try renderPreview(timeline, family: .systemMedium, device: "iphone-393x852", scale: 3, variant: .dark, entry: 2)
        #expect(third != first)
        let evening = WeatherWidgetEntryView(entry: .evening).foregroundStyle(.white)
            .containerBackground(for: .widget) {
                LinearGradient(colors: [Color(red: 0.20, green: 0.45, blue: 0.85), Color(red: 0.10, green: 0.28, blue: 0.62)],
                               startPoint: .top, endPoint: .bottom)
            }
        #expect(third == (try renderWidget(evening, family: .systemMedium, device: "iphone-393x852", scale: 3, variant: .dark)))
    }
}
