import Themes

/// What a render shows: the data as is, a placeholder, or the privacy-redacted view.
public enum Redaction: String, CaseIterable, Sendable, Codable {
    case none
    case placeholder
    case privacy
}

/// One image variant: a colour scheme, a redaction and a rendering mode (`light`, `dark`,
/// `placeholder`, `privacy-dark`, `dark-vibrant`, …). Names are how the CLI and file names spell them.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    public var colorScheme: ColorScheme
    public var redaction: Redaction
    public var renderingMode: WidgetRenderingMode
    /// The person's tint for the accented mode (the tinted Home Screen); not part of the name.
    public var tint: RGBA

    public init(colorScheme: ColorScheme, redaction: Redaction = .none, renderingMode: WidgetRenderingMode = .fullColor,
                tint: RGBA = TintPalette.defaultTint) {
        self.colorScheme = colorScheme
        self.redaction = redaction
        self.renderingMode = renderingMode
        self.tint = tint
    }

    /// The tinted mode's colours for this variant's tint and scheme.
    public var tintPalette: TintPalette { TintPalette(tint: tint, scheme: colorScheme) }

    public static let light = Variant(colorScheme: .light)
    public static let dark = Variant(colorScheme: .dark)

    /// Every full-colour variant, in the order galleries show them.
    public static let all: [Variant] = [.light, .dark,
                                        Variant(colorScheme: .light, redaction: .placeholder),
                                        Variant(colorScheme: .dark, redaction: .placeholder),
                                        Variant(colorScheme: .light, redaction: .privacy),
                                        Variant(colorScheme: .dark, redaction: .privacy)]

    /// The same variant in another rendering mode.
    public func rendered(_ mode: WidgetRenderingMode) -> Variant {
        Variant(colorScheme: colorScheme, redaction: redaction, renderingMode: mode, tint: tint)
    }

    /// Whether an image of `family` in this variant is seen over a dark screen where it is
    /// transparent: accessory families over the Lock Screen wallpaper, accented images over the
    /// tinted Home Screen (it dims the wallpaper), vibrant ones over the Lock Screen or StandBy;
    /// the rest over the Home Screen of their colour scheme. Galleries and checks use it.
    public func isSeenOnDarkScreen(_ family: WidgetFamily) -> Bool {
        isDrawnOverTheScreen(family) || colorScheme == .dark
    }

    /// Whether the image has no background of its own and shows the screen behind it: accessory
    /// families and the accented and vibrant modes, all seen over a dark screen.
    public func isDrawnOverTheScreen(_ family: WidgetFamily) -> Bool {
        family.isAccessory || renderingMode != .fullColor
    }

    public var name: String {
        var name: String
        switch redaction {
        case .none: name = colorScheme.rawValue
        case .placeholder, .privacy: name = redaction.rawValue + (colorScheme == .dark ? "-dark" : "")
        }
        if renderingMode != .fullColor { name += "-\(renderingMode.rawValue)" }
        return name
    }

    public var description: String { name }

    public init?(name: String) {
        for mode in WidgetRenderingMode.allCases {
            if let match = Variant.all.map({ $0.rendered(mode) }).first(where: { $0.name == name }) {
                self = match
                return
            }
        }
        return nil
    }
}
