import Testing
import Themes

@Suite struct ThemeTests {
    @Test func systemColoursResolveByUIKitAndSwiftUINames() {
        let theme = Theme.standard
        #expect(theme.color(named: "systemBlue")?.light == RGBA(hex: "#007AFF"))
        #expect(theme.color(named: "blue")?.dark == RGBA(hex: "#0A84FF"))
        #expect(theme.color(named: "secondaryLabel")?.light == RGBA(60, 60, 67, 0.60))
    }
}
