import Foundation

/// A change of every colour a view draws, made of its red, green and blue (0–1, sRGB-encoded, not
/// premultiplied): each channel becomes a weighted sum of the three plus an offset; alpha is kept.
/// What `saturation`, `grayscale`, `brightness`, `contrast` and `hueRotation` apply.
public struct ColorMatrix: Hashable, Sendable {
    /// Rows for red, green and blue: weights of red, green, blue, then the offset.
    private let rows: [[Double]]

    private init(rows: [[Double]]) { self.rows = rows }

    package static let identity = ColorMatrix(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]])

    /// Rec. 709 luma weights, as the filter effects of CSS and SVG use.
    static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// Colours moved towards their grey (0) or away from it (above 1); 1 leaves them.
    package static func saturation(_ amount: Double) -> ColorMatrix {
        let (r, g, b) = luma
        let s = amount
        return ColorMatrix(rows: [[r + (1 - r) * s, g - g * s, b - b * s, 0],
                                  [r - r * s, g + (1 - g) * s, b - b * s, 0],
                                  [r - r * s, g - g * s, b + (1 - b) * s, 0]])
    }

    /// Colours made grey by `amount` (1: wholly).
    package static func grayscale(_ amount: Double) -> ColorMatrix { saturation(1 - min(max(amount, 0), 1)) }

    /// `amount` added to every channel (SwiftUI's `brightness`: 1 is white, negative darkens).
    package static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [[1, 0, 0, amount], [0, 1, 0, amount], [0, 0, 1, amount]])
    }

    /// Channels spread from mid-grey by `amount` (0: all grey, 1: unchanged, negative: inverted too).
    package static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix(rows: [[amount, 0, 0, offset], [0, amount, 0, offset], [0, 0, amount, offset]])
    }

    /// Hues turned by `degrees` around the colour wheel, luma kept (the hue-rotate matrix of CSS).
    package static func hueRotation(degrees: Double) -> ColorMatrix {
        let angle = degrees * .pi / 180
        let (c, s) = (cos(angle), sin(angle))
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0],
        ])
    }

    /// The colour this matrix makes of `(red, green, blue)`, each kept within 0–1.
    package func apply(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        func row(_ i: Int) -> Double {
            let w = rows[i]
            return min(1, max(0, w[0] * red + w[1] * green + w[2] * blue + w[3]))
        }
        return (row(0), row(1), row(2))
    }
}
