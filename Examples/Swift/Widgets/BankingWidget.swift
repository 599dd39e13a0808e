// The banking widget of Examples/banking.yaml, as an app writes it: brand colours by name (from
// the app's colours, here Examples/banking.theme.json), amounts marked privacySensitive so a
// locked device hides them, transactions from ForEach. It draws exactly what the scene file
// draws (BankingTwinTests).
import SwiftUI
import WidgetKit

struct Transaction: Identifiable {
    let merchant: String
    let when: String
    let category: String
    let amount: String
    let symbol: String
    let tint: Color
    var isIncome: Bool { amount.hasPrefix("+") }
    var id: String { merchant }
}

struct BankingEntry: TimelineEntry {
    let date: Date
    let balance: String
    let account: String
    let last4: String
    let transactions: [Transaction]

    static let today = BankingEntry(
        date: Date(timeIntervalSince1970: 1_780_911_660), balance: "$12,480.35", account: "Everyday Checking ••4821",
        last4: "••4821",
        transactions: [
            Transaction(merchant: "Market Hall", when: "Today", category: "Groceries", amount: "−$64.20", symbol: "cart.fill",
                        tint: .orange),
            Transaction(merchant: "Salary", when: "Yesterday", category: "Income", amount: "+$2,150.00", symbol: "banknote.fill",
                        tint: Color("brandMint")),
            Transaction(merchant: "City Parking", when: "Mon", category: "Transport", amount: "−$18.00", symbol: "car.fill",
                        tint: .indigo),
            Transaction(merchant: "Blue Bottle", when: "Mon", category: "Eating out", amount: "−$6.50",
                        symbol: "cup.and.saucer.fill", tint: .brown),
        ])
}

struct BankingProvider: TimelineProvider {
    func placeholder(in context: Context) -> BankingEntry { .today }
    func getSnapshot(in context: Context, completion: @escaping (BankingEntry) -> Void) { completion(.today) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BankingEntry>) -> Void) {
        completion(Timeline(entries: [.today], policy: .atEnd))
    }
}

struct BankingView: View {
    let entry: BankingEntry
    @Environment(\.widgetFamily) private var family

    private let mint = Color("brandMint")

    var body: some View {
        switch family {
        case .systemSmall: small
        case .systemMedium: medium
        default: large
        }
    }

    private var checking: some View {
        HStack(spacing: 6) {
            Image(systemName: "building.columns.fill").font(.system(size: 13)).foregroundStyle(mint)
            Text("Checking").font(.system(size: 13, weight: .semibold)).foregroundStyle(.secondary)
        }
    }

    private func icon(_ transaction: Transaction, size: CGFloat, diameter: CGFloat) -> some View {
        Image(systemName: transaction.symbol)
            .font(.system(size: size))
            .foregroundStyle(transaction.tint)
            .frame(width: diameter, height: diameter)
            // A faint disc under a glyph of its colour: it reads in every look, also where the system
            // tints both white (iOS 26's tinted and clear Home Screens).
            .background(Circle().fill(transaction.tint).opacity(0.16))
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 2) {
            checking
            Spacer()
            Text("Available").font(.system(size: 12)).foregroundStyle(.secondary)
            Text(entry.balance)
                .font(.system(size: 24, weight: .semibold)).monospacedDigit().minimumScaleFactor(0.6).lineLimit(1).privacySensitive()
            Text("+$2,150.00 this week").font(.system(size: 12, weight: .medium)).foregroundStyle(mint).privacySensitive()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var medium: some View {
        HStack(spacing: 10) {
            VStack(alignment: .leading, spacing: 2) {
                checking
                Spacer()
                Text("Available").font(.system(size: 12)).foregroundStyle(.secondary)
                Text(entry.balance)
                    .font(.system(size: 24, weight: .semibold)).monospacedDigit().lineLimit(1).minimumScaleFactor(0.6).privacySensitive()
                Text("Account \(entry.last4)").font(.system(size: 12)).foregroundStyle(.secondary).lineLimit(1)
            }
            .frame(width: 100, alignment: .leading)
            .frame(maxHeight: .infinity)
            // The rows spread over the height, first and last level with the left column's ends.
            VStack(spacing: 4) {
                ForEach(Array(entry.transactions.prefix(3).enumerated()), id: \.element.id) { index, transaction in
                    if index > 0 { Spacer(minLength: 0) }
                    HStack {
                        icon(transaction, size: 13, diameter: 26)
                        VStack(alignment: .leading, spacing: 0) {
                            Text(transaction.merchant).font(.system(size: 13, weight: .semibold)).lineLimit(1).minimumScaleFactor(0.85)
                            if transaction.merchant == "City Parking" {
                                Text(transaction.when).font(.system(size: 11)).foregroundStyle(.secondary)
                            } else {
                                Text(transaction.when).font(.system(size: 11)).foregroundStyle(.secondary).lineLimit(1)
                            }
                        }
                        Spacer()
                        amount(transaction, size: 13).fixedSize().privacySensitive()
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    @ViewBuilder
    private func amount(_ transaction: Transaction, size: CGFloat) -> some View {
        if transaction.isIncome {
            Text(transaction.amount).font(.system(size: size, weight: .semibold)).monospacedDigit().foregroundStyle(mint)
        } else {
            Text(transaction.amount).font(.system(size: size, weight: .semibold)).monospacedDigit()
        }
    }

    private var large: some View {
        VStack(alignment: .leading, spacing: 9) {
            HStack {
                VStack(alignment: .leading, spacing: 0) {
                    Text(entry.account).font(.system(size: 13, weight: .semibold)).foregroundStyle(.secondary)
                    Text(entry.balance).font(.system(size: 30, weight: .semibold)).monospacedDigit().privacySensitive()
                }
                Spacer()
                Image(systemName: "building.columns.fill").font(.system(size: 20)).foregroundStyle(mint)
            }
            ProgressView("November budget: $1,240 of $2,000", value: 1240.0, total: 2000.0)
                .font(.system(size: 12, weight: .medium)).foregroundStyle(mint).privacySensitive()
            Divider()
            ForEach(entry.transactions) { transaction in
                HStack(spacing: 10) {
                    icon(transaction, size: 14, diameter: 30)
                    VStack(alignment: .leading, spacing: 0) {
                        Text(transaction.merchant).font(.system(size: 15, weight: .semibold)).lineLimit(1)
                        Text("\(transaction.when) · \(transaction.category)").font(.system(size: 12)).foregroundStyle(.secondary)
                            .lineLimit(1)
                    }
                    Spacer()
                    amount(transaction, size: 15).privacySensitive()
                }
                .frame(maxHeight: .infinity)
            }
        }
    }
}

struct BankingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.banking", provider: BankingProvider()) { entry in
            BankingView(entry: entry)
                .foregroundStyle(Color("brandInk"))
                .containerBackground(Color("brandPaper"), for: .widget)
                .widgetURL(URL(string: "bank://accounts/checking"))
        }
        .configurationDisplayName("Balance")
        .description("See your account balance and recent transactions at a glance.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
