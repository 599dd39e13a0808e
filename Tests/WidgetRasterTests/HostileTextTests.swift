import Foundation
import Testing
@testable import WidgetRaster

/// Text from users and scripts: bad encodings are refused with the file named; odd but valid
/// text (control characters, combining marks, joiners, emoji, endless words) lays out inside the
/// widget and paints without crashing.
@Suite struct HostileTextTests {
    static let phone = SizeTable.current.device(id: "iphone-393x852")!
    static var small: RenderTarget { RenderTarget.targets(for: [.systemSmall], devices: [phone])[0] }

    func layout(_ text: String, modifiers: String = "") throws -> (WidgetLayout, Bitmap) {
        let json = "{\"kind\": \"k\", \"body\": {\"systemSmall\": {\"type\": \"Text\", \"text\": \"" + text
            + "\", \"modifiers\": [" + modifiers + "]}}}"
        let scene = try SceneLoader.decode(json, file: "hostile.json")
        let renderer = try WidgetRenderer()
        let layout = try renderer.layout(scene, family: .systemSmall, target: Self.small, folder: URL(fileURLWithPath: "/tmp"))
        return (layout, try renderer.paint(layout, target: Self.small, scale: 2, variant: .light))
    }

    func lines(_ layout: WidgetLayout) -> [Rect] {
        layout.content.flattened().compactMap { node -> [Rect]? in
            guard case .text(let content) = node.kind else { return nil }
            return content.measurement.lines.map { $0.frame.offsetBy(x: node.frame.minX, y: node.frame.minY) }
        }.flatMap { $0 }
    }

    @Test func invalidUTF8IsRefusedNamingTheFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wr-utf8-\(UUID().uuidString).json")
        try Data([0x7B, 0x22, 0x6B, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try SceneLoader.load(url)
        } throws: { error in
            let e = error as? SceneError
            return e?.file == url.path && e?.message.contains("not valid UTF-8") == true
        }
    }

    @Test func unpairedSurrogateEscapeIsASyntaxErrorWithItsPlace() throws {
        #expect {
            try layout(#"a\ud800b"#)
        } throws: { error in
            let e = error as? SceneError
            return e?.file == "hostile.json" && e?.line == 1 && e?.message.contains("invalid Unicode character escape") == true
        }
    }

    @Test func controlCharactersAndDirectionOverridesRender() throws {
        let (laid, bitmap) = try layout(#"tab\there\u0001\u007f \u202Eevil\u202C end\u0000"#)
        #expect(bitmap.width == 316 && bitmap.height == 316)
        #expect(lines(laid).allSatisfy { $0.width.isFinite && $0.maxX <= 158 })
    }

    @Test func combiningMarksJoinersAndEmojiStayInsideTheWidget() throws {
        let marks = "e" + String(repeating: "\u{0301}", count: 40)
        let (laid, _) = try layout(marks + #" 👩‍👩‍👧‍👦 🇵🇹 a\u200Db\u200Bc"#)
        let frames = lines(laid)
        #expect(!frames.isEmpty)
        #expect(frames.allSatisfy { $0.minX >= 0 && $0.maxX <= 158 && $0.height < 200 })
    }

    @Test func aVeryLongWordWrapsInsideTheWidth() throws {
        let word = String(repeating: "supercalifragilistic", count: 20)
        let (wrapped, _) = try layout(word)
        let frames = lines(wrapped)
        #expect(frames.count > 3, "the word breaks across lines")
        #expect(frames.allSatisfy { $0.width <= 126 + 0.5 }, "every line fits the 126 pt content width")
        let (one, _) = try layout(word, modifiers: #"{"lineLimit": 1}"#)
        #expect(lines(one).count == 1)
        #expect(one.content.flattened().contains { node in
            if case .text(let c) = node.kind { return c.measurement.isTruncated } else { return false }
        })
    }
}
