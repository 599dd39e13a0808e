import Foundation
import Themes

/// Core Graphics' colour, as widget code reads one from a `UIColor` (`color.cgColor.alpha`): the
/// light appearance's sRGB components (an asset colour, known only when drawn, reads as clear).
public final class CGColor: @unchecked Sendable, Hashable {
    /// Red, green, blue and alpha, 0…1.
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?.last ?? 0 }
    public var numberOfComponents: Int { components?.count ?? 0 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, gray, gray, alpha] }
    init(_ rgba: RGBA?) { components = rgba.map { [CGFloat($0.red), CGFloat($0.green), CGFloat($0.blue), CGFloat($0.alpha)] } }

    /// The components as the rasteriser's colour (clear where there are none).
    var rgba: RGBA {
        let c = components ?? [0, 0, 0, 0]
        return RGBA(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c.count > 3 ? c[3] : 1))
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

extension UIColor {
    /// The light appearance as a Core Graphics colour.
    public var cgColor: CGColor { CGColor(resolved(dark: false)) }
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }
}

extension Color {
    public init(cgColor: CGColor) { self.init(uiColor: UIColor(cgColor: cgColor)) }

    /// The colour as Core Graphics holds it: one of SwiftUI's named colours (`.red`: its light
    /// appearance) or fixed components; nil for a dynamic colour — one made for each appearance, a
    /// catalogue's, or a semantic colour such as `.primary` — as on iOS.
    public var cgColor: CGColor? {
        switch _style {
        case .color(let name) where Self.fixedNames.contains(name): return Theme.standard.color(named: name).map { CGColor($0.light) }
        case .dynamic(let color): return color.light == color.dark ? CGColor(color.light) : nil
        default: return nil
        }
    }

    /// The names of SwiftUI's own colours (`Color.red`…), which Core Graphics can hold.
    static let fixedNames: Set<String> = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
                                          "brown", "gray", "black", "white", "clear"]
}

extension UIColor {
    /// A SwiftUI colour as UIKit holds it: a system or catalogue colour by name, or its components
    /// in light and dark (clear where neither is known before drawing).
    public convenience init(_ color: Color) {
        if case .color(let name) = color._style {
            self.init(systemName: name)
        } else {
            let known = color.known
            self.init(dynamicProvider: { traits in
                let c = (traits.userInterfaceStyle == .dark ? known?.dark : known?.light) ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
                return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
            })
        }
    }
}
