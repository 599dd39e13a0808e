/// Apple's system colours (iOS 15–18 values, `widget-facts.md` §5.1–5.3), or the 2025 tints (§5.4).
///
/// Names follow UIKit (`systemBlue`, `secondaryLabel`); the SwiftUI short names (`blue`, `gray`)
/// are accepted too. Dark values of the backgrounds are the *elevated* ones, because a widget
/// sits above the wallpaper the way a sheet sits above its presenter.
public struct SystemPalette: Sendable {
    public let name: String
    private let colors: [String: DynamicColor]

    /// Looks up a system or semantic colour by UIKit or SwiftUI name.
    public func color(named name: String) -> DynamicColor? {
        colors[name] ?? colors[Self.swiftUIAliases[name] ?? ""]
    }

    public var names: [String] { colors.keys.sorted() }

    public static let ios18 = SystemPalette(name: "ios18", colors: semantic.merging(tints2023) { a, _ in a })
    public static let ios26 = SystemPalette(name: "ios26", colors: semantic.merging(tints2025) { a, _ in a })

    public static func named(_ name: String) -> SystemPalette? {
        switch name {
        case "ios18": return .ios18
        case "ios26": return .ios26
        default: return nil
        }
    }

    static let swiftUIAliases: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen",
        "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue",
        "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink", "brown": "systemBrown",
        "gray": "systemGray", "gray2": "systemGray2", "gray3": "systemGray3", "gray4": "systemGray4",
        "gray5": "systemGray5", "gray6": "systemGray6",
    ]

    private static func d(_ light: RGBA, _ dark: RGBA) -> DynamicColor { DynamicColor(light: light, dark: dark) }

    static let semantic: [String: DynamicColor] = [
        "black": DynamicColor(.black),
        "white": DynamicColor(.white),
        "clear": DynamicColor(.clear),
        "label": d(RGBA(0, 0, 0), RGBA(255, 255, 255)),
        "secondaryLabel": d(RGBA(60, 60, 67, 0.60), RGBA(235, 235, 245, 0.60)),
        "tertiaryLabel": d(RGBA(60, 60, 67, 0.30), RGBA(235, 235, 245, 0.30)),
        "quaternaryLabel": d(RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16)),
        "placeholderText": d(RGBA(60, 60, 67, 0.30), RGBA(235, 235, 245, 0.30)),
        "separator": d(RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.60)),
        "opaqueSeparator": d(RGBA(198, 198, 200), RGBA(56, 56, 58)),
        "link": d(RGBA(0, 122, 255), RGBA(9, 132, 255)),
        // UIKit's fixed text colours (asset catalogues refer to them as lightTextColor, darkTextColor).
        "lightText": DynamicColor(RGBA(255, 255, 255, 0.60)),
        "darkText": DynamicColor(RGBA(0, 0, 0)),
        "systemFill": d(RGBA(120, 120, 128, 0.20), RGBA(120, 120, 128, 0.36)),
        "secondarySystemFill": d(RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32)),
        "tertiarySystemFill": d(RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24)),
        "quaternarySystemFill": d(RGBA(116, 116, 128, 0.08), RGBA(118, 118, 128, 0.18)),
        "systemBackground": d(RGBA(255, 255, 255), RGBA(28, 28, 30)),
        "secondarySystemBackground": d(RGBA(242, 242, 247), RGBA(44, 44, 46)),
        "tertiarySystemBackground": d(RGBA(255, 255, 255), RGBA(58, 58, 60)),
        "systemGroupedBackground": d(RGBA(242, 242, 247), RGBA(28, 28, 30)),
        "secondarySystemGroupedBackground": d(RGBA(255, 255, 255), RGBA(44, 44, 46)),
        "tertiarySystemGroupedBackground": d(RGBA(242, 242, 247), RGBA(58, 58, 60)),
        // SwiftUI's materials. An image has no backdrop to blur, so each is its tint at the
        // material's thickness (approximate: light over white, dark over black, read by eye).
        "ultraThinMaterial": d(RGBA(246, 246, 246, 0.48), RGBA(37, 37, 37, 0.48)),
        "thinMaterial": d(RGBA(246, 246, 246, 0.60), RGBA(37, 37, 37, 0.60)),
        "regularMaterial": d(RGBA(246, 246, 246, 0.72), RGBA(37, 37, 37, 0.72)),
        "thickMaterial": d(RGBA(246, 246, 246, 0.84), RGBA(37, 37, 37, 0.84)),
        "ultraThickMaterial": d(RGBA(246, 246, 246, 0.92), RGBA(37, 37, 37, 0.92)),
        "systemGray": d(RGBA(hex: "#8E8E93")!, RGBA(hex: "#8E8E93")!),
        "systemGray2": d(RGBA(hex: "#AEAEB2")!, RGBA(hex: "#636366")!),
        "systemGray3": d(RGBA(hex: "#C7C7CC")!, RGBA(hex: "#48484A")!),
        "systemGray4": d(RGBA(hex: "#D1D1D6")!, RGBA(hex: "#3A3A3C")!),
        "systemGray5": d(RGBA(hex: "#E5E5EA")!, RGBA(hex: "#2C2C2E")!),
        "systemGray6": d(RGBA(hex: "#F2F2F7")!, RGBA(hex: "#1C1C1E")!),
    ]

    private static func table(_ rows: [(String, String, String)]) -> [String: DynamicColor] {
        Dictionary(uniqueKeysWithValues: rows.map { ($0.0, d(RGBA(hex: $0.1)!, RGBA(hex: $0.2)!)) })
    }

    static let tints2023 = table([
        ("systemRed", "#FF3B30", "#FF453A"), ("systemOrange", "#FF9500", "#FF9F0A"),
        ("systemYellow", "#FFCC00", "#FFD60A"), ("systemGreen", "#34C759", "#30D158"),
        ("systemMint", "#00C7BE", "#66D4CF"), ("systemTeal", "#30B0C7", "#40C8E0"),
        ("systemCyan", "#32ADE6", "#64D2FF"), ("systemBlue", "#007AFF", "#0A84FF"),
        ("systemIndigo", "#5856D6", "#5E5CE6"), ("systemPurple", "#AF52DE", "#BF5AF2"),
        ("systemPink", "#FF2D55", "#FF375F"), ("systemBrown", "#A5845E", "#AC8E68"),
    ])

    static let tints2025 = table([
        ("systemRed", "#FF383C", "#FF4245"), ("systemOrange", "#FF8D28", "#FF9230"),
        ("systemYellow", "#FFCC00", "#FFD600"), ("systemGreen", "#34C759", "#30D158"),
        ("systemMint", "#00C8B3", "#00DAC3"), ("systemTeal", "#00C3D0", "#00D2E0"),
        ("systemCyan", "#00C0E8", "#3CD3FE"), ("systemBlue", "#0088FF", "#0091FF"),
        ("systemIndigo", "#6155F5", "#6D7CFF"), ("systemPurple", "#CB30E0", "#DB34F2"),
        ("systemPink", "#FF2D55", "#FF375F"), ("systemBrown", "#AC7F5E", "#B78A66"),
    ])
}
