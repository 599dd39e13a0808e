import Foundation
import Testing
import Themes
import WidgetRaster
import XCTest

/// Where a scene comes from: a value built with the DSL (images resolve against `folder`), or a file.
public enum SnapshotScene {
    case scene(WidgetScene, folder: URL)
    case file(String)

    func load() throws -> SceneLoader.Loaded {
        switch self {
        case let .scene(scene, folder):
            return SceneLoader.Loaded(scene: scene, file: folder.appendingPathComponent("\(scene.kind).scene"), theme: .standard)
        case .file(let path):
            return try SceneLoader.load(URL(fileURLWithPath: path))
        }
    }
}

/// Renders a widget over a slice of the matrix and compares every image with its golden in
/// `__Snapshots__/<TestFile>/` beside the test file, named
/// `<test>.<widget>.<family>.<device>@<scale>x.<variant>.png`. Works in XCTest and Swift Testing:
/// failures are reported to whichever is running, with the golden, actual and diff paths.
///
/// The record mode comes from `WIDGETRASTER_RECORD` (default `missing`, or `never` under CI)
/// unless `record` says otherwise. Comparison is exact unless `limits` (this test) or
/// `WIDGETRASTER_MAX_DIFF_PIXELS` / `WIDGETRASTER_MAX_DIFF_RATIO` (the run) allow a tolerance.
public func assertWidgetSnapshot(
    of scene: SnapshotScene,
    families: [WidgetFamily]? = nil,
    devices: [String] = ["iphone-393x852"],
    scales: [Int] = [2],
    variants: [Variant] = [.light, .dark],
    dynamicType: DynamicTypeSize = .large,
    layoutDirection: LayoutDirection? = nil,
    named name: String? = nil,
    record: RecordMode? = nil,
    limits: SnapshotLimits? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    var plan = RenderPlan()
    plan.deviceIDs = devices
    plan.families = families
    plan.scales = scales
    plan.variants = variants
    plan.dynamicType = dynamicType
    plan.layoutDirection = layoutDirection
    let messages = verifyWidgetSnapshot(of: scene, plan: plan, named: name ?? testName, record: record, limits: limits,
                                        filePath: "\(filePath)")
    report(messages, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Hands each message to the running test framework: Swift Testing's issue, else XCTest's failure.
func report(_ messages: [String], fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    for message in messages {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}

/// One image to compare: the golden's name and how to render it.
struct SnapshotImage {
    var golden: String
    /// The look the image is drawn in, recorded in its golden.
    var look: SystemLook
    var render: () throws -> Bitmap
}

/// Renders and verifies images against goldens in `__Snapshots__/<TestFile>/` beside the test
/// file; one message per failing or recorded image, or one for a render that failed.
func verifyImages(_ images: () throws -> [SnapshotImage], record: RecordMode?, limits: SnapshotLimits?, filePath: String) -> [String] {
    do {
        let testFile = URL(fileURLWithPath: filePath)
        let directory = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        let verifier = SnapshotVerifier(goldenDirectory: directory, limits: try limits ?? .fromEnvironment(),
                                        recordMode: record ?? .fromEnvironment())
        var messages: [String] = []
        for image in try images() {
            switch verifier.verify(try image.render(), name: image.golden, look: image.look) {
            case .matched: break
            case let .recorded(url, reason):
                messages.append("Recorded snapshot \(url.path) (\(reason)). Run the test again to compare against it.")
            case .failed(let failure):
                messages.append("Snapshot does not match. \(failure.description)")
            }
        }
        return messages
    } catch {
        return ["Could not render the snapshot: \(error)"]
    }
}

/// A variant as a golden file name part: its name, and the look where it is not iOS 26's.
func goldenVariantName(_ variant: Variant) -> String {
    variant.name + (variant.lookTag.map { "." + $0 } ?? "")
}

/// A test's name as a golden file name part.
func goldenTestName(_ name: String) -> String {
    name.replacingOccurrences(of: "()", with: "").replacingOccurrences(of: "/", with: "-")
}

/// The checks behind `assertWidgetSnapshot`, for a slice of the matrix given as a plan; one
/// message per failing or recorded image.
public func verifyWidgetSnapshot(
    of scene: SnapshotScene,
    plan: RenderPlan,
    named name: String,
    record: RecordMode? = nil,
    limits: SnapshotLimits? = nil,
    filePath: String
) -> [String] {
    verifyImages({
        let loaded = try scene.load()
        let renderer = try WidgetRenderer()
        let testName = goldenTestName(name)
        return try plan.jobs(for: [loaded.scene]).map { job in
            var golden = [testName, loaded.scene.kind, job.family.rawValue, job.target.deviceGroupName].joined(separator: ".")
                + "@\(job.scale)x.\(goldenVariantName(job.variant))"
            if job.dynamicType != .large { golden += ".\(job.dynamicType.rawValue)" }
            if plan.layoutDirection == .rightToLeft { golden += ".rtl" }
            if let configuration = job.configuration {
                golden += "." + OutputNaming.configurationFolder(loaded.scene.configurations[configuration].name)
            }
            if let entry = job.entry { golden += "." + loaded.scene.entryName(entry) }
            return SnapshotImage(golden: golden, look: job.variant.look) { try renderer.render(job, of: loaded).bitmap }
        }
    }, record: record, limits: limits, filePath: filePath)
}
