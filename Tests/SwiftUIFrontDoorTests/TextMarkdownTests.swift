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

    @Test func strongEmphasisAndCodeFlowInOneText() throws {
        // One text whose stretches are bold, italic and fixed-width: its lines wrap as one paragraph.
        let node = try Self.node(Text("Due **today**, *maybe* `now`"))
        #expect(node == ViewNode(.text("Due today, maybe now"), modifiers: [.inlineStyles([
            InlineStyle(start: 4, end: 9, bold: true), InlineStyle(start: 11, end: 16, italic: true),
            InlineStyle(start: 17, end: 20, monospaced: true),
        ])]))
    }

    /// `Text("\(Image(systemName: "wifi")) \(title)")` draws the image in the line, as
    /// `Text(Image(…)) + Text(…)` does (QRPop's inline widget printed the image's description).
    @Test func anImageInterpolatedInAKeyIsDrawnInTheLine() throws {
        let title = "Home Wi-Fi"
        let interpolated = try Self.node(Text("\(Image(systemName: "wifi")) \(title)"))
        let concatenated = try Self.node(Text(Image(systemName: "wifi")) + Text(" \(title)"))
        #expect(interpolated == concatenated, "\(interpolated)\n\(concatenated)")
        #expect(!"\(interpolated)".contains("Image(source"))
    }

    /// A colour as Core Graphics and UIKit hold it: a system colour's light components, nil for a dynamic one.
    @Test func aColoursCoreGraphicsAndUIKitForms() throws {
        #expect(Color.red.cgColor != nil && Color.primary.cgColor == nil)
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).cgColor?.components == [0.2, 0.4, 0.6, 1])
        #expect(Color(uiColor: UIColor(Color.red)) == Color.red)
        #expect(UIColor(Color(red: 0.2, green: 0.4, blue: 0.6)).cgColor.components == [0.2, 0.4, 0.6, 1])
    }

    @Test func struckTextIsARunOfItsOwn() throws {
        let drawn = try Self.runs(Text("Was ~~later~~"))
        #expect(drawn.map(\.0) == ["Was ", "later"])
        if case .strikethrough = drawn[1].1.first {} else { Issue.record("a ~~struck~~ run has a strikethrough: \(drawn[1].1)") }
    }

    @Test func aValueIsBoldWhereTheKeyMakesItBoldAndIsNeverParsed() throws {
        let room = "A*1_2"
        let node = try Self.node(Text("@ **\(room)**").foregroundStyle(.red))
        #expect(node == ViewNode(.text("@ A*1_2"), modifiers: [.inlineStyles([InlineStyle(start: 2, end: 7, bold: true)]),
                                                               .foregroundStyle(Color.red._style)]))
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
        #expect(try Self.node(Text(memo)) == ViewNode(.text("Read The Pragmatic Programmer, chapter 3"), modifiers: [.inlineStyles([
            InlineStyle(start: 5, end: 29, italic: true), InlineStyle(start: 31, end: 40, bold: true),
        ])]))
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
