import EventKit
import Foundation
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
