import Dispatch
import Foundation

/// Combine, as widget providers use it (Linux has none): publishers that deliver values to
/// subscribers, a few operators, subjects, and `sink` with `AnyCancellable`. Demand is not
/// modelled — every subscriber takes all values — which is how widget code reads it.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// Receives a publisher's values, then at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

/// A subscriber's identity.
public protocol CustomCombineIdentifierConvertible {}

/// What ties a subscriber to a publisher: cancelling it stops the values.
public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// A cancellable that cancels when it is released, as `sink` returns.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    public init<C: Cancellable>(_ canceller: C) { onCancel = canceller.cancel }
    deinit { onCancel?() }

    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable { collection.append(self) }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public enum Subscribers {
    /// How a publisher finished.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// How many values a subscriber asks for (always unlimited here).
    public struct Demand: Equatable, Hashable, Sendable {
        let count: Int?
        public static let unlimited = Demand(count: nil)
        public static let none = Demand(count: 0)
        public static func max(_ value: Int) -> Demand { Demand(count: value) }
    }

    /// The subscriber `sink` makes.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        let receiveValue: (Input) -> Void
        let receiveCompletion: (Completion<Failure>) -> Void
        private var subscription: Subscription?
        private var done = false
        private let lock = NSLock()

        public init(receiveCompletion: @escaping (Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: Subscription) {
            lock.withLock { self.subscription = subscription }
            subscription.request(.unlimited)
        }

        public func receive(_ input: Input) -> Demand {
            guard !lock.withLock({ done }) else { return .none }
            receiveValue(input)
            return .unlimited
        }

        public func receive(completion: Completion<Failure>) {
            guard lock.withLock({ () -> Bool in defer { done = true }; return !done }) else { return }
            receiveCompletion(completion)
        }

        public func cancel() {
            let subscription = lock.withLock { () -> Subscription? in
                done = true
                defer { self.subscription = nil }
                return self.subscription
            }
            subscription?.cancel()
        }
    }
}

/// A subscription with nothing to stop.
struct EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

/// A subscription that stops forwarding when cancelled.
final class FlagSubscription: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private let onCancel: () -> Void
    init(onCancel: @escaping () -> Void = {}) { self.onCancel = onCancel }
    var isCancelled: Bool { lock.withLock { cancelled } }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {
        guard lock.withLock({ () -> Bool in defer { cancelled = true }; return !cancelled }) else { return }
        onCancel()
    }
}

extension Publisher {
    /// Calls `receiveValue` with every value and `receiveCompletion` once at the end.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with every value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Sets a property of `object` to every value.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }
}

/// A publisher with its type erased.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (AnySubscriber<Output, Failure>) -> Void

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.receive(subscriber: $0) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(AnySubscriber(subscriber))
    }
}

/// A subscriber with its type erased.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    let receiveSubscription: (Subscription) -> Void
    let receiveValue: (Input) -> Subscribers.Demand
    let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        receiveSubscription = subscriber.receive(subscription:)
        receiveValue = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
    }

    init(subscription: @escaping (Subscription) -> Void, value: @escaping (Input) -> Subscribers.Demand,
         completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        receiveSubscription = subscription
        receiveValue = value
        receiveCompletion = completion
    }

    public func receive(subscription: Subscription) { receiveSubscription(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { receiveValue(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
}
