// The interactive to-do widget of Examples/todo.yaml as an app writes it (iOS 17): tasks ticked
// off with `Button(intent:)`, a focus switch with `Toggle(isOn:intent:)`, a custom toggle style
// for the list filter. It draws exactly what the scene file draws (TodoTwinTests).
import AppIntents
import SwiftUI
import WidgetKit

struct TodoTask: Identifiable {
    let id: String
    let title: String
    let due: String
    let isDone: Bool
}

struct ToggleTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle task"
    @Parameter(title: "Task ID") var taskID: String

    init() {}
    init(taskID: String) { self.taskID = taskID }

    func perform() async throws -> some IntentResult { .result() }
}

struct AddTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Add task"
    func perform() async throws -> some IntentResult { .result() }
}

struct FocusIntent: AppIntent {
    static let title: LocalizedStringResource = "Focus"
    func perform() async throws -> some IntentResult { .result() }
}

struct ClearDoneIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear completed"
    func perform() async throws -> some IntentResult { .result() }
}

struct TodoEntry: TimelineEntry {
    let date: Date
    let tasks: [TodoTask]
    let focus: Bool

    static let sample = TodoEntry(date: Date(timeIntervalSince1970: 1_780_911_660), tasks: [
        TodoTask(id: "1", title: "Dentist", due: "9:00", isDone: true),
        TodoTask(id: "2", title: "Review PR", due: "11:30", isDone: false),
        TodoTask(id: "3", title: "Call Mum", due: "13:00", isDone: false),
        TodoTask(id: "4", title: "Pick up parcel", due: "17:00", isDone: true),
        TodoTask(id: "5", title: "Water the plants", due: "19:00", isDone: false),
        TodoTask(id: "6", title: "Book flights", due: "20:00", isDone: false),
        TodoTask(id: "7", title: "Read 20 pages", due: "21:30", isDone: false),
    ], focus: true)
}

struct TodoProvider: TimelineProvider {
    func placeholder(in context: Context) -> TodoEntry { .sample }
    func getSnapshot(in context: Context, completion: @escaping (TodoEntry) -> Void) { completion(.sample) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TodoEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .never))
    }
}

struct TaskRow: View {
    let task: TodoTask
    @Environment(\.widgetFamily) private var family

    var body: some View {
        HStack(spacing: 8) {
            Button(intent: ToggleTaskIntent(taskID: task.id)) {
                Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(task.isDone ? Color.accentColor : Color.secondary)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(task.title)
            .accessibilityValue(task.isDone ? "done" : "not done")
            Text(task.title)
                .foregroundStyle(task.isDone ? .secondary : .primary)
                .lineLimit(1)
                .minimumScaleFactor(0.7)
                .accessibilityHidden(true)
            if family != .systemSmall {
                Spacer(minLength: 4)
                Text(task.due).font(.caption).foregroundStyle(.secondary).fixedSize()
            }
        }
        .font(.subheadline)
    }
}

struct TodoView: View {
    let entry: TodoEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    private var plus: some View {
        Button(intent: AddTaskIntent()) { Image(systemName: "plus").font(.caption.weight(.bold)) }
            .accessibilityLabel("Add task")
    }

    private func tasks(_ count: Int) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(entry.tasks.prefix(count)) { task in
                TaskRow(task: task)
            }
        }
    }
    private var left: Int { entry.tasks.filter { !$0.isDone }.count }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Label {
                    Text("Today").lineLimit(1).minimumScaleFactor(0.7)
                } icon: {
                    Image(systemName: "checklist").foregroundStyle(.tint)
                }
                .font(.headline)
                if family != .systemSmall {
                    Spacer(minLength: 4)
                    Text("\(left) left").font(.caption).foregroundStyle(.secondary).fixedSize()
                }
                if family == .systemLarge {
                    // The tinted and clear Home Screens tint a prominent button's fill white like its
                    // label: there the buttons are bordered, a faint shape the label reads on.
                    if renderingMode == .accented {
                        plus.buttonStyle(.bordered).buttonBorderShape(.circle)
                    } else {
                        plus.buttonStyle(.borderedProminent).buttonBorderShape(.circle)
                    }
                }
            }
            if family == .systemLarge {
                // As many of seven tasks as fit: seven on the larger iPhones and iPads, fewer on the small ones.
                ViewThatFits(in: .vertical) {
                    tasks(7)
                    tasks(6)
                    tasks(5)
                }
            } else if family == .systemSmall {
                tasks(3)
            } else {
                // Three tasks and, where there is room, the count of the rest at the foot, as Reminders' widget shows it.
                ViewThatFits(in: .vertical) {
                    VStack(alignment: .leading, spacing: 8) {
                        ForEach(entry.tasks.prefix(3)) { task in
                            TaskRow(task: task)
                        }
                        Text("\(entry.tasks.count - 3) more").font(.caption).foregroundStyle(.secondary)
                            .frame(maxHeight: .infinity, alignment: .bottomLeading)
                    }
                    tasks(3)
                }
            }
            if family == .systemLarge {
                Spacer(minLength: 0)
                Divider()
                Toggle(isOn: entry.focus, intent: FocusIntent()) {
                    Label("Focus until 17:00", systemImage: "moon.fill").font(.subheadline)
                }
                HStack {
                    Button(intent: ClearDoneIntent()) {
                        Label("Clear done", systemImage: "trash")
                    }
                    .buttonStyle(.bordered)
                    Spacer(minLength: 4)
                    if renderingMode == .accented {
                        Button("Add task", systemImage: "plus", intent: AddTaskIntent()).buttonStyle(.bordered)
                    } else {
                        Button("Add task", systemImage: "plus", intent: AddTaskIntent()).buttonStyle(.borderedProminent)
                    }
                }
                .buttonBorderShape(.capsule)
                .font(.subheadline.bold())
                .lineLimit(1)
                .minimumScaleFactor(0.7)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct TodoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.todo", provider: TodoProvider()) { entry in
            TodoView(entry: entry)
                .containerBackground(.background, for: .widget)
                // The design has no room to grow past the largest standard size (lint: dynamic-type-fit).
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
        .configurationDisplayName("To-do")
        .description("Tick off today's tasks from the Home Screen.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
