import Foundation

/// A touch gesture, as widget code that shares views with its app attaches one (`.gesture(_:)`).
/// A widget takes no touches but taps on links and buttons, so gestures are accepted and never
/// run: a still image shows the view as it is before any touch.
public protocol Gesture {
    associatedtype Value
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    /// Updates `state` while the gesture runs; it never runs here, so the state keeps its initial value.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
}

/// A drag: its value is where it started and where it is.
public struct DragGesture: Gesture {
    public struct Value: Sendable {
        public var startLocation: CGPoint
        public var location: CGPoint
        public var translation: CGSize
        public var time: Date
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// Which gestures of a view and its subviews a `.gesture(_:including:)` enables.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1), subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask([.gesture, .subviews])
}

/// The context of a state change (its animation); nothing animates in a still image.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public init(animation: Animation? = nil) { self.animation = animation }
}

/// State a gesture sets while it runs and that returns to its initial value after: never set
/// here, so always the initial value.
@propertyWrapper
public struct GestureState<Value> {
    private let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}
