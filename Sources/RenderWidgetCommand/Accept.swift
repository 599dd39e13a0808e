import ArgumentParser
import Foundation
import WidgetRaster

struct Accept: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Accept the actual images kept from the last failed check as goldens, or prune goldens nothing produces.")

    @Argument(help: "Glob on golden names, e.g. 'com.example.weather/*' or '*@2x-dark'. Default: every kept image.")
    var pattern: String?

    @Option(help: "Golden folder.")
    var golden: String

    @Option(name: .customLong("diff-dir"), help: "Where the failed check kept actual images (default: beside the goldens).")
    var diffDir: String?

    @Flag(help: "List goldens the last full, unfiltered check did not produce.")
    var prune = false

    @Flag(help: "With --prune, delete them.")
    var yes = false

    func run() throws {
        let maintenance = GoldenMaintenance(goldenDirectory: URL(fileURLWithPath: golden),
                                            artifactsDirectory: diffDir.map { URL(fileURLWithPath: $0) })
        if prune {
            let stale: [String]
            do { stale = try maintenance.staleGoldens() } catch { throw Exit.badInput(["\(error)"]) }
            if stale.isEmpty { print("No stale goldens.") }
            for name in stale { print((yes ? "removed " : "stale ") + name + ".png") }
            if yes { try maintenance.remove(stale) } else if !stale.isEmpty { print("Run again with --yes to remove them.") }
            return
        }
        let accepted = try maintenance.accept(pattern: pattern)
        for name in accepted { print("accepted \(name).png") }
        if accepted.isEmpty {
            print(pattern.map { "No kept actual images match '\($0)'." } ?? "No kept actual images to accept.")
        }
    }
}
