#if WIDGETRASTER_SWIFTUI
import Foundation
import SwiftUI
import WidgetKit
import struct WidgetRaster.SnapshotLimits
import enum WidgetRaster.RecordMode
import struct WidgetRaster.RenderPlan

/// Snapshot-tests every `#Preview` and `PreviewProvider` of a module in one call: each preview in
/// its families (every entry of a timeline preview, only its colour scheme when it names one),
/// on each device, scale and variant, against goldens in
/// `__Snapshots__/<TestFile>/<test>.<preview>.<family>.<device>@<scale>x.<variant>[.entryN].png`.
/// `including` leaves previews out (one that shows the clock, say). Works in XCTest and Swift Testing.
public func assertPreviewSnapshots(
    in module: String,
    including: (DeclaredPreview) -> Bool = { _ in true },
    devices: [String] = ["iphone-393x852"],
    scales: [Int] = [2],
    variants: [Variant] = [.light, .dark],
    options: WidgetRenderOptions = WidgetRenderOptions(),
    named name: String? = nil,
    record: RecordMode? = nil,
    limits: SnapshotLimits? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let previews = DeclaredPreview.all(in: [module]).filter(including)
    guard !previews.isEmpty else {
        report(["No #Preview or PreviewProvider found in module \(module) (is it linked into this test target?)"],
               fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    let messages = verifyImages({
        previews.flatMap { preview in
            var entryCounts: [RenderFamily: Int] = [:]
            return matrix(families: preview.families, devices: devices, scales: scales,
                   variants: variants.filter { [nil, $0.colorScheme].contains(preview.colorScheme) })
                .flatMap { family, device, scale, variant in
                    let entries = entryCounts[family] ?? preview.entryCount(for: family)
                    entryCounts[family] = entries
                    return (0..<entries).map { entry in
                        SnapshotImage(golden: [goldenTestName(name ?? testName), preview.kind, family.rawValue, device].joined(separator: ".")
                            + "@\(scale)x.\(goldenVariantName(variant))" + (entries > 1 ? ".entry\(entry + 1)" : ""), look: variant.look) {
                            try renderPreviewBitmap(preview, family: family, device: device, scale: scale, variant: variant,
                                                    entry: entry, options: options)
                        }
                    }
                }
        }
    }, record: record, limits: limits, filePath: "\(filePath)")
    report(messages, fileID: fileID, filePath: filePath, line: line, column: column)
}
#endif
