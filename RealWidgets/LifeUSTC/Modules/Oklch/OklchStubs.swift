// The Oklch package's colour (nikstar/swift-oklch): a colour given by OKLCH lightness, chroma and
// hue, and `Color(oklch:)`, which turns it into sRGB by Björn Ottosson's formulas (OKLCH → OKLab
// → linear sRGB → gamma-encoded sRGB), each channel clipped to the sRGB gamut.
import Foundation
import SwiftUI

/// A colour in the OKLCH model: lightness 0…1, chroma 0…~0.4, hue an angle.
public struct Oklch {
    public var lightness: Float
    public var chroma: Float
    public var hue: Angle
    public var opacity: Float? = nil

    /// From green (−) to red (+).
    public var a: Float { chroma * cos(Float(hue.radians)) }
    /// From blue (−) to yellow (+).
    public var b: Float { chroma * sin(Float(hue.radians)) }

    public init(lightness: Float, chroma: Float, hue: Angle, opacity: Float? = nil) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
        self.opacity = opacity
    }
}

extension SwiftUI.Color {
    /// A colour with these OKLCH values.
    public init(oklch: Oklch) {
        self = .oklch(oklch.lightness, oklch.chroma, oklch.hue, opacity: oklch.opacity ?? 1)
    }

    /// A colour in the OKLCH model, as sRGB.
    public static func oklch(_ lightness: Float, _ chroma: Float, _ hue: Angle, opacity: Float = 1) -> SwiftUI.Color {
        let color = Oklch(lightness: lightness, chroma: chroma, hue: hue)
        // OKLab → LMS (cube roots) → linear sRGB.
        let l_ = color.lightness + 0.3963377774 * color.a + 0.2158037573 * color.b
        let m_ = color.lightness - 0.1055613458 * color.a - 0.0638541728 * color.b
        let s_ = color.lightness - 0.0894841775 * color.a - 1.2914855480 * color.b
        let (l, m, s) = (l_ * l_ * l_, m_ * m_ * m_, s_ * s_ * s_)
        let linear = (
            +4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        )
        return Color(.sRGB, red: Double(encoded(linear.0)), green: Double(encoded(linear.1)),
                     blue: Double(encoded(linear.2)), opacity: Double(opacity))
    }

    /// The sRGB transfer function, clipped to 0…1.
    private static func encoded(_ linear: Float) -> Float {
        let value = linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
        return min(max(value, 0), 1)
    }
}
