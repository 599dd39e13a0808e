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
