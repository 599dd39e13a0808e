import Foundation
import Testing
@testable import WidgetRaster

/// `colorScheme: dark` on a view (`environment(\.colorScheme, .dark)` in Swift): what is inside,
/// its container background included, is drawn in dark in the light image too.
@Suite struct ColorSchemeModifierTests {
    static func bitmap(_ yaml: String, variant: Variant) throws -> Bitmap {
        let scene = try SceneLoader.decode(yaml, file: "scheme.yaml")
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [.systemSmall], devices: [device]).first)
        let renderer = try WidgetRenderer()
        let layout = try renderer.layout(scene, family: .systemSmall, target: target, folder: URL(fileURLWithPath: "/tmp"), scale: 1,
                                         colorScheme: variant.colorScheme)
        return try renderer.paint(layout, target: target, scale: 1, variant: variant)
    }

    static func scene(_ modifiers: String) -> String {
        """
        kind: night
        body:
          systemSmall:
            type: VStack
            children:
              - {type: Text, text: Alarm Off, modifiers: [{foregroundStyle: secondary}]}
              - {type: Text, text: "6:45"}
            modifiers: [{containerBackground: systemBackground}\(modifiers)]
        """
    }

    @Test func aDarkViewIsDrawnDarkInTheLightImage() throws {
        let forced = Self.scene(", {colorScheme: dark}")
        #expect(try Self.bitmap(forced, variant: .light) == Self.bitmap(forced, variant: .dark))
        // Without it the light image is light: the two differ.
        #expect(try Self.bitmap(Self.scene(""), variant: .light) != Self.bitmap(Self.scene(""), variant: .dark))
        #expect(try Self.bitmap(Self.scene(""), variant: .dark) == Self.bitmap(forced, variant: .dark))
    }

    @Test func aColourSchemeIsLightOrDark() {
        let problem = SceneFixture.problem(Self.scene(", {colorScheme: dusk}"))
        #expect(problem.contains("colorScheme") && problem.contains("expected one of: light, dark"), "\(problem)")
    }
}

/// `inlineStyles` (what a Swift `Text`'s Markdown becomes): bold, italic and fixed-width stretches
/// inside one text, whose lines wrap as one paragraph.
@Suite struct InlineStylesTests {
    static func yaml(_ modifiers: String) -> String {
        """
        kind: memo
        body:
          systemSmall:
            type: Text
            text: Read The Pragmatic Programmer, chapter 3 — tracer bullets.
            modifiers: [\(modifiers){frame: {width: 120}}]
        """
    }

    static func textFrame(_ modifiers: String) throws -> Rect {
        let scene = try SceneLoader.decode(yaml(modifiers), file: "memo.yaml")
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [.systemSmall], devices: [device]).first)
        let layout = try WidgetRenderer().layout(scene, family: .systemSmall, target: target, folder: URL(fileURLWithPath: "/tmp"),
                                                 scale: 2, colorScheme: .light)
        return try #require(layout.content.flattened().first { if case .text = $0.kind { true } else { false } }?.frame)
    }

    @Test func styledStretchesWrapWithTheRestOfTheText() throws {
        let plain = try Self.textFrame("")
        let styled = try Self.textFrame("{inlineStyles: [{start: 5, end: 29, italic: true}, {start: 31, end: 40, bold: true}]}, ")
        // Several lines, as the plain text takes: the styled stretches break where the paragraph does.
        #expect(plain.height > 40 && abs(styled.height - plain.height) < 0.01, "\(plain) \(styled)")
        #expect(styled.width <= 120.01)
        // And the stretches are drawn in their styles.
        let styles = "{inlineStyles: [{start: 5, end: 29, italic: true}]}, "
        #expect(try ColorSchemeModifierTests.bitmap(Self.yaml(styles), variant: .light)
                != ColorSchemeModifierTests.bitmap(Self.yaml(""), variant: .light))
    }
}
