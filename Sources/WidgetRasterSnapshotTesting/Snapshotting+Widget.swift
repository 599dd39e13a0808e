import Foundation
import SnapshotTesting
import SwiftUI
import Testing
import WidgetKit
import WidgetRaster
import XCTest

extension Snapshotting where Value: SwiftUI.View, Format == Data {
    /// A view drawn as a widget of `family` on a device of the size table, for
    /// pointfreeco/swift-snapshot-testing: `assertSnapshot(of: MyWidgetView(entry: .sample), as: .widget(family: .systemSmall))`.
    /// The image is `renderWidget`'s; it is compared as `render-widget check` compares, within `limits`.
    public static func widget(family: RenderFamily = .systemSmall, device: String = "iphone-393x852", scale: Int = 2,
                              variant: Variant = .light, options: WidgetRenderOptions = WidgetRenderOptions(),
                              limits: SnapshotLimits = .default) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .widgetImage(limits: limits)) { view in
            rendered(look: variant.look) { try renderWidgetBitmap(view, family: family, device: device, scale: scale, variant: variant, options: options) }
        }
    }
}

extension Snapshotting where Value: WidgetKit.Widget, Format == Data {
    /// A widget as WidgetKit shows it (its provider's entry `entry`), for swift-snapshot-testing:
    /// `assertSnapshot(of: MyWidget(), as: .widget(family: .systemMedium, variant: .dark))`.
    public static func widget(family: RenderFamily = .systemSmall, device: String = "iphone-393x852", scale: Int = 2,
                              variant: Variant = .light, entry: Int = 0, options: WidgetRenderOptions = WidgetRenderOptions(),
                              limits: SnapshotLimits = .default) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .widgetImage(limits: limits)) { widget in
            rendered(look: variant.look) {
                try renderWidgetBitmap(widget, family: family, device: device, scale: scale, variant: variant, entry: entry, options: options)
            }
        }
    }
}

extension Snapshotting where Value: WidgetKit.ControlWidget, Format == Data {
    /// A control (iOS 18) in one presentation, for swift-snapshot-testing:
    /// `assertSnapshot(of: MyControl(), as: .control(family: .controlMedium, isOn: true))`.
    public static func control(family: RenderFamily = .controlSmall, device: String = "iphone-393x852", scale: Int = 2,
                               variant: Variant = .dark, isOn: Bool = false, options: WidgetRenderOptions = WidgetRenderOptions(),
                               limits: SnapshotLimits = .default) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .widgetImage(limits: limits)) { control in
            rendered(look: variant.look) {
                try renderControlBitmap(control, family: family, device: device, scale: scale, variant: variant, isOn: isOn, options: options)
            }
        }
    }
}

extension Diffing where Value == Data {
    /// Widget PNGs compared with WidgetRaster's anti-aliasing-aware measure (pixelmatch's) within
    /// `limits`; a failure names the pixels that differ and the file showing golden | actual | difference.
    /// A golden of another iOS look (its `widgetraster:look` text) fails without a comparison.
    public static func widgetImage(limits: SnapshotLimits = .default) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { golden, actual in
            guard golden != actual else { return nil }
            if let failure = RenderFailure(actual) { return ("Could not render the widget: \(failure.message)", []) }
            func look(_ png: Data) -> SystemLook? {
                (try? PNGTextChunks.read(from: [UInt8](png)))?[GoldenFile.lookKey].flatMap(SystemLook.init(rawValue:))
            }
            if let mismatch = GoldenFile.lookMismatch(recorded: look(golden), rendered: look(actual)) { return (mismatch, []) }
            do {
                let expected = try PNGCodec.decode(golden), image = try PNGCodec.decode(actual)
                guard expected.width == image.width, expected.height == image.height else {
                    return ("expected a \(expected.width)×\(expected.height) image, got \(image.width)×\(image.height)", [])
                }
                let result = try ImageDiff.compare(expected, image, options: limits.diffOptions, drawDiff: true)
                guard !limits.accepts(result) else { return nil }
                let panels = try PNGCodec.encode(DiffImage.sideBySide([expected, image, result.diffImage!]))
                let percent = String(format: "%.3f", result.ratio * 100)
                return ("\(result.differentPixels) pixels differ (\(percent) %; largest colour difference "
                        + String(format: "%.3f", result.maxDelta) + "); golden | actual | difference: " + writeDifference(panels),
                        [.data(panels, name: "difference.png")])
            } catch {
                return ("\(error)", [])
            }
        }
    }
}

/// Writes the golden | actual | difference picture where the person can open it — Linux's XCTest
/// keeps no attachments — beside swift-snapshot-testing's own failure artifacts
/// (`$SNAPSHOT_ARTIFACTS`, else the temporary folder), named by its content; returns its path,
/// or why it could not be written.
private func writeDifference(_ png: Data) -> String {
    let folder = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.temporaryDirectory
    let url = folder.appendingPathComponent("widget-difference-\(ContentHash.hex(of: png).prefix(16)).png")
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try AtomicFile.write(png, to: url)
        return url.path
    } catch {
        return "(not written to \(url.path): \(error))"
    }
}

/// A render that failed: reported to the running test at once (the strategy's snapshot cannot
/// throw), and carried to the diff as text so it never matches an image.
private struct RenderFailure {
    static let marker = Data("WidgetRaster render failure: ".utf8)
    let message: String

    init?(_ data: Data) {
        guard data.starts(with: Self.marker) else { return nil }
        message = String(decoding: data.dropFirst(Self.marker.count), as: UTF8.self)
    }
}

/// The PNG of a render, with the look it shows as text, or the marked failure.
private func rendered(look: SystemLook, _ render: () throws -> Bitmap) -> Data {
    do {
        return PNGEncoder().encode(try render(), text: [(GoldenFile.lookKey, look.rawValue)])
    } catch {
        let message = "Could not render the widget: \(error)"
        if Test.current != nil { Issue.record(Comment(rawValue: message)) } else { XCTFail(message) }
        return RenderFailure.marker + Data("\(error)".utf8)
    }
}
