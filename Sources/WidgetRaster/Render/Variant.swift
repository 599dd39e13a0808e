import Themes

/// What a render shows: the data as is, a placeholder, or the privacy-redacted view.
public enum Redaction: String, CaseIterable, Sendable, Codable {
    case none
    case placeholder
    case privacy
}

/// One image variant: a colour scheme plus a redaction (`light`, `dark`, `placeholder`,
/// `privacy-dark`, …). Names are how the CLI and file names spell them.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    public var colorScheme: ColorScheme
    public var redaction: Redaction

    public init(colorScheme: ColorScheme, redaction: Redaction = .none) {
        self.colorScheme = colorScheme
        self.redaction = redaction
    }

    public static let light = Variant(colorScheme: .light)
    public static let dark = Variant(colorScheme: .dark)

    /// Every variant, in the order galleries show them.
    public static let all: [Variant] = [.light, .dark,
                                        Variant(colorScheme: .light, redaction: .placeholder),
                                        Variant(colorScheme: .dark, redaction: .placeholder),
                                        Variant(colorScheme: .light, redaction: .privacy),
                                        Variant(colorScheme: .dark, redaction: .privacy)]

    public var name: String {
        switch redaction {
        case .none: return colorScheme.rawValue
        case .placeholder, .privacy:
            return redaction.rawValue + (colorScheme == .dark ? "-dark" : "")
        }
    }

    public var description: String { name }

    public init?(name: String) {
        guard let match = Variant.all.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}
