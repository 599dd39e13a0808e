/// A colour in sRGB with straight (non-premultiplied) alpha, each channel 0…1.
public struct RGBA: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Channels given as 0…255 integers, alpha as 0…1, as colour tables print them.
    public init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// A colour by hue (0…1, wrapping), saturation and brightness, as SwiftUI's and UIKit's HSB initialisers take it.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, i = Int(h) % 6, f = h - h.rounded(.down)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Hue (0…1), saturation and brightness: the inverse of `init(hue:saturation:brightness:alpha:)`.
    public var hsb: (hue: Double, saturation: Double, brightness: Double) {
        let high = max(red, green, blue), low = min(red, green, blue), range = high - low
        guard range > 0 else { return (0, 0, high) }
        var hue: Double
        switch high {
        case red: hue = (green - blue) / range
        case green: hue = (blue - red) / range + 2
        default: hue = (red - green) / range + 4
        }
        hue /= 6
        return (hue < 0 ? hue + 1 : hue, range / high, high)
    }

    /// WCAG contrast ratio between two opaque colours (1…21).
    public func contrast(with other: RGBA) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour moved `amount` of the way to white, alpha kept.
    public func mixedWithWhite(_ amount: Double) -> RGBA {
        RGBA(red: red + (1 - red) * amount, green: green + (1 - green) * amount, blue: blue + (1 - blue) * amount, alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        guard digits.first == "#" else { return nil }
        digits = digits.dropFirst()
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let v = hasAlpha ? value : (value << 8 | 0xFF)
        self.init(
            red: Double((v >> 24) & 0xFF) / 255,
            green: Double((v >> 16) & 0xFF) / 255,
            blue: Double((v >> 8) & 0xFF) / 255,
            alpha: Double(v & 0xFF) / 255
        )
    }

    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    /// The same colour with its alpha multiplied by `factor`.
    public func multiplyingOpacity(by factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Relative luminance as WCAG defines it (linearised sRGB).
    public var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
    public var hex: String {
        func byte(_ c: Double) -> String {
            let s = String(Int((min(max(c, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String { hex }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
