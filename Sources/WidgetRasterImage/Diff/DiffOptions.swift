/// How two images are compared: pixelmatch's options, with its defaults.
public struct DiffOptions: Hashable, Sendable {
    /// Colour distance threshold, 0…1 (smaller is stricter); `maxDelta = 35215 × threshold²` in YIQ.
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences too.
    public var includeAA = false
    /// Opacity of the faded original in the diff image.
    public var alpha: Double = 0.1
    public var aaColor: (UInt8, UInt8, UInt8) = (255, 255, 0)
    public var diffColor: (UInt8, UInt8, UInt8) = (255, 0, 0)
    /// Colour for differences where the second image is darker; `diffColor` when nil.
    public var diffColorAlt: (UInt8, UInt8, UInt8)?
    /// Draw differences on a transparent background instead of the faded original.
    public var diffMask = false
    /// Blend semi-transparent pixels over pixelmatch's checkerboard (true) or over white.
    public var checkerboard = true

    public init(threshold: Double = 0.1, includeAA: Bool = false) {
        self.threshold = threshold
        self.includeAA = includeAA
    }

    public static func == (a: DiffOptions, b: DiffOptions) -> Bool {
        a.threshold == b.threshold && a.includeAA == b.includeAA && a.alpha == b.alpha && a.diffMask == b.diffMask
            && a.checkerboard == b.checkerboard && a.aaColor == b.aaColor && a.diffColor == b.diffColor
            && a.diffColorAlt.map { [$0.0, $0.1, $0.2] } == b.diffColorAlt.map { [$0.0, $0.1, $0.2] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(threshold)
        hasher.combine(includeAA)
        hasher.combine(diffMask)
    }
}

/// The outcome of comparing two equally sized images.
public struct DiffResult: Sendable {
    /// Pixels whose colour distance exceeds the threshold and that are not anti-aliasing.
    public var differentPixels: Int
    public var totalPixels: Int
    /// The largest YIQ colour distance seen, normalised to 0…1 like the threshold (`sqrt(Δ/35215)`).
    public var maxDelta: Double
    /// The pixelmatch-style diff image, when one was asked for.
    public var diffImage: Bitmap?

    public var ratio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }
}

/// Two images that cannot be compared pixel for pixel.
public struct SizeMismatch: Error, CustomStringConvertible, Equatable {
    public var expected: (width: Int, height: Int)
    public var actual: (width: Int, height: Int)

    public var description: String { "expected \(expected.width)×\(expected.height), got \(actual.width)×\(actual.height)" }

    public static func == (a: SizeMismatch, b: SizeMismatch) -> Bool {
        a.expected == b.expected && a.actual == b.actual
    }
}
