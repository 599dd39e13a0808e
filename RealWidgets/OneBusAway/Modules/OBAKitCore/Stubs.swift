// OneBusAway's own core module (OBAKitCore), as far as the widgets use it: bookmarks, arrivals and
// departures, the formatters and theme colours, the REST client and the Live Activity attributes.
// Two bookmarks are stored (a stop and a trip), and the REST client answers fixed departures
// counted from now instead of the network, so the widgets show a rider's usual morning.
import ActivityKit
import CoreLocation
import Foundation
import SwiftUI

public typealias StopID = String

func OBALoc(_ key: String, value: String, comment: String) -> String {
    NSLocalizedString(key, tableName: nil, bundle: .main, value: value, comment: comment)
}

public enum Strings {
    public static let scheduledNotRealTime = OBALoc("common.scheduled_not_real_time", value: "Scheduled/not real-time", comment: "")
}

public enum Logger {
    public static func error(_ message: String) { FileHandle.standardError.write(Data("OBAKitCore: \(message)\n".utf8)) }
    public static func info(_ message: String) {}
}

public extension Bundle {
    var appGroup: String? { "group.org.onebusaway.iphone" }
    var extensionURLScheme: String? { "onebusaway" }
}

// MARK: Models

public enum TemporalState: Hashable, Codable, Sendable { case past, present, future }
public enum ArrivalDepartureStatus: Hashable, Codable, Sendable { case arriving, departing }
public enum ScheduleStatus: Hashable, Codable, Sendable { case unknown, onTime, early, delayed }

public struct Bookmark: Hashable, Identifiable, Sendable {
    public let id: UUID
    public let name: String
    public let stopID: StopID
    public let regionIdentifier: Int
    public let routeShortName: String?
    public let tripHeadsign: String?
    public var isTripBookmark: Bool { routeShortName != nil }
}

public struct TripBookmarkKey: Hashable, Sendable {
    public let stopID: StopID
    public let routeShortName: String
    public let tripHeadsign: String

    public init?(bookmark: Bookmark) {
        guard let route = bookmark.routeShortName, let headsign = bookmark.tripHeadsign else { return nil }
        self.init(stopID: bookmark.stopID, routeShortName: route, tripHeadsign: headsign)
    }

    public init(stopID: StopID, routeShortName: String, tripHeadsign: String) {
        self.stopID = stopID
        self.routeShortName = routeShortName
        self.tripHeadsign = tripHeadsign
    }
}

public struct ArrivalDeparture: Hashable, Sendable {
    public let stopID: StopID
    public let routeShortName: String
    public let tripHeadsign: String
    public let scheduledDate: Date
    public let arrivalDepartureDate: Date
    public let predicted: Bool
    public let arrivalDepartureStatus: ArrivalDepartureStatus

    public var routeAndHeadsign: String { "\(routeShortName) - \(tripHeadsign)" }
    public var arrivalDepartureMinutes: Int { Int((arrivalDepartureDate.timeIntervalSinceNow / 60).rounded(.down)) }
    public var deviationFromScheduleInMinutes: Int { Int((arrivalDepartureDate.timeIntervalSince(scheduledDate) / 60).rounded()) }
    public var temporalState: TemporalState {
        arrivalDepartureMinutes < 0 ? .past : arrivalDepartureMinutes == 0 ? .present : .future
    }
    public var scheduleStatus: ScheduleStatus {
        guard predicted else { return .unknown }
        let deviation = deviationFromScheduleInMinutes
        return deviation < -1 ? .early : deviation > 1 ? .delayed : .onTime
    }
}

public struct StopArrivals: Sendable {
    public let arrivalsAndDepartures: [ArrivalDeparture]
}

public extension Array where Element == ArrivalDeparture {
    /// The departures grouped by the trip bookmark each would match.
    var tripKeyGroupedElements: [TripBookmarkKey: [ArrivalDeparture]] {
        Dictionary(grouping: self) { TripBookmarkKey(stopID: $0.stopID, routeShortName: $0.routeShortName, tripHeadsign: $0.tripHeadsign) }
    }
}

// MARK: Theme and formatting

public final class ThemeColors: @unchecked Sendable {
    public static let shared = ThemeColors()
    public let brand = UIColor(red: 0x78 / 255, green: 0xAA / 255, blue: 0x36 / 255, alpha: 1)
    public let departureOnTimeBackground = UIColor(red: 0x2E / 255, green: 0x8B / 255, blue: 0x3E / 255, alpha: 1)
    public let departureEarlyBackground = UIColor(red: 0xD3 / 255, green: 0x2F / 255, blue: 0x2F / 255, alpha: 1)
    public let departureLateBackground = UIColor(red: 0x1E / 255, green: 0x63 / 255, blue: 0xC4 / 255, alpha: 1)
    public let departureUnknownBackground = UIColor.systemGray
}

public extension UIColor {
    /// `#RRGGBB` or `RRGGBB`; nil for anything else.
    convenience init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                  blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }

    /// Black or white, whichever reads better on this colour.
    var contrastingTextColor: UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return 0.299 * red + 0.587 * green + 0.114 * blue > 0.6 ? .black : .white
    }
}

public final class Formatters: @unchecked Sendable {
    public let locale: Locale
    public let calendar: Calendar
    public let themeColors: ThemeColors
    public let timeFormatter: DateFormatter

    public init(locale: Locale, calendar: Calendar, themeColors: ThemeColors) {
        self.locale = locale
        self.calendar = calendar
        self.themeColors = themeColors
        timeFormatter = DateFormatter()
        timeFormatter.locale = locale
        timeFormatter.dateStyle = .none
        timeFormatter.timeStyle = .short
    }

    public func shortFormattedTime(untilMinutes minutes: Int, temporalState: TemporalState) -> String {
        temporalState == .present ? OBALoc("formatters.now", value: "NOW", comment: "") : "\(minutes)m"
    }

    public func shortFormattedTime(until arrivalDeparture: ArrivalDeparture) -> String {
        shortFormattedTime(untilMinutes: arrivalDeparture.arrivalDepartureMinutes, temporalState: arrivalDeparture.temporalState)
    }

    public func colorForScheduleStatus(_ status: ScheduleStatus) -> UIColor {
        switch status {
        case .onTime: themeColors.departureOnTimeBackground
        case .early: themeColors.departureEarlyBackground
        case .delayed: themeColors.departureLateBackground
        case .unknown: themeColors.departureUnknownBackground
        }
    }

    public func backgroundColorForScheduleStatus(_ status: ScheduleStatus) -> UIColor { colorForScheduleStatus(status) }

    public func formattedScheduleDeviation(temporalState: TemporalState, arrivalDepartureStatus: ArrivalDepartureStatus,
                                           scheduleDeviation: Int) -> String {
        let verb = arrivalDepartureStatus == .arriving ? "arrives" : "departs"
        switch scheduleDeviation {
        case 0: return "\(verb) on time"
        case ..<0: return "\(-scheduleDeviation) min early"
        default: return "\(scheduleDeviation) min late"
        }
    }

    public func deviationLabel(for arrivalDeparture: ArrivalDeparture) -> String {
        guard arrivalDeparture.predicted else { return Strings.scheduledNotRealTime }
        return formattedScheduleDeviation(temporalState: arrivalDeparture.temporalState,
                                          arrivalDepartureStatus: arrivalDeparture.arrivalDepartureStatus,
                                          scheduleDeviation: arrivalDeparture.deviationFromScheduleInMinutes)
    }

    public func explanationForArrivalDeparture(tempuraState: TemporalState, arrivalDepartureStatus: ArrivalDepartureStatus,
                                               arrivalDepartureMinutes: Int) -> String {
        let verb = arrivalDepartureStatus == .arriving ? "Arriving" : "Departing"
        return tempuraState == .present ? "\(verb) now" : "\(verb) in \(arrivalDepartureMinutes) minutes"
    }

    public func explanation(from arrivalDeparture: ArrivalDeparture) -> String {
        explanationForArrivalDeparture(tempuraState: arrivalDeparture.temporalState,
                                       arrivalDepartureStatus: arrivalDeparture.arrivalDepartureStatus,
                                       arrivalDepartureMinutes: arrivalDeparture.arrivalDepartureMinutes)
    }
}

// MARK: The app's services

public struct URLSchemeRouter: Sendable {
    public let scheme: String
    public init(scheme: String) { self.scheme = scheme }

    public func encodeViewStop(stopID: StopID, regionID: Int) -> URL {
        URL(string: "\(scheme)://view-stop?stopID=\(stopID)&regionID=\(regionID)")!
    }
}

public struct CoreAppConfig {
    public init(appBundle: Bundle, userDefaults: UserDefaults, bundledRegionsFilePath: String) {}
}

public final class LocationService {
    public let locationManager: CLLocationManager
    public init(userDefaults: UserDefaults, locationManager: CLLocationManager) { self.locationManager = locationManager }
}

public struct Region: Sendable { public let id: Int }

public final class RegionsService {
    public let currentRegion: Region? = Region(id: 1)
}

public final class UserDataStore {
    public let favoritedBookmarks: [Bookmark] = [
        Bookmark(id: UUID(uuidString: "7A1E0C3B-3F7E-4B57-9E2A-3B0B8F6A1001")!, name: "3rd Ave & Pike St",
                 stopID: "1_431", regionIdentifier: 1, routeShortName: nil, tripHeadsign: nil),
        Bookmark(id: UUID(uuidString: "7A1E0C3B-3F7E-4B57-9E2A-3B0B8F6A1002")!, name: "C Line to West Seattle",
                 stopID: "1_578", regionIdentifier: 1, routeShortName: "C Line", tripHeadsign: "West Seattle Alaska Junction"),
    ]
}

public struct RESTAPIResponse<Entry: Sendable>: Sendable { public let entry: Entry }

/// Answers every stop with the same departures, counted from now (no network here).
public final class RESTAPIService: @unchecked Sendable {
    public func getArrivalsAndDeparturesForStop(id: StopID, minutesBefore: UInt, minutesAfter: UInt) async throws -> RESTAPIResponse<StopArrivals> {
        let now = Date()
        func departure(_ route: String, _ headsign: String, scheduled: Double, expected: Double, predicted: Bool = true) -> ArrivalDeparture {
            ArrivalDeparture(stopID: id, routeShortName: route, tripHeadsign: headsign,
                             scheduledDate: now.addingTimeInterval(scheduled * 60), arrivalDepartureDate: now.addingTimeInterval(expected * 60),
                             predicted: predicted, arrivalDepartureStatus: .departing)
        }
        let list = id == "1_578"
            ? [departure("C Line", "West Seattle Alaska Junction", scheduled: 3, expected: 5.5),
               departure("C Line", "West Seattle Alaska Junction", scheduled: 14, expected: 14.5),
               departure("C Line", "West Seattle Alaska Junction", scheduled: 26, expected: 26.5, predicted: false)]
            : [departure("49", "University District", scheduled: 2, expected: 2.5),
               departure("10", "Capitol Hill", scheduled: 9, expected: 7.5)]
        return RESTAPIResponse(entry: StopArrivals(arrivalsAndDepartures: list))
    }
}

public final class CoreApplication {
    public let userDataStore = UserDataStore()
    public let regionsService = RegionsService()
    public private(set) var apiService: RESTAPIService?

    public init(config: CoreAppConfig) {}
    public func refreshServices() { apiService = RESTAPIService() }
}

// MARK: Live Activity

public struct TripAttributes: ActivityAttributes {
    public struct StaticData: Codable, Hashable, Sendable {
        public var routeShortName: String
        public var routeHeadsign: String
        public var stopID: StopID
        public var regionID: Int
        public var routeColorHex: String?

        public init(routeShortName: String, routeHeadsign: String, stopID: StopID, regionID: Int, routeColorHex: String?) {
            self.routeShortName = routeShortName
            self.routeHeadsign = routeHeadsign
            self.stopID = stopID
            self.regionID = regionID
            self.routeColorHex = routeColorHex
        }
    }

    public struct ContentState: Codable, Hashable, Sendable {
        public enum ArrivalScheduleStatus: String, Codable, Hashable, Sendable {
            case unknown, onTime, early, delayed
            public var scheduleStatus: ScheduleStatus {
                switch self {
                case .unknown: .unknown
                case .onTime: .onTime
                case .early: .early
                case .delayed: .delayed
                }
            }
        }

        public struct ArrivalInfo: Codable, Hashable, Sendable {
            public var departureDate: Date
            public var scheduleStatus: ArrivalScheduleStatus
            public var scheduleDeviation: Int
            public var isArrival: Bool

            public init(departureDate: Date, scheduleStatus: ArrivalScheduleStatus, scheduleDeviation: Int, isArrival: Bool) {
                self.departureDate = departureDate
                self.scheduleStatus = scheduleStatus
                self.scheduleDeviation = scheduleDeviation
                self.isArrival = isArrival
            }
        }

        public init(arrivals: [ArrivalInfo]) { self.arrivals = arrivals }

        public var arrivals: [ArrivalInfo]

        public func upcomingArrivals(now: Date = Date()) -> [ArrivalInfo] {
            arrivals.filter { $0.departureDate >= now }.sorted { $0.departureDate < $1.departureDate }
        }
    }

    public var staticData: StaticData

    public init(staticData: StaticData) { self.staticData = staticData }
}

// MARK: Views the Live Activity shares with the app

public struct RouteBadgeView: View {
    let routeShortName: String
    let routeColor: Color
    let size: CGFloat

    public init(routeShortName: String, routeColor: Color, size: CGFloat) {
        self.routeShortName = routeShortName
        self.routeColor = routeColor
        self.size = size
    }

    public var body: some View {
        Text(routeShortName)
            .font(.system(size: size * 0.3, weight: .heavy, design: .rounded))
            .foregroundStyle(.white)
            .minimumScaleFactor(0.5)
            .frame(width: size, height: size)
            .background(routeColor, in: RoundedRectangle(cornerRadius: size * 0.22))
    }
}

public struct CountdownView: View {
    let minutes: Int
    let isRealTime: Bool
    let color: Color

    public init(minutes: Int, isRealTime: Bool, color: Color) {
        self.minutes = minutes
        self.isRealTime = isRealTime
        self.color = color
    }

    public var body: some View {
        VStack(spacing: 0) {
            Text(minutes <= 0 ? "NOW" : "\(minutes)")
                .font(.system(size: 28, weight: .bold, design: .rounded))
            if minutes > 0 { Text("min").font(.caption2.weight(.semibold)) }
        }
        .foregroundStyle(color)
        .opacity(isRealTime ? 1 : 0.7)
    }
}
