// SwiftUI-named constructors for the scene model. Each returns the same `ViewNode` a scene
// file would decode to, so the DSL and the files share every feature.
// swiftlint:disable identifier_name

public func VStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                   @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.vStack(alignment: alignment, spacing: spacing, children: content()))
}

public func HStack(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                   @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.hStack(alignment: alignment, spacing: spacing, children: content()))
}

public func ZStack(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.zStack(alignment: alignment, children: content()))
}

public func Text(_ string: String) -> ViewNode { ViewNode(.text(string)) }

/// A PNG file relative to the scene's folder.
public func Image(_ file: String) -> ImageView { ImageView(file: file, resizable: false) }

/// An SF Symbols name, drawn as outlines sized by the current font.
public func Symbol(_ name: String) -> ViewNode { ViewNode(.symbol(name)) }

public func Spacer(minLength: Double? = nil) -> ViewNode { ViewNode(.spacer(minLength: minLength)) }

public func Divider() -> ViewNode { ViewNode(.divider) }

/// A linear progress bar, optionally with a label above it.
public func ProgressView(_ label: String? = nil, value: Double, total: Double = 1) -> ViewNode {
    ViewNode(.progress(value: value, total: total, label: label))
}

public func LinearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> ViewNode {
    ViewNode(.color(.linearGradient(Gradient(colors: colors.map(\.style)), startPoint: startPoint, endPoint: endPoint)))
}

public func RadialGradient(colors: [Color], center: UnitPoint = .center, startRadius: Double, endRadius: Double) -> ViewNode {
    ViewNode(.color(.radialGradient(Gradient(colors: colors.map(\.style)), center: center, startRadius: startRadius,
                                    endRadius: endRadius)))
}

/// `Image` before it is placed: `resizable()` is an image-only modifier.
public struct ImageView: WidgetView {
    public var file: String
    public var resizable: Bool

    public func resizable(_ value: Bool = true) -> ImageView { ImageView(file: file, resizable: value) }
    public var node: ViewNode { ViewNode(.image(file: file, resizable: resizable)) }
}

/// A colour: a view that fills its space, and a style for `foregroundStyle` and fills.
public struct Color: WidgetView, Hashable, Sendable {
    public var style: ShapeStyle

    public init(_ name: String) { style = .color(name) }
    public init(style: ShapeStyle) { self.style = style }

    public var node: ViewNode { ViewNode(.color(style)) }

    public func opacity(_ value: Double) -> Color { Color(style: .opacity(style, value)) }

    public static let red = Color("red"), orange = Color("orange"), yellow = Color("yellow"), green = Color("green")
    public static let mint = Color("mint"), teal = Color("teal"), cyan = Color("cyan"), blue = Color("blue")
    public static let indigo = Color("indigo"), purple = Color("purple"), pink = Color("pink"), brown = Color("brown")
    public static let gray = Color("gray"), black = Color("black"), white = Color("white"), clear = Color("clear")
    public static let accentColor = Color("accentColor")
}

/// A shape view: `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Circle()`, `Capsule()`,
/// `Ellipse()`, `ContainerRelativeShape()`; filled with the foreground style unless `fill` says otherwise.
public struct ShapeView: WidgetView {
    public var kind: ShapeKind
    public var fillStyle: ShapeStyle?
    public var strokeStyle: Stroke?

    public func fill(_ style: Color) -> ShapeView { fill(style.style) }
    public func fill(_ style: ShapeStyle) -> ShapeView {
        ShapeView(kind: kind, fillStyle: style, strokeStyle: strokeStyle)
    }

    public func stroke(_ style: Color, lineWidth: Double = 1) -> ShapeView {
        ShapeView(kind: kind, fillStyle: fillStyle ?? .color("clear"), strokeStyle: Stroke(style: style.style, lineWidth: lineWidth))
    }

    /// A stroke with its line described in full (caps, joins, dashes); `inset` for `strokeBorder`.
    public func stroke(_ stroke: Stroke) -> ShapeView {
        ShapeView(kind: kind, fillStyle: fillStyle ?? .color("clear"), strokeStyle: stroke)
    }

    /// The part of the outline between two fractions of its length.
    public func trim(from: Double = 0, to: Double = 1) -> ShapeView {
        ShapeView(kind: .trimmed(kind, from: from, to: to), fillStyle: fillStyle, strokeStyle: strokeStyle)
    }

    public var node: ViewNode { ViewNode(.shape(kind, fill: fillStyle, stroke: strokeStyle)) }
}

/// The corner style of a rounded rectangle.
public enum RoundedCornerStyle: Sendable { case continuous, circular }

public func Rectangle() -> ShapeView { ShapeView(kind: .rectangle) }
public func RoundedRectangle(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> ShapeView {
    ShapeView(kind: .roundedRectangle(cornerRadius: cornerRadius, continuous: style == .continuous))
}
public func Circle() -> ShapeView { ShapeView(kind: .circle) }
public func Ellipse() -> ShapeView { ShapeView(kind: .ellipse) }
public func Capsule() -> ShapeView { ShapeView(kind: .capsule) }
public func ContainerRelativeShape() -> ShapeView { ShapeView(kind: .containerRelative) }
public func UnevenRoundedRectangle(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                                   topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous) -> ShapeView {
    ShapeView(kind: .unevenRoundedRectangle(CornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                                            continuous: style == .continuous))
}
/// Every corner concentric with the widget's (iOS 26); scene files and SwiftUI code give other corner styles.
public func ConcentricRectangle() -> ShapeView { ShapeView(kind: .concentricRectangle(ConcentricCorners())) }
