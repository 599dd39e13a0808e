// PiStats' own core module (PiStatsCore), as far as the widget uses it: the Pi-hole and Pi Monitor
// models, their API clients and the app-group storage. No Pi-hole is stored here, so the widgets
// show the state of a fresh install ("Select Pi-hole").
import Foundation
import OSLog
import SwiftUI

public struct Pihole: Identifiable, Hashable, Sendable {
    public enum Version: Hashable, Sendable { case v5, v6 }
    public struct PiMonitorConfiguration: Hashable, Sendable {
        public var host: String
        public var port: Int
        public var secure: Bool
    }

    public var uuid = UUID()
    public var name: String
    public var address: String
    public var version: Version
    public var port: Int?
    public var token: String?
    public var piMonitor: PiMonitorConfiguration?
    public var id: UUID { uuid }

    public init(name: String, address: String, version: Version, port: Int?, token: String?) {
        self.name = name
        self.address = address
        self.version = version
        self.port = port
        self.token = token
    }
}

public struct PiholeSummary: Hashable, Sendable {
    public var domainsBeingBlocked: Int
    public var queries: Int
    public var adsBlocked: Int
    public var adsPercentageToday: Double
    public var uniqueDomains: Int
    public var queriesForwarded: Int

    public init(domainsBeingBlocked: Int, queries: Int, adsBlocked: Int, adsPercentageToday: Double, uniqueDomains: Int,
                queriesForwarded: Int) {
        self.domainsBeingBlocked = domainsBeingBlocked
        self.queries = queries
        self.adsBlocked = adsBlocked
        self.adsPercentageToday = adsPercentageToday
        self.uniqueDomains = uniqueDomains
        self.queriesForwarded = queriesForwarded
    }
}

public enum PiholeStatus: Hashable, Sendable { case enabled, disabled, unknown }

public struct PiMonitorMetrics: Hashable, Sendable {
    public struct Memory: Hashable, Sendable {
        public var totalMemory: Int
        public var freeMemory: Int
        public var availableMemory: Int
        public init(totalMemory: Int, freeMemory: Int, availableMemory: Int) {
            self.totalMemory = totalMemory
            self.freeMemory = freeMemory
            self.availableMemory = availableMemory
        }
    }

    public var socTemperature: Double
    public var uptime: Double
    public var loadAverage: [Double]
    public var kernelRelease: String
    public var memory: Memory

    public init(socTemperature: Double, uptime: Double, loadAverage: [Double], kernelRelease: String, memory: Memory) {
        self.socTemperature = socTemperature
        self.uptime = uptime
        self.loadAverage = loadAverage
        self.kernelRelease = kernelRelease
        self.memory = memory
    }
}

public struct PiholeClientError: Error, LocalizedError {
    public var errorDescription: String? { "Pi-hole is not reachable" }
}

/// The Pi-hole HTTP API (not reachable from a rendering: every call fails).
public struct PiholeAPIClient: Sendable {
    public let pihole: Pihole
    public init(_ pihole: Pihole) { self.pihole = pihole }
    public func fetchStatus() async throws -> PiholeStatus { throw PiholeClientError() }
    public func fetchSummary() async throws -> PiholeSummary { throw PiholeClientError() }
    public func enable() async throws -> PiholeStatus { throw PiholeClientError() }
    public func disable() async throws -> PiholeStatus { throw PiholeClientError() }
}

/// The Pi Monitor HTTP API (not reachable from a rendering).
public struct PiMonitor: Sendable {
    public init(host: String, port: Int, timeoutInterval: TimeInterval, secure: Bool) {}
    public func fetchMetrics() async throws -> PiMonitorMetrics { throw PiholeClientError() }
}

public protocol PiholeStorage {
    func savePihole(_ pihole: Pihole)
    func deletePihole(_ pihole: Pihole)
    func deleteAllPiholes()
    func restorePihole(_ id: UUID) -> Pihole?
    func restoreAllPiholes() -> [Pihole]
}

/// The Pi-holes saved in the app group (none on a fresh install).
public final class DefaultPiholeStorage: PiholeStorage {
    private var piholes: [Pihole] = []
    public init() {}
    public func savePihole(_ pihole: Pihole) { piholes.append(pihole) }
    public func deletePihole(_ pihole: Pihole) { piholes.removeAll { $0.uuid == pihole.uuid } }
    public func deleteAllPiholes() { piholes = [] }
    public func restorePihole(_ id: UUID) -> Pihole? { piholes.first { $0.uuid == id } }
    public func restoreAllPiholes() -> [Pihole] { piholes }
}

public enum Log {
    public static let widget = Logger(subsystem: "com.bunn.PiStats", category: "widget")
}

extension UserDefaults {
    /// The app group's defaults.
    public static func shared() -> UserDefaults { UserDefaults(suiteName: "group.com.bunn.PiStats") ?? .standard }
}

// What Xcode generates from the app's Colors.xcassets (asset symbol generation).
extension Color {
    public static var domainsOnBlockList: Color { Color("DomainsOnBlockList") }
    public static var totalQueries: Color { Color("TotalQueries") }
    public static var queriesBlocked: Color { Color("QueriesBlocked") }
    public static var percentBlocked: Color { Color("PercentBlocked") }
    public static var statusOffline: Color { Color("StatusOffline") }
    public static var statusOnline: Color { Color("StatusOnline") }
    public static var statusWarning: Color { Color("StatusWarning") }
}
