/// The picture a failing snapshot leaves behind: expected | actual | highlighted differences,
/// side by side on a neutral grey, so a reviewer sees all three at once.
public enum DiffImage {
    static let gap = 8
    static let backdrop: (UInt8, UInt8, UInt8, UInt8) = (128, 128, 128, 255)

    /// Panels of equal height; images of different sizes are top-aligned.
    public static func sideBySide(_ panels: [Bitmap]) -> Bitmap {
        let width = panels.map(\.width).reduce(0, +) + gap * (panels.count + 1)
        let height = (panels.map(\.height).max() ?? 0) + 2 * gap
        var out = Bitmap(width: width, height: height, fill: backdrop)
        var x0 = gap
        for panel in panels {
            for y in 0..<panel.height {
                for x in 0..<panel.width {
                    let s = (y * panel.width + x) * 4
                    let d = ((y + gap) * width + x0 + x) * 4
                    let a = Int(panel.pixels[s + 3])
                    for c in 0..<3 {
                        out.pixels[d + c] = UInt8((Int(panel.pixels[s + c]) * a + Int(out.pixels[d + c]) * (255 - a) + 127) / 255)
                    }
                }
            }
            x0 += panel.width + gap
        }
        return out
    }
}
