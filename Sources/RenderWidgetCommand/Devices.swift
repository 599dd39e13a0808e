import ArgumentParser
import Foundation
import WidgetRaster

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the device size table.")

    @Option(name: .customLong("size-table"), help: ArgumentHelp("Size table: hig-current, hig-2020, or a .json file.", valueName: "table"),
            transform: { try SizeTableFile.resolve($0) })
    var sizeTable: SizeTable = .current

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let table = sizeTable
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(DeviceTableJSON(table)), as: UTF8.self))
            return
        }
        print("\(table.summary). Corner radii are estimates (Apple publishes none), and so are the controls' sizes "
              + "(docs/controls.md) and the Dynamic Island's unpublished ones (docs/live-activities.md).")
        for device in table.devices {
            let families = WidgetFamily.allCases.compactMap { f -> String? in
                guard let size = device.families[f] else { return nil }
                let shown = size.canvas == size.device ? "\(size.device)" : "\(size.device) (canvas \(size.canvas))"
                return "\(f.rawValue) \(shown)"
            }
            let flag = device.sizesEstimated ? "  [estimated: \(device.note ?? "")]" : (device.note.map { "  [\($0)]" } ?? "")
            print("\(device.id.padding(toLength: 17, withPad: " ", startingAt: 0)) @\(device.nativeScale)x  radius≈\(String(format: "%.1f", device.cornerRadius))  margin \(String(format: "%.1f", device.contentMargin))  "
                + device.models.joined(separator: ", ") + flag)
            print("    " + families.joined(separator: "; "))
        }
    }
}

/// The size table as JSON rows.
struct DeviceTableJSON: Encodable {
    struct Row: Encodable {
        var id: String
        var platform: String
        var screen: String
        var scale: Int
        var models: [String]
        var cornerRadius: Double
        var cornerRadiusEstimated = true
        var contentMargin: Double
        var sizesEstimated: Bool
        var note: String?
        var families: [String: [String: [Double]]]
    }

    var table: String
    var devices: [Row]

    init(_ t: SizeTable) {
        table = t.name
        devices = t.devices.map { d in
            var families: [String: [String: [Double]]] = [:]
            for (family, size) in d.families {
                families[family.rawValue] = ["device": [size.device.width, size.device.height],
                                             "canvas": [size.canvas.width, size.canvas.height]]
            }
            return Row(id: d.id, platform: d.platform.rawValue, screen: "\(d.screen)", scale: d.nativeScale, models: d.models,
                       cornerRadius: d.cornerRadius, contentMargin: d.contentMargin, sizesEstimated: d.sizesEstimated, note: d.note, families: families)
        }
    }
}
