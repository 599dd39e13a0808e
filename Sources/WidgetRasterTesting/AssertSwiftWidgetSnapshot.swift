#if WIDGETRASTER_SWIFTUI
import Foundation
import SwiftUI
import WidgetKit
import struct WidgetRaster.SnapshotLimits
import enum WidgetRaster.RecordMode
import struct WidgetRaster.RenderPlan

/// Snapshot-tests a widget's own SwiftUI view: renders it in each family, device, scale and
/// variant (its body sees each image's environment) and compares with goldens in
/// `__Snapshots__/<TestFile>/<test>.<View>.<family>.<device>@<scale>x.<variant>.png`.
/// Works in XCTest and Swift Testing, like the scene-file form.
public func assertWidgetSnapshot<V: SwiftUI.View>(
    of view: V,
    families: [RenderFamily] = [.systemSmall],
    devices: [String] = ["iphone-393x852"],
    scales: [Int] = [2],
    variants: [Variant] = [.light, .dark],
    named name: String? = nil,
    record: RecordMode? = nil,
    limits: SnapshotLimits? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let messages = verifyImages({
        matrix(families: families, devices: devices, scales: scales, variants: variants).map { family, device, scale, variant in
            SnapshotImage(golden: [goldenTestName(name ?? testName), viewName(V.self), family.rawValue, device].joined(separator: ".")
                + "@\(scale)x.\(goldenVariantName(variant))", look: variant.look) {
                try renderWidgetBitmap(view, family: family, device: device, scale: scale, variant: variant)
            }
        }
    }, record: record, limits: limits, filePath: "\(filePath)")
    report(messages, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Snapshot-tests a widget as WidgetKit shows it: its provider's timeline entry `entry` through
/// its view (the placeholder entry for placeholder variants), in each of its supported families
/// unless `families` narrows them.
public func assertWidgetSnapshot<W: Widget>(
    of widget: W,
    families: [RenderFamily]? = nil,
    devices: [String] = ["iphone-393x852"],
    scales: [Int] = [2],
    variants: [Variant] = [.light, .dark],
    entry: Int = 0,
    named name: String? = nil,
    record: RecordMode? = nil,
    limits: SnapshotLimits? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let description = widget.body._description
    let messages = verifyImages({
        matrix(families: families ?? description.families, devices: devices, scales: scales, variants: variants)
            .map { family, device, scale, variant in
                SnapshotImage(golden: [goldenTestName(name ?? testName), description.kind, family.rawValue, device]
                    .joined(separator: ".") + "@\(scale)x.\(goldenVariantName(variant))" + (entry > 0 ? ".entry\(entry + 1)" : ""),
                              look: variant.look) {
                    try renderWidgetBitmap(widget, family: family, device: device, scale: scale, variant: variant, entry: entry)
                }
            }
    }, record: record, limits: limits, filePath: "\(filePath)")
    report(messages, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Snapshot-tests a control (iOS 18) as Control Center and the Lock Screen show it, with its
/// provider's preview value: each presentation, a toggle off and on, against goldens in
/// `__Snapshots__/<TestFile>/<test>.<kind>.<family>.<device>@<scale>x.<variant>.<off|on>.png`
/// (a button's without the state). Control Center is dark in both schemes, so `.dark` is the variant.
public func assertControlSnapshot<C: ControlWidget>(
    of control: C,
    families: [RenderFamily] = [.controlSmall, .controlMedium, .controlLarge, .controlLockScreen],
    devices: [String] = ["iphone-393x852"],
    scales: [Int] = [2],
    variants: [Variant] = [.dark],
    named name: String? = nil,
    record: RecordMode? = nil,
    limits: SnapshotLimits? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let (kind, states) = control.drawnStates
    let messages = verifyImages({
        matrix(families: families, devices: devices, scales: scales, variants: variants).flatMap { family, device, scale, variant in
            states.map { isOn in
                SnapshotImage(golden: [goldenTestName(name ?? testName), kind, family.rawValue, device].joined(separator: ".")
                    + "@\(scale)x.\(goldenVariantName(variant))" + (states.count > 1 ? (isOn ? ".on" : ".off") : ""),
                              look: variant.look) {
                    try renderControlBitmap(control, family: family, device: device, scale: scale, variant: variant, isOn: isOn)
                }
            }
        }
    }, record: record, limits: limits, filePath: "\(filePath)")
    report(messages, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// A view type's name for golden files: the app's own type inside modifier wrappers
/// (`_ModifiedView<EntryView>` → `EntryView`).
func viewName(_ type: Any.Type) -> String {
    var name = String(describing: type)
    while name.hasPrefix("_"), let open = name.firstIndex(of: "<"), name.hasSuffix(">") {
        name = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
    }
    return name
}

/// Every combination, skipping those no device shows (light accessory and vibrant images).
func matrix(families: [RenderFamily], devices: [String], scales: [Int],
                    variants: [Variant]) -> [(RenderFamily, String, Int, Variant)] {
    families.flatMap { family in
        devices.flatMap { device in
            scales.flatMap { scale in
                variants.filter { RenderPlan.isDrawn(family, $0) }.map { (family, device, scale, $0) }
            }
        }
    }
}
#endif
