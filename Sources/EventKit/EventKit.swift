import Foundation

// EventKit as widget code reaches it: an event store, events and calendars. A rendering has no
// calendar database and no permission to one: the store's authorization is `.notDetermined`, a
// request is denied, and a search finds no events, so a widget draws what it shows without them.

/// Whether the app may read or write the person's events or reminders.
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized, fullAccess, writeOnly
}

/// Events or reminders.
public enum EKEntityType: Int, Sendable {
    case event, reminder
}

/// The span of a change to a repeating event.
public enum EKSpan: Int, Sendable {
    case thisEvent, futureEvents
}

/// The person's calendars and events. There are none here.
open class EKEventStore: @unchecked Sendable {
    public init() {}

    /// `.notDetermined`: a rendering has never been asked for access.
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }

    /// Access is not granted: a rendering cannot ask the person.
    open func requestAccess(to entityType: EKEntityType, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(false, nil) }
    open func requestFullAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(false, nil) }
    open func requestWriteOnlyAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(false, nil) }
    open func requestFullAccessToEvents() async throws -> Bool { false }
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { false }
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool { false }

    open var defaultCalendarForNewEvents: EKCalendar? { nil }
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }

    /// A search over the given span and calendars (all where nil).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: false)
    }

    /// No events: the store is empty.
    open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }

    /// Saving is refused: there is no calendar to save to.
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {
        throw NSError(domain: "EKErrorDomain", code: 1, userInfo: [NSLocalizedDescriptionKey: "a rendering has no calendar to save to"])
    }
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {}
    open func commit() throws {}
}

/// A calendar of events.
open class EKCalendar: @unchecked Sendable {
    open var title = ""
    open var calendarIdentifier = UUID().uuidString
    open var allowsContentModifications = true

    public init() {}
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {}
}

/// What events and reminders share.
open class EKCalendarItem: @unchecked Sendable {
    open var title: String?
    open var location: String?
    open var notes: String?
    open var url: URL?
    open var calendar: EKCalendar?
    open var timeZone: TimeZone?
    public var calendarItemIdentifier = UUID().uuidString
}

/// An event: a title, a place and a span of time.
open class EKEvent: EKCalendarItem, @unchecked Sendable {
    open var startDate: Date?
    open var endDate: Date?
    open var isAllDay = false
    open var eventIdentifier: String? { calendarItemIdentifier }

    public init(eventStore: EKEventStore) {}
}
