/// Horizontal alignment inside a VStack or a frame.
public enum HorizontalAlignment: String, CaseIterable, Sendable, Codable {
    case leading, center, trailing
}

/// Vertical alignment inside an HStack or a frame, including text baselines.
public enum VerticalAlignment: String, CaseIterable, Sendable, Codable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// A two-dimensional alignment (`topLeading`, `center`, …) for ZStack, frame and overlays.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    package static let byName: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing,
    ]

    package var name: String { Alignment.byName.first { $0.value == self }?.key ?? "center" }
}

/// Text alignment inside a multi-line text's own width.
public enum TextAlignment: String, CaseIterable, Sendable, Codable {
    case leading, center, trailing
}

/// Where a truncated line loses its characters.
public enum TruncationMode: String, CaseIterable, Sendable, Codable {
    case head, middle, tail
}

/// Fit or fill for `aspectRatio`, `scaledToFit`, `scaledToFill`.
public enum ContentMode: String, CaseIterable, Sendable, Codable {
    case fit, fill
}
