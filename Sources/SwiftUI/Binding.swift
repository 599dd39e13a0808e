/// A read-write reference to a value owned elsewhere (`$isOn`). A rendered widget never changes
/// state, so a binding here only reads; writes go to the setter it was made with.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

/// State a view owns. A rendered widget shows one moment, so this holds its initial value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    public init(wrappedValue: Value) { box = StateBox(wrappedValue) }
    public init(initialValue: Value) { box = StateBox(initialValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

/// A value an app keeps in `UserDefaults`: read once from `store` (the standard defaults when nil)
/// when the view is made, the default when the key is unset. A widget's image shows that value.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let box: StateBox<Value>

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        box = StateBox((store ?? .standard).object(forKey: key) as? Value ?? wrappedValue)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable {
        let raw = (store ?? .standard).object(forKey: key) as? Value.RawValue
        box = StateBox(raw.flatMap(Value.init(rawValue:)) ?? wrappedValue)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

private final class StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
