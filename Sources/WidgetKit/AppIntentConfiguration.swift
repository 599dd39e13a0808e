import Dispatch
import Foundation
import AppIntents
import SwiftUI

/// A provider for widgets a person configures with an app intent; its methods are async.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}

/// A widget configured with an app intent; rendered with the intent's default parameters.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public let _description: WidgetDescription

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @SwiftUI.ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        _description = WidgetDescription(kind: kind, entries: { context in
            let intent = Intent()
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

    static func run<T>(_ body: @escaping () async -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: executor) {
            box.value = await body()
            done.signal()
        }
        done.wait()
        return box.value!
    }
}
