import WidgetRaster

/// How a symbol's layers take colour: hierarchical in the foreground's primary, secondary and
/// tertiary levels, palette in the styles given, multicolor in SF Symbols' own colours.
public struct SymbolRenderingMode: Hashable, Sendable {
    let mode: WidgetRaster.SymbolRenderingMode
    public static let monochrome = SymbolRenderingMode(mode: .monochrome)
    public static let hierarchical = SymbolRenderingMode(mode: .hierarchical)
    public static let palette = SymbolRenderingMode(mode: .palette([]))
    public static let multicolor = SymbolRenderingMode(mode: .multicolor)
}

/// Symbol variants: `.fill`, `.circle`, `.square`, `.slash`, and chains such as `.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
    let parts: [String]
    public static let none = SymbolVariants(parts: [])
    public static let fill = SymbolVariants(parts: ["fill"])
    public static let circle = SymbolVariants(parts: ["circle"])
    public static let square = SymbolVariants(parts: ["square"])
    public static let rectangle = SymbolVariants(parts: ["rectangle"])
    public static let slash = SymbolVariants(parts: ["slash"])
    public var fill: SymbolVariants { SymbolVariants(parts: parts + ["fill"]) }
    public var circle: SymbolVariants { SymbolVariants(parts: parts + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(parts: parts + ["square"]) }
    public var slash: SymbolVariants { SymbolVariants(parts: parts + ["slash"]) }
}

extension Image {
    /// A symbol's size relative to its font.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        var scale: ImageScale {
            switch self {
            case .small: return .small
            case .medium: return .medium
            case .large: return .large
            }
        }
    }
}

extension View {
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        _ModifiedView(self) { _ in mode.map { .symbolRenderingMode($0.mode) } }
    }
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modified(.symbolVariant(SymbolVariant(parts: variant.parts)))
    }
    public func imageScale(_ scale: Image.Scale) -> some View { modified(.imageScale(scale.scale)) }
    /// Palette and hierarchical symbols' layer styles; the first is the primary one drawn here.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modified(.foregroundStyle(primary._style))
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modified(.foregroundStyle(primary._style))
    }
}
