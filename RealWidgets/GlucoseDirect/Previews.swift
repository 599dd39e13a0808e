// The Live Activity preview Glucose Direct does not ship (its widget file previews the Lock Screen
// view alone, as a medium widget): the activity itself, with the connected state that preview shows
// (its disconnected one leaves the island's compact and minimal views empty, by the app's own code).
import ActivityKit
import SwiftUI
import WidgetKit

#Preview("Glucose", as: .content, using: SensorGlucoseActivityAttributes()) {
    GlucoseActivityWidget()
} contentStates: {
    SensorGlucoseActivityAttributes.GlucoseStatus(alarmLow: 80, alarmHigh: 160, sensorState: .ready, connectionState: .connected,
                                                  glucose: SensorGlucose(glucoseValue: 120, minuteChange: 2), glucoseUnit: .mgdL,
                                                  startDate: Date(), restartDate: Date(), stopDate: Date())
}
