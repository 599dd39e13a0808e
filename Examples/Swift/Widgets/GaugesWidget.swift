// The gauge set of Examples/gauges.yaml as an app writes it: an air-quality dial on the Lock
// Screen, battery and step bars, and a Home Screen summary with a capacity ring and a circular
// progress view. It draws exactly what the scene file draws (GaugesTwinTests).
import SwiftUI
import WidgetKit

struct GaugesEntry: TimelineEntry {
    let date: Date
    let airQuality: Double
    let battery: Double
    let steps: Double
    let moveGoal: Double

    static let sample = GaugesEntry(date: Date(timeIntervalSince1970: 1_780_911_660), airQuality: 42, battery: 0.8, steps: 6500,
                                    moveGoal: 0.35)
}

struct GaugesProvider: TimelineProvider {
    func placeholder(in context: Context) -> GaugesEntry { .sample }
    func getSnapshot(in context: Context, completion: @escaping (GaugesEntry) -> Void) { completion(.sample) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<GaugesEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .never))
    }
}

struct GaugesView: View {
    let entry: GaugesEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular: airQuality
        case .accessoryRectangular: bars
        default: summary
        }
    }

    private var airQuality: some View {
        ZStack {
            AccessoryWidgetBackground()
            Gauge(value: entry.airQuality, in: 0...150) {
                Text("AQI")
            } currentValueLabel: {
                Text("\(Int(entry.airQuality))")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("150")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [.green, .yellow, .orange, .red, .purple]))
        }
    }

    private var bars: some View {
        VStack(alignment: .leading, spacing: 6) {
            Gauge(value: entry.battery) {
                HStack(spacing: 4) {
                    Image(systemName: "battery.100")
                    Text("iPhone")
                    Spacer()
                    Text("\(Int(entry.battery * 100))%").monospacedDigit()
                }
            }
            .gaugeStyle(.accessoryLinearCapacity)
            Gauge(value: entry.steps, in: 0...10_000) {
                EmptyView()
            } currentValueLabel: {
                EmptyView()
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10k")
            }
            .gaugeStyle(.accessoryLinear)
        }
        .font(.system(size: 13, weight: .semibold))
    }

    private var summary: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 8) {
                Gauge(value: entry.battery) {
                    EmptyView()
                } currentValueLabel: {
                    Image(systemName: "bolt.fill")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.green)
                // The ring keeps the Lock Screen's 72-pt size: scaled down, in a 50-pt box.
                .scaleEffect(50 / 72)
                .frame(width: 50, height: 50)
                ProgressView(value: entry.moveGoal)
                    .progressViewStyle(.circular)
                    .tint(.orange)
                    .frame(width: 50, height: 50)
            }
            Gauge(value: entry.steps, in: 0...10_000) {
                Text("Steps").font(.caption.weight(.semibold))
            } currentValueLabel: {
                Text("6,500 of 10k").font(.caption2)
            }
            .tint(.pink)
        }
    }
}

struct GaugesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.gauges", provider: GaugesProvider()) { entry in
            GaugesView(entry: entry)
                .containerBackground(.background, for: .widget)
                // The design has no room to grow past the largest standard size (lint: dynamic-type-fit).
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
        .configurationDisplayName("Air & Battery")
        .description("Air quality, battery and steps at a glance.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular])
    }
}
