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

    /// This colour `fraction` of the way to `other` (0 is this colour, 1 the other): in OKLab, a
    /// perceptual space (SwiftUI's `Color.mix` default), or in the sRGB-encoded values; alpha linearly.
    public func mixed(with other: RGBA, by fraction: Double, perceptual: Bool = true) -> RGBA {
        let t = min(max(fraction, 0), 1)
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        guard perceptual else {
            return RGBA(red: lerp(red, other.red), green: lerp(green, other.green), blue: lerp(blue, other.blue), alpha: lerp(alpha, other.alpha))
        }
        let a = oklab, b = other.oklab
        return RGBA(oklab: (lerp(a.l, b.l), lerp(a.a, b.a), lerp(a.b, b.b)), alpha: lerp(alpha, other.alpha))
    }

    /// Björn Ottosson's OKLab coordinates of the colour (from linear sRGB).
    var oklab: (l: Double, a: Double, b: Double) {
        let r = Self.linearized(red), g = Self.linearized(green), bl = Self.linearized(blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// The sRGB colour of OKLab coordinates, clamped to the sRGB gamut.
    init(oklab: (l: Double, a: Double, b: Double), alpha: Double) {
        let l = pow(oklab.l + 0.3963377774 * oklab.a + 0.2158037573 * oklab.b, 3)
        let m = pow(oklab.l - 0.1055613458 * oklab.a - 0.0638541728 * oklab.b, 3)
        let s = pow(oklab.l - 0.0894841775 * oklab.a - 1.2914855480 * oklab.b, 3)
        self.init(red: Self.encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                  green: Self.encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                  blue: Self.encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s), alpha: alpha)
    }

    /// The sRGB transfer curve: an encoded channel (0…1) as linear light.
    public static func linearized(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

    /// The sRGB transfer curve back: linear light, clamped to 0…1, as an encoded channel.
    public static func encoded(_ linear: Double) -> Double {
        let c = min(max(linear, 0), 1)
        return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
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
        0.2126 * Self.linearized(red) + 0.7152 * Self.linearized(green) + 0.0722 * Self.linearized(blue)
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
