import Foundation
import Testing
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
    for message in messages {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
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
    do {
        let loaded = try scene.load()
        let testFile = URL(fileURLWithPath: filePath)
        let directory = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        let verifier = SnapshotVerifier(goldenDirectory: directory, limits: try limits ?? .fromEnvironment(), recordMode: record ?? .fromEnvironment())
        let renderer = try WidgetRenderer()
        let testName = name.replacingOccurrences(of: "()", with: "").replacingOccurrences(of: "/", with: "-")
        var messages: [String] = []
        for job in try plan.jobs(for: [loaded.scene]) {
            let layout = try renderer.layout(loaded.scene, family: job.family, target: job.target, folder: loaded.folder,
                                             dynamicType: job.dynamicType, rightToLeft: job.rightToLeft, scale: job.scale)
            let bitmap = renderer.paint(layout, target: job.target, scale: job.scale, variant: job.variant, theme: loaded.theme)
            var golden = [testName, loaded.scene.kind, job.family.rawValue, job.target.deviceGroupName].joined(separator: ".")
                + "@\(job.scale)x.\(job.variant.name)"
            if job.dynamicType != .large { golden += ".\(job.dynamicType.rawValue)" }
            if plan.layoutDirection == .rightToLeft { golden += ".rtl" }
            switch verifier.verify(bitmap, name: golden) {
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
