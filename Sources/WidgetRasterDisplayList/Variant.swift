import Themes
import WidgetRasterModel

/// One image variant: a colour scheme, a redaction and a rendering mode (`light`, `dark`,
/// `placeholder`, `privacy-dark`, `dark-vibrant`, `dark-clear`, `always-on`, …). Names are how the
/// CLI and file names spell them.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    public var colorScheme: ColorScheme
    public var redaction: Redaction
    public var renderingMode: WidgetRenderingMode
    /// What replaces the removed background in the accented mode: tinted glass (the tinted Home
    /// Screen) or clear Liquid Glass (iOS 26's clear Home Screen). Named `-clear` instead of `-accented`.
    public var glass: Glass
    /// The person's tint for the accented mode (the tinted Home Screen); not part of the name.
    public var tint: RGBA
    /// The Always-On display (iPhone 14 Pro and later; Apple Watch with its wrist down): the screen
    /// dimmed, the Lock Screen's widgets and Live Activities drawn as in Dark Mode with
    /// `isLuminanceReduced`. Named `always-on` instead of `dark`.
    public var luminanceReduced = false
    /// Which iOS the image looks like; not part of the name (a golden records it).
    public var look: SystemLook
    /// What glass shows through in iOS 26's accented looks; nil is ours for the scheme
    /// (`Wallpaper.standard(for:)`). Not part of the name.
    package var wallpaper: Wallpaper?

    /// The backdrop of the accented mode, which the system puts where the widget's background was.
    public enum Glass: String, CaseIterable, Sendable, Codable {
        /// The person's tint (iOS 18's tinted platter; iOS 26's tinted glass).
        case tinted
        /// Liquid Glass over the wallpaper (iOS 26 only).
        case clear
    }

    public init(colorScheme: ColorScheme, redaction: Redaction = .none, renderingMode: WidgetRenderingMode = .fullColor,
                glass: Glass = .tinted, tint: RGBA = TintPalette.defaultTint, look: SystemLook = .ios26) {
        self.colorScheme = colorScheme
        self.redaction = redaction
        self.renderingMode = renderingMode
        self.glass = glass
        self.tint = tint
        self.look = look
    }

    /// The accented mode's colours for this variant's look, glass, tint and scheme.
    public var tintPalette: TintPalette { TintPalette(self) }

    public static let light = Variant(colorScheme: .light)
    public static let dark = Variant(colorScheme: .dark)
    /// The Always-On display's look: dark, with reduced luminance.
    public static let alwaysOn: Variant = {
        var variant = Variant.dark
        variant.luminanceReduced = true
        return variant
    }()

    /// Every full-colour variant, in the order galleries show them.
    public static let all: [Variant] = [.light, .dark,
                                        Variant(colorScheme: .light, redaction: .placeholder),
                                        Variant(colorScheme: .dark, redaction: .placeholder),
                                        Variant(colorScheme: .light, redaction: .privacy),
                                        Variant(colorScheme: .dark, redaction: .privacy)]

    /// The same variant in another rendering mode.
    public func rendered(_ mode: WidgetRenderingMode) -> Variant {
        var variant = self
        variant.renderingMode = mode
        return variant
    }

    /// The same variant in the accented mode over `glass`.
    public func accented(over glass: Glass) -> Variant {
        var variant = rendered(.accented)
        variant.glass = glass
        return variant
    }

    /// The same variant looking like another iOS.
    public func looking(like look: SystemLook) -> Variant {
        var variant = self
        variant.look = look
        return variant
    }

    /// True for the clear Home Screen: the accented mode over clear glass.
    /// How names spell the look: nil for iOS 26's (the default), else its name, so images and
    /// goldens of both looks can sit side by side.
    package var lookTag: String? { look == .ios26 ? nil : look.rawValue }

    package var isClear: Bool { renderingMode == .accented && glass == .clear }

    /// Whether an image of `family` in this variant is seen over a dark screen where it is
    /// transparent: accessory families over the Lock Screen wallpaper, accented images over the
    /// tinted Home Screen (it dims the wallpaper), vibrant ones over the Lock Screen or StandBy;
    /// the rest over the Home Screen of their colour scheme. Galleries and checks use it.
    public func isSeenOnDarkScreen(_ family: WidgetFamily) -> Bool {
        isDrawnOverTheScreen(family) || colorScheme == .dark
    }

    /// Whether the image has no background of its own and shows the screen behind it: accessory
    /// families, StandBy and the accented and vibrant modes, all seen over a dark screen.
    public func isDrawnOverTheScreen(_ family: WidgetFamily) -> Bool {
        family.isAccessory || family.removesBackground || renderingMode != .fullColor
    }

    public var name: String {
        var name: String
        switch redaction {
        case .none: name = luminanceReduced ? "always-on" : colorScheme.rawValue
        case .placeholder, .privacy: name = redaction.rawValue + (colorScheme == .dark ? "-dark" : "")
        }
        if isClear { name += "-clear" } else if renderingMode != .fullColor { name += "-\(renderingMode.rawValue)" }
        return name
    }

    public var description: String { name }

    public init?(name: String) {
        let spellings = (Variant.all + [.alwaysOn]).flatMap { v in WidgetRenderingMode.allCases.map(v.rendered) + [v.accented(over: .clear)] }
        guard let match = spellings.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}
