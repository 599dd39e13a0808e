/// Dynamic Type sizes that widgets render at (HIG: Large through AX5; widgets never go below Large).
public enum DynamicTypeSize: String, CaseIterable, Sendable, Codable {
    case large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The five accessibility sizes (AX1–AX5).
    public var isAccessibilitySize: Bool { rawValue.hasPrefix("accessibility") }

    /// Size and leading in points for a text style (HIG Typography, `widget-facts.md` §4).
    public func metrics(for style: Font.TextStyle) -> (size: Double, leading: Double) {
        let row = DynamicTypeSize.table[style]!
        let pair = row[DynamicTypeSize.allCases.firstIndex(of: self)!]
        return (pair.0, pair.1)
    }

    private static let table: [Font.TextStyle: [(Double, Double)]] = [
        .largeTitle: [(34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title: [(28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption: [(12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]
}
