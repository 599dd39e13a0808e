// The Live Activity preview OneBusAway does not ship: the trip its activity's own sketch shows —
// the C Line to West Seattle Alaska Junction, leaving in 5, 11 and 15 minutes, on time.
import ActivityKit
import OBAKitCore
import SwiftUI
import WidgetKit

#Preview("Trip", as: .content, using: TripAttributes(staticData: .init(
    routeShortName: "C", routeHeadsign: "West Seattle Alaska Junction", stopID: "1_578", regionID: 1, routeColorHex: "D43F3A"))) {
    TripLiveActivity()
} contentStates: {
    TripAttributes.ContentState(arrivals: [5, 11, 15].map {
        .init(departureDate: Date().addingTimeInterval(Double($0) * 60 + 30), scheduleStatus: .onTime, scheduleDeviation: 0, isArrival: false)
    })
    TripAttributes.ContentState(arrivals: [3, 19].map {
        .init(departureDate: Date().addingTimeInterval(Double($0) * 60 + 30), scheduleStatus: .delayed, scheduleDeviation: 240,
              isArrival: false)
    })
}
