// The asset-catalogue widget of Examples/cafe.yaml as an app writes it: colours and the logo
// from the app's Assets.xcassets (Color("Espresso"), Image("CupLogo")), the brand's own font
// (Font.custom) and an order button tinted with the catalogue's AccentColor. It draws exactly
// what the scene file draws (CafeTwinTests).
import AppIntents
import SwiftUI
import WidgetKit

struct ReorderIntent: AppIntent {
    static let title: LocalizedStringResource = "Order again"
    func perform() async throws -> some IntentResult { .result() }
}

struct CafeEntry: TimelineEntry {
    let date: Date
    let usual: String
    let stamps: Int
    let pickup: String

    static let sample = CafeEntry(date: Date(timeIntervalSince1970: 1_780_911_660), usual: "Oat flat white", stamps: 6, pickup: "8:15")
}

struct CafeProvider: TimelineProvider {
    func placeholder(in context: Context) -> CafeEntry { .sample }
    func getSnapshot(in context: Context, completion: @escaping (CafeEntry) -> Void) { completion(.sample) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CafeEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .never))
    }
}

struct CafeView: View {
    let entry: CafeEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    private var reorder: some View {
        Button(intent: ReorderIntent()) { Label("Reorder", systemImage: "cup.and.saucer.fill") }
    }

    private var card: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                Image("CupLogo").resizable().frame(width: 26, height: 26)
                Text("Bean There")
                    .font(.custom("LobsterTwo-BoldItalic", size: 22, relativeTo: .title3))
                    .foregroundStyle(Color("Brand/Roast"))
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
            }
            Spacer(minLength: 0)
            Text("Your usual").font(.caption).foregroundStyle(Color("Espresso").opacity(0.7))
            Text(entry.usual).font(.headline).foregroundStyle(Color("Espresso")).lineLimit(1).minimumScaleFactor(0.8)
            HStack(spacing: 4) {
                ForEach(0..<8) { i in
                    // Open stamps are the stamp colour, faint: alpha still tells them apart where the
                    // system tints both white.
                    if i < entry.stamps {
                        Circle().fill(Color.accentColor).frame(width: 10, height: 10).widgetAccentable()
                    } else {
                        Circle().fill(Color.accentColor).frame(width: 10, height: 10).opacity(0.25)
                    }
                }
            }
            .padding(.top, 2)
        }
    }

    var body: some View {
        if family == .systemSmall {
            card
        } else {
            HStack(spacing: 16) {
                card
                VStack(alignment: .trailing, spacing: 6) {
                    Text("Ready at \(entry.pickup)").font(.subheadline.weight(.semibold)).foregroundStyle(Color("Espresso"))
                    Text("2 stamps to go").font(.caption).foregroundStyle(Color("Espresso").opacity(0.7))
                        .multilineTextAlignment(.trailing)
                        .minimumScaleFactor(0.7)
                    Spacer(minLength: 0)
                    // The tinted and clear Home Screens tint a prominent button's fill white like its
                    // label, so there it is a bordered one: a faint capsule the label reads on.
                    if renderingMode == .accented {
                        reorder.buttonStyle(.bordered)
                            .buttonBorderShape(.capsule).font(.subheadline.bold()).lineLimit(1).minimumScaleFactor(0.8)
                    } else {
                        reorder.buttonStyle(.borderedProminent)
                            .buttonBorderShape(.capsule).font(.subheadline.bold()).lineLimit(1).minimumScaleFactor(0.8)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .trailing)
            }
        }
    }
}

struct CafeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.cafe", provider: CafeProvider()) { entry in
            CafeView(entry: entry)
                .containerBackground(Color("Cream"), for: .widget)
                // The design has no room to grow past the largest standard size (lint: dynamic-type-fit).
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
        .configurationDisplayName("Café")
        .description("Your usual order and loyalty stamps.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
