import Testing
@testable import WidgetRasterModel

/// "Did you mean": the names closest to a typo, and none when nothing is close.
struct NameSuggestionsTests {
    @Test func aTypoSuggestsTheNameItMissed() {
        #expect(NameSuggestions.closest(to: "figure.walkk", in: ["figure.run", "figure.walk", "figure.wave", "flame"]) == ["figure.walk"])
        #expect(NameSuggestions.closest(to: "iphone-393x85", in: ["iphone-430x932", "iphone-393x852", "iphone-390x844"]) == ["iphone-393x852"])
        #expect(NameSuggestions.closest(to: "systemSmal", in: WidgetFamily.allCases.map(\.rawValue)) == ["systemSmall"])
    }

    @Test func swappedLettersAndCaseCountAsClose() {
        #expect(NameSuggestions.closest(to: "fnot", in: ["font", "frame"]) == ["font"])
        #expect(NameSuggestions.closest(to: "SystemSmall", in: ["systemSmall", "systemMedium"]) == ["systemSmall"])
    }

    @Test func equallyCloseNamesAreAllOfferedInTheirOrder() {
        #expect(NameSuggestions.closest(to: "bar", in: ["baz", "car", "bart"]) == ["baz", "car", "bart"])
        #expect(NameSuggestions.didYouMean("bar", among: ["baz", "car"]) == " (did you mean 'baz' or 'car'?)")
    }

    @Test func nothingCloseSuggestsNothing() {
        #expect(NameSuggestions.closest(to: "sparkle", in: ["padding", "frame", "font"]).isEmpty)
        #expect(NameSuggestions.didYouMean("sparkle", among: ["padding", "frame", "font"]) == "")
        #expect(NameSuggestions.closest(to: "", in: ["a"]).isEmpty)
    }
}
