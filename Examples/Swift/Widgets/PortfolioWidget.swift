// The chart widget of Examples/portfolio.yaml as an app writes it with Swift Charts: today's
// price as a line over a gradient area, the opening price as a dashed rule. It draws exactly
// what the scene file draws (PortfolioTwinTests).
import Charts
import SwiftUI
import WidgetKit

struct PricePoint: Identifiable {
    let hour: Int
    let price: Double
    var id: Int { hour }
}

struct PortfolioEntry: TimelineEntry {
    let date: Date
    let symbol: String
    let name: String
    let points: [PricePoint]
    let open: Double

    var last: Double { points.last?.price ?? open }

    static let sample = PortfolioEntry(
        date: Date(timeIntervalSince1970: 1_780_911_660), symbol: "AAPL", name: "Apple Inc.",
        points: zip(9...16, [182.1, 183.4, 182.8, 184.6, 185.2, 184.9, 186.0, 186.4]).map { PricePoint(hour: $0, price: $1) },
        open: 182.5)
}

struct PortfolioProvider: TimelineProvider {
    func placeholder(in context: Context) -> PortfolioEntry { .sample }
    func getSnapshot(in context: Context, completion: @escaping (PortfolioEntry) -> Void) { completion(.sample) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PortfolioEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .never))
    }
}

struct PriceChart: View {
    let entry: PortfolioEntry
    let showsAxis: Bool

    var body: some View {
        Chart {
            ForEach(entry.points) { point in
                AreaMark(x: .value("Hour", point.hour), y: .value("Price", point.price))
                    .foregroundStyle(LinearGradient(colors: [.green.opacity(0.35), .green.opacity(0)], startPoint: .top, endPoint: .bottom))
                    .interpolationMethod(.catmullRom)
                LineMark(x: .value("Hour", point.hour), y: .value("Price", point.price))
                    .foregroundStyle(.green)
                    .interpolationMethod(.catmullRom)
            }
            RuleMark(y: .value("Open", entry.open))
                .foregroundStyle(.secondary)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
        }
        .chartXAxis(.hidden)
        .chartYAxis(showsAxis ? .automatic : .hidden)
        .chartYScale(domain: 180...188)
    }
}

struct PortfolioView: View {
    let entry: PortfolioEntry
    @Environment(\.widgetFamily) private var family

    private var change: some View {
        let delta = entry.last - entry.open
        return Text("▲ \(delta, format: .number.precision(.fractionLength(2))) (\(delta / entry.open, format: .percent.precision(.fractionLength(1))))")
            .font(.caption.weight(.semibold))
            .foregroundStyle(.secondary)
            .lineLimit(1)
            .minimumScaleFactor(0.8)
    }

    private var price: some View {
        Text(entry.last, format: .currency(code: "USD"))
            .font(.title2.weight(.semibold))
            .monospacedDigit()
            .lineLimit(1)
            .minimumScaleFactor(0.7)
    }

    var body: some View {
        if family == .systemSmall {
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.symbol).font(.headline)
                price
                change
                PriceChart(entry: entry, showsAxis: false).padding(.top, 6)
            }
        } else {
            HStack(spacing: 16) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(entry.symbol).font(.headline)
                    Text(entry.name).font(.caption).foregroundStyle(.secondary)
                    Spacer(minLength: 0)
                    price
                    change
                }
                .frame(width: 104, alignment: .leading)
                PriceChart(entry: entry, showsAxis: true)
            }
        }
    }
}

struct PortfolioWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.portfolio", provider: PortfolioProvider()) { entry in
            PortfolioView(entry: entry)
                .containerBackground(.background, for: .widget)
                // The design has no room to grow past the largest standard size (lint: dynamic-type-fit).
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
        .configurationDisplayName("Portfolio")
        .description("Today's price of a stock you follow, drawn as a chart.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
