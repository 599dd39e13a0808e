// The notes widget of Examples/notes.json, as an app writes it: text styles that follow Dynamic
// Type, the latest note's first lines, a list of notes with dividers between them. It draws
// exactly what the scene file draws, at the default and the largest text sizes (NotesTwinTests).
import SwiftUI
import WidgetKit

struct Note: Identifiable {
    let title: String
    let modified: String
    let preview: String
    var id: String { title }
}

struct NotesEntry: TimelineEntry {
    let date: Date
    let folder: String
    let notes: [Note]

    static let recent = NotesEntry(date: Date(timeIntervalSince1970: 1_780_911_660), folder: "iCloud", notes: [
        Note(title: "Grocery list", modified: "9:41 AM", preview: "Oat milk, basil, lemons, sourdough, parmesan"),
        Note(title: "Trip to Lisbon", modified: "Yesterday", preview: "Book the tram 28 tour and the Sintra train before Friday"),
        Note(title: "Ideas for the talk", modified: "Monday", preview: "Open with the layout bug story; show the before and after"),
        Note(title: "Book club", modified: "Sunday", preview: "Finish chapters 7–9 of Piranesi"),
        Note(title: "Packing list", modified: "Oct 30", preview: "Passport, adapters, rain jacket, the good camera"),
    ])
}

struct NotesProvider: TimelineProvider {
    func placeholder(in context: Context) -> NotesEntry { .recent }
    func getSnapshot(in context: Context, completion: @escaping (NotesEntry) -> Void) { completion(.recent) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NotesEntry>) -> Void) {
        completion(Timeline(entries: [.recent], policy: .never))
    }
}

struct NotesView: View {
    let entry: NotesEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme

    /// Notes yellow: a darker amber on white.
    private var accent: Color {
        colorScheme == .dark ? Color(red: 1, green: 214 / 255, blue: 10 / 255) : Color(red: 160 / 255, green: 90 / 255, blue: 0)
    }

    var body: some View {
        switch family {
        case .systemSmall: small
        case .systemMedium: list(count: 2, previewLines: 1, spacing: 3)
        default: list(count: 5, previewLines: 2, spacing: 4)
        }
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                Image(systemName: "note.text").font(.subheadline).foregroundStyle(accent)
                Text(entry.folder).font(.subheadline.weight(.semibold)).foregroundStyle(accent).lineLimit(1).minimumScaleFactor(0.8)
                Spacer()
            }
            Text("Grocery list").font(.headline).lineLimit(2).minimumScaleFactor(0.8).padding(.top, 4)
            Text("Oat milk\nBasil\nLemons\nSourdough").font(.footnote).foregroundStyle(.secondary).lineSpacing(1)
            Spacer(minLength: 0)
            Text("9:41 AM").font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func list(count: Int, previewLines: Int, spacing: CGFloat) -> some View {
        VStack(alignment: .leading, spacing: spacing) {
            if family == .systemMedium {
                HStack(spacing: 6) {
                    Image(systemName: "note.text").font(.system(size: 13)).foregroundStyle(accent)
                    Text(entry.folder).font(.system(size: 13, weight: .semibold)).foregroundStyle(accent).lineLimit(1)
                        .minimumScaleFactor(0.8)
                    Spacer()
                }
            } else {
                HStack(spacing: 6) {
                    Image(systemName: "note.text").font(.system(size: 20)).foregroundStyle(accent)
                    Text(entry.folder).font(.system(size: 20, weight: .bold)).lineLimit(1).minimumScaleFactor(0.8)
                    Spacer()
                    Text("\(entry.notes.count) notes").font(.footnote).foregroundStyle(.secondary)
                }
            }
            if family == .systemMedium {
                // Two lines of each preview where the widget is tall enough, else of the newest note's, else one.
                ViewThatFits(in: .vertical) {
                    VStack(alignment: .leading, spacing: spacing) { rows(count, previewLines: previewLines + 1) }
                    VStack(alignment: .leading, spacing: spacing) { rows(count, previewLines: previewLines, newest: previewLines + 1) }
                    VStack(alignment: .leading, spacing: spacing) { rows(count, previewLines: previewLines) }
                }
            } else {
                rows(count, previewLines: previewLines)
            }
            Spacer(minLength: 0)
        }
    }

    /// The newest notes, each its title over its date and preview, with dividers between; the
    /// newest note's preview may take `newest` lines.
    private func rows(_ count: Int, previewLines: Int, newest: Int? = nil) -> some View {
        ForEach(entry.notes.prefix(count).indices, id: \.self) { index in
            if index > 0 { Divider() }
            let note = entry.notes[index]
            VStack(alignment: .leading, spacing: 0) {
                Text(note.title).font(.subheadline.weight(.semibold)).lineLimit(1)
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text(note.modified).font(.footnote).foregroundStyle(.secondary).fixedSize(horizontal: true, vertical: false)
                    Text(note.preview).font(.footnote).foregroundStyle(.secondary)
                        .lineLimit(index == 0 ? newest ?? previewLines : previewLines)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct NotesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.notes", provider: NotesProvider()) { entry in
            NotesView(entry: entry)
                .containerBackground(.background, for: .widget)
                // The design has no room to grow past the largest standard size (lint: dynamic-type-fit).
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
        .configurationDisplayName("Notes")
        .description("Quickly see your most recent notes.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
