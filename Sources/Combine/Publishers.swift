import Dispatch
import Foundation

/// One value, then finished.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: EmptySubscription())
        _ = subscriber.receive(output)
        subscriber.receive(completion: .finished)
    }
}

/// Finishes at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: EmptySubscription())
        subscriber.receive(completion: .failure(error))
    }
}

/// No values; finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: EmptySubscription())
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// A value produced once by a closure that may call back later, from any queue.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private var waiting: [AnySubscriber<Output, Failure>] = []

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in
            let subscribers = lock.withLock { () -> [AnySubscriber<Output, Failure>] in
                guard self.result == nil else { return [] }
                self.result = result
                defer { waiting = [] }
                return waiting
            }
            subscribers.forEach { Self.deliver(result, to: $0) }
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: EmptySubscription())
        let subscriber = AnySubscriber(subscriber)
        let known = lock.withLock { () -> Result<Output, Failure>? in
            if result == nil { waiting.append(subscriber) }
            return result
        }
        if let known { Self.deliver(known, to: subscriber) }
    }

    private static func deliver(_ result: Result<Output, Failure>, to subscriber: AnySubscriber<Output, Failure>) {
        switch result {
        case .success(let value):
            _ = subscriber.receive(value)
            subscriber.receive(completion: .finished)
        case .failure(let error): subscriber.receive(completion: .failure(error))
        }
    }
}

/// A publisher code sends values through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// Subscribers of a subject, each with the subscription that removes it.
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(id: ObjectIdentifier, subscription: FlagSubscription, subscriber: AnySubscriber<Output, Failure>)] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(_ subscriber: AnySubscriber<Output, Failure>) -> FlagSubscription? {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: EmptySubscription())
            subscriber.receive(completion: completion)
            return nil
        }
        var id: ObjectIdentifier?
        let subscription = FlagSubscription { [weak self] in
            guard let self, let id else { return }
            self.lock.withLock { self.entries.removeAll { $0.id == id } }
        }
        id = ObjectIdentifier(subscription)
        entries.append((ObjectIdentifier(subscription), subscription, subscriber))
        lock.unlock()
        subscriber.receive(subscription: subscription)
        return subscription
    }

    func send(_ value: Output) {
        let current = lock.withLock { completion == nil ? entries : [] }
        for entry in current where !entry.subscription.isCancelled { _ = entry.subscriber.receive(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let current = lock.withLock { () -> [AnySubscriber<Output, Failure>] in
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { entries = [] }
            return entries.map(\.subscriber)
        }
        current.forEach { $0.receive(completion: completion) }
    }
}

/// Sends each value to the subscribers it has at that moment.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    public init() {}
    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        _ = subscribers.add(AnySubscriber(subscriber))
    }
}

/// Holds a value; a new subscriber gets it at once, and every later one.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    public init(_ value: Output) { current = value }

    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        lock.withLock { current = value }
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let any = AnySubscriber(subscriber)
        if subscribers.add(any) != nil { _ = any.receive(value) }
    }
}

extension NotificationCenter {
    /// The notifications of a name a centre posts, as a publisher. A rendering evaluates a
    /// widget's body once and posts no system notifications, so it publishes none.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }

    /// A centre's notifications of one name.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            (self.center, self.name, self.object) = (center, name, object)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            subscriber.receive(subscription: EmptySubscription())
        }
    }
}
