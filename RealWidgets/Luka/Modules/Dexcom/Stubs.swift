// The Dexcom package's types the widget files use (kylebshr/dexcom-swift): a reading, its trend
// arrow, and the account's region. Its network client is not here: the app's own
// DexcomClientService (in the app's stubs) answers with the app's sample readings.
import Foundation

public enum TrendDirection: String, Codable, Hashable, Sendable, CaseIterable {
    case none = "None", doubleUp = "DoubleUp", singleUp = "SingleUp", fortyFiveUp = "FortyFiveUp", flat = "Flat"
    case fortyFiveDown = "FortyFiveDown", singleDown = "SingleDown", doubleDown = "DoubleDown"
    case notComputable = "NotComputable", rateOutOfRange = "RateOutOfRange"
}

public struct GlucoseReading: Codable, Hashable, Sendable {
    public var value: Int
    public var trend: TrendDirection
    public var date: Date

    public init(value: Int, trend: TrendDirection, date: Date) {
        self.value = value
        self.trend = trend
        self.date = date
    }
}

/// Which Dexcom Share server holds the account.
public enum AccountLocation: String, Codable, Hashable, Sendable, CaseIterable {
    case usa, apac, worldwide
}
