import Foundation
import Themes
import WidgetRaster

/// A colour: a view that fills the space it is offered, and a style for text and shapes.
/// System colours keep their light and dark values, as in SwiftUI.
public struct Color: View, _PrimitiveView, ShapeStyle, Hashable, Sendable {
    public let _style: WidgetRaster.ShapeStyle

    init(style: WidgetRaster.ShapeStyle) { _style = style }

    /// A colour from the theme or the app's asset catalogue by name (system and semantic names
    /// resolve too); a name nothing defines is an error at this line when the widget renders.
    public init(_ name: String, bundle: Bundle? = nil, file: StaticString = #fileID, line: UInt = #line) {
        _style = .color(name)
        NameSites.current?.record(.colour, name, file: file, line: line)
    }

    /// A colour of the app's asset catalogue by its generated resource (`Color(.brandMint)`).
    public init(_ resource: ColorResource, file: StaticString = #fileID, line: UInt = #line) {
        self.init(resource.name, file: file, line: line)
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        _style = .dynamic(DynamicColor(RGBA(red: red, green: green, blue: blue, alpha: opacity)))
    }

    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// A UIKit colour: its components in light and dark, or the system or asset colour it names.
    public init(uiColor: UIColor) {
        switch uiColor.value {
        case .named(let name): self.init(style: .color(name))
        case .components(let color): self.init(style: .dynamic(color))
        case let .schemed(light, dark): self.init(style: .schemed(light: Color(uiColor: light)._style, dark: Color(uiColor: dark)._style))
        }
    }
    public init(_ color: UIColor) { self.init(uiColor: color) }

    /// The colour space of a colour's components: sRGB (and its linear form) as drawn; Display P3 converted to sRGB.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB: self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear:
            self.init(red: RGBA.encoded(red), green: RGBA.encoded(green), blue: RGBA.encoded(blue), opacity: opacity)
        case .displayP3:
            self.init(style: .dynamic(DynamicColor(AssetCatalog.displayP3ToSRGB(red: red, green: green, blue: blue, alpha: opacity))))
        }
    }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// The colour as a gradient, as SwiftUI's `Color.gradient`: a touch lighter at the top,
    /// the colour itself at the bottom.
    public var gradient: LinearGradient {
        LinearGradient(colors: [mixedWithWhite(0.12), self], startPoint: .top, endPoint: .bottom)
    }

    /// This colour moved `amount` of the way to white, in light and dark; a colour only the
    /// app's catalogue defines stays as it is.
    func mixedWithWhite(_ amount: Double) -> Color {
        mappingKnown { $0.mixedWithWhite(amount) }
    }

    /// This colour `fraction` of the way to `other` (iOS 18), in light and dark; in the perceptual
    /// space by default, or the device's (sRGB values). A colour only the app's catalogue defines
    /// stays as it is (it is known only when drawn).
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        guard let a = known, let b = other.known else { return self }
        let perceptual = colorSpace == .perceptual
        return Color(style: .dynamic(DynamicColor(light: a.light.mixed(with: b.light, by: fraction, perceptual: perceptual),
                                                  dark: a.dark.mixed(with: b.dark, by: fraction, perceptual: perceptual))))
    }

    /// The colour brightened (or darkened, for negative `stops`) by that many photographic stops,
    /// in linear light (iOS 26), in light and dark; a colour only the app's catalogue defines stays as it is.
    public func exposureAdjust(_ stops: Double) -> Color {
        let factor = pow(2, stops)
        func channel(_ v: Double) -> Double { RGBA.encoded(min(1, RGBA.linearized(v) * factor)) }
        return mappingKnown { RGBA(red: channel($0.red), green: channel($0.green), blue: channel($0.blue), alpha: $0.alpha) }
    }

    /// This colour's light and dark values changed by `transform`; a colour only the app's
    /// catalogue defines stays as it is (it is known only when drawn).
    private func mappingKnown(_ transform: (RGBA) -> RGBA) -> Color {
        known.map { Color(style: .dynamic($0.map(transform))) } ?? self
    }

    /// The light and dark values, when they are known without the app's catalogue.
    var known: DynamicColor? {
        switch _style {
        case .dynamic(let color): return color
        case .color(let name): return Theme.standard.color(named: name)
        default: return nil
        }
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(style: .dynamic(DynamicColor(RGBA(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))))
    }

    public func opacity(_ opacity: Double) -> Color { Color(style: _style.opacity(opacity)) }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { [ViewNode(.color(_style))] }

    public static let red = Color("red"), orange = Color("orange"), yellow = Color("yellow"), green = Color("green")
    public static let mint = Color("mint"), teal = Color("teal"), cyan = Color("cyan"), blue = Color("blue")
    public static let indigo = Color("indigo"), purple = Color("purple"), pink = Color("pink"), brown = Color("brown")
    public static let gray = Color("gray"), black = Color("black"), white = Color("white"), clear = Color("clear")
    public static let accentColor = Color("accentColor")
    /// The label colours.
    public static let primary = Color("label"), secondary = Color("secondaryLabel")
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
}

/// Colour stops for gradients; as a style (a gauge's `tint(Gradient(…))`) it runs leading to trailing.
public struct Gradient: ShapeStyle, Hashable, Sendable {
    /// The space colours are interpolated in (`Color.mix(with:by:in:)`): the device's (sRGB values) or a perceptual one (OKLab).
    public enum ColorSpace: Hashable, Sendable { case device, perceptual }
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        let n = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(n)) }
    }

    public var _style: WidgetRaster.ShapeStyle { .linearGradient(model, startPoint: .leading, endPoint: .trailing) }

    var model: WidgetRaster.Gradient {
        WidgetRaster.Gradient(stops: stops.map { .init(color: $0.color._style, location: Double($0.location)) })
    }
}

/// A linear gradient: a view that fills its space, and a style.
public struct LinearGradient: View, _PrimitiveView, ShapeStyle, Hashable, Sendable {
    public let _style: WidgetRaster.ShapeStyle

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        _style = .linearGradient(gradient.model, startPoint: startPoint, endPoint: endPoint)
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { [ViewNode(.color(_style))] }
}

/// An elliptical gradient: ellipses the shape of the frame, radii as fractions of its size (0.5
/// reaches the edges from the middle). A view that fills its space, and a style.
public struct EllipticalGradient: View, _PrimitiveView, ShapeStyle, Hashable, Sendable {
    public let _style: WidgetRaster.ShapeStyle

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        _style = .ellipticalGradient(gradient.model, center: center, startRadiusFraction: Double(startRadiusFraction),
                                     endRadiusFraction: Double(endRadiusFraction))
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { [ViewNode(.color(_style))] }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

/// A radial gradient: a view that fills its space, and a style.
public struct RadialGradient: View, _PrimitiveView, ShapeStyle, Hashable, Sendable {
    public let _style: WidgetRaster.ShapeStyle

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        _style = .radialGradient(gradient.model, center: center, startRadius: Double(startRadius), endRadius: Double(endRadius))
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { [ViewNode(.color(_style))] }
}

/// An angular (conic) gradient: colours swept clockwise around a centre from one angle to another,
/// a view that fills its space, and a style. A gauge's gradient tint runs along its arc this way.
public struct AngularGradient: View, _PrimitiveView, ShapeStyle, Hashable, Sendable {
    public let _style: WidgetRaster.ShapeStyle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        // SwiftUI treats equal angles as a full turn from the start.
        let end = endAngle == startAngle ? startAngle.degrees + 360 : endAngle.degrees
        _style = .angularGradient(gradient.model, center: center, startAngle: startAngle.degrees, endAngle: end)
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .degrees(angle.degrees + 360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] { [ViewNode(.color(_style))] }
}
