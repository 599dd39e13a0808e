import Combine

/// An observable object a view is given (`@ObservedObject var model: Model`): the view reads it
/// as it is when the image is drawn.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: ObservedObject<ObjectType> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// An observable object a view owns (`@StateObject var loader = ImageLoader()`), made once.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let object: ObjectType
    public init(wrappedValue thunk: @autoclosure () -> ObjectType) { object = thunk() }
    public var wrappedValue: ObjectType { object }
    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: object) }
}
