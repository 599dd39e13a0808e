import ArgumentParser
import Foundation
import WidgetRasterIOSSources

/// `ios-sources SOURCE… --output FOLDER`: a copy of widget sources whose `#if os(iOS)` branches a
/// Linux build compiles, as `swift package render-previews` and the corpus harness build them.
@main
struct IOSSources: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ios-sources",
        abstract: "Mirror Swift sources so that a Linux build compiles their #if os(iOS) branches as iOS does.",
        discussion: """
            Each Swift file whose #if or #elseif conditions name iOS or Linux is written, as Name+iOS.swift, with \
            os(iOS) true and every other os(…) false, on the same lines, headed by #sourceLocation so errors and \
            #filePath name the original; every other file is a symbolic link to the original. Files already current are not \
            touched, so a build over the copy recompiles only what changed.
            """)

    @Argument(help: "One folder, mirrored as the output folder, or Swift files, each mirrored into it under its own name.")
    var sources: [String]

    @Option(help: "The folder the mirror is written into.")
    var output: String

    @Flag(help: "Print nothing (otherwise one line, when a file was rewritten).")
    var quiet = false

    func run() throws {
        let mirror = SourceMirror()
        let folder = URL(fileURLWithPath: output)
        let urls = sources.map { URL(fileURLWithPath: $0) }
        var isFolder: ObjCBool = false
        let summary: SourceMirror.Summary
        if urls.count == 1, FileManager.default.fileExists(atPath: urls[0].path, isDirectory: &isFolder), isFolder.boolValue {
            summary = try mirror.mirror(urls[0], to: folder)
        } else {
            summary = try urls.reduce(SourceMirror.Summary()) { sum, url in
                sum + (try mirror.mirror(url, to: folder.appendingPathComponent(url.lastPathComponent)))
            }
        }
        if !quiet, summary.rewrittenFiles > 0 { print("ios-sources: \(summary.description)") }
    }
}
