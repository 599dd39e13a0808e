import SwiftUI
import Testing
import WidgetKit
@testable import SwiftExamples
import enum WidgetRaster.PNGCodec
import enum WidgetRaster.SceneLoader
import struct WidgetRaster.ViewNode
import class WidgetRaster.WidgetRenderer
import struct WidgetRaster.RenderTarget
import struct WidgetRaster.SizeTable
import struct WidgetRaster.PNGEncoder
import struct WidgetRaster.BatchRenderer
import struct WidgetRaster.RenderPlan

/// A widget's own SwiftUI code renders through the same scene model as the files.
@Suite struct SwiftUIFrontDoorTests {
    static func decode(_ data: Data) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        let bitmap = try PNGCodec.decode(data)
        return (bitmap.width, bitmap.height, bitmap.pixels)
    }

    static func node<V: View>(_ view: V, _ change: (inout EnvironmentValues) -> Void = { _ in }) throws -> ViewNode {
        var environment = EnvironmentValues()
        change(&environment)
        return try ViewResolver.node(for: view, environment: environment)
    }

    @Test(arguments: [(RenderFamily.systemSmall, 158.0, 158.0), (.systemMedium, 338, 158)])
    func aWidgetRendersEveryVariantAtItsSize(family: RenderFamily, width: Double, height: Double) throws {
        var images: [String: [UInt8]] = [:]
        for name in ["light", "dark", "placeholder", "placeholder-dark", "privacy", "privacy-dark"] {
            let variant = try #require(Variant(name: name))
            let png = try renderWidget(WeatherWidget(), family: family, device: "iphone-393x852", scale: 2, variant: variant)
            let image = try Self.decode(png)
            #expect(image.width == Int(width * 2) && image.height == Int(height * 2))
            images[name] = image.pixels
        }
        if family == .systemSmall { #expect(images["light"] != images["dark"], "system yellow follows the scheme") }
        #expect(images["placeholder"] != images["light"])
        if family == .systemMedium {
            #expect(images["privacy"] != images["light"], "the medium body marks itself privacy-sensitive when redacted")
        }
    }

    @Test func theTimelineEntryChosenIsTheOneDrawn() throws {
        let first = try renderWidget(WeatherWidget(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
        let second = try renderWidget(WeatherWidget(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light,
                                      entry: 1)
        #expect(first != second)
        #expect(throws: WidgetRenderError.self) {
            try renderWidget(WeatherWidget(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light, entry: 5)
        }
        #expect(throws: WidgetRenderError.self) {
            try renderWidget(WeatherWidget(), family: .systemLarge, device: "iphone-393x852", scale: 1, variant: .light)
        }
    }

    struct FamilyProbe: View {
        @Environment(\.widgetFamily) var family
        @Environment(\.colorScheme) var scheme
        @Environment(\.redactionReasons) var reasons
        var body: some View {
            Text("\(family.description) \(scheme == .dark ? "dark" : "light")\(reasons.contains(.placeholder) ? " placeholder" : "")")
        }
    }

    @Test func bodiesSeeTheEnvironmentOfTheirImage() throws {
        #expect(try Self.node(FamilyProbe()) { $0.widgetFamily = .systemLarge } == ViewNode(.text("systemLarge light")))
        let dark = try Self.node(FamilyProbe().environment(\.colorScheme, .dark)) { $0.widgetFamily = .accessoryCircular }
        // The code reads dark, and what it draws is drawn dark.
        #expect(dark == ViewNode(.text("accessoryCircular dark")).modified(.colorScheme(.dark)))
        #expect(try Self.node(FamilyProbe()) { $0.redactionReasons = .placeholder } == ViewNode(.text("systemSmall light placeholder")))
    }

    struct Branches: View {
        var items: [String]
        var flag: Bool
        var optional: String?
        var body: some View {
            VStack(spacing: 4) {
                if flag { Text("on") } else { Color.red }
                if let optional { Text(optional) }
                ForEach(items, id: \.self) { Text($0) }
                ForEach(0..<2) { Text("\($0)") }
                Group { Text("a"); Text("b") }.bold()
                EmptyView()
            }
        }
    }

    @Test func theBuilderTakesIfSwitchForEachGroupAndOptionals() throws {
        let node = try Self.node(Branches(items: ["x", "y"], flag: true, optional: "o"))
        let expected = ViewNode(.vStack(alignment: .center, spacing: 4, children: [
            ViewNode(.text("on")), ViewNode(.text("o")), ViewNode(.text("x")), ViewNode(.text("y")), ViewNode(.text("0")),
            ViewNode(.text("1")), ViewNode(.text("a"), modifiers: [.bold]), ViewNode(.text("b"), modifiers: [.bold]),
        ]))
        #expect(node == expected)
        let other = try Self.node(Branches(items: [], flag: false, optional: nil))
        #expect(other == ViewNode(.vStack(alignment: .center, spacing: 4, children: [
            ViewNode(.color(.color("red"))), ViewNode(.text("0")), ViewNode(.text("1")), ViewNode(.text("a"), modifiers: [.bold]),
            ViewNode(.text("b"), modifiers: [.bold]),
        ])))
    }

    @Test func textInterpolatesAndFormatsAsSwiftUIDoes() throws {
        func string(_ text: Text) throws -> String {
            guard case .text(let s) = try Self.node(text).content else { return "not text" }
            return s
        }
        #expect(try string(Text("\(72)°")) == "72°")
        #expect(try string(Text("\(3.5)")) == "3.500000")
        #expect(try string(Text("\(3.456, specifier: "%.1f") km")) == "3.5 km")
        #expect(try string(Text(0.25, format: .percent)) == "25%")
        #expect(try string(Text("\(12.5, format: .currency(code: "USD")) today")) == "$12.50 today")
        #expect(try string(Text(verbatim: "\\(not) interpolated")) == "\\(not) interpolated")
        let now = Date(timeIntervalSince1970: 1_780_911_660)
        #expect(try string(Text(now.addingTimeInterval(7500), style: .relative)) == "2 hr, 5 min")
        // ICU, as iOS 17, puts a narrow no-break space before AM.
        #expect(try string(Text("Due \(now.addingTimeInterval(3600), style: .time)")) == "Due 10:41\u{202F}AM")
        #expect(try string(Text("Hello, ") + Text("world")) == "Hello, world")
        // Runs in different styles sit side by side on one baseline.
        let mixed = try Self.node(Text("72").bold() + Text("°").foregroundColor(.secondary))
        #expect(mixed == ViewNode(.hStack(alignment: .firstTextBaseline, spacing: 0, children: [
            ViewNode(.text("72"), modifiers: [.bold]), ViewNode(.text("°"), modifiers: [.foregroundStyle(.color("secondaryLabel"))]),
        ])))
    }

    /// `Text.accessibilityLabel` stays a `Text` and labels the whole text, however many runs it
    /// has; the `isEnabled:` forms label only when enabled; the iOS 13 spellings read as the new ones.
    @Test func accessibilityLabelsReachTheSceneAsAppleSpellsThem() throws {
        let rating: Text = Text("★★★") + Text("★★").foregroundColor(.secondary)
        let labelled: Text = rating.accessibilityLabel("Three of five stars")
        let node = try Self.node(labelled)
        #expect(node.modifiers.last == .accessibility(.label("Three of five stars")))
        #expect(try Self.node(Text("Hi").accessibilityLabel(LocalizedStringResource("Hello"), isEnabled: false)) == Self.node(Text("Hi")))
        #expect(try Self.node(Text("Hi").accessibility(value: Text("On")).accessibility(hint: Text("Opens")).accessibility(sortPriority: 2))
                == Self.node(Text("Hi").accessibilityValue("On").accessibilityHint("Opens").accessibilitySortPriority(2)))
    }

    @Test func anAPIThatIsNotDrawnIsReportedWithItsPlace() throws {
        let view = Text("Hi").blendMode(.multiply)
        do {
            _ = try renderWidget(view, family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
            Issue.record("blend modes are not drawn yet: rendering must say so")
        } catch let error as UnsupportedViewsError {
            #expect(error.views.map(\.name) == ["blendMode(_:)"])
            #expect(error.description.hasPrefix("SwiftUIFrontDoorTests/SwiftUIFrontDoorTests.swift:\(#line - 6): blendMode(_:)"))
        }
    }

    /// One model, two front doors: the same widget as SwiftUI code and as a scene file draws the same pixels.
    @Test(arguments: ["light", "dark", "placeholder"])
    func aSwiftUIViewDrawsExactlyAsItsSceneFileTwin(variantName: String) throws {
        struct Card: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 6) {
                    Text("Watchlist").font(.headline)
                    HStack {
                        Text("AAPL").bold()
                        Spacer()
                        Text("+1.2%").foregroundStyle(.green).monospacedDigit()
                    }
                    Capsule().fill(.blue).frame(height: 6)
                    Spacer(minLength: 0)
                }
                .containerBackground(.background, for: .widget)
            }
        }
        let yaml = """
        kind: card
        displayName: Card
        families: [systemSmall]
        body:
          systemSmall:
            type: VStack
            alignment: leading
            spacing: 6
            children:
              - {type: Text, text: Watchlist, modifiers: [{font: headline}]}
              - type: HStack
                children:
                  - {type: Text, text: AAPL, modifiers: [bold]}
                  - Spacer
                  - {type: Text, text: "+1.2%", modifiers: [{foregroundStyle: green}, monospacedDigit]}
              - {type: Capsule, fill: blue, modifiers: [{frame: {height: 6}}]}
              - {type: Spacer, minLength: 0}
            modifiers:
              - containerBackground: systemBackground
        """
        let variant = try #require(Variant(name: variantName))
        let loaded = try SceneLoader.load(source: yaml, file: URL(fileURLWithPath: "/tmp/card.yaml"))
        let target = try #require(RenderTarget.targets(for: [.systemSmall], devices: [SizeTable.current.device(id: "iphone-393x852")!]).first)
        let renderer = try WidgetRenderer()
        let fromFile = PNGEncoder().encode(try renderer.render(loaded.scene, family: .systemSmall, target: target, scale: 3,
                                                               variant: variant, folder: loaded.folder))
        let fromSwift = try renderWidget(Card(), family: .systemSmall, device: "iphone-393x852", scale: 3, variant: variant)
        #expect(fromSwift == fromFile)
    }

    /// The batch renders a Swift widget image by image as `renderWidget` does, with the timeline in the manifest.
    @Test func theBatchRendersASwiftWidgetExactlyAsRenderWidgetDoes() throws {
        var plan = RenderPlan()
        plan.deviceIDs = ["iphone-393x852"]
        plan.scales = [1, 2]
        plan.variants = [.light, .dark, Variant(colorScheme: .light, redaction: .placeholder)]
        plan.allEntries = true
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("wr-swift-batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let summary = try BatchRenderer(scenes: [WeatherWidget().widgetScene()], plan: plan, outputDirectory: out, workers: 2).run()
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        #expect(summary.images == 2 * 2 * 3 * 2, "2 families × 2 scales × 3 variants × 2 timeline entries")
        for image in try summary.manifest().images {
            let written = try Data(contentsOf: out.appendingPathComponent(image.file))
            let entry = image.file.contains("-entry2") ? 1 : 0
            let expected = try renderWidget(WeatherWidget(), family: try #require(RenderFamily(rawValue: image.family)),
                                            device: "iphone-393x852", scale: image.scale,
                                            variant: try #require(Variant(name: image.variant)), entry: entry)
            #expect(written == expected, "\(image.file)")
        }
        #expect(try summary.manifest().images.first?.widget == "WeatherWidget")
    }
}

/// Each image asks the widget's provider for its timeline once, and builds the view of the one entry it shows.
@Suite struct ProviderCallTests {
    final class Counter: @unchecked Sendable {
        var timelines = 0
        var views = 0
    }

    struct Entry: TimelineEntry { let date: Date }

    struct CountingProvider: TimelineProvider {
        let counter: Counter
        func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 0)) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            counter.timelines += 1
            completion(Timeline(entries: (0..<3).map { Entry(date: Date(timeIntervalSince1970: Double($0) * 3600)) }, policy: .never))
        }
    }

    struct CountingWidget: Widget {
        static let counter = Counter()
        init() {}
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "counting", provider: CountingProvider(counter: Self.counter)) { entry in
                Self.countedView(entry)
            }
        }
        static func countedView(_ entry: Entry) -> some View {
            counter.views += 1
            return Text(entry.date, style: .time).containerBackground(.white, for: .widget)
        }
    }

    @Test func oneTimelineCallAndOneViewPerImage() throws {
        let counter = CountingWidget.counter
        _ = try renderWidget(CountingWidget(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light, entry: 2)
        #expect(counter.timelines == 1 && counter.views == 1)
    }
}
