import Foundation
import Testing
import Themes

@Suite struct ThemeTests {
    @Test func systemColoursResolveByUIKitAndSwiftUINames() {
        let theme = Theme.standard
        #expect(theme.color(named: "systemBlue", look: .ios18)?.light == RGBA(hex: "#007AFF"))
        #expect(theme.color(named: "blue", look: .ios18)?.dark == RGBA(hex: "#0A84FF"))
        #expect(theme.color(named: "secondaryLabel")?.light == RGBA(60, 60, 67, 0.60))
    }

    /// A theme without a palette follows the render's look (iOS 26 by default); one that names a
    /// palette keeps it in every look.
    @Test func systemColoursFollowTheLookUnlessTheThemeNamesAPalette() throws {
        #expect(Theme.standard.color(named: "blue")?.light == RGBA(hex: "#0088FF"))
        #expect(Theme.standard.color(named: "red", look: .ios26)?.dark == RGBA(hex: "#FF4245"))
        #expect(Theme.standard.color(named: "red", look: .ios18)?.dark == RGBA(hex: "#FF453A"))
        let pinned = try JSONDecoder().decode(Theme.self, from: Data(#"{"palette": "ios18"}"#.utf8))
        #expect(pinned.color(named: "blue", look: .ios26)?.light == RGBA(hex: "#007AFF"))
        let following = try JSONDecoder().decode(Theme.self, from: Data(##"{"accent": "#FF6A00"}"##.utf8))
        #expect(following.palette == nil && following.color(named: "green", look: .ios26)?.light == RGBA(hex: "#34C759"))
        #expect(String(decoding: try JSONEncoder().encode(following), as: UTF8.self).contains("palette") == false)
    }
}

@Suite struct ThemeFileTests {
    @Test func brandColoursAccentAndGradientDecode() throws {
        let json = """
        {"accent": "#FF6A00", "backgroundGradient": ["#FFFFFF", {"light": "#EEEEFF", "dark": "#111133"}],
         "colors": {"brandInk": {"light": "#102030", "dark": "#E0E8F0"}}}
        """
        let theme = try JSONDecoder().decode(Theme.self, from: Data(json.utf8))
        #expect(theme.color(named: "accentColor")?.light == RGBA(hex: "#FF6A00"))
        #expect(theme.color(named: "brandInk")?.dark == RGBA(hex: "#E0E8F0"))
        #expect(theme.backgroundGradient?.count == 2)
        #expect(theme.color(named: "systemBlue") != nil)
        #expect(try JSONDecoder().decode(Theme.self, from: JSONEncoder().encode(theme)) == theme)
    }

    @Test func badThemeColourIsRefused() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Theme.self, from: Data(#"{"colors": {"x": "blue"}}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Theme.self, from: Data(#"{"palette": "ios3"}"#.utf8))
        }
    }

    @Test func hexParsing() {
        #expect(RGBA(hex: "#FFF") == .white)
        #expect(RGBA(hex: "#00000080")?.alpha == 128.0 / 255)
        #expect(RGBA(hex: "red") == nil)
        #expect(RGBA(hex: "#12345") == nil)
    }

    @Test func palettesDifferWhereApplePublishedNewTints() {
        #expect(SystemPalette.ios18.color(named: "blue")?.light == RGBA(hex: "#007AFF"))
        #expect(SystemPalette.ios26.color(named: "blue")?.light == RGBA(hex: "#0088FF"))
    }
}
