// BlueWallet's own code the widget files use and the corpus leaves out: the app-group keys, the
// fiat currency list, bitcoin units and the market API. The market API answers with one fixed
// quote instead of reaching the network, so the widgets show a price as they would online.
import AppIntents
import Foundation

enum UserDefaultsGroupKey: String {
    case GroupName = "group.io.bluewallet.bluewallet"
    case PreferredCurrency = "preferredCurrency"
    case ElectrumSettingsHost = "electrum_host"
    case AllWalletsBalance = "WidgetCommunicationAllWalletsSatoshiBalance"
    case AllWalletsLatestTransactionTime = "WidgetCommunicationAllWalletsLatestTransactionTime"
}

enum BitcoinUnit: String {
    case btc = "BTC"
    case sats = "sats"
}

enum WidgetData {
    static let WidgetDataStoreKey = "WidgetDataStoreKey"
    static let WidgetCachedDataStoreKey = "WidgetCachedDataStoreKey"
}

/// The balances the app leaves for its widgets in the app group (none until it runs).
enum UserDefaultsGroup {
    static func getAllWalletsBalance() -> Double {
        UserDefaults(suiteName: UserDefaultsGroupKey.GroupName.rawValue)?.double(forKey: UserDefaultsGroupKey.AllWalletsBalance.rawValue) ?? 0
    }

    static func getAllWalletsLatestTransactionTime() -> LatestTransaction {
        LatestTransaction(isUnconfirmed: false, epochValue: 0)
    }
}

/// A currency the widgets quote bitcoin in, with its symbol and the exchange the price comes from.
enum FiatUnitEnum: String, AppEnum {
    case USD, EUR, GBP, JPY, CAD, AUD, CHF

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Currency"
    static var caseDisplayRepresentations: [FiatUnitEnum: DisplayRepresentation] = [
        .USD: "US Dollar", .EUR: "Euro", .GBP: "British Pound", .JPY: "Japanese Yen", .CAD: "Canadian Dollar",
        .AUD: "Australian Dollar", .CHF: "Swiss Franc",
    ]

    var source: String { self == .USD ? "Kraken" : "CoinGecko" }
}

struct FiatUnit {
    let endPointKey: String
    let symbol: String
    let locale: String
    let source: String
}

func fiatUnit(currency: String) -> FiatUnit? {
    let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "CA$", "AUD": "A$", "CHF": "CHF"]
    return symbols[currency].map { FiatUnit(endPointKey: currency, symbol: $0, locale: "en_US", source: "Kraken") }
}

/// A price as the market API answers it.
struct WidgetDataStore {
    let rate: String
    let lastUpdate: String
    let rateDouble: Double
    var formattedRate: String? {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.maximumFractionDigits = 0
        formatter.currencySymbol = "$"
        return formatter.string(from: NSNumber(value: rateDouble))
    }
}

/// The market API: one fixed quote (67,250 a bitcoin, next block 12 sat/vB), never the network.
enum MarketAPI {
    private static let quote = WidgetDataStore(rate: "67250", lastUpdate: "2026-11-24T09:41:00Z", rateDouble: 67_250)

    static func fetchPrice(currency: String, completion: @escaping (WidgetDataStore?, Error?) -> Void) {
        completion(quote, nil)
    }

    static func fetchPrice(currency: String) async throws -> WidgetDataStore? { quote }

    static func fetchMarketData(currency: String, completion: @escaping (Result<MarketData, Error>) -> Void) {
        var data = MarketData(nextBlock: "12", sats: "1 487", price: quote.formattedRate ?? "", rate: quote.rateDouble)
        data.dateString = quote.lastUpdate
        completion(.success(data))
    }
}
