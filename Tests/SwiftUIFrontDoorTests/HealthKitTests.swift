import Foundation
import HealthKit
import SwiftUI
import Testing
import WidgetKit

/// A step-count provider as widget extensions write it (Steps): it asks the store only when Health
/// data is available, else shows its placeholder count.
private struct StepsProvider {
    var healthStore: HKHealthStore?

    init() {
        if HKHealthStore.isHealthDataAvailable() { healthStore = HKHealthStore() }
    }

    func steps(completion: @escaping (Int) -> Void) {
        guard let healthStore, let type = HKQuantityType.quantityType(forIdentifier: .stepCount) else { return completion(4_364) }
        let query = HKStatisticsCollectionQuery(quantityType: type, quantitySamplePredicate: nil, options: .cumulativeSum,
                                                anchorDate: Date(timeIntervalSince1970: 0), intervalComponents: DateComponents(day: 1))
        query.initialResultsHandler = { _, collection, _ in
            completion(Int(collection?.statistics().last?.sumQuantity()?.doubleValue(for: .count()) ?? 0))
        }
        healthStore.execute(query)
    }
}

@Suite struct HealthKitTests {
    @Test("a rendering has no Health data, so a provider takes its no-data path and draws its placeholder")
    func aProviderWithoutHealthDataShowsItsPlaceholder() {
        let provider = StepsProvider()
        #expect(provider.healthStore == nil)
        var shown: Int?
        provider.steps { shown = $0 }
        #expect(shown == 4_364)
        #expect(HKQuantityType(.stepCount) == HKObjectType.quantityType(forIdentifier: .stepCount))
    }
}
