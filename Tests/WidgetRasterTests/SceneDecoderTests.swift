import Foundation
import Testing
@testable import WidgetRaster
import Yams

/// `SceneDecoder` reads scene files as Yams' own `YAMLDecoder` does (it only finds keys faster):
/// every example and YAML feature decodes to the same model, and every kind of mistake gives the
/// same error, at the same place.
@Suite struct SceneDecoderTests {
    /// The scene as Yams' decoder reads it, the reference.
    static func yamsDecoded(_ text: String, file: String) throws -> WidgetScene {
        let node = try #require(try Yams.compose(yaml: text))
        do { return try YAMLDecoder().decode(WidgetScene.self, from: node) } catch let error as DecodingError {
            throw SceneLoader.decodingError(error, file: file, root: node)
        }
    }

    static func result(_ decode: () throws -> WidgetScene) -> String {
        do { return "\(try decode())" } catch { return "error: \(error)" }
    }

    @Test func everyExampleDecodesAsYamsDecodesIt() throws {
        let files = try FileManager.default.contentsOfDirectory(at: SceneFileTests.examples, includingPropertiesForKeys: nil)
            .filter { SceneLoader.isSceneFile($0) }
        #expect(files.count >= 15)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(try SceneLoader.decode(text, file: file.path) == Self.yamsDecoded(text, file: file.path), "\(file.lastPathComponent)")
        }
        for text in [SceneFileTests.mergeYAML, Self.typedScalars] {
            #expect(try SceneLoader.decode(text, file: "m.yaml") == Self.yamsDecoded(text, file: "m.yaml"))
        }
    }

    /// Booleans in YAML 1.1's spellings, nulls, and quoted look-alikes that stay text.
    static let typedScalars = """
        kind: typed
        families: [systemSmall]
        data: {a: true, b: "true", c: ~, d: null, e: '', f: On, g: "3", h: 3, i: 0x1F}
        body:
          systemSmall:
            type: VStack
            children:
              - {type: Text, text: "{{a}} {{b}} {{f}}", modifiers: [bold, {widgetAccentable: Off}, {fixedSize: yes}]}
              - {type: Text, text: x, modifiers: [{widgetAccentable: !!bool "true"}]}
        """

    @Test func aQuotedBooleanIsText() {
        let text = "kind: w\nfamilies: [systemSmall]\nbody: {systemSmall: {type: Text, text: hi, modifiers: [{widgetAccentable: \"false\"}]}}"
        let ours = Self.result { try SceneLoader.decode(text, file: "w.yaml") }
        #expect(ours.hasPrefix("error: ") && ours == Self.result { try Self.yamsDecoded(text, file: "w.yaml") })
    }

    @Test(arguments: [
        "kind: w\nfamilies: systemSmall\nbody: {}",
        "kind: w\nfamilies: [systemSmall]\nbody: {systemSmall: {type: Text}}",
        "kind: w\nfamilies: [systemSmall]\nbody: {systemSmall: {type: Text, text: hi, modifiers: [{padding: wide}]}}",
        "kind: w\nfamilies: [systemSmall]\nbody: {systemSmall: {type: VStack, children: [Spacer, {type: Txt}]}}",
        "kind: w\nfamilies: [systemSmall]\nbody: {systemSmall: {type: Text, text: hi, colour: red}}",
        "kind: w\nfamilies: [systemSmall]\nentries: [{date: yesterday}]\nbody: {systemSmall: Spacer}",
        "families: [systemSmall]\nbody: {systemSmall: Spacer}",
    ])
    func aMistakeGivesYamsError(_ text: String) {
        let ours = Self.result { try SceneLoader.decode(text, file: "w.yaml") }
        #expect(ours.hasPrefix("error: "))
        #expect(ours == Self.result { try Self.yamsDecoded(text, file: "w.yaml") })
    }

    /// Where a list or an object stands for a number or a string, the error names what was
    /// expected (Yams' says "an object", the scalar it wanted), at the same place.
    @Test func aListWhereAValueBelongsNamesTheValue() {
        let number = "kind: w\nfamilies: [systemSmall]\nbody: {systemSmall: {type: Text, text: hi, modifiers: [{opacity: [1]}]}}"
        let string = "kind: [w]\nfamilies: [systemSmall]\nbody: {systemSmall: Spacer}"
        #expect(Self.result { try SceneLoader.decode(number, file: "w.yaml") }
            == "error: w.yaml:3:66: body.systemSmall.modifiers[0].opacity: expected a number, found a list")
        #expect(Self.result { try Self.yamsDecoded(number, file: "w.yaml") }
            == "error: w.yaml:3:66: body.systemSmall.modifiers[0].opacity: expected an object, found a list")
        #expect(Self.result { try SceneLoader.decode(string, file: "w.yaml") } == "error: w.yaml:1:7: kind: expected a string, found a list")
    }

    /// A type whose keys have no `super` still reads `superDecoder()` (the `super` key, as Yams reads it).
    struct Subclassed: Decodable {
        enum CodingKeys: String, CodingKey { case name }
        var name: String
        var inherited: String

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            inherited = try String(from: container.superDecoder())
        }
    }

    @Test func theSuperDecoderReadsTheSuperKey() throws {
        let node = try #require(try SceneDecoder.compose("name: a\nsuper: b"))
        #expect(try SceneDecoder.decode(Subclassed.self, from: node).inherited == "b")
        let without = try #require(try SceneDecoder.compose("name: a"))
        #expect(throws: DecodingError.self) { try SceneDecoder.decode(Subclassed.self, from: without) }
    }
}
