/// Anti-aliasing-aware image comparison, the measure of pixelmatch 7.2 (YIQ colour distance,
/// Kotsarenko & Ramos; anti-aliased pixels detected as in Vysniauskas 2009), with its exact
/// mismatch counts and diff drawing.
public enum ImageDiff {
    /// Compares two images of equal size; `drawDiff` also paints the diff image.
    public static func compare(_ expected: Bitmap, _ actual: Bitmap, options: DiffOptions = DiffOptions(),
                               drawDiff: Bool = false) throws -> DiffResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw SizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        }
        let width = expected.width, height = expected.height
        var output: [UInt8] = drawDiff ? [UInt8](repeating: 0, count: width * height * 4) : []
        var differences = 0
        var maxDelta = 0.0
        output.withUnsafeMutableBufferPointer { out in
            expected.pixels.withUnsafeBufferPointer { a in
                actual.pixels.withUnsafeBufferPointer { b in
                    a.withMemoryRebound(to: UInt32.self) { a32 in
                        b.withMemoryRebound(to: UInt32.self) { b32 in
                            let image = Comparison(a: a, b: b, a32: a32, b32: b32, width: width, height: height, options: options)
                            (differences, maxDelta) = image.run(output: drawDiff ? out : nil)
                        }
                    }
                }
            }
        }
        return DiffResult(differentPixels: differences, totalPixels: width * height,
                          maxDelta: (maxDelta / 35215).squareRoot(),
                          diffImage: drawDiff ? Bitmap(width: width, height: height, pixels: output) : nil)
    }

    private struct Comparison {
        let a: UnsafeBufferPointer<UInt8>
        let b: UnsafeBufferPointer<UInt8>
        let a32: UnsafeBufferPointer<UInt32>
        let b32: UnsafeBufferPointer<UInt32>
        let width: Int
        let height: Int
        let options: DiffOptions

        func run(output: UnsafeMutableBufferPointer<UInt8>?) -> (Int, Double) {
            let count = width * height
            var identical = true
            for i in 0..<count where a32[i] != b32[i] {
                identical = false
                break
            }
            if identical {
                if let output, !options.diffMask {
                    for i in 0..<count { drawGray(i * 4, into: output) }
                }
                return (0, 0)
            }
            let maxDelta = 35215 * options.threshold * options.threshold
            let alt = options.diffColorAlt ?? options.diffColor
            var differences = 0
            var largest = 0.0
            for y in 0..<height {
                for x in 0..<width {
                    let i = y * width + x
                    let pos = i * 4
                    let delta = a32[i] == b32[i] ? 0 : colorDelta(a, b, pos, pos, yOnly: false)
                    largest = max(largest, abs(delta))
                    if abs(delta) > maxDelta {
                        let isAA = antialiased(a, x, y, a32, b32) || antialiased(b, x, y, b32, a32)
                        if !options.includeAA && isAA {
                            if let output, !options.diffMask { draw(pos, options.aaColor, into: output) }
                        } else {
                            if let output { draw(pos, delta < 0 ? alt : options.diffColor, into: output) }
                            differences += 1
                        }
                    } else if let output, !options.diffMask {
                        drawGray(pos, into: output)
                    }
                }
            }
            return (differences, largest)
        }

        /// Whether the pixel at (x, y) looks like an anti-aliased edge in `img`.
        private func antialiased(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int,
                                 _ own: UnsafeBufferPointer<UInt32>, _ other: UnsafeBufferPointer<UInt32>) -> Bool {
            let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
            let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
            let pos = y1 * width + x1
            var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
            var minDelta = 0.0, maxDelta = 0.0
            var minX = 0, minY = 0, maxX = 0, maxY = 0
            for x in x0...x2 {
                for y in y0...y2 {
                    if x == x1 && y == y1 { continue }
                    let delta = colorDelta(img, img, pos * 4, (y * width + x) * 4, yOnly: true)
                    if delta == 0 {
                        zeroes += 1
                        if zeroes > 2 { return false }
                    } else if delta < minDelta {
                        minDelta = delta; minX = x; minY = y
                    } else if delta > maxDelta {
                        maxDelta = delta; maxX = x; maxY = y
                    }
                }
            }
            if minDelta == 0 || maxDelta == 0 { return false }
            return (hasManySiblings(own, minX, minY) && hasManySiblings(other, minX, minY))
                || (hasManySiblings(own, maxX, maxY) && hasManySiblings(other, maxX, maxY))
        }

        /// Whether at least three neighbours of (x, y) have exactly its colour.
        private func hasManySiblings(_ img: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int) -> Bool {
            let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
            let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
            let value = img[y1 * width + x1]
            var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
            for x in x0...x2 {
                for y in y0...y2 {
                    if x == x1 && y == y1 { continue }
                    if value == img[y * width + x] { zeroes += 1 }
                    if zeroes > 2 { return true }
                }
            }
            return false
        }

        /// YIQ distance between two pixels (negative when the second is darker); luma only when `yOnly`.
        private func colorDelta(_ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int,
                                yOnly: Bool) -> Double {
            let r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
            let r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
            var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
            let da = a1 - a2
            if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
            if a1 < 255 || a2 < 255 {
                let rb: Double, gb: Double, bb: Double
                if options.checkerboard {
                    rb = 48 + 159 * Double(k % 2)
                    gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
                    bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
                } else {
                    (rb, gb, bb) = (255, 255, 255)
                }
                dr = (r1 * a1 - r2 * a2 - rb * da) / 255
                dg = (g1 * a1 - g2 * a2 - gb * da) / 255
                db = (b1 * a1 - b2 * a2 - bb * da) / 255
            }
            let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
            if yOnly { return y }
            let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
            let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
            let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
            return y > 0 ? -delta : delta
        }

        private func draw(_ pos: Int, _ color: (UInt8, UInt8, UInt8), into output: UnsafeMutableBufferPointer<UInt8>) {
            output[pos] = color.0
            output[pos + 1] = color.1
            output[pos + 2] = color.2
            output[pos + 3] = 255
        }

        /// The original pixel as faded grey, as pixelmatch draws unchanged pixels.
        private func drawGray(_ pos: Int, into output: UnsafeMutableBufferPointer<UInt8>) {
            let luma = Double(a[pos]) * 0.29889531 + Double(a[pos + 1]) * 0.58662247 + Double(a[pos + 2]) * 0.11448223
            let value = 255 + (luma - 255) * options.alpha * Double(a[pos + 3]) / 255
            let byte = UInt8(max(0, min(255, value.rounded(.towardZero))))
            output[pos] = byte
            output[pos + 1] = byte
            output[pos + 2] = byte
            output[pos + 3] = 255
        }
    }
}
