import Foundation

/// The dependencies an app registers for its intents (iOS 16): values by type, or by a key.
public final class AppDependencyManager: @unchecked Sendable {
    public static let shared = AppDependencyManager()

    private var providers: [AnyHashable: () throws -> Any] = [:]
    private let lock = NSLock()

    /// A manager of its own, as tests make one.
    public init() {}

    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @autoclosure @escaping () -> Dependency) {
        register(key ?? Self.key(Dependency.self)) { dependency() }
    }

    public func add<Dependency: Sendable>(key: AnyHashable? = nil,
                                          dependency: @autoclosure @escaping () -> @Sendable () throws -> Dependency) {
        let make = dependency()
        register(key ?? Self.key(Dependency.self)) { try make() }
    }

    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @escaping @Sendable () async throws -> Dependency) {
        register(key ?? Self.key(Dependency.self)) { try Self.wait(for: dependency) }
    }

    private func register(_ key: AnyHashable, _ provider: @escaping () throws -> Any) {
        lock.lock()
        providers[key] = provider
        lock.unlock()
    }

    /// The value registered for `key`, or for `Value`'s type; nil when none is.
    func value<Value>(_ type: Value.Type, key: AnyHashable?) -> Value? {
        lock.lock()
        let provider = providers[key ?? Self.key(Value.self)]
        lock.unlock()
        return (try? provider?()) as? Value
    }

    private static func key(_ type: Any.Type) -> AnyHashable { AnyHashable(ObjectIdentifier(type)) }

    /// An async provider's value, waited for on a task of its own (a dependency is read synchronously).
    private static func wait<Value: Sendable>(for make: @escaping @Sendable () async throws -> Value) throws -> Value {
        let box = ResultBox<Value>(), done = DispatchSemaphore(value: 0)
        Task.detached {
            do { box.result = .success(try await make()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }
}

/// An intent's dependency, resolved from its manager when the intent reads it (`@Dependency var
/// model: NavigationModel`). A rendering never performs an intent, so it is never read there.
@propertyWrapper
public final class AppDependency<Value: Sendable>: @unchecked Sendable {
    private let key: AnyHashable?
    private let manager: AppDependencyManager
    private let fallback: (() throws -> Value)?

    public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.init(key: key, manager: manager, fallback: nil)
    }

    public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
                            default defaultValue: @autoclosure @escaping () -> Value) {
        self.init(key: key, manager: manager, fallback: defaultValue)
    }

    private init(key: AnyHashable?, manager: AppDependencyManager, fallback: (() throws -> Value)?) {
        self.key = key
        self.manager = manager
        self.fallback = fallback
    }

    public var wrappedValue: Value {
        if let value = manager.value(Value.self, key: key) { return value }
        if let fallback, let value = try? fallback() { return value }
        fatalError("AppDependency of type \(Value.self) was not registered with AppDependencyManager before it was read")
    }

    public var projectedValue: AppDependency<Value> { self }
}

/// The name intents declared their dependencies with before iOS 18 (`@Dependency`).
public typealias Dependency = AppDependency

/// Where a task leaves its result for the thread waiting on it.
private final class ResultBox<Value>: @unchecked Sendable {
    var result: Result<Value, Error>?
}
