// The stocks widget of Examples/stocks.json, as an app writes it: quotes with change pills and
// sparklines drawn with Swift Charts from each quote's history. It draws exactly what the scene
// file draws (StocksTwinTests).
import Charts
import SwiftUI
import WidgetKit

struct Quote: Identifiable {
    let symbol: String
    let name: String
    let price: String
    let change: String
    let percent: String
    /// The day's prices, scaled, for the sparkline.
    let bars: [Double]
    var isUp: Bool { !percent.hasPrefix("−") }
    var id: String { symbol }
}

struct StocksEntry: TimelineEntry {
    let date: Date
    let quotes: [Quote]
    /// The first quote's sparkline for the small widget.
    let smallBars: [Double]

    static let closed = StocksEntry(date: Date(timeIntervalSince1970: 1_780_911_660), quotes: [
        Quote(symbol: "AAPL", name: "Apple Inc.", price: "228.52", change: "+4.12 (1.84%)", percent: "+1.84%",
              bars: [9.4, 10.3, 9.8, 12.1, 13.0, 12.6, 15.2, 16.6, 15.9, 18.4]),
        Quote(symbol: "MSFT", name: "Microsoft", price: "417.09", change: "+2.57 (0.62%)", percent: "+0.62%",
              bars: [13.0, 12.6, 13.4, 13.9, 13.0, 14.4, 14.8, 14.3, 15.2, 15.9]),
        Quote(symbol: "TSLA", name: "Tesla", price: "248.23", change: "−8.76 (3.41%)", percent: "−3.41%",
              bars: [18.4, 17.5, 18.0, 14.8, 15.2, 13.0, 12.1, 12.6, 10.8, 9.4]),
        Quote(symbol: "NVDA", name: "NVIDIA", price: "135.40", change: "+3.01 (2.27%)", percent: "+2.27%",
              bars: [7.6, 9.0, 8.5, 11.2, 10.8, 13.0, 13.9, 14.8, 17.0, 18.0]),
        Quote(symbol: "AMZN", name: "Amazon", price: "186.51", change: "−0.90 (0.48%)", percent: "−0.48%",
              bars: [14.8, 15.2, 14.4, 14.8, 13.9, 14.3, 13.4, 13.9, 13.0, 12.8]),
    ], smallBars: [7.0, 7.7, 7.3, 9.2, 9.9, 9.6, 11.5, 12.7, 12.1, 14.1])
}

struct StocksProvider: TimelineProvider {
    func placeholder(in context: Context) -> StocksEntry { .closed }
    func getSnapshot(in context: Context, completion: @escaping (StocksEntry) -> Void) { completion(.closed) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StocksEntry>) -> Void) {
        completion(Timeline(entries: [.closed], policy: .never))
    }
}

struct StocksView: View {
    let entry: StocksEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        switch family {
        case .systemSmall: small
        case .systemMedium: medium
        default: large
        }
    }

    private func pill(_ text: String, up: Bool, size: CGFloat, insets: EdgeInsets) -> some View {
        Text(text)
            .font(.system(size: size, weight: .semibold))
            .monospacedDigit()
            .foregroundStyle(.white)
            .padding(insets)
            .background {
                let fill = up ? Color(red: 31 / 255, green: 122 / 255, blue: 53 / 255) : Color(red: 196 / 255, green: 40 / 255, blue: 28 / 255)
                // The tinted and clear Home Screens tint the pill white like its text: there it is a faint pill.
                if renderingMode == .accented {
                    RoundedRectangle(cornerRadius: 5).fill(fill).opacity(0.3)
                } else {
                    RoundedRectangle(cornerRadius: 5).fill(fill)
                }
            }
    }

    /// The day's line, its range filling the chart's height with a tenth to spare above and below.
    private func sparkline(_ values: [Double], up: Bool) -> some View {
        let low = values.min() ?? 0, high = values.max() ?? 1, pad = (high - low) * 0.1
        func cents(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        return Chart {
            ForEach(values.indices, id: \.self) { index in
                LineMark(x: .value("Time", index), y: .value("Price", values[index]))
                    .foregroundStyle(up ? Color.green : Color.red)
                    .interpolationMethod(.catmullRom)
                    .lineStyle(StrokeStyle(lineWidth: 2))
            }
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartYScale(domain: cents(low - pad)...cents(high + pad))
    }

    private var small: some View {
        let quote = entry.quotes[0]
        return VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text(quote.symbol).font(.system(size: 15, weight: .bold))
                Spacer()
                Image(systemName: "chart.line.uptrend.xyaxis").font(.system(size: 15)).foregroundStyle(.green)
            }
            Text(quote.name).font(.system(size: 12)).foregroundStyle(.secondary)
            Spacer()
            sparkline(entry.smallBars, up: quote.isUp).frame(maxWidth: .infinity, minHeight: 16, maxHeight: 34)
            Spacer(minLength: 2)
            Text(quote.price).font(.system(size: 19, weight: .semibold)).monospacedDigit()
            pill(quote.change, up: quote.isUp, size: 12, insets: EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var medium: some View {
        VStack(spacing: 2) {
            ForEach(entry.quotes.prefix(3).indices, id: \.self) { index in
                if index > 0 { Divider() }
                let quote = entry.quotes[index]
                HStack(spacing: 10) {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(quote.symbol).font(.system(size: 14, weight: .bold)).lineLimit(1)
                        Text(quote.name).font(.system(size: 11)).foregroundStyle(.secondary).lineLimit(1)
                    }
                    Spacer()
                    VStack(alignment: .trailing, spacing: 1) {
                        Text(quote.price).font(.system(size: 14, weight: .semibold)).monospacedDigit()
                        pill(quote.percent, up: quote.isUp, size: 11, insets: EdgeInsets(top: 1, leading: 5, bottom: 1, trailing: 5))
                    }
                }
                // The rows share the widget's height, so they breathe.
                .frame(maxHeight: .infinity)
            }
        }
    }

    private var large: some View {
        VStack(alignment: .leading, spacing: 5) {
            HStack(alignment: .firstTextBaseline) {
                Text("Watchlist").font(.system(size: 20, weight: .bold))
                Spacer()
                Text("Market closed").font(.system(size: 12, weight: .medium)).foregroundStyle(.secondary)
            }
            ForEach(entry.quotes.indices, id: \.self) { index in
                if index > 0 { Divider() }
                let quote = entry.quotes[index]
                HStack(spacing: 10) {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(quote.symbol).font(.system(size: 15, weight: .bold)).lineLimit(1)
                        Text(quote.name).font(.system(size: 12)).foregroundStyle(.secondary).lineLimit(1)
                    }
                    Spacer()
                    sparkline(quote.bars, up: quote.isUp).frame(width: 56, height: 22)
                    VStack(alignment: .trailing, spacing: 2) {
                        Text(quote.price).font(.system(size: 15, weight: .semibold)).monospacedDigit()
                        pill(quote.percent, up: quote.isUp, size: 12, insets: EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6))
                    }
                    .frame(width: 78, alignment: .trailing)
                }
                .frame(maxHeight: .infinity)
            }
        }
    }
}

struct StocksWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.stocks", provider: StocksProvider()) { entry in
            StocksView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Stocks")
        .description("Follow the symbols you care about with prices and daily changes.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
