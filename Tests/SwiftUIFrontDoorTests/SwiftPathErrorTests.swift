import SwiftUI
import Testing
import WidgetKit

/// Mistakes in a widget's Swift code are errors that say where they are, as scene files' are:
/// nothing is painted black or dropped without a word.
@Suite struct SwiftPathErrorTests {
    struct MistypedAssetColour: View {
        static let line = #line; var body: some View { Text("Balance").foregroundStyle(Color("brandMitn")) }
    }

    struct MistypedColourInGeometry: View {
        static let line = #line; var body: some View { GeometryReader { _ in Color("chartBarr").frame(width: 20, height: 20) } }
    }

    struct MistypedColourInProperty: View {
        static let line = #line; let tint = Color("brandMitn")
        var body: some View { Text("Balance").foregroundStyle(tint) }
    }

    struct MistypedAppFont: View {
        static let line = #line; var body: some View { Text("Balance").font(.custom("Brand Sanz", size: 17)) }
    }

    struct PropertyWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "PropertyWidget", provider: Provider()) { _ in MistypedColourInProperty() }
        }
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .distantPast) }
        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(SimpleEntry(date: .distantPast)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
            completion(Timeline(entries: [SimpleEntry(date: .distantPast)], policy: .never))
        }
    }

    struct SimpleEntry: TimelineEntry { var date: Date }

    static func error(_ render: () throws -> Any) -> String {
        do { _ = try render(); return "no error" } catch { return "\(error)" }
    }

    @Test func anUnknownColourNameIsAnErrorAtTheLineThatNamesIt() {
        let message = Self.error { try renderWidget(MistypedAssetColour(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light) }
        #expect(message.hasPrefix("SwiftUIFrontDoorTests/SwiftPathErrorTests.swift:\(MistypedAssetColour.line): body.systemSmall"), "\(message)")
        #expect(message.contains(".foregroundStyle: unknown colour 'brandMitn'"), "\(message)")
    }

    @Test func aGeometryReadersContentIsCheckedWhenItIsMade() {
        let message = Self.error { try renderWidget(MistypedColourInGeometry(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light) }
        #expect(message.contains("SwiftPathErrorTests.swift:\(MistypedColourInGeometry.line): body.systemSmall.content"), "\(message)")
        #expect(message.contains("unknown colour 'chartBarr'"), "\(message)")
    }

    @Test func aColourMadeWithTheViewIsLocatedWhenTheWidgetMakesIt() {
        let message = Self.error { try renderWidget(PropertyWidget(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .dark) }
        #expect(message.contains("SwiftPathErrorTests.swift:\(MistypedColourInProperty.line): "), "\(message)")
        #expect(message.contains("unknown colour 'brandMitn'"), "\(message)")
    }

    @Test func anAppFontTheFontsFolderLacksIsAnErrorAtItsLine() {
        let message = Self.error { try renderWidget(MistypedAppFont(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light) }
        #expect(message.hasPrefix("SwiftUIFrontDoorTests/SwiftPathErrorTests.swift:\(MistypedAppFont.line): body.systemSmall"), "\(message)")
        #expect(message.contains(".font: font 'Brand Sanz' is not in the scene's fonts folder (no fonts folder was given"), "\(message)")
    }

    @Test func anUnknownSymbolIsDrawnAsNothingAsIOSDraws() throws {
        struct Row: View {
            let icon: String
            var body: some View { HStack(spacing: 0) { Image(systemName: icon); Text("Gate B24") } }
        }
        let unknown = try CustomShapeTests.render(Row(icon: "arrow.right.circle.dotted.nothing"))
        let none = try CustomShapeTests.render(HStack(spacing: 0) { Text("Gate B24") })
        #expect(unknown == none)
    }

    @Test func knownNamesStillRender() throws {
        struct Named: View { var body: some View { Text("Hi").foregroundStyle(Color("secondaryLabel")).background(Color("systemBlue")) } }
        #expect(try !renderWidget(Named(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light).isEmpty)
    }
}
