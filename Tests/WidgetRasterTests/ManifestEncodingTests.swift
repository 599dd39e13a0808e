import Foundation
import Testing
@testable import WidgetRaster

/// `manifest.json` is joined from each entry's own encoding (a batch encodes entries as their
/// images are written); the file reads back as the same manifest and is laid out as Foundation's
/// pretty printer lays it out, and the gallery's list is the same JSON.
@Suite struct ManifestEncodingTests {
    static let manifest: Manifest = {
        let point = #"{"origin":{"x":17.333333333333332,"y":8.5},"size":{"width":120,"height":44.25}}"#
        let json = """
        {"generator": "WidgetRaster 9.9", "sizeTable": "hig-current",
         "images": [
          {"index": 0, "widget": "com.example.notes", "family": "systemSmall", "device": ["iphone-393x852", "iphone-390x844"],
           "scale": 2, "variant": "light", "dynamicType": "large", "renderingMode": "fullColor",
           "layoutDirection": "leftToRight", "width": 340, "height": 340, "file": "com.example.notes/systemSmall/a.png",
           "tapTargets": [{"url": "notes://open?id=1</script>", "frame": \(point), "content": \(point), "path": "body.0"}],
           "title": "Notes — “Tagebuch” \\"Heft\\" C:\\\\ </b>", "hash": "c4a416c1", "inputs": "c0bab27e"},
          {"index": 7, "widget": "com.example.notes", "family": "systemMedium", "device": ["ipad-744x1133"],
           "scale": 3, "variant": "dark", "dynamicType": "xxxLarge", "renderingMode": "accented",
           "layoutDirection": "rightToLeft", "width": 1080, "height": 507, "file": "com.example.notes/systemMedium/b.png",
           "entry": "2026-11-26T10:00:00Z", "configuration": "Home"}
         ],
         "findings": [{"rule": "contrast", "severity": "warning", "widget": "com.example.notes", "file": "notes.yaml",
                       "family": "systemSmall", "devices": ["iphone-393x852"], "path": "body.1", "line": 12,
                       "message": "grey on black: 1.2:1", "guideline": "HIG: Color", "scheme": "dark"}]}
        """
        return try! JSONDecoder().decode(Manifest.self, from: Data(json.utf8))
    }()

    @Test func theFileReadsBackAsTheSameManifestInFoundationsLayout() throws {
        let ours = try Self.manifest.encoded()
        #expect(try JSONDecoder().decode(Manifest.self, from: ours) == Self.manifest)
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let theirs = String(decoding: try foundation.encode(Self.manifest), as: UTF8.self)
        // The one difference: `</` is written `<\/`, so the same bytes can sit in the gallery's script.
        #expect(String(decoding: ours, as: UTF8.self).replacingOccurrences(of: #"<\/"#, with: "</") == theirs)
        #expect(!String(decoding: ours, as: UTF8.self).contains("</"))
    }

    @Test func theGallerysListIsTheEntriesAsJSON() throws {
        let html = try Gallery.html(for: Self.manifest)
        let start = try #require(html.range(of: "const images = "))
        let end = try #require(html[start.upperBound...].range(of: ";\n"))
        let list = Data(html[start.upperBound..<end.lowerBound].utf8)
        #expect(try JSONDecoder().decode([Manifest.Entry].self, from: list) == Self.manifest.images)
        #expect(!html.contains("id=1</script>") && !html.contains("</b>"))
    }

    @Test func emptyListsStayValidJSON() throws {
        var manifest = Self.manifest
        manifest.images = []
        manifest.findings = []
        let text = String(decoding: try manifest.encoded(), as: UTF8.self)
        #expect(text.contains(#""images" : []"#))
        #expect(try JSONDecoder().decode(Manifest.self, from: Data(text.utf8)) == manifest)
    }
}
