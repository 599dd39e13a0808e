import Combine
import EventKit
import Foundation
import SwiftUI
import Testing

/// EventKit as widget code reaches it: a rendering has no calendar and no access to one.
@Suite struct EventKitTests {
    @Test func aStoreHasNoEventsAndGrantsNoAccess() async throws {
        let store = EKEventStore()
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        #expect(try await store.requestFullAccessToEvents() == false)
        let now = Date(timeIntervalSince1970: 1_767_225_600)
        #expect(store.events(matching: store.predicateForEvents(withStart: now, end: now.addingTimeInterval(86_400), calendars: nil)).isEmpty)
        let event = EKEvent(eventStore: store)
        event.title = "Linear Algebra"
        event.startDate = now
        event.endDate = now.addingTimeInterval(5_400)
        event.location = "3A-201"
        #expect(event.title == "Linear Algebra" && event.endDate?.timeIntervalSince(now) == 5_400)
        #expect(throws: (any Error).self) { try store.save(event, span: .thisEvent) }
    }
}

/// What LifeUSTC's rotation modifier reads: an upright iPhone, and a notification publisher a
/// rendering never fires (`onReceive` never runs: the body is evaluated once).
@Suite struct DeviceTests {
    @Test func theDeviceIsAnUprightIPhoneAndNoNotificationArrives() {
        #expect(UIDevice.current.orientation == .portrait && UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation.isPortrait && !UIDevice.current.orientation.isLandscape)
        var received = 0
        let cancellable = NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification).sink { _ in received += 1 }
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: nil)
        #expect(received == 0, "a rendering posts and delivers no system notifications")
        cancellable.cancel()
    }
}
