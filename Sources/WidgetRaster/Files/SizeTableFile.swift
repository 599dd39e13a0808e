import Foundation

/// A size table from a JSON file (`--size-table FILE`): rows for screens whose widget sizes Apple
/// has not published, measured by the team, added to a built-in table (a row with a built-in
/// row's id replaces it):
///
/// `{"name": "measured", "base": "hig-current", "devices": [{"id": "iphone-402x874", "screen": [402, 874],
///   "scale": 3, "models": ["iPhone 17 Pro"], "families": {"systemSmall": [170, 170], "systemMedium": [364, 170]},
///   "cornerRadius": 23.7, "contentMargin": 17.3}]}`
///
/// An iPad family gives `{"canvas": [155, 155], "device": [136, 136]}`. Corner radius and
/// margin default to the built-in estimates for the row's small widget.
package enum SizeTableFile {
    /// What is wrong with a file, naming it and the place inside it.
    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    struct File: Decodable {
        var name: String?
        var base: String?
        var devices: [Row]
    }

    struct Row: Decodable {
        var id: String
        var screen: [Double]
        var scale: Int
        var models: [String]?
        var families: [String: FamilyValue]
        var cornerRadius: Double?
        var contentMargin: Double?
        var note: String?
    }

    /// `[w, h]`, or `{"canvas": [w, h], "device": [w, h]}`.
    enum FamilyValue: Decodable {
        case same([Double])
        case scaled(canvas: [Double], device: [Double])

        init(from decoder: Decoder) throws {
            if let pair = try? decoder.singleValueContainer().decode([Double].self) {
                self = .same(pair)
                return
            }
            struct Scaled: Decodable { var canvas: [Double]; var device: [Double] }
            let scaled = try Scaled(from: decoder)
            self = .scaled(canvas: scaled.canvas, device: scaled.device)
        }
    }

    /// A built-in table by name, or a table file.
    package static func resolve(_ argument: String) throws -> SizeTable {
        if let table = SizeTable.named(argument) { return table }
        guard argument.hasSuffix(".json") || FileManager.default.fileExists(atPath: argument) else {
            throw Problem(description: "no size table '\(argument)'; expected one of: "
                + SizeTable.all.map(\.name).joined(separator: ", ") + ", or a .json table file")
        }
        return try load(from: URL(fileURLWithPath: argument))
    }

    package static func load(from url: URL) throws -> SizeTable {
        let origin = url.path
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Problem(description: "\(origin): size table file not found")
        }
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: data) } catch let error as DecodingError {
            throw Problem(description: "\(origin): " + describe(error))
        }
        let baseName = file.base ?? SizeTable.current.name
        guard let base = SizeTable.named(baseName) else {
            throw Problem(description: "\(origin): base: no built-in table '\(baseName)'; expected one of: "
                + SizeTable.all.map(\.name).joined(separator: ", "))
        }
        var devices = base.devices
        for (i, row) in file.devices.enumerated() {
            let device = try self.device(row, at: "\(origin): devices[\(i)]")
            if let same = devices.firstIndex(where: { $0.id == device.id }) { devices[same] = device } else { devices.append(device) }
        }
        let name = file.name ?? url.deletingPathExtension().lastPathComponent
        return SizeTable(name: name, summary: "\(base.summary), with \(file.devices.count) row(s) from \(url.lastPathComponent)",
                         devices: devices)
    }

    private static func size(_ pair: [Double], at place: String) throws -> Size {
        guard pair.count == 2, pair.allSatisfy({ $0 > 0 && $0.isFinite }) else {
            throw Problem(description: "\(place): expected [width, height] in points, both above 0")
        }
        return Size(width: pair[0], height: pair[1])
    }

    private static func device(_ row: Row, at place: String) throws -> DeviceSize {
        let screen = try size(row.screen, at: "\(place).screen")
        guard (1...3).contains(row.scale) else { throw Problem(description: "\(place).scale: expected 1, 2 or 3, got \(row.scale)") }
        guard !row.id.isEmpty, row.id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
            throw Problem(description: "\(place).id: expected letters, digits and hyphens, like iphone-402x874")
        }
        var families: [WidgetFamily: FamilySize] = [:]
        for (name, value) in row.families.sorted(by: { $0.key < $1.key }) {
            guard let family = WidgetFamily(rawValue: name) else {
                throw Problem(description: "\(place).families.\(name): unknown family; expected one of: "
                    + WidgetFamily.allCases.map(\.rawValue).joined(separator: ", "))
            }
            switch value {
            case .same(let pair): families[family] = FamilySize(try size(pair, at: "\(place).families.\(name)"))
            case let .scaled(canvas, device):
                families[family] = FamilySize(canvas: try size(canvas, at: "\(place).families.\(name).canvas"),
                                              device: try size(device, at: "\(place).families.\(name).device"))
            }
        }
        guard !families.isEmpty else { throw Problem(description: "\(place).families: expected at least one family") }
        let platform: DeviceSize.Platform = row.id.hasPrefix("ipad") ? .iPad : .iPhone
        let small = families[.systemSmall]?.device.width ?? 158
        let radius = row.cornerRadius ?? (platform == .iPad ? CornerRadiusEstimate.iPad
                                                           : CornerRadiusEstimate.iPhone(screenWidth: screen.width, small: small))
        let margin = row.contentMargin ?? (platform == .iPad ? 16 : ContentMarginEstimate.iPhone(small: small))
        for (key, value) in [("cornerRadius", radius), ("contentMargin", margin)] where !(value >= 0 && value.isFinite) {
            throw Problem(description: "\(place).\(key): expected a number of points ≥ 0")
        }
        return DeviceSize(id: row.id, platform: platform, screen: screen, nativeScale: row.scale, models: row.models ?? [],
                          families: families, cornerRadius: radius, contentMargin: margin, note: row.note ?? "measured by the team")
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: ["."])
        }
        switch error {
        case .keyNotFound(let key, let context):
            return (path(context).isEmpty ? "" : path(context) + ": ") + "missing '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return (path(context).isEmpty ? "" : path(context) + ": ") + context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}
