import Foundation
import SwiftUI
import Testing
import WidgetKit
@testable import SwiftExamples
import enum WidgetRaster.SceneLoader
import struct WidgetRaster.RenderTarget
import struct WidgetRaster.SizeTable
import class WidgetRaster.WidgetRenderer
import struct WidgetRaster.RenderJob
import struct WidgetRaster.WidgetLayout

/// One model, two front doors: every example in `Examples/` and its twin in
/// `Examples/Swift/Widgets`, written as an app writes it, draw the same pixels.
enum ExampleTwins {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    /// iOS 26's tinted and clear Home Screens, where examples that read `widgetRenderingMode`
    /// (`If renderingMode:` in their files) draw otherwise.
    static let glass = [Variant.light.rendered(.accented), Variant.dark.accented(over: .clear)]
}

/// Renders a scene file and its Swift twin (with the options the examples give it, `SwiftExamples.options(for:)`)
/// at one family, device and scale, and expects the same pixels in every variant given.
func expectTwins<W: Widget>(_ widget: W, file: String, family: RenderFamily, scale: Int, variants: [Variant],
                            device id: String = "iphone-393x852", dynamicType: DynamicTypeSize = .large,
                            entry: Int = 0, configuration: Int? = nil) throws {
    let loaded = try SceneLoader.load(ExampleTwins.examples.appendingPathComponent(file))
    let device = try #require(SizeTable.current.device(id: id))
    let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
    let renderer = try WidgetRenderer()
    var options = SwiftExamples.options(for: widget)
    options.dynamicTypeSize = dynamicType
    for variant in variants {
        // A scene that tests the colour scheme or rendering mode is laid out for the variant, as its images are.
        let layout = try renderer.layout(loaded.scene, family: family, target: target, folder: loaded.folder, dynamicType: dynamicType,
                                         entry: entry, configuration: configuration, scale: scale, colorScheme: variant.colorScheme,
                                         renderingMode: variant.renderingMode)
        let fromFile = try renderer.paint(layout, target: target, scale: scale, variant: variant, theme: loaded.theme)
        let fromSwift = try renderWidgetBitmap(widget, family: family, device: id, scale: scale, variant: variant, entry: entry,
                                               options: options)
        let identical = fromSwift == fromFile
        #expect(identical, "\(variant.name) @\(scale)x, entry \(entry + 1), \(id), \(dynamicType.rawValue)")
    }
}

/// `FlightStatusWidget.swift` and `flight.yaml` (its first configuration), entry by entry, in Lisbon's time zone.
@Suite struct FlightTwinTests {
    @Test(arguments: [RenderFamily.systemSmall, .systemMedium], [1, 2, 3])
    func theSwiftFlightWidgetDrawsAsItsSceneFile(family: RenderFamily, scale: Int) throws {
        for entry in 0..<3 {
            try expectTwins(FlightStatusWidget(), file: "flight.yaml", family: family, scale: scale, variants: [.light, .dark],
                            entry: entry, configuration: 0)
        }
    }
}

/// The Arabic weather widget in Swift, rendered in an Arabic locale, reads right to left and draws
/// what `Examples/weather-ar.yaml` draws.
@Suite struct ArabicWeatherTwinTests {
    @Test(arguments: [RenderFamily.systemSmall, .systemMedium], [2, 3])
    func theSwiftArabicWidgetDrawsAsItsSceneFile(family: RenderFamily, scale: Int) throws {
        #expect(SwiftExamples.options(for: ArabicWeatherWidget()).resolvedLayoutDirection == .rightToLeft)
        try expectTwins(ArabicWeatherWidget(), file: "weather-ar.yaml", family: family, scale: scale,
                        variants: [.light, .dark, Variant(colorScheme: .light, redaction: .placeholder)] + ExampleTwins.glass)
    }
}

/// The calendar in Swift (ForEach over weeks and events) draws what `Examples/calendar.yaml` draws.
@Suite struct CalendarTwinTests {
    @Test(arguments: [RenderFamily.systemSmall, .systemMedium, .systemLarge], ["iphone-393x852", "iphone-320x568", "ipad-820x1180"])
    func theSwiftCalendarDrawsAsItsSceneFile(family: RenderFamily, device id: String) throws {
        try expectTwins(CalendarWidget(), file: "calendar.yaml", family: family, scale: 2,
                        variants: [.light, .dark, Variant(colorScheme: .dark, redaction: .placeholder)] + ExampleTwins.glass, device: id)
    }

    /// The iPad's extra-large calendar: a taller month beside today's and tomorrow's events.
    @Test(arguments: ["ipad-1024x1366", "ipad-820x1180"])
    func theExtraLargeCalendarDrawsAsItsSceneFile(device id: String) throws {
        try expectTwins(CalendarWidget(), file: "calendar.yaml", family: .systemExtraLarge, scale: 2,
                        variants: [.light, .dark, Variant(colorScheme: .dark, redaction: .placeholder)] + ExampleTwins.glass, device: id)
    }
}

/// The banking widget in Swift, with the app's brand colours, draws what `Examples/banking.yaml`
/// draws, privacy and accented variants included.
@Suite struct BankingTwinTests {
    @Test(arguments: [RenderFamily.systemSmall, .systemMedium, .systemLarge])
    func theSwiftBankingWidgetDrawsAsItsSceneFile(family: RenderFamily) throws {
        try expectTwins(BankingWidget(), file: "banking.yaml", family: family, scale: 2, variants: [
            .light, .dark, Variant(colorScheme: .light, redaction: .privacy), Variant(colorScheme: .dark, redaction: .placeholder),
        ] + ExampleTwins.glass)
    }
}

/// The notes widget in Swift draws what `Examples/notes.json` draws, at Large and at xxxLarge.
@Suite struct NotesTwinTests {
    @Test(arguments: [RenderFamily.systemSmall, .systemMedium, .systemLarge], [DynamicTypeSize.large, .xxxLarge])
    func theSwiftNotesWidgetDrawsAsItsSceneFile(family: RenderFamily, textSize: DynamicTypeSize) throws {
        try expectTwins(NotesWidget(), file: "notes.json", family: family, scale: 2, variants: [.light, .dark], dynamicType: textSize)
    }
}

/// The stocks widget in Swift (sparklines from ForEach over each quote's history) draws what
/// `Examples/stocks.json` draws.
@Suite struct StocksTwinTests {
    @Test(arguments: [RenderFamily.systemSmall, .systemMedium, .systemLarge], [1, 3])
    func theSwiftStocksWidgetDrawsAsItsSceneFile(family: RenderFamily, scale: Int) throws {
        try expectTwins(StocksWidget(), file: "stocks.json", family: family, scale: scale,
                        variants: [.light, .dark, Variant(colorScheme: .light, redaction: .placeholder)] + ExampleTwins.glass)
    }
}

/// The weather widget in Swift, Home Screen and Lock Screen families from one view, draws what
/// `Examples/weather.yaml` draws, and so does its small widget in StandBy, by day and at night, and on CarPlay.
@Suite struct ForecastTwinTests {
    @Test(arguments: RenderFamily.allCases.filter { $0 != .systemExtraLarge && !$0.isActivity && !$0.isControl })
    func theSwiftWeatherWidgetDrawsAsItsSceneFile(family: RenderFamily) throws {
        let variants = family == .carPlay ? [Variant.dark]
            : family.isAccessory || family.isDarkOnly ? [Variant.dark, Variant(colorScheme: .dark, renderingMode: .vibrant)]
            : [Variant.light, .dark, Variant(colorScheme: .light, redaction: .placeholder), Variant(colorScheme: .dark, renderingMode: .accented)]
        for scale in [2, 3] {
            try expectTwins(ForecastWidget(), file: "weather.yaml", family: family, scale: scale, variants: variants)
        }
    }
}
/// The gauge set in Swift (every gauge style, a circular progress view, the accessory backdrop)
/// draws what `Examples/gauges.yaml` draws.
@Suite struct GaugesTwinTests {
    @Test(arguments: [RenderFamily.systemSmall, .accessoryCircular, .accessoryRectangular], [1, 3])
    func theSwiftGaugesWidgetDrawsAsItsSceneFile(family: RenderFamily, scale: Int) throws {
        let variants = family.isAccessory ? [Variant(colorScheme: .dark, renderingMode: .vibrant)] : [Variant.light, .dark]
        try expectTwins(GaugesWidget(), file: "gauges.yaml", family: family, scale: scale, variants: variants)
    }
}

/// The emoji widget in Swift (ForEach over a week of moods) draws what `Examples/mood.yaml` draws.
@Suite struct MoodTwinTests {
    @Test(arguments: [RenderFamily.systemSmall, .systemMedium], [1, 3])
    func theSwiftMoodWidgetDrawsAsItsSceneFile(family: RenderFamily, scale: Int) throws {
        try expectTwins(MoodWidget(), file: "mood.yaml", family: family, scale: scale, variants: [.light, .dark])
    }
}

/// The to-do widget in Swift (`Button(intent:)`, `Toggle(isOn:intent:)`, `Label`, button styles
/// and border shapes) draws what `Examples/todo.yaml` draws.
@Suite struct TodoTwinTests {
    @Test(arguments: [RenderFamily.systemSmall, .systemMedium, .systemLarge], [1, 3])
    func theSwiftTodoWidgetDrawsAsItsSceneFile(family: RenderFamily, scale: Int) throws {
        try expectTwins(TodoWidget(), file: "todo.yaml", family: family, scale: scale, variants: [.light, .dark] + ExampleTwins.glass)
    }
}

/// The chart widget in Swift (Swift Charts marks in a ForEach, a rule, hidden axes, a fixed
/// y scale) draws what `Examples/portfolio.yaml` draws.
@Suite struct PortfolioTwinTests {
    @Test(arguments: [RenderFamily.systemSmall, .systemMedium], [1, 3])
    func theSwiftPortfolioWidgetDrawsAsItsSceneFile(family: RenderFamily, scale: Int) throws {
        try expectTwins(PortfolioWidget(), file: "portfolio.yaml", family: family, scale: scale, variants: [.light, .dark])
    }
}

/// The asset-catalogue widget in Swift (`Color("Espresso")`, `Image("CupLogo")`, `Font.custom`,
/// the catalogue's AccentColor as tint) draws what `Examples/cafe.yaml` draws.
@Suite struct CafeTwinTests {
    @Test(arguments: [RenderFamily.systemSmall, .systemMedium], [1, 3])
    func theSwiftCafeWidgetDrawsAsItsSceneFile(family: RenderFamily, scale: Int) throws {
        try expectTwins(CafeWidget(), file: "cafe.yaml", family: family, scale: scale, variants: [.light, .dark] + ExampleTwins.glass)
    }
}

/// The to-do widget in Swift tells VoiceOver what its scene file does: the same elements, words and frames.
@Suite struct TodoAccessibilityTwinTests {
    @Test(arguments: [RenderFamily.systemSmall, .systemLarge])
    func theSwiftTodoWidgetReadsAsItsSceneFile(family: RenderFamily) throws {
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
        let job = RenderJob(target: target, scale: 2, variant: .light)
        let renderer = try WidgetRenderer()
        let file = try renderer.layout(for: job, of: SceneLoader.load(ExampleTwins.examples.appendingPathComponent("todo.yaml")))
        let swift = try renderer.layout(for: job, of: TodoWidget().widgetScene(options: SwiftExamples.options(for: TodoWidget())))
        func read(_ layout: WidgetLayout) -> [String] {
            layout.accessibilityElements.map { "\($0.label)|\($0.value ?? "")|\($0.traits)|\($0.frame)" }
        }
        #expect(read(swift) == read(file))
        #expect(read(file).count == (family == .systemSmall ? 4 : 20), "seven tasks with their times, the header, the toggle and two buttons")
    }
}
