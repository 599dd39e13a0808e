import Foundation
import WidgetRaster
import Themes

/// A two-dimensional gradient over a grid of coloured points (iOS 18), a view and a style. Each
/// cell of the grid is drawn as a patch whose colour runs between its corners' colours; a
/// `BezierPoint` mesh gives each edge its curve. `smoothsColors` and `colorSpace` are accepted:
/// colours run bilinearly within each patch, in the device's space.
public struct MeshGradient: View, _PrimitiveView, ShapeStyle, Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    public var background: Color
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    /// Where the mesh's points are: plain positions, or positions with the control points of their curves.
    public enum Locations: Hashable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    /// The colour of each point.
    public enum Colors: Hashable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    /// A point of a Bézier mesh and the control points of the curves to its four neighbours.
    public struct BezierPoint: Hashable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public var _style: WidgetRaster.ShapeStyle {
        func unit(_ point: SIMD2<Float>) -> UnitPoint { UnitPoint(x: Double(point.x), y: Double(point.y)) }
        let vertices: [WidgetRaster.MeshGradientStyle.Vertex]
        switch locations {
        case .points(let points): vertices = points.map { WidgetRaster.MeshGradientStyle.Vertex(unit($0)) }
        case .bezierPoints(let points):
            vertices = points.map {
                WidgetRaster.MeshGradientStyle.Vertex(unit($0.position), leading: unit($0.leadingControlPoint), top: unit($0.topControlPoint),
                                                 trailing: unit($0.trailingControlPoint), bottom: unit($0.bottomControlPoint))
            }
        }
        let styles: [WidgetRaster.ShapeStyle]
        switch colors {
        case .colors(let colors): styles = colors.map(\._style)
        case .resolvedColors(let colors): styles = colors.map(\._style)
        }
        return .meshGradient(WidgetRaster.MeshGradientStyle(width: width, height: height, points: vertices, colors: styles,
                                                       background: background._style, smoothsColors: smoothsColors))
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { [ViewNode(.color(_style))] }
}

extension Color {
    /// A colour as its sRGB components (iOS 17).
    public struct Resolved: ShapeStyle, Hashable, Sendable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let color = Color(colorSpace, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity))
            let rgba: RGBA
            if case .dynamic(let dynamic) = color._style { rgba = dynamic.light } else { rgba = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity)) }
            self.red = Float(rgba.red)
            self.green = Float(rgba.green)
            self.blue = Float(rgba.blue)
            self.opacity = Float(rgba.alpha)
        }

        public var _style: WidgetRaster.ShapeStyle {
            .dynamic(DynamicColor(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity))))
        }
    }

    /// The colour of resolved components.
    public init(_ resolved: Resolved) { self.init(style: resolved._style) }
}

extension Color {
    /// The colour's components in the environment's colour scheme: a system colour's values, a
    /// colour's own; an asset catalogue's colour, which only painting knows, resolves as black.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let rgba = Self.components(of: _style, scheme: environment.colorScheme == .dark ? .dark : .light)
        return Resolved(red: Float(rgba.red), green: Float(rgba.green), blue: Float(rgba.blue), opacity: Float(rgba.alpha))
    }

    private static func components(of style: WidgetRaster.ShapeStyle, scheme: Themes.ColorScheme) -> RGBA {
        switch style {
        case .color(let name):
            return RGBA(hex: name) ?? Theme.standard.color(named: name)?.resolved(in: scheme) ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        case .dynamic(let color): return color.resolved(in: scheme)
        case let .opacity(inner, value): return components(of: inner, scheme: scheme).multiplyingOpacity(by: value)
        case let .schemed(light, dark): return components(of: scheme == .dark ? dark : light, scheme: scheme)
        case .hierarchical(let level):
            return components(of: .color(WidgetRaster.ShapeStyle.labelNames[max(0, min(3, level - 1))]), scheme: scheme)
        default: return components(of: style.namedColors.first?.style ?? .color("black"), scheme: scheme)
        }
    }
}
