/// How a symbol's layers take colour (`symbolRenderingMode(_:)`): hierarchical draws its
/// layers in the foreground's levels 1–3, palette in the styles given (the last for the rest),
/// multicolor in the colours SF Symbols gives its parts (a yellow sun, a white cloud).
public enum SymbolRenderingMode: Hashable, Sendable {
    case monochrome
    case hierarchical
    case palette([ShapeStyle])
    case multicolor

    public static let names = ["monochrome", "hierarchical", "multicolor"]
}

/// A variant of every symbol inside (`symbolVariant(_:)`): `.fill`, `.circle`, `.circle.fill`…
public struct SymbolVariant: Hashable, Sendable {
    /// The name parts, in the order SF Symbols names take them (`slash`, then `circle`/`square`, then `fill`).
    public var parts: [String]

    public init(parts: [String]) {
        let order = ["slash", "circle", "square", "rectangle", "fill"]
        self.parts = order.filter(parts.contains)
    }

    public static let none = SymbolVariant(parts: [])
    public static let fill = SymbolVariant(parts: ["fill"])
    public static let circle = SymbolVariant(parts: ["circle"])
    public static let square = SymbolVariant(parts: ["square"])
    public static let slash = SymbolVariant(parts: ["slash"])
    public static let partNames = ["slash", "circle", "square", "rectangle", "fill"]

    /// Adds this variant's parts to a name, keeping parts it already has (`heart` + `.circle.fill` → `heart.circle.fill`).
    public func applied(to name: String) -> String {
        let existing = Set(name.split(separator: ".").map(String.init))
        return ([name] + parts.filter { !existing.contains($0) }).joined(separator: ".")
    }
}

/// A symbol's size relative to the text beside it (`imageScale(_:)`).
public enum ImageScale: String, CaseIterable, Hashable, Sendable, Codable {
    case small, medium, large

    /// SF Symbols' small and large scales, as ratios of the medium glyph (about 0.8 and 1.3).
    public var factor: Double {
        switch self {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }
}
