// Energy_Stats_Core, the app's shared framework, as far as the widget files use it: the settings
// the app keeps in its app group (UserDefaultsConfig, ConfigManager, AppSettings), the keychain
// store, the network service's constructors, the report variables and number formatting, the
// SwiftData widget-state models and HomeEnergyStateManager, which keeps them in a shared container.
// The app fetches its inverter's data from the FoxESS cloud; here a sync answers with one sample
// day of a 4.8 kWp array and a 10.4 kWh battery (the device the app group's defaults select), up
// to the current hour, which the manager stores as the app does after a successful fetch.
import Foundation
import SwiftData
import SwiftUI
import WidgetKit

// MARK: - Settings in the app group

public extension UserDefaults {
    static var shared: UserDefaults {
        UserDefaults(suiteName: "group.com.alpriest.EnergyStats")!
    }
}

public enum DataCeiling: Int {
    case none = 0
    case mild = 1
    case enhanced = 2
}

/// An inverter of the user's account, as the app stores the device list (JSON) in its defaults.
public struct Device: Codable, Hashable, Identifiable {
    public let deviceSN: String
    public let stationName: String?
    public let hasBattery: Bool
    public let battery: Battery?

    public struct Battery: Codable, Hashable {
        public let capacity: String?
        public let minSOC: String?

        public init(capacity: String?, minSOC: String?) {
            self.capacity = capacity
            self.minSOC = minSOC
        }
    }

    public var id: String { deviceSN }

    public init(deviceSN: String, stationName: String?, hasBattery: Bool, battery: Battery?) {
        self.deviceSN = deviceSN
        self.stationName = stationName
        self.hasBattery = hasBattery
        self.battery = battery
    }
}

public protocol StoredConfig {
    var isDemoUser: Bool { get set }
    var devices: Data? { get set }
    var selectedDeviceSN: String? { get set }
    var showUsableBatteryOnly: Bool { get set }
    var decimalPlaces: Int { get set }
    var dataCeiling: DataCeiling { get set }
    var deviceBatteryOverrides: [String: String] { get set }
}

public class UserDefaultsConfig: StoredConfig {
    public init() {}

    public var isDemoUser: Bool {
        get { UserDefaults.shared.bool(forKey: "isDemoUser") }
        set { UserDefaults.shared.set(newValue, forKey: "isDemoUser") }
    }

    public var devices: Data? {
        get { UserDefaults.shared.data(forKey: "devices") }
        set { UserDefaults.shared.set(newValue, forKey: "devices") }
    }

    public var selectedDeviceSN: String? {
        get { UserDefaults.shared.string(forKey: "selectedDeviceSN") }
        set { UserDefaults.shared.set(newValue, forKey: "selectedDeviceSN") }
    }

    public var showUsableBatteryOnly: Bool {
        get { UserDefaults.shared.bool(forKey: "showUsableBatteryOnly") }
        set { UserDefaults.shared.set(newValue, forKey: "showUsableBatteryOnly") }
    }

    public var decimalPlaces: Int {
        get { UserDefaults.shared.object(forKey: "decimalPlaces") as? Int ?? 3 }
        set { UserDefaults.shared.set(newValue, forKey: "decimalPlaces") }
    }

    public var dataCeiling: DataCeiling {
        get { DataCeiling(rawValue: UserDefaults.shared.integer(forKey: "dataCeiling")) ?? .mild }
        set { UserDefaults.shared.set(newValue.rawValue, forKey: "dataCeiling") }
    }

    public var deviceBatteryOverrides: [String: String] {
        get { UserDefaults.shared.dictionary(forKey: "deviceBatteryOverrides") as? [String: String] ?? [:] }
        set { UserDefaults.shared.set(newValue, forKey: "deviceBatteryOverrides") }
    }
}

/// The configuration of the app's previews and demo: one device with a battery.
public class MockConfig: StoredConfig {
    public init() {}

    public var isDemoUser = true
    public var devices: Data? = try? JSONEncoder().encode([
        Device(deviceSN: "1234", stationName: "Demo station", hasBattery: true,
               battery: Device.Battery(capacity: "10400", minSOC: "0.1")),
    ])
    public var selectedDeviceSN: String? = "1234"
    public var showUsableBatteryOnly = false
    public var decimalPlaces = 3
    public var dataCeiling: DataCeiling = .none
    public var deviceBatteryOverrides: [String: String] = [:]
}

public struct AppSettings: Equatable {
    public var decimalPlaces: Int
    public var showUsableBatteryOnly: Bool
    public var dataCeiling: DataCeiling
    public var minSOC: Double
    public var currencySymbol: String

    public init(decimalPlaces: Int, showUsableBatteryOnly: Bool, dataCeiling: DataCeiling, minSOC: Double, currencySymbol: String) {
        self.decimalPlaces = decimalPlaces
        self.showUsableBatteryOnly = showUsableBatteryOnly
        self.dataCeiling = dataCeiling
        self.minSOC = minSOC
        self.currencySymbol = currencySymbol
    }

    public static func mock(decimalPlaces: Int = 3) -> AppSettings {
        AppSettings(decimalPlaces: decimalPlaces, showUsableBatteryOnly: false, dataCeiling: .mild, minSOC: 0.2, currencySymbol: "£")
    }

    public static func make(from config: ConfigManaging) -> AppSettings {
        AppSettings(
            decimalPlaces: config.decimalPlaces,
            showUsableBatteryOnly: config.showUsableBatteryOnly,
            dataCeiling: config.dataCeiling,
            minSOC: config.minSOC,
            currencySymbol: "£"
        )
    }
}

public final class AppSettingsStore {
    private var subject = CurrentValueSubject<AppSettings, Never>(.mock())

    public init() {}

    public var currentValue: AppSettings { subject.value }

    public var publisher: AnyPublisher<AppSettings, Never> { subject.eraseToAnyPublisher() }

    public func update(_ appSettings: AppSettings) {
        subject.send(appSettings)
    }
}

public enum AppSettingsStoreFactory {
    public static var shared: AppSettingsStore?

    public static func make() -> AppSettingsStore {
        if let shared {
            return shared
        }
        let value = AppSettingsStore()
        shared = value
        return value
    }

    public static func update(from config: ConfigManaging) {
        shared?.update(AppSettings.make(from: config))
    }
}

// MARK: - Configuration

public protocol ConfigManaging {
    var appSettingsPublisher: AnyPublisher<AppSettings, Never> { get }
    var currentAppSettings: AppSettings { get }
    var devices: [Device]? { get set }
    var selectedDeviceSN: String? { get }
    var currentDevice: CurrentValueSubject<Device?, Never> { get }
    var hasBattery: Bool { get }
    var batteryCapacity: String { get }
    var batteryCapacityW: Int { get }
    var minSOC: Double { get }
    var showUsableBatteryOnly: Bool { get set }
    var decimalPlaces: Int { get set }
    var dataCeiling: DataCeiling { get set }
    var isDemoUser: Bool { get set }
    func select(device: Device?)
}

public class ConfigManager: ConfigManaging {
    private let networking: Networking
    private var keychainStore: KeychainStoring
    private var config: StoredConfig
    private let appSettingsStore: AppSettingsStore
    public var currentDevice = CurrentValueSubject<Device?, Never>(nil)
    public var appSettingsPublisher: AnyPublisher<AppSettings, Never> { appSettingsStore.publisher }
    public var currentAppSettings: AppSettings { appSettingsStore.currentValue }

    public struct NoDeviceFoundError: Error {
        public init() {}
    }

    public struct NoBattery: Error {
        public init() {}
    }

    public init(networking: Networking, config: StoredConfig, appSettingsStore: AppSettingsStore, keychainStore: KeychainStoring) {
        self.networking = networking
        self.config = config
        self.appSettingsStore = appSettingsStore
        self.keychainStore = keychainStore
        currentDevice.send(devices?.first(where: { $0.deviceSN == selectedDeviceSN }))
    }

    public var devices: [Device]? {
        get {
            guard let data = config.devices else { return nil }
            return try? JSONDecoder().decode([Device].self, from: data)
        }
        set {
            config.devices = newValue.flatMap { try? JSONEncoder().encode($0) }
        }
    }

    /// The device the user chose, or the account's first when that one has gone.
    public var selectedDeviceSN: String? {
        if devices?.first(where: { $0.deviceSN == config.selectedDeviceSN }) != nil {
            return config.selectedDeviceSN
        }
        return devices?.first?.deviceSN
    }

    public func select(device: Device?) {
        config.selectedDeviceSN = device?.deviceSN
        currentDevice.send(device)
    }

    public var hasBattery: Bool { currentDevice.value?.hasBattery ?? false }

    public var batteryCapacity: String {
        guard let device = currentDevice.value else { return "0" }
        return config.deviceBatteryOverrides[device.deviceSN] ?? device.battery?.capacity ?? "0"
    }

    public var batteryCapacityW: Int { Int(batteryCapacity) ?? 0 }

    public var minSOC: Double {
        Double(currentDevice.value?.battery?.minSOC ?? "0.0") ?? 0.0
    }

    public var showUsableBatteryOnly: Bool {
        get { config.showUsableBatteryOnly }
        set { config.showUsableBatteryOnly = newValue }
    }

    public var decimalPlaces: Int {
        get { config.decimalPlaces }
        set { config.decimalPlaces = newValue }
    }

    public var dataCeiling: DataCeiling {
        get { config.dataCeiling }
        set { config.dataCeiling = newValue }
    }

    public var isDemoUser: Bool {
        get { config.isDemoUser }
        set { config.isDemoUser = newValue }
    }
}

public extension ConfigManager {
    static func preview(
        config: StoredConfig = MockConfig(),
        networking: Networking = NetworkService.preview(),
        appSettings: AppSettings = .mock()
    ) -> ConfigManaging {
        let store = AppSettingsStore()
        store.update(appSettings)
        return ConfigManager(networking: networking, config: config, appSettingsStore: store, keychainStore: KeychainStore.preview())
    }
}

// MARK: - Keychain

public struct KeychainError: Error {
    init(_ code: Int32? = nil) {
        self.code = code
    }

    /// The Security framework's status (an `OSStatus` in the app).
    public let code: Int32?
}

public protocol KeychainStoring {
    func store(apiKey: String?, notifyObservers: Bool) throws
    func getToken() throws -> String?
    func logout()
    var hasApiKey: CurrentValueSubject<Bool, Never> { get }
    var isDemoUser: Bool { get }
}

/// The API key the user signed in with. The app keeps it in the shared keychain group; here it
/// lives for the process.
public class KeychainStore: KeychainStoring {
    private static var items: [String: String] = [:]
    public let hasApiKey = CurrentValueSubject<Bool, Never>(false)
    private let group: String

    public init(group: String = "885RLNNNK2.com.alpriest.EnergyStats") {
        self.group = group
        hasApiKey.value = Self.items[group + ".token"] != nil
    }

    public func store(apiKey: String?, notifyObservers: Bool) throws {
        Self.items[group + ".token"] = apiKey
        if notifyObservers {
            hasApiKey.value = apiKey != nil
        }
    }

    public func getToken() throws -> String? {
        Self.items[group + ".token"]
    }

    public func logout() {
        Self.items[group + ".token"] = nil
        hasApiKey.value = false
    }

    public var isDemoUser: Bool {
        (try? getToken()) == "demo"
    }

    public static func preview() -> KeychainStoring {
        KeychainStore(group: "preview")
    }
}

// MARK: - Network

public typealias APITokenProviding = () -> String?

public protocol URLSessionProtocol {
    func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)?) async throws -> (Data, URLResponse)
}

extension URLSession: URLSessionProtocol {}

/// The FoxESS cloud API as the app wraps it (throttling, caching, the demo switch, the data
/// ceiling). The widgets only construct it; HomeEnergyStateManager's syncs stand in for its fetches.
public protocol Networking {
    var isDemoUser: Bool { get }
}

public class NetworkService: Networking {
    private let apiTokenProvider: APITokenProviding
    private let urlSession: URLSessionProtocol
    private let demoUser: () -> Bool
    private let dataCeiling: () -> DataCeiling

    init(apiTokenProvider: @escaping APITokenProviding, urlSession: URLSessionProtocol,
         isDemoUser: @escaping () -> Bool, dataCeiling: @escaping () -> DataCeiling) {
        self.apiTokenProvider = apiTokenProvider
        self.urlSession = urlSession
        demoUser = isDemoUser
        self.dataCeiling = dataCeiling
    }

    public var isDemoUser: Bool { demoUser() }

    public static func standard(
        apiTokenProvider: @escaping APITokenProviding,
        urlSession: URLSessionProtocol,
        isDemoUser: @escaping () -> Bool,
        dataCeiling: @escaping () -> DataCeiling
    ) -> Networking {
        NetworkService(apiTokenProvider: apiTokenProvider, urlSession: urlSession, isDemoUser: isDemoUser, dataCeiling: dataCeiling)
    }

    public static func preview() -> Networking {
        NetworkService(apiTokenProvider: { "demo" }, urlSession: URLSession.shared, isDemoUser: { true }, dataCeiling: { .none })
    }
}

// MARK: - Report variables and formatting

public class CountdownTimer {
    public init() {}
}

public class BundleLocator {}

public extension Color {
    /// The app's `loads_power` colour (its asset catalogue is not in the widget target).
    static var loadsPower: Color { Color(red: 198 / 255, green: 195 / 255, blue: 0) }
}

public enum ReportVariable: String, RawRepresentable, CaseIterable {
    case feedIn
    case generation
    case gridConsumption
    case chargeEnergyToTal
    case dischargeEnergyToTal
    case loads
    case selfSufficiency
    case pvEnergyTotal
    case inverterConsumption
    case batterySOC

    public var colour: Color {
        switch self {
        case .generation:
            return .orange.opacity(0.7)
        case .feedIn:
            return .purple.opacity(0.8)
        case .chargeEnergyToTal:
            return .green.opacity(0.8)
        case .dischargeEnergyToTal:
            return .blue.opacity(0.8)
        case .gridConsumption:
            return .red.opacity(0.8)
        case .loads:
            return Color.loadsPower
        case .selfSufficiency:
            return .black
        case .pvEnergyTotal:
            return .yellow.opacity(1.0)
        case .inverterConsumption:
            return .pink.opacity(0.8)
        case .batterySOC:
            return .cyan.opacity(0.7)
        }
    }
}

public extension Double {
    func kWh(_ places: Int) -> String {
        formatKilowatts(places: places, unit: "kWh")
    }

    func kW(_ places: Int) -> String {
        formatKilowatts(places: places, unit: "kW")
    }

    func formatKilowatts(places: Int, unit: String?) -> String {
        let divided = rounded(decimalPlaces: places)
        let numberFormatter = NumberFormatter()
        numberFormatter.numberStyle = .decimal
        numberFormatter.minimumFractionDigits = places
        numberFormatter.maximumFractionDigits = places
        let displayNumber = divided == 0 ? 0.0 : divided
        let formatted = numberFormatter.string(from: NSNumber(value: displayNumber)) ?? "\(displayNumber)"
        return [formatted, unit].compactMap { $0 }.joined(separator: " ")
    }

    func rounded(decimalPlaces: Int) -> Double {
        let power = pow(10, Double(decimalPlaces))
        return (self * power).rounded() / power
    }

    func roundedToString(decimalPlaces: Int, currencySymbol: String? = nil) -> String {
        let roundedNumber = rounded(decimalPlaces: decimalPlaces)
        let displayNumber = roundedNumber == 0 ? 0.0 : roundedNumber
        let numberFormatter = NumberFormatter()
        if let currencySymbol {
            numberFormatter.numberStyle = .currency
            numberFormatter.currencySymbol = currencySymbol
        }
        numberFormatter.minimumFractionDigits = decimalPlaces
        numberFormatter.maximumFractionDigits = decimalPlaces
        numberFormatter.locale = Locale.current
        return numberFormatter.string(from: NSNumber(value: displayNumber)) ?? String(format: "%.\(decimalPlaces)f", displayNumber)
    }
}

// MARK: - Widget state (SwiftData)

@available(iOS 17.0, *)
@Model
public class BatteryWidgetState {
    public var batterySOC: Int
    public var lastUpdated: Date
    public var chargeStatusDescription: String?
    public var batteryPower: Double?

    public init(batterySOC: Int, lastUpdated: Date = Date(), chargeStatusDescription: String?, batteryPower: Double) {
        self.batterySOC = batterySOC
        self.lastUpdated = lastUpdated
        self.chargeStatusDescription = chargeStatusDescription
        self.batteryPower = batteryPower
    }

    static var preview: BatteryWidgetState {
        BatteryWidgetState(batterySOC: 55, lastUpdated: .now, chargeStatusDescription: "Full in 23 minutes", batteryPower: 2.2)
    }
}

@available(iOS 17.0, *)
@Model
public class StatsWidgetState {
    public var lastUpdated: Date
    public var home: [Double]
    public var gridImport: [Double]
    public var gridExport: [Double]
    public var batteryCharge: [Double]
    public var batteryDischarge: [Double]
    public var pvEnergy: [Double]
    public var totalHome: Double
    public var totalGridImport: Double
    public var totalGridExport: Double
    public var totalBatteryCharge: Double?
    public var totalBatteryDischarge: Double?
    public var totalPVEnergy: Double?

    public init(
        lastUpdated: Date = Date(),
        home: [Double],
        gridExport: [Double],
        gridImport: [Double],
        batteryCharge: [Double],
        batteryDischarge: [Double],
        pvEnergy: [Double],
        totalHome: Double,
        totalGridImport: Double,
        totalGridExport: Double,
        totalBatteryCharge: Double?,
        totalBatteryDischarge: Double?,
        totalPVEnergy: Double?
    ) {
        self.lastUpdated = lastUpdated
        self.home = home
        self.gridExport = gridExport
        self.gridImport = gridImport
        self.batteryCharge = batteryCharge
        self.batteryDischarge = batteryDischarge
        self.pvEnergy = pvEnergy
        self.totalHome = totalHome
        self.totalGridImport = totalGridImport
        self.totalGridExport = totalGridExport
        self.totalBatteryCharge = totalBatteryCharge
        self.totalBatteryDischarge = totalBatteryDischarge
        self.totalPVEnergy = totalPVEnergy
    }

    static var preview: StatsWidgetState {
        let homeValues = [0.0, 0.5, 0.9, 1.2, 1.5, 1.8, 1.3, 0.7, 0.3, 1.0, 1.6, 0.2]
        let gridExportValues = [1.0, 1.2, 1.8, 0.4, 0.9, 0.7, 1.3, 1.5, 0.2, 1.1, 1.9, 0.6]
        let gridImportValues = [2.0, 1.9, 1.8, 0.3, 0.5, 0.7, 1.0, 1.2, 1.7, 0.8, 1.5, 0.6]
        let batteryChargeValues = [2.4, 1.6, 0.9, 0.2, 1.3, 1.9, 0.7, 1.1, 0.5, 1.8, 1.0, 0.4]
        let batteryDischargeValues = [0.9, 0.2, 1.3, 1.5, 0.7, 0.8, 1.6, 0.3, 0.6, 1.9, 0.4, 1.2]
        let pvEnergyValues = [0.0, 0.5, 0.9, 1.2, 1.5, 1.8, 1.3, 0.7, 0.3, 1.0, 1.6, 0.2]

        return StatsWidgetState(
            home: homeValues,
            gridExport: gridExportValues,
            gridImport: gridImportValues,
            batteryCharge: batteryChargeValues,
            batteryDischarge: batteryDischargeValues,
            pvEnergy: pvEnergyValues,
            totalHome: homeValues.reduce(0, +),
            totalGridImport: gridImportValues.reduce(0, +),
            totalGridExport: gridExportValues.reduce(0, +),
            totalBatteryCharge: batteryChargeValues.reduce(0, +),
            totalBatteryDischarge: batteryDischargeValues.reduce(0, +),
            totalPVEnergy: pvEnergyValues.reduce(0, +)
        )
    }
}

@available(iOS 17.0, *)
@Model
public class GenerationStatsWidgetState {
    public var lastUpdated: Date
    public var today: Double
    public var month: Double
    public var cumulative: Double

    public init(lastUpdated: Date = Date(), today: Double, month: Double, cumulative: Double) {
        self.lastUpdated = lastUpdated
        self.today = today
        self.month = month
        self.cumulative = cumulative
    }

    static var preview: GenerationStatsWidgetState {
        GenerationStatsWidgetState(today: 4.0, month: 11.5, cumulative: 234.0)
    }
}

// MARK: - HomeEnergyStateManager

public protocol HomeEnergyStateManagerConfig {
    func batteryCapacityW() -> Int
    func minSOC() -> Double
    func showUsableBatteryOnly() -> Bool
    func selectedDeviceSN() -> String?
    func dataCeiling() -> DataCeiling
    func isDemoUser() -> Bool
}

public class HomeEnergyStateManagerConfigAdapter: HomeEnergyStateManagerConfig {
    private let config: ConfigManaging

    public init(config: ConfigManaging) {
        self.config = config
    }

    public func batteryCapacityW() -> Int { config.batteryCapacityW }
    public func minSOC() -> Double { config.minSOC }
    public func showUsableBatteryOnly() -> Bool { config.showUsableBatteryOnly }
    public func selectedDeviceSN() -> String? { config.selectedDeviceSN }
    public func dataCeiling() -> DataCeiling { config.dataCeiling }
    public func isDemoUser() -> Bool { config.isDemoUser }
}

@available(iOS 17.0, *)
public class HomeEnergyStateManager {
    public static var shared: HomeEnergyStateManager = .init()

    public let modelContainer: ModelContainer
    let network: Networking
    let keychainStore = KeychainStore()

    init() {
        network = NetworkService.standard(apiTokenProvider: { [keychainStore] in try? keychainStore.getToken() },
                                          urlSession: URLSession.shared,
                                          isDemoUser: { false },
                                          dataCeiling: { .none })
        do {
            modelContainer = try ModelContainer(for: BatteryWidgetState.self, StatsWidgetState.self, GenerationStatsWidgetState.self)
        } catch {
            fatalError("ModelContainer failed: \(error)")
        }
    }

    // MARK: Battery

    @MainActor
    public func isBatteryStateStale() async -> Bool {
        let fetchDescriptor: FetchDescriptor<BatteryWidgetState> = FetchDescriptor()
        guard let widgetState = (try? modelContainer.mainContext.fetch(fetchDescriptor))?.first else { return true }
        return widgetState.lastUpdated.timeIntervalSinceNow < -60
    }

    @MainActor
    public func updateBatteryState(config: HomeEnergyStateManagerConfig) async throws {
        guard await isBatteryStateStale() else { return }
        guard let deviceSN = config.selectedDeviceSN() else { throw ConfigManager.NoDeviceFoundError() }
        guard config.batteryCapacityW() > 0 else { throw ConfigManager.NoBattery() }

        let day = SampleDay(deviceSN: deviceSN, batteryCapacityW: config.batteryCapacityW(), minSOC: config.minSOC())
        let reading = day.batteryNow()
        let deduction = config.showUsableBatteryOnly() ? config.minSOC() : 0
        let soc = ((reading.soc - deduction) / (1 - deduction)).rounded(decimalPlaces: 2)
        let chargeStatusDescription = day.chargeStatusDescription(batteryChargePowerkW: reading.powerkW, batteryStateOfCharge: reading.soc)

        let state = BatteryWidgetState(batterySOC: Int(soc * 100.0), chargeStatusDescription: chargeStatusDescription, batteryPower: reading.powerkW)
        deleteAll(BatteryWidgetState.self)
        modelContainer.mainContext.insert(state)
        modelContainer.mainContext.processPendingChanges()
    }

    // MARK: Today's stats

    @MainActor
    public func isTodayStatsStateStale() async -> Bool {
        let fetchDescriptor: FetchDescriptor<StatsWidgetState> = FetchDescriptor()
        guard let widgetState = (try? modelContainer.mainContext.fetch(fetchDescriptor))?.first else { return true }
        return widgetState.lastUpdated.timeIntervalSinceNow < -60
    }

    @MainActor
    public func updateTodayStatsState(config: HomeEnergyStateManagerConfig) async throws {
        guard await isTodayStatsStateStale() else { return }
        guard let deviceSN = config.selectedDeviceSN() else { throw ConfigManager.NoDeviceFoundError() }

        let day = SampleDay(deviceSN: deviceSN, batteryCapacityW: config.batteryCapacityW(), minSOC: config.minSOC())
        // The hourly report, up to the hour that has ended, as the app keeps it.
        let hours = day.completedHours
        let hasBattery = config.batteryCapacityW() > 0
        let state = StatsWidgetState(
            home: Array(day.home.prefix(hours)),
            gridExport: Array(day.gridExport.prefix(hours)),
            gridImport: Array(day.gridImport.prefix(hours)),
            batteryCharge: Array(day.batteryCharge.prefix(hours)),
            batteryDischarge: Array(day.batteryDischarge.prefix(hours)),
            pvEnergy: Array(day.pv.prefix(hours)),
            totalHome: day.totalSoFar(day.home),
            totalGridImport: day.totalSoFar(day.gridImport),
            totalGridExport: day.totalSoFar(day.gridExport),
            totalBatteryCharge: hasBattery ? day.totalSoFar(day.batteryCharge) : nil,
            totalBatteryDischarge: hasBattery ? day.totalSoFar(day.batteryDischarge) : nil,
            totalPVEnergy: day.totalSoFar(day.pv)
        )
        deleteAll(StatsWidgetState.self)
        modelContainer.mainContext.insert(state)
        modelContainer.mainContext.processPendingChanges()
    }

    // MARK: Generation stats

    @MainActor
    public func isGenerationStatsStateStale() async -> Bool {
        let fetchDescriptor: FetchDescriptor<GenerationStatsWidgetState> = FetchDescriptor()
        guard let widgetState = (try? modelContainer.mainContext.fetch(fetchDescriptor))?.first else { return true }
        return widgetState.lastUpdated.timeIntervalSinceNow < -60
    }

    @MainActor
    public func updateGenerationStatsState(config: HomeEnergyStateManagerConfig) async throws {
        guard await isGenerationStatsStateStale() else { return }
        guard let deviceSN = config.selectedDeviceSN() else { throw ConfigManager.NoDeviceFoundError() }

        let day = SampleDay(deviceSN: deviceSN, batteryCapacityW: config.batteryCapacityW(), minSOC: config.minSOC())
        let today = day.totalSoFar(day.pv)
        let earlierThisMonth = Double(Calendar.current.component(.day, from: .now) - 1) * day.pv.reduce(0, +) * 0.85
        let month = today + earlierThisMonth
        let state = GenerationStatsWidgetState(today: today, month: month, cumulative: 6_812.4 + month)
        deleteAll(GenerationStatsWidgetState.self)
        modelContainer.mainContext.insert(state)
        modelContainer.mainContext.processPendingChanges()
    }

    @MainActor
    private func deleteAll<T: PersistentModel>(_ type: T.Type) {
        do {
            for entry in try modelContainer.mainContext.fetch(FetchDescriptor<T>()) {
                modelContainer.mainContext.delete(entry)
            }
            try modelContainer.mainContext.save()
        } catch {
            print("AWP", "Could not delete entry")
        }
    }
}

/// Today at the sample installation, hour by hour (kWh): what the FoxESS day report and real-time
/// query answer for it. The inverter's schedule force-charges the battery from the grid at the
/// cheap overnight rate (00:00–04:00, to 90%); after that solar first meets the house, then
/// charges the battery (up to 3 kW), then is exported, and the battery covers the house down to
/// its minimum charge, then the grid does.
struct SampleDay {
    let pv: [Double] = [0, 0, 0, 0, 0, 0.05, 0.25, 0.6, 1.2, 1.9, 2.6, 3.2, 3.5, 3.4, 3.0, 2.4, 1.7, 1.0, 0.45, 0.1, 0, 0, 0, 0]
    let home: [Double] = [0.35, 0.3, 0.28, 0.28, 0.3, 0.34, 0.7, 1.25, 0.95, 0.6, 0.55, 0.7, 0.9, 0.65, 0.5, 0.6, 0.95, 1.7, 2.1, 1.6, 1.2, 0.85, 0.6, 0.42]
    private(set) var gridImport: [Double] = []
    private(set) var gridExport: [Double] = []
    private(set) var batteryCharge: [Double] = []
    private(set) var batteryDischarge: [Double] = []
    /// The battery's state of charge at the start of each hour, and at the day's end.
    private(set) var soc: [Double] = []
    let capacityW: Double
    let minSOC: Double
    let now: Date

    init(deviceSN: String, batteryCapacityW: Int, minSOC: Double, now: Date = .now) {
        capacityW = Double(batteryCapacityW)
        self.minSOC = minSOC
        self.now = now
        let capacity = capacityW / 1000
        var charge = 0.18
        for hour in 0 ..< 24 {
            soc.append(charge)
            let net = pv[hour] - home[hour]
            var (charged, discharged, imported, exported) = (0.0, 0.0, 0.0, 0.0)
            if hour < 4, capacity > 0 {
                charged = min(2.5, max(0, (0.9 - charge) * capacity))
                imported = home[hour] + charged - pv[hour]
            } else if net >= 0 {
                charged = capacity > 0 ? min(net, 3.0, (1 - charge) * capacity) : 0
                exported = net - charged
            } else {
                discharged = capacity > 0 ? min(-net, 3.0, max(0, (charge - minSOC) * capacity)) : 0
                imported = -net - discharged
            }
            if capacity > 0 { charge += (charged - discharged) / capacity }
            batteryCharge.append(charged.rounded(decimalPlaces: 2))
            batteryDischarge.append(discharged.rounded(decimalPlaces: 2))
            gridImport.append(imported.rounded(decimalPlaces: 2))
            gridExport.append(exported.rounded(decimalPlaces: 2))
        }
        soc.append(charge)
    }

    private var hourNow: Int { Calendar.current.component(.hour, from: now) }
    private var fractionOfHour: Double { Double(Calendar.current.component(.minute, from: now)) / 60 }

    /// The hours of today that have ended.
    var completedHours: Int { hourNow }

    /// Today's total so far (the month report's entry for today), the current hour included pro rata.
    func totalSoFar(_ values: [Double]) -> Double {
        values.prefix(hourNow).reduce(0, +) + values[hourNow] * fractionOfHour
    }

    /// The battery now: its state of charge (0…1) and power in kW (positive while charging).
    func batteryNow() -> (soc: Double, powerkW: Double) {
        let power = batteryCharge[hourNow] - batteryDischarge[hourNow]
        let level = soc[hourNow] + (soc[hourNow + 1] - soc[hourNow]) * fractionOfHour
        return (min(max(level, 0), 0.99), power)
    }

    /// The app's BatteryCapacityCalculator: how long until the battery is full or at its minimum.
    func chargeStatusDescription(batteryChargePowerkW: Double, batteryStateOfCharge: Double) -> String? {
        guard abs(batteryChargePowerkW) > 0 else { return nil }
        let formatter = RelativeDateTimeFormatter()
        let currentEstimatedCharge = capacityW * batteryStateOfCharge
        if batteryChargePowerkW > 0 {
            let seconds = (capacityW - currentEstimatedCharge) / (batteryChargePowerkW * 1000.0) * 60 * 60
            return "Full " + formatter.localizedString(fromTimeInterval: seconds)
        } else {
            let seconds = (currentEstimatedCharge - capacityW * minSOC) / abs(batteryChargePowerkW * 1000.0) * 60 * 60
            return "Empty " + formatter.localizedString(fromTimeInterval: seconds)
        }
    }
}
