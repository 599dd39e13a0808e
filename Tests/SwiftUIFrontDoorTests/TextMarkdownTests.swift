import Foundation
import SwiftUI
import Testing
import WidgetKit
@testable import WidgetRaster

/// `Text("Due **today**")`: a localized key's inline Markdown is drawn styled, as SwiftUI draws it
/// (LifeUSTC's "@ **\(room)**"); verbatim text and strings are drawn as written.
@Suite struct TextMarkdownTests {
    static func node(_ text: Text) throws -> ViewNode { try SwiftUIFrontDoorTests.node(text) }

    /// The drawn runs: each text node's characters and its modifiers.
    static func runs(_ text: Text) throws -> [(String, [Modifier])] {
        let node = try Self.node(text)
        let nodes: [ViewNode]
        if case .hStack(_, _, let children) = node.content { nodes = children } else { nodes = [node] }
        return nodes.compactMap { child in
            guard case .text(let string) = child.content else { return nil }
            return (string, child.modifiers)
        }
    }

    @Test func strongEmphasisCodeAndStrikethroughAreStyled() throws {
        let drawn = try Self.runs(Text("Due **today**, *maybe* `now` ~~later~~"))
        #expect(drawn.map(\.0) == ["Due ", "today", ", ", "maybe", " ", "now", " ", "later"])
        #expect(drawn[1].1 == [.bold] && drawn[3].1 == [.italic] && drawn[5].1 == [.monospaced(true)])
        if case .strikethrough = drawn[7].1.first {} else { Issue.record("a ~~struck~~ run has a strikethrough: \(drawn[7].1)") }
        #expect(drawn[0].1.isEmpty && drawn[2].1.isEmpty)
    }

    @Test func aValueIsBoldWhereTheKeyMakesItBoldAndIsNeverParsed() throws {
        let room = "A*1_2"
        let drawn = try Self.runs(Text("@ **\(room)**").foregroundStyle(.red))
        #expect(drawn.map(\.0) == ["@ ", room])
        #expect(drawn[1].1.first == .bold && drawn[1].1.count == 2)
    }

    @Test func textThatIsNotMarkdownIsDrawnAsWritten() throws {
        for plain in ["snake_case_key", "2 * 3 * 4", "50% off *", "file_name_v2.txt"] {
            #expect(try Self.node(Text(LocalizedStringKey(plain))) == ViewNode(.text(plain)), "\(plain)")
        }
        #expect(try Self.node(Text("a \\*literal\\* star")) == ViewNode(.text("a *literal* star")))
        #expect(try Self.node(Text(verbatim: "**as written**")) == ViewNode(.text("**as written**")))
        let string = "**as written**"
        #expect(try Self.node(Text(string)) == ViewNode(.text("**as written**")))
    }

    @Test func aLinkDrawsItsTextInTheAccentColour() throws {
        let drawn = try Self.runs(Text("Read [the docs](https://example.com) first"))
        #expect(drawn.map(\.0) == ["Read ", "the docs", " first"])
        #expect(drawn[1].1 == [.foregroundStyle(Color.accentColor._style)] && drawn[0].1.isEmpty)
    }

    /// MoeMemos reads each memo's Markdown with `AttributedString(markdown:options:)` and draws it in a `Text`.
    @Test func markdownReadIntoAnAttributedStringIsDrawnStyled() throws {
        let options = AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true,
                                                              interpretedSyntax: .inlineOnlyPreservingWhitespace)
        let memo = try AttributedString(markdown: "Read *The Pragmatic Programmer*, **chapter 3**", options: options)
        #expect(String(memo.characters) == "Read The Pragmatic Programmer, chapter 3")
        #expect(memo.runs.map(\.inlinePresentationIntent) == [nil, .emphasized, nil, .stronglyEmphasized])
        let drawn = try Self.runs(Text(memo))
        #expect(drawn.map(\.0) == ["Read ", "The Pragmatic Programmer", ", ", "chapter 3"])
        #expect(drawn[1].1 == [.italic] && drawn[3].1 == [.bold])
        // Inline only collapses whitespace; a plain attributed string is one plain text.
        #expect(String(try AttributedString(markdown: "a\n\n b", options: .init(interpretedSyntax: .inlineOnly)).characters) == "a b")
        #expect(try Self.node(Text(AttributedString("plain"))) == ViewNode(.text("plain")))
    }

    /// MoeMemos' heat map: `GridItem(.flexible(minimum: 0, maximum: .infinity))` is the flexible case, not ambiguous.
    @Test func aFlexibleGridItemWithBothBoundsCompiles() {
        let item = GridItem(.flexible(minimum: 0, maximum: .infinity), spacing: 3)
        #expect(item == GridItem(.flexible(minimum: 0), spacing: 3))
    }
}
