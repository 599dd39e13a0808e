import Foundation
import Themes
import WidgetRaster

/// UIKit's colour, as widget code uses it through SwiftUI (`Color(uiColor:)`, `Color(UIColor)`)
/// and in its own extensions (`convenience init(rgb:)`): components, system colours by name,
/// asset colours by name, and light/dark providers. A class, so an app's convenience
/// initialisers compile as they do on iOS.
open class UIColor: @unchecked Sendable, Hashable {
    /// A system or asset colour by name, or components in light and dark.
    public enum Value: Hashable, Sendable {
        case named(String)
        case components(DynamicColor)
        /// A dynamic provider's two answers where one is only known when drawn (an asset colour).
        case schemed(light: UIColor, dark: UIColor)
    }
    public let value: Value

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        value = .components(DynamicColor(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// Display P3 components, drawn as their sRGB equivalent (clipped to sRGB's gamut).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = AssetCatalog.displayP3ToSRGB(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let c = RGBA(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
    /// A colour set of the app's asset catalogue (resolved when the widget renders).
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) {
        value = .named(name)
    }
    /// A colour set of the app's asset catalogue by its generated resource (`UIColor(resource: .brand)`, iOS 17).
    public convenience init(resource: ColorResource) { self.init(named: resource.name)! }
    /// A colour for each appearance, asked once for light and once for dark.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let lightColor = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let darkColor = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        if let light = lightColor.resolved(dark: false), let dark = darkColor.resolved(dark: true) {
            value = .components(DynamicColor(light: light, dark: dark))
        } else {
            value = .schemed(light: lightColor, dark: darkColor)
        }
    }
    init(systemName: String) { value = .named(systemName) }

    /// The colour in one appearance, when it is known without the app's catalogue.
    func resolved(dark: Bool) -> RGBA? {
        let color: DynamicColor?
        switch value {
        case .components(let components): color = components
        case .named(let name): color = Theme.standard.color(named: name)
        case let .schemed(lightColor, darkColor): return (dark ? darkColor : lightColor).resolved(dark: dark)
        }
        return color.map { dark ? $0.dark : $0.light }
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let light = resolved(dark: false), let dark = resolved(dark: true) else { return self }
        return UIColor(dynamicProvider: { traits in
            let c = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
        })
    }

    /// The colour as it shows in `traits`' appearance (light when unspecified), as UIKit resolves a dynamic colour.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        guard let c = resolved(dark: traits.userInterfaceStyle == .dark) else { return self }
        return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The light appearance's components, as UIKit's `getRed` reads a colour outside a trait
    /// environment; false (and the arguments untouched) for an asset colour, known only when drawn.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = resolved(dark: false) else { return false }
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The light appearance's grey level (its luminance, Rec. 709) and alpha; false for an asset colour.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = resolved(dark: false) else { return false }
        white?.pointee = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Hue (0…1), saturation, brightness and alpha of the light appearance; false for an asset colour.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = resolved(dark: false) else { return false }
        let hsb = c.hsb
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = c.alpha
        return true
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.value == b.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    public static var clear: UIColor { UIColor(systemName: "clear") }
    public static var black: UIColor { fixed("black") }
    public static var white: UIColor { fixed("white") }
    public static var gray: UIColor { fixed("gray") }
    public static var darkGray: UIColor { fixed("darkGray") }
    public static var lightGray: UIColor { fixed("lightGray") }
    public static var red: UIColor { fixed("red") }
    public static var green: UIColor { fixed("green") }
    public static var blue: UIColor { fixed("blue") }
    public static var cyan: UIColor { fixed("cyan") }
    public static var yellow: UIColor { fixed("yellow") }
    public static var magenta: UIColor { fixed("magenta") }
    public static var orange: UIColor { fixed("orange") }
    public static var purple: UIColor { fixed("purple") }
    public static var brown: UIColor { fixed("brown") }

    private static func fixed(_ name: String) -> UIColor {
        let c = UIKitFixedColors.all[name]!
        return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
    public static var systemRed: UIColor { UIColor(systemName: "systemRed") }
    public static var systemOrange: UIColor { UIColor(systemName: "systemOrange") }
    public static var systemYellow: UIColor { UIColor(systemName: "systemYellow") }
    public static var systemGreen: UIColor { UIColor(systemName: "systemGreen") }
    public static var systemMint: UIColor { UIColor(systemName: "systemMint") }
    public static var systemTeal: UIColor { UIColor(systemName: "systemTeal") }
    public static var systemCyan: UIColor { UIColor(systemName: "systemCyan") }
    public static var systemBlue: UIColor { UIColor(systemName: "systemBlue") }
    public static var systemIndigo: UIColor { UIColor(systemName: "systemIndigo") }
    public static var systemPurple: UIColor { UIColor(systemName: "systemPurple") }
    public static var systemPink: UIColor { UIColor(systemName: "systemPink") }
    public static var systemBrown: UIColor { UIColor(systemName: "systemBrown") }
    public static var systemGray: UIColor { UIColor(systemName: "systemGray") }
    public static var systemGray2: UIColor { UIColor(systemName: "systemGray2") }
    public static var systemGray3: UIColor { UIColor(systemName: "systemGray3") }
    public static var systemGray4: UIColor { UIColor(systemName: "systemGray4") }
    public static var systemGray5: UIColor { UIColor(systemName: "systemGray5") }
    public static var systemGray6: UIColor { UIColor(systemName: "systemGray6") }
    public static var label: UIColor { UIColor(systemName: "label") }
    public static var secondaryLabel: UIColor { UIColor(systemName: "secondaryLabel") }
    public static var tertiaryLabel: UIColor { UIColor(systemName: "tertiaryLabel") }
    public static var quaternaryLabel: UIColor { UIColor(systemName: "quaternaryLabel") }
    public static var systemBackground: UIColor { UIColor(systemName: "systemBackground") }
    public static var secondarySystemBackground: UIColor { UIColor(systemName: "secondarySystemBackground") }
    public static var tertiarySystemBackground: UIColor { UIColor(systemName: "tertiarySystemBackground") }
    public static var systemGroupedBackground: UIColor { UIColor(systemName: "systemGroupedBackground") }
    public static var secondarySystemGroupedBackground: UIColor { UIColor(systemName: "secondarySystemGroupedBackground") }
    public static var separator: UIColor { UIColor(systemName: "separator") }
    public static var systemFill: UIColor { UIColor(systemName: "systemFill") }
    public static var secondarySystemFill: UIColor { UIColor(systemName: "secondarySystemFill") }
    public static var tertiarySystemFill: UIColor { UIColor(systemName: "tertiarySystemFill") }
    public static var quaternarySystemFill: UIColor { UIColor(systemName: "quaternarySystemFill") }
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(systemName: "tertiarySystemGroupedBackground") }
    public static var opaqueSeparator: UIColor { UIColor(systemName: "opaqueSeparator") }
    public static var placeholderText: UIColor { UIColor(systemName: "placeholderText") }
    public static var link: UIColor { UIColor(systemName: "link") }
    public static var lightText: UIColor { UIColor(systemName: "lightText") }
    public static var darkText: UIColor { UIColor(systemName: "darkText") }
    public static var tintColor: UIColor { UIColor(systemName: "accentColor") }
}
