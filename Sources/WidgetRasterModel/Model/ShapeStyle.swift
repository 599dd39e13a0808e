import Themes

/// What fills a shape or colours text: a colour, a hierarchical level of the current
/// foreground, or a gradient. Colours stay names until painting, so one layout serves
/// light and dark.
public indirect enum ShapeStyle: Hashable, Sendable {
    /// A system, semantic or theme colour name (`blue`, `secondaryLabel`, `accentColor`) or `#RRGGBB[AA]`.
    case color(String)
    /// Explicit light and dark values.
    case dynamic(DynamicColor)
    /// `primary` (1) … `quaternary` (4) of the current foreground style.
    case hierarchical(Int)
    case linearGradient(Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    case radialGradient(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Ellipses filling the frame (SwiftUI's `EllipticalGradient`): radii as fractions of the
    /// frame's width across and of its height down, so 0.5 reaches the edges from the middle.
    case ellipticalGradient(Gradient, center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// Colours swept around `center` from `startAngle` to `endAngle`, in degrees clockwise from the
    /// trailing side (SwiftUI's `AngularGradient`); the first and last colours fill the rest of the turn.
    case angularGradient(Gradient, center: UnitPoint, startAngle: Double, endAngle: Double)
    /// A grid of coloured points over the frame (SwiftUI's `MeshGradient`, iOS 18).
    case meshGradient(MeshGradientStyle)
    /// Another style at reduced opacity.
    case opacity(ShapeStyle, Double)
    /// One style in light appearance and another in dark (a UIKit dynamic colour over the app's
    /// asset colours, whose values are known only when drawn).
    case schemed(light: ShapeStyle, dark: ShapeStyle)

    public static let primary = ShapeStyle.hierarchical(1)
    public static let secondary = ShapeStyle.hierarchical(2)
    public static let tertiary = ShapeStyle.hierarchical(3)
    public static let quaternary = ShapeStyle.hierarchical(4)
    public static let tint = ShapeStyle.color("accentColor")

    package static let hierarchicalNames = ["primary", "secondary", "tertiary", "quaternary"]

    /// The semantic label colours the hierarchical levels map to when the foreground is the default.
    package static let labelNames = ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel"]

    public func opacity(_ value: Double) -> ShapeStyle { .opacity(self, value) }

    /// The stops of a gradient style (linear, radial, elliptical or angular); nil for other styles.
    public var gradient: Gradient? {
        switch self {
        case let .linearGradient(gradient, _, _), let .radialGradient(gradient, _, _, _),
             let .ellipticalGradient(gradient, _, _, _), let .angularGradient(gradient, _, _, _):
            return gradient
        case .color, .dynamic, .hierarchical, .opacity, .schemed, .meshGradient:
            return nil
        }
    }

    /// The colours a style names, each with where it sits (`colors[2]`, `light`), for checks.
    package var namedColors: [(suffix: String, style: ShapeStyle)] {
        switch self {
        case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient:
            return (gradient?.stops ?? []).enumerated().map { (".colors[\($0.offset)]", $0.element.color) }
        case .meshGradient(let mesh):
            return mesh.colors.enumerated().map { (".colors[\($0.offset)]", $0.element) } + [(".background", mesh.background)]
        case .color, .dynamic, .hierarchical, .opacity, .schemed:
            return []
        }
    }

    /// SwiftUI's name for a gradient style's view (`LinearGradient`); nil for other styles.
    public var gradientTypeName: String? {
        switch self {
        case .linearGradient: return "LinearGradient"
        case .radialGradient: return "RadialGradient"
        case .ellipticalGradient: return "EllipticalGradient"
        case .angularGradient: return "AngularGradient"
        case .meshGradient: return "MeshGradient"
        case .color, .dynamic, .hierarchical, .opacity, .schemed: return nil
        }
    }
}

/// Colour stops of a gradient; stops without locations are spread evenly.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: ShapeStyle
        public var location: Double

        public init(color: ShapeStyle, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    public init(colors: [ShapeStyle]) {
        let n = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / Double(n)) }
    }
}
