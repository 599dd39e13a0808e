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

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

extension UIColor {
    /// The light appearance as a Core Graphics colour.
    public var cgColor: CGColor { CGColor(resolved(dark: false)) }
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 0]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
    }
}

extension Color {
    public init(cgColor: CGColor) { self.init(uiColor: UIColor(cgColor: cgColor)) }
}
