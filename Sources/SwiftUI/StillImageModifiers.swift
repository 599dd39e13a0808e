import Foundation
import WidgetRaster

/// Modifiers a widget file uses that change nothing in a still image of the widget: animation,
/// transitions, identity, lifecycle and interaction hints. Accepted, so the file
/// compiles unchanged, and drawn as the view without them — as the widget's snapshot on iOS is.
extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func animation(_ animation: Animation?) -> some View { self }
    public func transition(_ transition: AnyTransition) -> some View { self }
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// What the view does when a publisher emits: a widget's body is evaluated once, so a rendering never runs it.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never { self }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
    public func help(_ text: LocalizedStringKey) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
    /// A widget has no safe area (no bars, no keyboard): the view is drawn as it is.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// Names a coordinate space for geometry readers inside; positions read in it are the view's frame's.
    public func coordinateSpace(name: some Hashable) -> some View { self }
    /// Isolates geometry for animations: a still image has nothing to isolate.
    public func geometryGroup() -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    /// Shown as it is: the image is of content that is valid (the invalidated look is a transient state).
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    public func symbolEffect<E>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    public func symbolEffect<E, V: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: V) -> some View { self }
    /// Gestures: a widget takes no touches but taps on links and buttons, so these are accepted.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View { self }
    /// Drawn but invisible, keeping its space, as SwiftUI's `hidden()`.
    public func hidden() -> some View { modified(.opacity(0)) }
}

/// The safe-area regions a view can extend into (accepted: a widget has none).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// What a content shape is for: hit testing, drag previews, hover and menu effects (accepted).
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1), dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4), hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let focusEffect = ContentShapeKinds(rawValue: 16), accessibility = ContentShapeKinds(rawValue: 32)
}

/// How a change animates (accepted; a still image shows the end state).
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default"), linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn"), easeOut = Animation(name: "easeOut"), easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring"), bouncy = Animation(name: "bouncy"), smooth = Animation(name: "smooth")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(name: "timingCurve")
    }
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation { Animation(name: "timingCurve") }
    public static var interpolatingSpring: Animation { Animation(name: "interpolatingSpring") }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        .interpolatingSpring
    }
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        .interpolatingSpring
    }
    public static var interactiveSpring: Animation { Animation(name: "interactiveSpring") }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        .interactiveSpring
    }
    public static let snappy = Animation(name: "snappy")
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public func speed(_ speed: Double) -> Animation { self }
    public func delay(_ delay: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: a still image shows the state a change leaves, not its animation.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view enters and leaves (accepted).
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity"), scale = AnyTransition(name: "scale"), identity = AnyTransition(name: "identity")
    public static let slide = AnyTransition(name: "slide")
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public static var blurReplace: AnyTransition { AnyTransition(name: "blurReplace") }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition(name: "blurReplace")
    }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How changed content replaces the old (accepted).
/// The blur-and-fade transition (accepted).
public struct BlurReplaceTransition: Sendable {
    /// Which way the content moves as it blurs.
    public struct Configuration: Sendable {
        public static let downUp = Configuration(), upUp = Configuration()
    }
}

public struct ContentTransition: Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity"), opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// Options of a symbol effect (accepted).
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static func repeating(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static let repeating = SymbolEffectOptions(), nonRepeating = SymbolEffectOptions()
}

/// The colour space a drawing group works in (accepted: layers are drawn in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
