import Foundation
import Testing
@testable import WidgetRaster
@testable import WidgetRasterImage

/// The file front door: decoding, round trips, and errors that name the place and the expectation.
@Suite struct SceneFileTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    static let exampleFiles = ["weather.yaml", "calendar.yaml", "stocks.json", "notes.json", "banking.yaml", "weather-ar.yaml",
                               "flight.yaml"]

    func decodeError(_ text: String, file: String = "w.json") -> SceneError? {
        do {
            _ = try SceneLoader.decode(text, file: file)
            return nil
        } catch let error as SceneError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test(arguments: exampleFiles)
    func everyExampleLoadsAndRoundTripsThroughJSON(name: String) throws {
        let loaded = try SceneLoader.load(Self.examples.appendingPathComponent(name))
        #expect(Array(loaded.scene.families.prefix(2)) == [.systemSmall, .systemMedium])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(loaded.scene), as: UTF8.self)
        let again = try SceneLoader.decode(json, file: "roundtrip.json")
        #expect(again == loaded.scene)
    }

    @Test func yamlAndJSONOfTheSameSceneAreEqual() throws {
        let yaml = """
        kind: demo
        families: [systemSmall]
        body:
          systemSmall:
            type: VStack
            alignment: leading
            children:
              - {type: Text, text: Hello, modifiers: [{font: headline}, bold, {padding: {edges: [horizontal], length: 8}}]}
              - Spacer
        """
        let json = """
        {"kind": "demo", "families": ["systemSmall"], "body": {"systemSmall": {"type": "VStack", "alignment": "leading",
          "children": [{"type": "Text", "text": "Hello", "modifiers": [{"font": "headline"}, "bold",
          {"padding": {"edges": "horizontal", "length": 8}}]}, "Spacer"]}}}
        """
        #expect(try SceneLoader.decode(yaml, file: "a.yaml") == SceneLoader.decode(json, file: "a.json"))
    }

    /// Keys are looked up by their text (`SceneDecoder`); YAML's own features
    /// still work: merge keys, anchors and aliases, keys that look like numbers or Booleans, and
    /// values keep their types (a quoted number is text, a bare one a number).
    @Test func yamlMergeKeysAliasesAndTypedValuesReadAsJSONDoes() throws {
        let yaml = Self.mergeYAML, json = Self.mergeJSON
        #expect(try SceneLoader.decode(yaml, file: "a.yaml") == SceneLoader.decode(json, file: "a.json"))
    }

    static let mergeYAML = """
        kind: demo
        families: [systemSmall]
        data: {1: one, true: true, on: "2", n: 3}
        body:
          systemSmall:
            type: VStack
            children:
              - &label {type: Text, text: "7", modifiers: [{padding: 4}, {opacity: 0.5}]}
              - {<<: *label, text: "{{1}} {{true}} {{on}}"}
              - *label
        """
    static let mergeJSON = """
        {"kind": "demo", "families": ["systemSmall"], "data": {"1": "one", "true": true, "on": "2", "n": 3},
         "body": {"systemSmall": {"type": "VStack", "children": [
          {"type": "Text", "text": "7", "modifiers": [{"padding": 4}, {"opacity": 0.5}]},
          {"type": "Text", "text": "{{1}} {{true}} {{on}}", "modifiers": [{"padding": 4}, {"opacity": 0.5}]},
          {"type": "Text", "text": "7", "modifiers": [{"padding": 4}, {"opacity": 0.5}]}]}}}
        """

    @Test func theSwiftDSLBuildsTheSameModelAsAFile() throws {
        let dsl = VStack(alignment: .leading, spacing: 4) {
            Text("72°").font(.system(size: 42, weight: .light))
            Symbol("sun.max.fill").foregroundStyle(Color.yellow)
            Spacer()
        }
        .padding(.horizontal, 8)
        .containerBackground(Color.blue)
        .lintIgnore("margin", reason: "Edge to edge by design")
        let json = """
        {"type": "VStack", "alignment": "leading", "spacing": 4, "children": [
          {"type": "Text", "text": "72°", "modifiers": [{"font": {"size": 42, "weight": "light"}}]},
          {"type": "Symbol", "name": "sun.max.fill", "modifiers": [{"foregroundStyle": "yellow"}]},
          "Spacer"],
         "modifiers": [{"padding": {"edges": "horizontal", "length": 8}}, {"containerBackground": "blue"},
                       {"lintIgnore": {"rule": "margin", "reason": "Edge to edge by design"}}]}
        """
        let decoded = try JSONDecoder().decode(ViewNode.self, from: Data(json.utf8))
        #expect(decoded == dsl)
    }

    @Test func strokesTrimsAndEffectsDecodeAsTheSwiftDSLBuildsThem() throws {
        let yaml = """
        kind: k
        body:
          systemSmall:
            type: ZStack
            children:
              - {type: Circle, stroke: green, lineWidth: 8, lineCap: round, trim: {from: 0.1, to: 0.7},
                 modifiers: [{rotationEffect: -90}]}
              - {type: RoundedRectangle, cornerRadius: 8, strokeBorder: orange, lineWidth: 3, lineJoin: bevel, dash: [6, 4],
                 dashPhase: 2}
            modifiers:
              - {scaleEffect: {x: 2, y: 0.5, anchor: bottom}}
              - {blur: 3}
              - {mask: {type: Capsule}, alignment: top}
              - compositingGroup
        """
        let decoded = try #require(try SceneLoader.decode(yaml, file: "v.yaml").bodies[.systemSmall])
        let dsl = ZStack {
            Circle().trim(from: 0.1, to: 0.7).stroke(Stroke(style: .color("green"), lineWidth: 8, lineCap: .round))
                .rotationEffect(degrees: -90)
            RoundedRectangle(cornerRadius: 8)
                .stroke(Stroke(style: .color("orange"), lineWidth: 3, lineJoin: .bevel, dash: [6, 4], dashPhase: 2, inset: true))
        }
        .scaleEffect(x: 2, y: 0.5, anchor: .bottom)
        .blur(radius: 3)
        .mask(alignment: .top) { Capsule() }
        .compositingGroup()
        #expect(decoded == dsl)
        let json = try JSONEncoder().encode(decoded)
        #expect(try JSONDecoder().decode(ViewNode.self, from: json) == decoded)
    }

    @Test func strokeFieldsWithoutAStrokeAndBadDashesAreRefused() {
        let orphan = decodeError("kind: k\nbody:\n  systemSmall: {type: Circle, lineWidth: 4}\n", file: "w.yaml")
        #expect(orphan?.path == "body.systemSmall.lineWidth")
        #expect(orphan?.message.contains("add 'stroke' or 'strokeBorder'") == true)
        let both = decodeError("kind: k\nbody:\n  systemSmall: {type: Circle, stroke: red, strokeBorder: red}\n", file: "w.yaml")
        #expect(both?.message.contains("not both") == true)
        let dash = decodeError("kind: k\nbody:\n  systemSmall: {type: Circle, stroke: red, dash: [4, -1]}\n", file: "w.yaml")
        #expect(dash?.path == "body.systemSmall.dash")
        #expect(dash?.message.contains("entry 1") == true)
        let cap = decodeError("kind: k\nbody:\n  systemSmall: {type: Circle, stroke: red, lineCap: pointy}\n", file: "w.yaml")
        #expect(cap?.path == "body.systemSmall.lineCap")
        #expect(cap?.message.contains("butt") == true)
        let trim = decodeError("kind: k\nbody:\n  systemSmall: {type: Circle, stroke: red, trim: {to: 1.5}}\n", file: "w.yaml")
        #expect(trim?.path == "body.systemSmall.trim.to")
    }

    @Test func textEnvironmentModifiersDecodeAndRoundTrip() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall:
            type: Text
            text: Gate b24
            modifiers: [{textCase: uppercase}, {fontDesign: rounded}, {dynamicTypeSize: {maximum: xxLarge}}, labelsHidden,
                        {dynamicTypeSize: large}, {textCase: none}]
        """, file: "t.yaml")
        let body = try #require(scene.bodies[.systemSmall])
        #expect(body.modifiers == [.textCase(.uppercase), .fontDesign(.rounded), .dynamicTypeSize(minimum: nil, maximum: .xxLarge),
                                   .labelsHidden, .dynamicTypeSize(minimum: .large, maximum: .large), .textCase(nil)])
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(body)) == body)
        let backwards = "kind: k\nbody:\n  systemSmall: {type: Text, text: a, modifiers: [{dynamicTypeSize: {minimum: xxLarge, maximum: large}}]}\n"
        #expect { try SceneLoader.decode(backwards, file: "t.yaml") } throws: { "\($0)".contains("the maximum is below the minimum") }
    }

    @Test func textLinesDecodeAndRoundTrip() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall: {type: Text, text: a, modifiers: [strikethrough, {underline: {color: red}}, {strikethrough: false},
                                                        {underline: {pattern: dashDot}}]}
        """, file: "t.yaml")
        let body = try #require(scene.bodies[.systemSmall])
        #expect(body.modifiers == [.strikethrough(.init()), .underline(.init(color: .color("red"))), .strikethrough(.none),
                                   .underline(.init(pattern: .dashDot))])
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(body)) == body)
        let off = Modifier.strikethrough(.init(active: false, color: .color("red"), pattern: .dot))
        #expect(try JSONDecoder().decode(Modifier.self, from: JSONEncoder().encode(off)) == .strikethrough(.none),
                "a line turned off stays off, whatever its colour and pattern")
        #expect { try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: Text, text: a, modifiers: [{underline: {pattern: wavy}}]}",
                                         file: "t.yaml") } throws: {
            "\($0)".contains("pattern") && "\($0)".contains("expected one of solid, dot, dash, dashDot, dashDotDot, got 'wavy'")
        }
    }

    /// `lineLimit` takes a count, null, or the bounds of SwiftUI's ranges: `{min: 2, max: 4}` is
    /// `lineLimit(2...4)`, `{min: 2}` is `lineLimit(2...)`.
    @Test func lineLimitRangesDecodeAndRoundTrip() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall: {type: Text, text: a, modifiers: [{lineLimit: 2}, {lineLimit: null}, {lineLimit: {min: 2, max: 4}},
                                                        {lineLimit: {min: 3}}, {lineLimit: {max: 3}}, monospaced, {monospaced: false}]}
        """, file: "t.yaml")
        let body = try #require(scene.bodies[.systemSmall])
        #expect(body.modifiers == [.lineLimit(2), .lineLimit(nil), .lineLimit(4, reserved: 2), .lineLimit(nil, reserved: 3),
                                   .lineLimit(3), .monospaced(true), .monospaced(false)])
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(body)) == body)
        #expect { try SceneLoader.decode("kind: k\nbody:\n  systemSmall: {type: Text, text: a, modifiers: [{lineLimit: {min: 4, max: 2}}]}",
                                         file: "t.yaml") } throws: { "\($0)".contains("expected a line count ≥ 4 (min), got 2") }
    }

    @Test func smallCapsInAFontDecodeAndRoundTrip() throws {
        let scene = try SceneLoader.decode("""
        kind: k
        body:
          systemSmall: {type: Text, text: a, modifiers: [{font: {style: headline, smallCaps: lowercase}}]}
        """, file: "t.yaml")
        let body = try #require(scene.bodies[.systemSmall])
        #expect(body.modifiers == [.font(Font.headline.lowercaseSmallCaps())])
        #expect(try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(body)) == body)
    }

    @Test func modifierOrderIsKept() throws {
        let scene = try SceneLoader.decode("""
        {"kind": "k", "body": {"systemSmall": {"type": "Color", "color": "red",
          "modifiers": [{"padding": 8}, {"background": "blue"}, {"padding": 4}]}}}
        """, file: "k.json")
        #expect(scene.bodies[.systemSmall]!.modifiers.map(\.name) == ["padding", "background", "padding"])
    }

    @Test func syntaxErrorsGiveLineAndColumn() {
        let error = decodeError("{\n  \"kind\": \"k\",\n  \"body\": {\n    \"systemSmall\": {\"type\": \"Text\" \"text\": \"x\"}\n  }\n}")
        #expect(error?.line == 4)
        #expect(error?.column != nil)
        #expect(error?.description.hasPrefix("w.json:4:") == true)
        #expect(error?.message.contains("syntax error") == true)
    }

    @Test func unknownViewNamesThePathAndTheChoices() {
        let error = decodeError("""
        {"kind": "k", "body": {"systemMedium": {"type": "VStack", "children": [
          {"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}, {"type": "Carousel"}]}}}
        """)
        #expect(error?.path == "body.systemMedium.children[2].type")
        #expect(error?.message.contains("unknown view type 'Carousel'") == true)
        #expect(error?.message.contains("VStack") == true)
        #expect(error?.line == 2)
    }

    @Test func unknownModifierIsReported() {
        let error = decodeError("""
        kind: k
        body:
          systemSmall:
            type: Text
            text: hi
            modifiers:
              - bold
              - blendMode: multiply
        """, file: "w.yaml")
        #expect(error?.path == "body.systemSmall.modifiers[1].blendMode")
        #expect(error?.message.contains("unknown modifier 'blendMode'") == true)
        #expect(error?.line == 8)
    }

    @Test func misspeltNamesSayWhatWasMeant() {
        let modifier = decodeError("""
        kind: k
        body:
          systemSmall: {type: Text, text: hi, modifiers: [{fontt: headline}]}
        """, file: "w.yaml")
        #expect(modifier?.message.hasPrefix("unknown modifier 'fontt' (did you mean 'font'?); expected one of: padding") == true)
        let view = decodeError("""
        kind: k
        body:
          systemSmall: {type: Txt, text: hi}
        """, file: "w.yaml")
        #expect(view?.message.hasPrefix("unknown view type 'Txt' (did you mean 'Text'?)") == true)
        let family = decodeError("""
        kind: k
        families: [systemSmal]
        body:
          systemSmall: {type: Text, text: hi}
        """, file: "w.yaml")
        #expect(family?.message.hasPrefix("unknown widget family 'systemSmal' (did you mean 'systemSmall'?)") == true)
        let far = decodeError("""
        kind: k
        body:
          systemSmall: {type: Text, text: hi, modifiers: [{sparkle: true}]}
        """, file: "w.yaml")
        #expect(far?.message.hasPrefix("unknown modifier 'sparkle'; expected one of") == true)
    }

    /// Unknown names and missing files are all reported in one run, in document order.
    @Test func everyUnknownNameAndMissingFileIsReportedAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-many-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("many.yaml")
        try """
        kind: many
        body:
          systemSmall:
            type: VStack
            children:
              - {type: Symbol, name: figure.walkk}
              - {type: Text, text: hi, modifiers: [{foregroundStyle: bleu}]}
              - {type: Image, file: missing.png}
              - {type: Symbol, name: cloud.sun.fil}
        """.write(to: url, atomically: true, encoding: .utf8)
        let error = try #require(#expect(throws: SceneError.self) { try SceneLoader.load(url) })
        #expect(error.all.map(\.path) == ["body.systemSmall.children[0].name", "body.systemSmall.children[1].modifiers[0].foregroundStyle",
                                          "body.systemSmall.children[2].file", "body.systemSmall.children[3].name"])
        #expect(error.all.map(\.line) == [6, 7, 8, 9])
        #expect(error.further[0].message.hasPrefix("unknown colour 'bleu' (did you mean 'blue'?)"))
        #expect(error.further[2].message.hasPrefix("unknown symbol 'cloud.sun.fil' (did you mean 'cloud.sun.fill'?)"))
    }

    @Test func wrongTypeSaysWhatWasExpected() {
        let error = decodeError("""
        {"kind": "k", "body": {"systemSmall": {"type": "Text", "text": "a", "modifiers": [{"font": {"size": "big"}}]}}}
        """)
        #expect(error?.path == "body.systemSmall.modifiers[0].font.size")
        #expect(error?.message.contains("expected a number") == true)
    }

    @Test func unknownFontStyleListsTheStyles() {
        let error = decodeError("""
        {"kind": "k", "body": {"systemSmall": {"type": "Text", "text": "a", "modifiers": [{"font": "huge"}]}}}
        """)
        #expect(error?.path == "body.systemSmall.modifiers[0].font")
        #expect(error?.message.contains("largeTitle") == true)
    }

    @Test func unknownFamilyIsReported() {
        let error = decodeError("""
        {"kind": "k", "body": {"systemHuge": {"type": "Text", "text": "a"}}}
        """)
        #expect(error?.path == "body.systemHuge")
        #expect(error?.message.contains("unknown widget family 'systemHuge'") == true)
    }

    @Test func unknownFieldIsReportedNotIgnored() {
        let error = decodeError("""
        {"kind": "k", "body": {"systemSmall": {"type": "VStack", "alignmnet": "leading", "children": []}}}
        """)
        #expect(error?.path == "body.systemSmall.alignmnet")
        #expect(error?.message.contains("expected one of: alignment, children") == true)
    }

    @Test func nonFiniteAndNegativeNumbersAreRefused() {
        let nan = decodeError("kind: k\nbody:\n  systemSmall: {type: Color, color: red, modifiers: [{frame: {width: .nan}}]}\n",
                              file: "w.yaml")
        #expect(nan?.path == "body.systemSmall.modifiers[0].frame.width")
        let negative = decodeError("kind: k\nbody:\n  systemSmall: {type: Color, color: red, modifiers: [{frame: {height: -4}}]}\n",
                                   file: "w.yaml")
        #expect(negative?.message.contains("≥ 0") == true)
    }

    @Test func missingImageAndUnknownColourAreCaughtWhenLoading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent("image.json")
        try Data(#"{"kind": "k", "body": {"systemSmall": {"type": "VStack", "children": [{"type": "Image", "file": "logo.png"}]}}}"#.utf8)
            .write(to: image)
        #expect {
            try SceneLoader.load(image)
        } throws: { error in
            let e = error as? SceneError
            return e?.path == "body.systemSmall.children[0].file" && e?.message.contains("not found") == true && e?.line == 1
        }
        let colour = folder.appendingPathComponent("colour.yaml")
        try Data("kind: k\nbody:\n  systemSmall:\n    type: Text\n    text: a\n    modifiers: [{foregroundStyle: blurple}]\n".utf8)
            .write(to: colour)
        #expect {
            try SceneLoader.load(colour)
        } throws: { error in
            let e = error as? SceneError
            return e?.path == "body.systemSmall.modifiers[0].foregroundStyle" && e?.message.contains("unknown colour 'blurple'") == true
        }
        let escape = folder.appendingPathComponent("escape.json")
        try Data(#"{"kind": "k", "body": {"systemSmall": {"type": "Image", "file": "../../etc/passwd"}}}"#.utf8).write(to: escape)
        #expect {
            try SceneLoader.load(escape)
        } throws: { error in (error as? SceneError)?.message.contains("outside the scene's folder") == true }
    }

    @Test func unknownSymbolSuggestsNeighbours() {
        #expect(SymbolCatalog.contains("sun.max.fill"))
        #expect(!SymbolCatalog.contains("sun.maximum"))
    }
}

@Suite struct SceneSchemaTests {
    @Test func publishedSchemaMatchesTheModel() throws {
        let committed = try Data(contentsOf: SceneFileTests.examples.appendingPathComponent("widget.schema.json"))
        let generated = try SceneSchema.json() + Data("\n".utf8)
        #expect(committed == generated, "regenerate with: render-widget schema > Examples/widget.schema.json")
    }

    @Test func schemaNamesEveryViewAndModifier() throws {
        let text = String(decoding: try SceneSchema.json(), as: UTF8.self)
        for name in ViewContent.typeNames { #expect(text.contains("\"\(name)\""), "view \(name)") }
        for name in Modifier.names { #expect(text.contains("\"\(name)\""), "modifier \(name)") }
    }
}

/// Hostile scenes get an error naming the place, never a crash or runaway memory.
@Suite struct SceneLimitTests {
    func load(_ text: String, files: [String: Data] = [:]) throws -> SceneError? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        let url = folder.appendingPathComponent("scene.json")
        try Data(text.utf8).write(to: url)
        do {
            _ = try SceneLoader.load(url)
            return nil
        } catch let error as SceneError {
            return error
        }
    }

    @Test func deepNestingIsRefused() throws {
        let depth = 80
        let body = String(repeating: #"{"type": "VStack", "children": ["#, count: depth) + #"{"type": "Text", "text": "x"}"#
            + String(repeating: "]}", count: depth)
        let error = try load(#"{"kind": "k", "body": {"systemSmall": "# + body + "}}")
        #expect(error?.message.contains("nested more than 64 levels") == true)
        let yamlBomb = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        #expect(try load(#"{"kind": "k", "body": {"systemSmall": "# + yamlBomb + "}}")?.message.contains("nesting") == true)
    }

    @Test func hugeTextsAndStacksAreRefused() throws {
        let text = String(repeating: "a", count: 5000)
        #expect(try load(#"{"kind": "k", "body": {"systemSmall": {"type": "Text", "text": ""# + text + #""}}}"#)?
            .path == "body.systemSmall.text")
        let children = Array(repeating: #"{"type": "Text", "text": "a"}"#, count: 300).joined(separator: ",")
        #expect(try load(#"{"kind": "k", "body": {"systemSmall": {"type": "VStack", "children": ["# + children + "]}}}")?
            .message.contains("300 children") == true)
    }

    @Test func decompressionBombIsRefusedFromItsHeader() throws {
        // A valid PNG signature and IHDR claiming 60000×60000 pixels; no image data needed.
        var ihdr: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        ihdr += [0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        let error = try load(#"{"kind": "k", "body": {"systemSmall": {"type": "Image", "file": "bomb.png"}}}"#,
                             files: ["bomb.png": Data(ihdr)])
        #expect(error?.message.contains("60000×60000") == true)
        #expect(error?.path == "body.systemSmall.file")
    }
}

/// Files a scene names stay inside its folder, and damaged PNGs are refused before libpng
/// allocates what their chunks claim.
@Suite struct HostileFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func load(_ json: String) throws -> SceneError? {
        let url = folder.appendingPathComponent("scene.json")
        try Data(json.utf8).write(to: url)
        do { _ = try SceneLoader.load(url); return nil } catch let error as SceneError { return error }
    }

    func imageScene(_ file: String) -> String {
        #"{"kind": "k", "body": {"systemSmall": {"type": "Image", "file": ""# + file + #""}}}"#
    }

    @Test func themeOutsideTheFolderIsRefused() throws {
        let error = try load(#"{"kind": "k", "theme": "../../etc/passwd", "body": {"systemSmall": {"type": "Text", "text": "a"}}}"#)
        #expect(error?.path == "theme")
        #expect(error?.message.contains("outside the scene's folder") == true)
        let absolute = try load(#"{"kind": "k", "theme": "/etc/passwd", "body": {"systemSmall": {"type": "Text", "text": "a"}}}"#)
        #expect(absolute?.message.contains("is absolute") == true)
    }

    @Test func symlinkPointingOutIsRefused() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("wr-outside-\(UUID().uuidString).png")
        try PNGCodec.encode(Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("logo.png"), withDestinationURL: outside)
        let error = try load(imageScene("logo.png"))
        #expect(error?.path == "body.systemSmall.file")
        #expect(error?.message.contains("outside the scene's folder") == true)
    }

    @Test func fifoIsRefusedWithoutBlocking() throws {
        let fifo = folder.appendingPathComponent("pipe.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(try load(imageScene("pipe.png"))?.message.contains("not a regular file") == true)
    }

    /// A valid PNG header followed by a tEXt chunk whose length field claims 2 GiB.
    static var chunkClaimingGigabytes: [UInt8] {
        var png = [UInt8](PNGCodec.encodeForTests(width: 4, height: 4))
        png.insert(contentsOf: [0x7F, 0xFF, 0xFF, 0xFF] + Array("tEXt".utf8) + [0x61, 0x00, 0x62], at: 33)
        return png
    }

    /// 4000×4000 pixels declared (inside the size limits), a few bytes of image data.
    static var decompressionBomb: [UInt8] {
        var png = [UInt8](PNGCodec.encodeForTests(width: 4, height: 4))
        png.replaceSubrange(16..<24, with: [0, 0, 0x0F, 0xA0, 0, 0, 0x0F, 0xA0])
        let crc = Deflater.crc32(png[12..<29])
        png.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        return png
    }

    @Test func chunkLengthPastTheEndIsRefused() throws {
        #expect {
            try PNGCodec.decode(Data(Self.chunkClaimingGigabytes))
        } throws: { "\($0)".contains("claims 2147483647 bytes, past the end of the file") }
        try Data(Self.chunkClaimingGigabytes).write(to: folder.appendingPathComponent("long.png"))
        #expect(try load(imageScene("long.png"))?.message.contains("past the end of the file") == true)
    }

    @Test func decompressionBombIsRefusedBeforeInflating() throws {
        #expect {
            try PNGCodec.decode(Data(Self.decompressionBomb))
        } throws: { "\($0)".contains("decompression bomb") }
        try Data(Self.decompressionBomb).write(to: folder.appendingPathComponent("bomb.png"))
        let error = try load(imageScene("bomb.png"))
        #expect(error?.path == "body.systemSmall.file")
        #expect(error?.message.contains("4000×4000 pixels but carries only") == true)
    }
}

extension PNGCodec {
    static func encodeForTests(width: Int, height: Int) -> Data {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = UInt8(i % 256); pixels[i + 3] = 255 }
        return PNGEncoder().encode(Bitmap(width: width, height: height, pixels: pixels))
    }
}
