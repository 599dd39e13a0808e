import AppIntents
import SwiftUI
import Testing
import WidgetKit
@testable import SwiftExamples
import struct WidgetRaster.ViewNode
import enum WidgetRaster.ViewContent
import struct WidgetRaster.ImageContext

/// Xcode's widget template (AppIntentConfiguration, an async provider, `@Parameter`, `#Preview`)
/// compiles unchanged in `Examples/Swift/Widgets` and renders. Its timeline starts at `Date()`,
/// the render's fixed "now" (`FixedNowTests`), and its preview has goldens (`PreviewSnapshotTests`).
@Suite struct XcodeTemplateTests {
    static func texts(_ node: ViewNode) -> [String] {
        var found: [String] = []
        if case .text(let s) = node.content { found.append(s) }
        switch node.content {
        case let .vStack(_, _, children), let .hStack(_, _, children), let .zStack(_, children):
            found += children.flatMap(texts)
        default: break
        }
        return found
    }

    @Test func theTemplateWidgetShowsItsTimelineWithTheIntentDefaults() throws {
        let loaded = EmojiWidget().widgetScene()
        #expect(loaded.scene.kind == "EmojiWidget")
        #expect(loaded.scene.entries.count == 5, "five entries an hour apart")
        #expect(loaded.scene.families == [.systemSmall, .systemMedium, .systemLarge])
        let body = try #require(loaded.scene.bodies[.systemSmall])
        let texts = Self.texts(body)
        #expect(texts.count == 4 && texts[0] == "Time:" && texts[2] == "Favorite Emoji:" && texts[3] == "😃", "\(texts)")
        let hours = try (0..<5).map { entry in
            try loaded.evaluator!.body(ImageContext(family: .systemSmall, variant: .light, scale: 2,
                                                    size: .init(width: 158, height: 158), entry: entry))
        }.map { Self.texts($0.node)[1] }
        #expect(Set(hours).count == 5, "each entry shows its own time: \(hours)")
    }

    @Test func theTemplateRendersInEveryFamily() throws {
        for (family, size) in [(RenderFamily.systemSmall, (158, 158)), (.systemMedium, (338, 158)), (.systemLarge, (338, 354))] {
            let image = try renderWidgetBitmap(EmojiWidget(), family: family, device: "iphone-393x852", scale: 2, variant: .dark)
            #expect(image.width == size.0 * 2 && image.height == size.1 * 2)
        }
    }

    @Test func intentParametersAreSharedReferencesAsInAppIntents() {
        let intent = ConfigurationAppIntent()
        #expect(intent.favoriteEmoji == "😃")
        intent.favoriteEmoji = "🤩"
        #expect(intent.favoriteEmoji == "🤩")
        #expect(ConfigurationAppIntent.title.key == "Configuration")
    }
}
