import Foundation
import SwiftUI
import Testing
import WidgetKit
@testable import SwiftExamples
import enum WidgetRaster.SceneLoader
import struct WidgetRaster.RenderTarget
import struct WidgetRaster.SizeTable
import class WidgetRaster.WidgetRenderer

/// One model, two front doors: `Examples/Swift/Widgets/FlightStatusWidget.swift` and
/// `Examples/flight.yaml` (its first configuration) draw the same pixels, entry by entry.
@Suite struct FlightTwinTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium], [1, 2, 3])
    func theSwiftFlightWidgetDrawsAsItsSceneFile(family: WidgetFamily, scale: Int) throws {
        let loaded = try SceneLoader.load(Self.examples.appendingPathComponent("flight.yaml"))
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
        let renderer = try WidgetRenderer()
        let options = WidgetRenderOptions(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Europe/Lisbon")!)
        for entry in 0..<3 {
            for variant in [Variant.light, .dark] {
                let layout = try renderer.layout(loaded.scene, family: family, target: target, folder: loaded.folder, entry: entry,
                                                 configuration: 0, scale: scale)
                let fromFile = renderer.paint(layout, target: target, scale: scale, variant: variant, theme: loaded.theme)
                let fromSwift = try renderWidgetBitmap(FlightStatusWidget(), family: family, device: "iphone-393x852", scale: scale,
                                                       variant: variant, entry: entry, options: options)
                #expect(fromSwift == fromFile, "entry \(entry + 1), \(variant.name) @\(scale)x")
            }
        }
    }
}

/// The Arabic weather widget in Swift, rendered in an Arabic locale, reads right to left and draws
/// what `Examples/weather-ar.yaml` draws.
@Suite struct ArabicWeatherTwinTests {
    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium], [2, 3])
    func theSwiftArabicWidgetDrawsAsItsSceneFile(family: WidgetFamily, scale: Int) throws {
        let loaded = try SceneLoader.load(FlightTwinTests.examples.appendingPathComponent("weather-ar.yaml"))
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
        let renderer = try WidgetRenderer()
        let options = WidgetRenderOptions(locale: Locale(identifier: "ar_EG"))
        #expect(options.resolvedLayoutDirection == .rightToLeft)
        for variant in [Variant.light, .dark, Variant(colorScheme: .light, redaction: .placeholder)] {
            let layout = try renderer.layout(loaded.scene, family: family, target: target, folder: loaded.folder, scale: scale)
            let fromFile = renderer.paint(layout, target: target, scale: scale, variant: variant, theme: loaded.theme)
            let fromSwift = try renderWidgetBitmap(ArabicWeatherWidget(), family: family, device: "iphone-393x852", scale: scale,
                                                   variant: variant, options: options)
            let identical = fromSwift == fromFile
        #expect(identical, "\(variant.name) @\(scale)x")
        }
    }
}

/// The calendar in Swift (ForEach over weeks and events) draws what `Examples/calendar.yaml` draws.
@Suite struct CalendarTwinTests {
    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge], ["iphone-393x852", "iphone-320x568", "ipad-820x1180"])
    func theSwiftCalendarDrawsAsItsSceneFile(family: WidgetFamily, device id: String) throws {
        let loaded = try SceneLoader.load(FlightTwinTests.examples.appendingPathComponent("calendar.yaml"))
        let device = try #require(SizeTable.current.device(id: id))
        let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
        let renderer = try WidgetRenderer()
        for variant in [Variant.light, .dark, Variant(colorScheme: .dark, redaction: .placeholder)] {
            let layout = try renderer.layout(loaded.scene, family: family, target: target, folder: loaded.folder, scale: 2)
            let fromFile = renderer.paint(layout, target: target, scale: 2, variant: variant, theme: loaded.theme)
            let fromSwift = try renderWidgetBitmap(CalendarWidget(), family: family, device: id, scale: 2, variant: variant)
            #expect(fromSwift == fromFile, "\(variant.name)")
        }
    }
}

/// The banking widget in Swift, with the app's brand colours, draws what `Examples/banking.yaml`
/// draws, privacy and accented variants included.
@Suite struct BankingTwinTests {
    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge])
    func theSwiftBankingWidgetDrawsAsItsSceneFile(family: WidgetFamily) throws {
        let loaded = try SceneLoader.load(FlightTwinTests.examples.appendingPathComponent("banking.yaml"))
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
        let renderer = try WidgetRenderer()
        let options = WidgetRenderOptions(theme: loaded.theme)
        for variant in [Variant.light, .dark, Variant(colorScheme: .light, redaction: .privacy),
                        Variant(colorScheme: .dark, redaction: .placeholder), Variant(colorScheme: .dark, renderingMode: .accented)] {
            let layout = try renderer.layout(loaded.scene, family: family, target: target, folder: loaded.folder, scale: 2)
            let fromFile = renderer.paint(layout, target: target, scale: 2, variant: variant, theme: loaded.theme)
            let fromSwift = try renderWidgetBitmap(BankingWidget(), family: family, device: "iphone-393x852", scale: 2, variant: variant,
                                                   options: options)
            #expect(fromSwift == fromFile, "\(variant.name)")
        }
    }
}

/// The notes widget in Swift draws what `Examples/notes.json` draws, at Large and at xxxLarge.
@Suite struct NotesTwinTests {
    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge], [DynamicTypeSize.large, .xxxLarge])
    func theSwiftNotesWidgetDrawsAsItsSceneFile(family: WidgetFamily, textSize: DynamicTypeSize) throws {
        let loaded = try SceneLoader.load(FlightTwinTests.examples.appendingPathComponent("notes.json"))
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
        let renderer = try WidgetRenderer()
        for variant in [Variant.light, .dark] {
            let layout = try renderer.layout(loaded.scene, family: family, target: target, folder: loaded.folder, dynamicType: textSize,
                                             scale: 2)
            let fromFile = renderer.paint(layout, target: target, scale: 2, variant: variant, theme: loaded.theme)
            let fromSwift = try renderWidgetBitmap(NotesWidget(), family: family, device: "iphone-393x852", scale: 2, variant: variant,
                                                   options: WidgetRenderOptions(dynamicTypeSize: textSize))
            #expect(fromSwift == fromFile, "\(variant.name)")
        }
    }
}

/// The stocks widget in Swift (sparklines from ForEach over each quote's history) draws what
/// `Examples/stocks.json` draws.
@Suite struct StocksTwinTests {
    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge], [1, 3])
    func theSwiftStocksWidgetDrawsAsItsSceneFile(family: WidgetFamily, scale: Int) throws {
        let loaded = try SceneLoader.load(FlightTwinTests.examples.appendingPathComponent("stocks.json"))
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
        let renderer = try WidgetRenderer()
        for variant in [Variant.light, .dark, Variant(colorScheme: .light, redaction: .placeholder)] {
            let layout = try renderer.layout(loaded.scene, family: family, target: target, folder: loaded.folder, scale: scale)
            let fromFile = renderer.paint(layout, target: target, scale: scale, variant: variant, theme: loaded.theme)
            let fromSwift = try renderWidgetBitmap(StocksWidget(), family: family, device: "iphone-393x852", scale: scale, variant: variant)
            let identical = fromSwift == fromFile
        #expect(identical, "\(variant.name) @\(scale)x")
        }
    }
}

/// The weather widget in Swift, Home Screen and Lock Screen families from one view, draws what
/// `Examples/weather.yaml` draws.
@Suite struct ForecastTwinTests {
    @Test(arguments: WidgetFamily.allCases.filter { $0 != .systemExtraLarge })
    func theSwiftWeatherWidgetDrawsAsItsSceneFile(family: WidgetFamily) throws {
        let loaded = try SceneLoader.load(FlightTwinTests.examples.appendingPathComponent("weather.yaml"))
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
        let renderer = try WidgetRenderer()
        let variants = family.isAccessory ? [Variant.dark, Variant(colorScheme: .dark, renderingMode: .vibrant)]
            : [Variant.light, .dark, Variant(colorScheme: .light, redaction: .placeholder), Variant(colorScheme: .dark, renderingMode: .accented)]
        for scale in [2, 3] {
            for variant in variants {
                let layout = try renderer.layout(loaded.scene, family: family, target: target, folder: loaded.folder, scale: scale)
                let fromFile = renderer.paint(layout, target: target, scale: scale, variant: variant, theme: loaded.theme)
                let fromSwift = try renderWidgetBitmap(ForecastWidget(), family: family, device: "iphone-393x852", scale: scale,
                                                       variant: variant)
                let identical = fromSwift == fromFile
        #expect(identical, "\(variant.name) @\(scale)x")
            }
        }
    }
}

/// Renders a scene file and its Swift twin at one family and scale on the 393-pt iPhone and
/// expects the same pixels in every variant given.
func expectTwins<W: Widget>(_ widget: W, file: String, family: WidgetFamily, scale: Int, variants: [Variant]) throws {
    let loaded = try SceneLoader.load(FlightTwinTests.examples.appendingPathComponent(file))
    let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
    let target = try #require(RenderTarget.targets(for: [family], devices: [device]).first)
    let renderer = try WidgetRenderer()
    for variant in variants {
        let layout = try renderer.layout(loaded.scene, family: family, target: target, folder: loaded.folder, scale: scale)
        let fromFile = renderer.paint(layout, target: target, scale: scale, variant: variant, theme: loaded.theme)
        let fromSwift = try renderWidgetBitmap(widget, family: family, device: "iphone-393x852", scale: scale, variant: variant,
                                               options: SwiftExamples.options(for: widget))
        let identical = fromSwift == fromFile
        #expect(identical, "\(variant.name) @\(scale)x")
    }
}

/// The gauge set in Swift (every gauge style, a circular progress view, the accessory backdrop)
/// draws what `Examples/gauges.yaml` draws.
@Suite struct GaugesTwinTests {
    @Test(arguments: [WidgetFamily.systemSmall, .accessoryCircular, .accessoryRectangular], [1, 3])
    func theSwiftGaugesWidgetDrawsAsItsSceneFile(family: WidgetFamily, scale: Int) throws {
        let variants = family.isAccessory ? [Variant(colorScheme: .dark, renderingMode: .vibrant)] : [Variant.light, .dark]
        try expectTwins(GaugesWidget(), file: "gauges.yaml", family: family, scale: scale, variants: variants)
    }
}

/// The emoji widget in Swift (ForEach over a week of moods) draws what `Examples/mood.yaml` draws.
@Suite struct MoodTwinTests {
    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium], [1, 3])
    func theSwiftMoodWidgetDrawsAsItsSceneFile(family: WidgetFamily, scale: Int) throws {
        try expectTwins(MoodWidget(), file: "mood.yaml", family: family, scale: scale, variants: [.light, .dark])
    }
}

/// The to-do widget in Swift (`Button(intent:)`, `Toggle(isOn:intent:)`, `Label`, button styles
/// and border shapes) draws what `Examples/todo.yaml` draws.
@Suite struct TodoTwinTests {
    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge], [1, 3])
    func theSwiftTodoWidgetDrawsAsItsSceneFile(family: WidgetFamily, scale: Int) throws {
        try expectTwins(TodoWidget(), file: "todo.yaml", family: family, scale: scale, variants: [.light, .dark])
    }
}

/// The chart widget in Swift (Swift Charts marks in a ForEach, a rule, hidden axes, a fixed
/// y scale) draws what `Examples/portfolio.yaml` draws.
@Suite struct PortfolioTwinTests {
    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium], [1, 3])
    func theSwiftPortfolioWidgetDrawsAsItsSceneFile(family: WidgetFamily, scale: Int) throws {
        try expectTwins(PortfolioWidget(), file: "portfolio.yaml", family: family, scale: scale, variants: [.light, .dark])
    }
}

/// The asset-catalogue widget in Swift (`Color("Espresso")`, `Image("CupLogo")`, `Font.custom`,
/// the catalogue's AccentColor as tint) draws what `Examples/cafe.yaml` draws.
@Suite struct CafeTwinTests {
    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium], [1, 3])
    func theSwiftCafeWidgetDrawsAsItsSceneFile(family: WidgetFamily, scale: Int) throws {
        try expectTwins(CafeWidget(), file: "cafe.yaml", family: family, scale: scale, variants: [.light, .dark])
    }
}
