import Dispatch
import Foundation
import AppIntents
import SwiftUI
import enum WidgetRaster.MainRunLoop
import class WidgetRaster.OnceWarnings

/// A provider for widgets a person configures with an app intent; its methods are async.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Preconfigured intents a watch face offers (watchOS); never asked for when drawing iOS families.
    func recommendations() -> [AppIntentRecommendation<Intent>]
    /// When each configuration matters (iOS 18, watchOS's Smart Stack); never asked for when drawing.
    func relevance() async -> WidgetRelevance<Intent>
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured widget a watch face offers: an intent and how it is described.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public let intent: Intent
    public let description: Text
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }
    @_disfavoredOverload
    public init(intent: Intent, description: LocalizedStringResource) { self.init(intent: intent, description: Text(description)) }
    /// A recommendation described by a key of the app's strings.
    public init(intent: Intent, description: LocalizedStringKey) { self.init(intent: intent, description: Text(description)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) { self.init(intent: intent, description: Text(description)) }
}

/// A widget configured with an app intent; rendered with the intent's default parameters.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: _DescribedWidgetConfiguration {
    public typealias Body = Never
    public let _description: WidgetDescription

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @SwiftUI.ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        _description = WidgetDescription(kind: kind, entries: { context in
            // A new widget's intent: its parameters' defaults, and each empty entity parameter
            // its query's default result, as iOS shows a widget before a person edits it.
            let intent = Intent()
            ProviderExecutor.run { await _EntityDefaults.fill(intent) }
            // A required parameter nothing gives a value: the widget waits to be configured, and
            // the provider's placeholder is what it shows (its timeline would read the empty parameter).
            let unset = _EntityDefaults.unset(intent)
            if !unset.isEmpty {
                OnceWarnings.shared.warn("\(kind): \(unset.map { "'\($0)'" }.joined(separator: ", ")) has no value (no default, and "
                    + "its query gives no default result): drawn with the provider's placeholder, as a widget waiting to be configured")
                return [provider.placeholder(in: context)]
            }
            let timeline = ProviderExecutor.run { await provider.timeline(for: intent, in: context) }
            return timeline.entries.isEmpty ? [ProviderExecutor.run { await provider.snapshot(for: intent, in: context) }]
                : timeline.entries
        }, placeholder: { provider.placeholder(in: $0) }, content: content)
    }
}

/// Runs a provider's async method to its end from the renderer's synchronous code, on a thread of
/// its own (never blocking the Swift concurrency pool that tests and callers may be using).
enum ProviderExecutor {
    final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
        let queue = DispatchQueue(label: "widgetraster.timeline-provider")
        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
        }
    }

    static let executor = ThreadExecutor()

    final class Box<T>: @unchecked Sendable { var value: T? }

    /// A completion-handler provider's entries: its timeline, or its snapshot when that is
    /// empty. The completion may be called at once or later from any queue; a render started on
    /// the main thread runs the main run loop while it waits, so a provider that hops to the main
    /// queue finishes. A provider that never calls back is reported after `completionLimit`.
    static func entries<Entry>(kind: String, timeline: (@escaping (Timeline<Entry>) -> Void) -> Void,
                               snapshot: (@escaping (Entry) -> Void) -> Void) -> [Entry] {
        _ = HTTPFixtures.installed
        let entries = awaitCompletion(timeline)?.entries ?? []
        if !entries.isEmpty { return entries }
        if let entry = awaitCompletion(snapshot) { return [entry] }
        FileHandle.standardError.write(Data("warning: \(kind): the timeline provider called neither getTimeline's nor getSnapshot's completion within \(Int(completionLimit)) s\n".utf8))
        return []
    }

    /// How long a provider may take to call its completion.
    static let completionLimit: TimeInterval = 30

    /// The value a completion handler is first called with, waiting for it as `entries` says.
    static func awaitCompletion<T>(_ start: (@escaping (T) -> Void) -> Void) -> T? {
        let box = Box<T>()
        let lock = NSLock()
        let done = DispatchSemaphore(value: 0)
        start { value in
            lock.withLock { if box.value == nil { box.value = value } }
            done.signal()
        }
        let deadline = ContinuousClock.now + .seconds(completionLimit)
        if Thread.isMainThread {
            while lock.withLock({ box.value == nil }), ContinuousClock.now < deadline { MainRunLoop.turn() }
        } else if lock.withLock({ box.value == nil }) {
            _ = done.wait(timeout: .now() + completionLimit)
        }
        return lock.withLock { box.value }
    }

    /// An async provider method's result. Started on the main thread, the main run loop keeps
    /// running while it waits, so a provider that awaits `@MainActor` code finishes.
    static func run<T>(_ body: @escaping () async -> T) -> T {
        _ = HTTPFixtures.installed
        let box = Box<T>()
        let lock = NSLock()
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: executor) {
            let value = await body()
            lock.withLock { box.value = value }
            done.signal()
        }
        if Thread.isMainThread {
            while lock.withLock({ box.value == nil }) { MainRunLoop.turn() }
        } else {
            done.wait()
        }
        return lock.withLock { box.value! }
    }
}
