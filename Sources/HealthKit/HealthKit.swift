import Foundation

// HealthKit as widget code reaches it: a store, quantity types, statistics queries. Where widgets
// are rendered there is no Health data (`isHealthDataAvailable()` is false, as on a Mac), so a
// query never answers and a widget draws what it shows without data.

/// The Health store. Queries run against no data here.
open class HKHealthStore: @unchecked Sendable {
    public init() {}

    /// False: a rendering has no Health database, as a device without one.
    open class func isHealthDataAvailable() -> Bool { false }

    open func execute(_ query: HKQuery) {}
    open func stop(_ query: HKQuery) {}

    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                   completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, nil)
    }

    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {}
}

/// A kind of Health data.
open class HKObjectType: Hashable, @unchecked Sendable {
    public let identifier: String

    init(identifier: String) { self.identifier = identifier }

    open class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? { HKQuantityType(identifier) }

    public static func == (lhs: HKObjectType, rhs: HKObjectType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

open class HKSampleType: HKObjectType, @unchecked Sendable {}

open class HKQuantityType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKQuantityTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

/// The identifiers of quantity types widget code reads.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let stepCount = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierStepCount")
    public static let distanceWalkingRunning = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDistanceWalkingRunning")
    public static let activeEnergyBurned = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierActiveEnergyBurned")
    public static let basalEnergyBurned = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBasalEnergyBurned")
    public static let flightsClimbed = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierFlightsClimbed")
    public static let heartRate = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierHeartRate")
    public static let bodyMass = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBodyMass")
    public static let appleExerciseTime = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierAppleExerciseTime")
    public static let bloodGlucose = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBloodGlucose")
}

/// A unit of a quantity.
open class HKUnit: Hashable, @unchecked Sendable {
    public let unitString: String

    public init(from unitString: String) { self.unitString = unitString }

    open class func count() -> HKUnit { HKUnit(from: "count") }
    open class func meter() -> HKUnit { HKUnit(from: "m") }
    open class func mile() -> HKUnit { HKUnit(from: "mi") }
    open class func kilocalorie() -> HKUnit { HKUnit(from: "kcal") }
    open class func minute() -> HKUnit { HKUnit(from: "min") }
    open class func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: "g") }

    public static func == (lhs: HKUnit, rhs: HKUnit) -> Bool { lhs.unitString == rhs.unitString }
    public func hash(into hasher: inout Hasher) { hasher.combine(unitString) }
}

public enum HKMetricPrefix: Int, Sendable {
    case none, kilo, milli
}

/// An amount in a unit.
open class HKQuantity: @unchecked Sendable {
    private let unit: HKUnit
    private let value: Double

    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }

    open func doubleValue(for unit: HKUnit) -> Double { value }
}

/// A query of the store; here none answers.
open class HKQuery: @unchecked Sendable {
    open class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate(value: true)
    }
}

public struct HKQueryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}

public struct HKStatisticsOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
}

/// Statistics of one interval.
open class HKStatistics: @unchecked Sendable {
    public let startDate: Date
    public let endDate: Date

    init(startDate: Date, endDate: Date) {
        self.startDate = startDate
        self.endDate = endDate
    }

    open func sumQuantity() -> HKQuantity? { nil }
    open func averageQuantity() -> HKQuantity? { nil }
}

/// Statistics interval by interval.
open class HKStatisticsCollection: @unchecked Sendable {
    open func statistics() -> [HKStatistics] { [] }
    open func statistics(for date: Date) -> HKStatistics? { nil }
    open func enumerateStatistics(from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {}
}

open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void) {}
}

open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    open var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    open var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {}
}
