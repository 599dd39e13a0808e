import Foundation
import Testing
import WidgetRasterIOSSources

@Suite("#if as an iOS compiler reads it")
struct IOSBranchesTests {
    @Test("os(iOS) is true and every other platform false, Linux included, on the same lines")
    func platformsTakeTheirIOSValues() {
        let source = """
            #if os(iOS) || os(macOS)
            let bundle = iOSWidgets()
            #elseif os(Linux)
            let bundle = linuxWidgets()
            #endif
            #if !os(watchOS) && canImport(UIKit)
            let accessories = true
            #endif
            """
        let branches = IOSBranches(source: source)
        #expect(branches.text == """
            #if true || false
            let bundle = iOSWidgets()
            #elseif false
            let bundle = linuxWidgets()
            #endif
            #if !false && canImport(UIKit)
            let accessories = true
            #endif
            """)
        #expect(branches.iOSClauses == 2)
    }

    @Test("a file naming no platform is left as it is, and os( outside a condition is not touched")
    func otherTextIsKept() {
        let source = ##"""
            #if DEBUG
            let label = "os(iOS)"
            #endif
            func os(_ name: String) -> Bool { true }
            let onIOS = os("iOS")
            let template = """
                #if os(iOS)
                \(label.count) "\(onIOS)"
                #endif
                """
            let raw = #"""
                #if os(Linux) "#
                """#
            /* a comment /* nested */
            #if os(iOS)
            */
            #if os(watchOS) // watchOS is false on Linux as on iOS
            #endif
            """##
        #expect(IOSBranches(source: source, originalPath: "/app/Widget.swift") == IOSBranches(source: source, originalPath: nil))
        #expect(IOSBranches(source: source).text == source)
        #expect(IOSBranches(source: source).iOSClauses == 0)
    }

    @Test("nested conditions and a condition over two lines keep every line where it was")
    func linesStayPut() {
        let source = """
            struct W {
                var body: some View {
                    #if os(iOS)
                    #if os(
                        watchOS)
                    Text("watch")
                    #else
                    Text("phone")
                    #endif
                    #endif
                }
            }
            """
        let text = IOSBranches(source: source).text
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count
            == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(text == """
            struct W {
                var body: some View {
                    #if true
                    #if false

                    Text("watch")
                    #else
                    Text("phone")
                    #endif
                    #endif
                }
            }
            """)
    }

    @Test("a rewritten file names its original for errors and #filePath")
    func sourceLocationNamesTheOriginal() {
        let text = IOSBranches(source: "#if os(iOS)\nlet x = 1\n#endif\n", originalPath: "/app/My \"Widget\".swift").text
        #expect(text == "#sourceLocation(file: \"/app/My \\\"Widget\\\".swift\", line: 1)\n#if true\nlet x = 1\n#endif\n")
    }
}

@Suite("A mirror of an app's sources")
struct SourceMirrorTests {
    @Test("rewrites the Swift files that name iOS (as Name+iOS.swift), links the rest, and removes what the source dropped")
    func mirrorsAFolder() throws {
        let files = FileManager.default
        let root = files.temporaryDirectory.appendingPathComponent("ios-sources-\(UUID().uuidString)")
        defer { try? files.removeItem(at: root) }
        let app = root.appendingPathComponent("App"), out = root.appendingPathComponent("Out")
        try files.createDirectory(at: app.appendingPathComponent("Views"), withIntermediateDirectories: true)
        try files.createDirectory(at: app.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
        try "#if os(iOS)\nlet a = 1\n#endif\n".write(to: app.appendingPathComponent("Views/A.swift"), atomically: true, encoding: .utf8)
        try "let b = 2\n".write(to: app.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        try "{}".write(to: app.appendingPathComponent("Assets.xcassets/Contents.json"), atomically: true, encoding: .utf8)

        let summary = try SourceMirror().mirror(app, to: out)
        #expect(summary.rewrittenFiles == 1 && summary.iOSClauses == 1)
        #expect(summary.description == "1 iOS-only condition in 1 file compiled as on iOS")
        let rewritten = try String(contentsOf: out.appendingPathComponent("Views/A+iOS.swift"), encoding: .utf8)
        #expect(rewritten.hasSuffix("#if true\nlet a = 1\n#endif\n"))
        #expect(try files.destinationOfSymbolicLink(atPath: out.appendingPathComponent("B.swift").path) == app.appendingPathComponent("B.swift").path)
        #expect(try files.destinationOfSymbolicLink(atPath: out.appendingPathComponent("Assets.xcassets").path)
            == app.appendingPathComponent("Assets.xcassets").path)

        // A second mirror leaves the current file untouched; a file the app removed goes.
        let written = try files.attributesOfItem(atPath: out.appendingPathComponent("Views/A+iOS.swift").path)[.modificationDate] as? Date
        try files.removeItem(at: app.appendingPathComponent("B.swift"))
        Thread.sleep(forTimeInterval: 0.01)
        _ = try SourceMirror().mirror(app, to: out)
        #expect(try files.attributesOfItem(atPath: out.appendingPathComponent("Views/A+iOS.swift").path)[.modificationDate] as? Date == written)
        #expect(!files.fileExists(atPath: out.appendingPathComponent("B.swift").path))
        #expect(!files.fileExists(atPath: out.appendingPathComponent("Views/A.swift").path))
    }

    @Test("a source that is not there is an error naming it")
    func missingSource() {
        #expect(throws: SourceMirrorError.self) { try SourceMirror().mirror(URL(fileURLWithPath: "/nonexistent/App"), to: URL(fileURLWithPath: "/tmp/x")) }
    }
}
