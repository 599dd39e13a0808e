// GlucoseDirect's own types the widget files use: its sensor, glucose and transmitter models and
// the app-group storage the widgets read (here holding what a phone with a running sensor holds).
import Foundation
import SwiftUI

// MARK: Models

enum GlucoseUnit: String, Codable, Hashable {
    case mgdL = "mg/dl", mmolL = "mmol/l"

    var localizedDescription: String { rawValue }
    var shortLocalizedDescription: String { self == .mgdL ? "mg/dL" : "mmol/L" }
}

enum SensorTrend: Codable, Hashable, CustomStringConvertible {
    case rapidlyRising, fastRising, constant, fastFalling, rapidlyFalling, unknown

    var description: String {
        switch self {
        case .rapidlyRising: "↑↑"
        case .fastRising: "↑"
        case .constant: "→"
        case .fastFalling: "↓"
        case .rapidlyFalling: "↓↓"
        case .unknown: "?"
        }
    }
}

enum GlucoseType: Codable, Hashable { case low, high, normal }

protocol Glucose {
    var glucoseValue: Int { get }
}

struct SensorGlucose: Glucose, Codable, Hashable {
    var timestamp: Date
    var rawGlucoseValue: Int
    var intGlucoseValue: Int
    var minuteChange: Double?

    init(timestamp: Date, rawGlucoseValue: Int, intGlucoseValue: Int, minuteChange: Double? = nil) {
        self.timestamp = timestamp
        self.rawGlucoseValue = rawGlucoseValue
        self.intGlucoseValue = intGlucoseValue
        self.minuteChange = minuteChange
    }

    init(glucoseValue: Int, minuteChange: Double? = nil) {
        self.init(timestamp: Date(timeIntervalSince1970: 1_780_911_000), rawGlucoseValue: glucoseValue, intGlucoseValue: glucoseValue,
                  minuteChange: minuteChange)
    }

    var glucoseValue: Int { intGlucoseValue }
    var type: GlucoseType { glucoseValue > 500 ? .high : glucoseValue < 40 ? .low : .normal }
    var trend: SensorTrend {
        guard let minuteChange else { return .unknown }
        switch minuteChange {
        case 3...: return .rapidlyRising
        case 2..<3: return .fastRising
        case -2 ..< 2: return .constant
        case -3 ..< -2: return .fastFalling
        default: return .rapidlyFalling
        }
    }
}

enum SensorState: String, Codable, Hashable {
    case unknown, notActivated, starting, ready, expired, shutdown, failure
    var localizedDescription: String { rawValue.capitalized }
}

enum SensorConnectionState: String, Codable, Hashable {
    case disconnected, connecting, connected, scanning, pairing, unknown
    var localizedDescription: String { rawValue.capitalized }
}

struct FactoryCalibration: Codable, Hashable {
    var i1: Int, i2: Int, i3: Int, i4: Int, i5: Int, i6: Int
}

enum SensorFamily: String, Codable { case libre1, libre2, libre3, unknown
    var localizedDescription: String { rawValue.capitalized }
}
enum SensorType: String, Codable { case virtual, libre2EU }
enum SensorRegion: String, Codable { case european, usa }

struct Sensor: Codable {
    var uuid: Data
    var patchInfo: Data
    var factoryCalibration: FactoryCalibration
    var family: SensorFamily
    var type: SensorType
    var region: SensorRegion
    var serial: String?
    var state: SensorState
    var age: Int
    var lifetime: Int
    var warmupTime: Int

    var remainingLifetime: Int { max(0, lifetime - age) }
    var remainingWarmupTime: Int? { age < warmupTime ? warmupTime - age : nil }
}

struct Transmitter: Codable {
    var name: String
    var battery: Int
    var firmware: Double
    var hardware: Double
}

// MARK: Formatting

extension Int {
    func asGlucose(glucoseUnit: GlucoseUnit) -> String {
        glucoseUnit == .mgdL ? String(self) : String(format: "%.1f", Double(self) / 18.0182)
    }
}

extension Double {
    func asMinuteChange(glucoseUnit: GlucoseUnit) -> String {
        let value = glucoseUnit == .mgdL ? String(format: "%+.0f", self) : String(format: "%+.1f", self / 18.0182)
        return "\(value) \(glucoseUnit.shortLocalizedDescription)/min"
    }

    func asShortMinuteChange(glucoseUnit: GlucoseUnit) -> String {
        glucoseUnit == .mgdL ? String(format: "%+.0f", self) : String(format: "%+.1f", self / 18.0182)
    }
}

extension Date {
    func toLocalTime() -> String {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        formatter.dateStyle = .none
        return formatter.string(from: self)
    }
}

extension Data {
    init?(hexString: String) {
        var bytes: [UInt8] = []
        var index = hexString.startIndex
        while index < hexString.endIndex {
            let next = hexString.index(index, offsetBy: 2, limitedBy: hexString.endIndex) ?? hexString.endIndex
            guard let byte = UInt8(hexString[index ..< next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        self.init(bytes)
    }
}

// MARK: App-group storage

extension UserDefaults {
    static let shared = UserDefaults(suiteName: "group.reimarmetzen.GlucoseDirect") ?? .standard

    var glucoseUnit: GlucoseUnit? { .mgdL }
    var latestSensorGlucose: SensorGlucose? {
        SensorGlucose(timestamp: Date(timeIntervalSince1970: 1_780_911_000), rawGlucoseValue: 118, intGlucoseValue: 121, minuteChange: 1.2)
    }
    var sensor: Sensor? {
        Sensor(uuid: Data([0xE9, 0xAD]), patchInfo: Data([0x44]), factoryCalibration: FactoryCalibration(i1: 1, i2: 2, i3: 4, i4: 8, i5: 16, i6: 32),
               family: .libre2, type: .virtual, region: .european, serial: "OBIR2PO", state: .ready, age: 5 * 24 * 60,
               lifetime: 14 * 24 * 60, warmupTime: 60)
    }
    var transmitter: Transmitter? { Transmitter(name: "Bubble", battery: 70, firmware: 2.0, hardware: 2.0) }
}
