// The QRCode package's types QR Pop's models use (dagronf/QRCode): a document holding the text
// to encode, its error correction and its design (colours of the eyes, pupils, data pixels and
// background), and the images it draws. This stand-in does not encode the text by the QR
// standard: it lays out a code of the size the text needs — the three finder eyes, the timing
// rows, the alignment square — and fills the data modules with a pattern the text decides, so the
// same text always draws the same code.
import Foundation
import SwiftUI
import UIKit

public enum QRCode {
    /// How much of the code may be lost and still read (L 7 %, M 15 %, Q 25 %, H 30 %).
    public enum ErrorCorrection: Character, Codable, Hashable, Sendable, CaseIterable {
        case low = "L", medium = "M", quantize = "Q", high = "H"

        /// The bytes a version-1…10 code holds at this level (byte mode).
        var byteCapacities: [Int] {
            switch self {
            case .low: [17, 32, 53, 78, 106, 134, 154, 192, 230, 271]
            case .medium: [14, 26, 42, 62, 84, 106, 122, 152, 180, 213]
            case .quantize: [11, 20, 32, 46, 60, 74, 86, 108, 130, 151]
            case .high: [7, 14, 24, 34, 44, 58, 64, 84, 98, 119]
            }
        }
    }

    public enum FillStyle {
        /// One colour.
        public final class Solid: QRCodeFillStyleGenerator {
            public let color: CGColor
            public init(_ color: CGColor) { self.color = color }
        }
    }

    /// How a code is coloured.
    public final class Design {
        public final class Style {
            public var background: QRCodeFillStyleGenerator? = FillStyle.Solid(CGColor(gray: 1, alpha: 1))
            public var onPixels: QRCodeFillStyleGenerator = FillStyle.Solid(CGColor(gray: 0, alpha: 1))
            /// The eyes' outer rings and the pupils; nil: as the on pixels.
            public var eye: QRCodeFillStyleGenerator?
            public var pupil: QRCodeFillStyleGenerator?
            public init() {}
        }

        public var style = Style()
        public init() {}

        public func backgroundColor(_ color: CGColor) { style.background = FillStyle.Solid(color) }
        public func foregroundColor(_ color: CGColor) {
            style.onPixels = FillStyle.Solid(color)
            style.eye = nil
            style.pupil = nil
        }
    }

    /// A code: its text, error correction and design.
    public final class Document {
        public var utf8String: String
        public var errorCorrection: ErrorCorrection
        public var design = Design()

        public init(utf8String: String, errorCorrection: ErrorCorrection = .quantize) {
            self.utf8String = utf8String
            self.errorCorrection = errorCorrection
        }

        /// The modules, row by row (`true`: dark).
        public var boolMatrix: [[Bool]] { Matrix(text: utf8String, errorCorrection: errorCorrection).modules }

        /// The code drawn in a square of `dimension` pixels.
        public func cgImage(dimension: Int) -> CGImage? { uiImage(dimension: dimension).cgImage }

        /// The code as a UIKit image of `dimension` pixels.
        public func platformImage(dimension: Int) -> UIImage? { uiImage(dimension: dimension) }

        public func pngData(dimension: Int) -> Data? { uiImage(dimension: dimension).pngData() }

        /// The code as a SwiftUI image of `size` pixels (`label` is what VoiceOver reads).
        public func imageUI(_ size: CGSize, label: Text) -> Image? {
            let image = uiImage(dimension: Int(min(size.width, size.height)))
            return image.pngData() == nil ? nil : Image(uiImage: image)
        }

        private func uiImage(dimension: Int) -> UIImage {
            let colors = [design.style.background, design.style.onPixels, design.style.eye, design.style.pupil]
                .map { ($0 as? FillStyle.Solid)?.color.components ?? [] }
            let key = "\(utf8String)|\(errorCorrection.rawValue)|\(colors)|\(dimension)"
            return ImageCache.shared.image(for: key) { draw(dimension: dimension) }
        }

        private func draw(dimension: Int) -> UIImage {
            let matrix = Matrix(text: utf8String, errorCorrection: errorCorrection)
            let count = matrix.modules.count
            let side = CGFloat(max(dimension, count))
            // Whole pixels a module, the code centred in what is left.
            let module = floor(side / CGFloat(count))
            let inset = floor((side - module * CGFloat(count)) / 2)
            func rect(_ column: Int, _ row: Int, _ width: Int, _ height: Int) -> CGRect {
                CGRect(x: inset + CGFloat(column) * module, y: inset + CGFloat(row) * module,
                       width: CGFloat(width) * module, height: CGFloat(height) * module)
            }
            let style = design.style
            let onColor = (style.onPixels as? FillStyle.Solid)?.color ?? CGColor(gray: 0, alpha: 1)
            let eyeColor = (style.eye as? FillStyle.Solid)?.color ?? onColor
            let pupilColor = (style.pupil as? FillStyle.Solid)?.color ?? onColor
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format)
            return renderer.image { context in
                let cg = context.cgContext
                if let background = (style.background as? FillStyle.Solid)?.color, background.alpha > 0 {
                    cg.setFillColor(background)
                    cg.fill(CGRect(x: 0, y: 0, width: side, height: side))
                }
                // Data and timing modules, a run of dark modules in a row as one rectangle.
                cg.setFillColor(onColor)
                for (row, modules) in matrix.modules.enumerated() {
                    var column = 0
                    while column < count {
                        guard modules[column], !matrix.isEye(column, row) else { column += 1; continue }
                        var end = column
                        while end + 1 < count, modules[end + 1], !matrix.isEye(end + 1, row) { end += 1 }
                        cg.fill(rect(column, row, end - column + 1, 1))
                        column = end + 1
                    }
                }
                // The three eyes: a ring of 7 × 7 modules and a 3 × 3 pupil.
                for (column, row) in matrix.eyeOrigins {
                    cg.setFillColor(eyeColor)
                    cg.fill(rect(column, row, 7, 1))
                    cg.fill(rect(column, row + 6, 7, 1))
                    cg.fill(rect(column, row + 1, 1, 5))
                    cg.fill(rect(column + 6, row + 1, 1, 5))
                    cg.setFillColor(pupilColor)
                    cg.fill(rect(column + 2, row + 2, 3, 3))
                }
            }
        }
    }

    /// The modules of a code for a text.
    struct Matrix {
        let modules: [[Bool]]
        let eyeOrigins: [(Int, Int)]

        init(text: String, errorCorrection: ErrorCorrection) {
            let bytes = Array(text.utf8)
            let version = (errorCorrection.byteCapacities.firstIndex { bytes.count <= $0 } ?? 9) + 1
            let count = 17 + 4 * version
            eyeOrigins = [(0, 0), (count - 7, 0), (0, count - 7)]
            var grid = Array(repeating: Array(repeating: false, count: count), count: count)
            var reserved = grid
            func reserve(_ column: Int, _ row: Int, _ dark: Bool) {
                guard (0..<count).contains(column), (0..<count).contains(row) else { return }
                grid[row][column] = dark
                reserved[row][column] = true
            }
            // Eyes and their light separators.
            for (ox, oy) in eyeOrigins {
                for y in -1...7 {
                    for x in -1...7 {
                        let ring = max(abs(x - 3), abs(y - 3))
                        reserve(ox + x, oy + y, ring == 3 || ring <= 1)
                    }
                }
            }
            // Timing rows.
            for i in 8..<(count - 8) {
                reserve(i, 6, i % 2 == 0)
                reserve(6, i, i % 2 == 0)
            }
            // The alignment square near the bottom-right corner.
            if version > 1 {
                let centre = count - 7
                for y in -2...2 {
                    for x in -2...2 { reserve(centre + x, centre + y, max(abs(x), abs(y)) != 1) }
                }
            }
            // Data: a pattern seeded by the text (FNV-1a), drawn from SplitMix64.
            var seed: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes + [errorCorrection.rawValue.asciiValue ?? 0] {
                seed = (seed ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            var bits: UInt64 = 0
            var left = 0
            for row in 0..<count {
                for column in 0..<count where !reserved[row][column] {
                    if left == 0 {
                        seed = seed &+ 0x9e37_79b9_7f4a_7c15
                        var z = seed
                        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
                        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
                        bits = z ^ (z >> 31)
                        left = 64
                    }
                    grid[row][column] = bits & 1 == 1
                    bits >>= 1
                    left -= 1
                }
            }
            modules = grid
        }

        /// Whether a module belongs to one of the eyes (drawn in the eye's colours).
        func isEye(_ column: Int, _ row: Int) -> Bool {
            eyeOrigins.contains { (column - $0.0) >= 0 && (column - $0.0) < 7 && (row - $0.1) >= 0 && (row - $0.1) < 7 }
        }
    }

    /// Codes drawn once for each text, design and size: a widget asks for the same image in each
    /// of its layouts.
    final class ImageCache: @unchecked Sendable {
        static let shared = ImageCache()
        private let lock = NSLock()
        private var images: [String: UIImage] = [:]

        func image(for key: String, draw: () -> UIImage) -> UIImage {
            lock.lock()
            defer { lock.unlock() }
            if let image = images[key] { return image }
            let image = draw()
            images[key] = image
            return image
        }
    }
}

/// What fills a part of a code.
public protocol QRCodeFillStyleGenerator: AnyObject {}
