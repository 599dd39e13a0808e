import Dispatch
import Foundation

/// Where an operator delivers work: a dispatch queue, a run loop, or an operation queue.
public protocol Scheduler {
    func schedule(_ action: @escaping () -> Void)
}

extension DispatchQueue: Scheduler {
    public func schedule(_ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        async { action() }
    }
}

extension RunLoop: Scheduler {
    public func schedule(_ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        perform { action() }
    }
}

extension OperationQueue: Scheduler {
    public func schedule(_ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        addOperation { action() }
    }
}

/// A publisher made from a function that subscribes a subscriber to an upstream with a transform.
public struct _Operator<Upstream: Publisher, Output, Failure: Error>: Publisher {
    let upstream: Upstream
    let attach: (Upstream, AnySubscriber<Output, Failure>) -> Void

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(upstream, AnySubscriber(subscriber))
    }
}

extension Publisher {
    private func relay<Output, Failure: Error>(
        value: @escaping (Self.Output, AnySubscriber<Output, Failure>) -> Void,
        completion: @escaping (Subscribers.Completion<Self.Failure>, AnySubscriber<Output, Failure>) -> Void
    ) -> _Operator<Self, Output, Failure> {
        _Operator(upstream: self) { upstream, downstream in
            upstream.receive(subscriber: AnySubscriber<Self.Output, Self.Failure>(
                subscription: { downstream.receive(subscription: $0) },
                value: { value($0, downstream); return .unlimited },
                completion: { completion($0, downstream) }))
        }
    }

    public func map<T>(_ transform: @escaping (Output) -> T) -> _Operator<Self, T, Failure> {
        relay(value: { _ = $1.receive(transform($0)) }, completion: { $1.receive(completion: $0) })
    }

    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> _Operator<Self, T, Error> {
        relay(value: { value, downstream in
            do { _ = downstream.receive(try transform(value)) } catch { downstream.receive(completion: .failure(error)) }
        }, completion: { completion, downstream in
            switch completion {
            case .finished: downstream.receive(completion: .finished)
            case .failure(let error): downstream.receive(completion: .failure(error))
            }
        })
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> _Operator<Self, T, Failure> {
        relay(value: { if let value = transform($0) { _ = $1.receive(value) } }, completion: { $1.receive(completion: $0) })
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> _Operator<Self, Output, Failure> {
        relay(value: { if isIncluded($0) { _ = $1.receive($0) } }, completion: { $1.receive(completion: $0) })
    }

    public func handleEvents(receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) -> _Operator<Self, Output, Failure> {
        relay(value: { receiveOutput?($0); _ = $1.receive($0) }, completion: { receiveCompletion?($0); $1.receive(completion: $0) })
    }

    public func replaceError(with output: Output) -> _Operator<Self, Output, Never> {
        relay(value: { _ = $1.receive($0) }, completion: { completion, downstream in
            if case .failure = completion { _ = downstream.receive(output) }
            downstream.receive(completion: .finished)
        })
    }

    public func replaceNil<T>(with output: T) -> _Operator<Self, T, Failure> where Output == T? {
        map { $0 ?? output }
    }

    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> _Operator<Self, Output, E> {
        relay(value: { _ = $1.receive($0) }, completion: { completion, downstream in
            switch completion {
            case .finished: downstream.receive(completion: .finished)
            case .failure(let error): downstream.receive(completion: .failure(transform(error)))
            }
        })
    }

    public func catchError<P: Publisher>(_ handler: @escaping (Failure) -> P) -> _Operator<Self, Output, P.Failure> where P.Output == Output {
        relay(value: { _ = $1.receive($0) }, completion: { completion, downstream in
            switch completion {
            case .finished: downstream.receive(completion: .finished)
            case .failure(let error): handler(error).receive(subscriber: downstream)
            }
        })
    }

    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> _Operator<Self, Output, P.Failure> where P.Output == Output {
        catchError(handler)
    }

    public func setFailureType<E: Error>(to failureType: E.Type) -> _Operator<Self, Output, E> where Failure == Never {
        relay(value: { _ = $1.receive($0) }, completion: { _, downstream in downstream.receive(completion: .finished) })
    }

    /// Delivers values and the completion on `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S) -> _Operator<Self, Output, Failure> {
        relay(value: { value, downstream in scheduler.schedule { _ = downstream.receive(value) } },
              completion: { completion, downstream in scheduler.schedule { downstream.receive(completion: completion) } })
    }

    /// Subscribes to the upstream on `scheduler`.
    public func subscribe<S: Scheduler>(on scheduler: S) -> _Operator<Self, Output, Failure> {
        _Operator(upstream: self) { upstream, downstream in scheduler.schedule { upstream.receive(subscriber: downstream) } }
    }

    public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> _Operator<Self, P.Output, Failure> where P.Failure == Failure {
        relay(value: { value, downstream in
            transform(value).receive(subscriber: AnySubscriber<P.Output, Failure>(
                subscription: { _ in }, value: { _ = downstream.receive($0); return .unlimited }, completion: { _ in }))
        }, completion: { $1.receive(completion: $0) })
    }
}

/// The publisher an `ObservableObject` announces changes through.
public typealias ObservableObjectPublisher = PassthroughSubject<Void, Never>

/// A class whose changes are announced before they happen (`@Published` properties).
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// An object's publisher, kept beside a weak reference to the object: an address is reused once
/// its object is gone, and a new object there must get a publisher of its own.
private struct OwnedPublisher {
    weak var owner: AnyObject?
    let publisher: ObservableObjectPublisher
}

private nonisolated(unsafe) var objectWillChangePublishers: [ObjectIdentifier: OwnedPublisher] = [:]
private let objectWillChangeLock = NSLock()

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher {
        objectWillChangeLock.withLock {
            let id = ObjectIdentifier(self)
            if let known = objectWillChangePublishers[id], known.owner === self { return known.publisher }
            // Publishers of objects that are gone are dropped as new ones are made, so the table stays small.
            if objectWillChangePublishers.count >= 64 { objectWillChangePublishers = objectWillChangePublishers.filter { $0.value.owner != nil } }
            let publisher = ObservableObjectPublisher()
            objectWillChangePublishers[id] = OwnedPublisher(owner: self, publisher: publisher)
            return publisher
        }
    }
}

/// A property whose changes are published (`$name` is the publisher).
@propertyWrapper
public struct Published<Value> {
    private let subject: CurrentValueSubject<Value, Never>

    public init(wrappedValue: Value) { subject = CurrentValueSubject(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value {
        get { subject.value }
        nonmutating set { subject.value = newValue }
    }

    public var projectedValue: AnyPublisher<Value, Never> { subject.eraseToAnyPublisher() }
}
