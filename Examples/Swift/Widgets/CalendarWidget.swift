// The calendar widget of Examples/calendar.yaml, as an app writes it: today's date and events,
// a month grid from ForEach over weeks. It draws exactly what the scene file draws
// (CalendarTwinTests).
import SwiftUI
import WidgetKit

struct CalendarEvent: Identifiable {
    let title: String
    let time: String
    let color: Color
    var id: String { title }
}

struct CalendarEntry: TimelineEntry {
    let date: Date
    let weekday: String
    let day: Int
    let month: String
    /// The month's weeks, Sunday first; nil for the days of other months.
    let weeks: [[Int?]]
    let events: [CalendarEvent]
    /// Tomorrow's events, which the extra-large widget lists under today's.
    let tomorrow: [CalendarEvent]

    static let today: CalendarEntry = {
        let days = (1...30).map { Optional($0) } + Array(repeating: nil, count: 5)
        return CalendarEntry(
            date: Date(timeIntervalSince1970: 1_780_911_660), weekday: "SATURDAY", day: 21, month: "November",
            weeks: stride(from: 0, to: days.count, by: 7).map { Array(days[$0..<$0 + 7]) },
            events: [CalendarEvent(title: "Design review", time: "10:00 – 11:00 AM", color: .orange),
                     CalendarEvent(title: "Lunch with Priya", time: "12:30 – 1:30 PM · Caffè Macs", color: .blue),
                     CalendarEvent(title: "Ship 2.4 to TestFlight", time: "3:00 – 4:00 PM", color: .green)],
            tomorrow: [CalendarEvent(title: "Farmers market", time: "9:00 – 10:30 AM", color: .yellow),
                       CalendarEvent(title: "Call Mum", time: "6:00 PM", color: .purple)])
    }()
}

struct CalendarProvider: TimelineProvider {
    func placeholder(in context: Context) -> CalendarEntry { .today }
    func getSnapshot(in context: Context, completion: @escaping (CalendarEntry) -> Void) { completion(.today) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CalendarEntry>) -> Void) {
        completion(Timeline(entries: [.today], policy: .atEnd))
    }
}

struct CalendarView: View {
    let entry: CalendarEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.widgetRenderingMode) private var renderingMode

    /// Calendar red, brighter in dark mode.
    private var red: Color {
        colorScheme == .dark ? Color(red: 1, green: 69 / 255, blue: 58 / 255) : Color(red: 215 / 255, green: 0, blue: 21 / 255)
    }

    var body: some View {
        switch family {
        case .systemSmall: small
        case .systemMedium: medium
        case .systemExtraLarge: extraLarge
        default: large
        }
    }

    private func bar(_ color: Color) -> some View {
        RoundedRectangle(cornerRadius: 1.5).fill(color).frame(width: 3)
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.weekday).font(.system(size: 11, weight: .semibold)).foregroundStyle(red)
            Text("\(entry.day)").font(.system(size: 28, weight: .regular))
            Spacer()
            if let next = entry.events.first {
                HStack(spacing: 6) {
                    bar(next.color)
                    VStack(alignment: .leading, spacing: 1) {
                        Text(next.title).font(.system(size: 13, weight: .semibold)).lineLimit(1)
                        Text(next.time).font(.system(size: 13)).foregroundStyle(.secondary).lineLimit(1).minimumScaleFactor(0.85)
                    }
                }
                .fixedSize(horizontal: false, vertical: true)
            }
            Text("\(entry.events.count - 1) more events").font(.system(size: 12)).foregroundStyle(.secondary).padding(.top, 2)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var medium: some View {
        HStack(alignment: .top, spacing: 16) {
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.weekday).font(.system(size: 11, weight: .semibold)).foregroundStyle(red)
                Text("\(entry.day)").font(.system(size: 34))
                Spacer()
                Text("No more events after 4 PM").font(.system(size: 12)).foregroundStyle(.secondary).lineLimit(2)
            }
            .frame(width: 96, alignment: .leading)
            .frame(maxHeight: .infinity)
            VStack(alignment: .leading, spacing: 4) {
                ForEach(entry.events) { event in
                    HStack(spacing: 6) {
                        bar(event.color)
                        VStack(alignment: .leading, spacing: 1) {
                            Text(event.title).font(.system(size: 13, weight: .semibold)).lineLimit(1)
                            if event.time.contains("·") {
                                Text(event.time).font(.system(size: 12)).foregroundStyle(.secondary).lineLimit(1)
                            } else {
                                Text(event.time).font(.system(size: 12)).foregroundStyle(.secondary)
                            }
                        }
                    }
                    .fixedSize(horizontal: false, vertical: true)
                }
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private var large: some View {
        VStack(alignment: .leading, spacing: 4) {
            monthHeader
            monthGrid(.large)
            Divider()
            VStack(alignment: .leading, spacing: 10) {
                ForEach(entry.events) { event in agendaRow(event) }
            }
            Spacer(minLength: 0)
        }
    }

    /// The iPad's extra-large widget: a taller month beside today's and tomorrow's events.
    private var extraLarge: some View {
        HStack(alignment: .top, spacing: 20) {
            VStack(alignment: .leading, spacing: 4) {
                monthHeader
                monthGrid(.extraLarge)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            Divider()
            VStack(alignment: .leading, spacing: 10) {
                Text("TODAY").font(.system(size: 11, weight: .semibold)).foregroundStyle(red)
                VStack(alignment: .leading, spacing: 10) {
                    ForEach(entry.events) { event in agendaRow(event) }
                }
                Text("TOMORROW").font(.system(size: 11, weight: .semibold)).foregroundStyle(.secondary).padding(.top, 8)
                ForEach(entry.tomorrow) { event in agendaRow(event) }
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private var monthHeader: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(entry.month).font(.system(size: 17, weight: .semibold)).foregroundStyle(red)
            Spacer()
            Text("\(entry.weekday), \(entry.day)").font(.system(size: 13, weight: .semibold)).foregroundStyle(.secondary)
        }
    }

    /// The month grid's type and rows: the large widget's, and the extra-large widget's taller ones.
    private struct GridMetrics {
        var letter: CGFloat, digit: CGFloat, disc: CGFloat, minRow: CGFloat, maxRow: CGFloat
        static let large = GridMetrics(letter: 11, digit: 13, disc: 21, minRow: 21, maxRow: 32)
        static let extraLarge = GridMetrics(letter: 12, digit: 15, disc: 28, minRow: 26, maxRow: 52)
    }

    private func monthGrid(_ metrics: GridMetrics) -> some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                ForEach(Array(["S", "M", "T", "W", "T", "F", "S"].enumerated()), id: \.offset) { _, letter in
                    Text(letter).font(.system(size: metrics.letter, weight: .semibold)).foregroundStyle(.secondary).frame(maxWidth: .infinity)
                }
            }
            ForEach(entry.weeks.indices, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7) { weekday in
                        dayCell(entry.weeks[week][weekday], metrics)
                    }
                }
            }
        }
    }

    private func agendaRow(_ event: CalendarEvent) -> some View {
        HStack(spacing: 8) {
            bar(event.color)
            VStack(alignment: .leading, spacing: 1) {
                Text(event.title).font(.system(size: 14, weight: .semibold)).lineLimit(1)
                Text(event.time).font(.system(size: 12)).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer()
        }
        .fixedSize(horizontal: false, vertical: true)
    }

    @ViewBuilder
    private func dayCell(_ day: Int?, _ metrics: GridMetrics) -> some View {
        if let day, day == entry.day {
            Text("\(day)")
                .font(.system(size: metrics.digit, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: metrics.disc, height: metrics.disc)
                .background {
                    // The tinted and clear Home Screens tint the disc white like the digits: there it is a faint disc.
                    if renderingMode == .accented {
                        Circle().fill(Color(red: 215 / 255, green: 0, blue: 21 / 255)).opacity(0.3)
                    } else {
                        Circle().fill(Color(red: 215 / 255, green: 0, blue: 21 / 255))
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: metrics.maxRow)
        } else if let day {
            Text("\(day)").font(.system(size: metrics.digit)).monospacedDigit()
                .frame(maxWidth: .infinity, minHeight: metrics.minRow, maxHeight: metrics.maxRow)
        } else {
            Text(" ").font(.system(size: metrics.digit)).frame(maxWidth: .infinity, minHeight: metrics.minRow, maxHeight: metrics.maxRow)
        }
    }
}

struct CalendarWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.calendar", provider: CalendarProvider()) { entry in
            CalendarView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Calendar")
        .description("Keep track of today's date and your upcoming events.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
    }
}
