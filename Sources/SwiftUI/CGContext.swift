import Foundation
import Themes
import WidgetRaster

/// Core Graphics' drawing context, for the images widget code draws itself (a colour swatch, a
/// tinted mask, a resized picture): a bitmap context (`CGContext(data: nil, …)`) or the context of
/// a `UIGraphicsImageRenderer`. What it is asked to draw becomes a display list, which
/// `makeImage()` draws with the renderer's rasteriser, so the pixels are WidgetRaster's own.
public final class CGContext {
    /// Size in points and pixels per point.
    let size: CGSize
    let scale: CGFloat
    /// UIKit's contexts have their origin at the top left; a bitmap context's is at the bottom left.
    let flipped: Bool
    private var ops: [DisplayList.Op] = []
    private var fillColor = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    private var strokeColor = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    private var line = StrokeLine(width: 1)
    /// The path being built (`move(to:)`, `addPath(_:)`), in the context's coordinates.
    private var path = Path()
    /// For each saved state: the colours, the line, and how many clips and masks were open at the save.
    private var saved: [(fill: RGBA, stroke: RGBA, line: StrokeLine, open: Int)] = []
    /// The clips (`false`) and masks (`true`) open now, innermost last.
    private var open: [Bool] = []

    init(size: CGSize, scale: CGFloat, flipped: Bool) {
        (self.size, self.scale, self.flipped) = (size, scale, flipped)
    }

    /// An 8-bit RGBA bitmap context of `width` × `height` pixels. Only contexts that own their
    /// memory (`data: nil`) are made: drawing into the caller's memory is not done here.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        guard data == nil, width > 0, height > 0, bitsPerComponent == 8 else { return nil }
        self.init(size: CGSize(width: width, height: height), scale: 1, flipped: false)
    }

    public var width: Int { Int((size.width * scale).rounded()) }
    public var height: Int { Int((size.height * scale).rounded()) }

    public func setFillColor(_ color: CGColor) { fillColor = color.rgba }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fillColor = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    func setFill(_ rgba: RGBA) { fillColor = rgba }
    func setStroke(_ rgba: RGBA) { strokeColor = rgba }

    public func setStrokeColor(_ color: CGColor) { strokeColor = color.rgba }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        strokeColor = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    public func setLineWidth(_ width: CGFloat) { line.width = Double(width) }
    public func setLineCap(_ cap: CGLineCap) { line.cap = cap }
    public func setLineJoin(_ join: CGLineJoin) { line.join = join }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    public func addPath(_ path: CGPath) { self.path.addPath(path.path) }
    public func closePath() { path.closeSubpath() }

    /// Fills the path built so far with the fill colour, and starts a new one. Even-odd filling
    /// is drawn with the non-zero rule.
    public func fillPath() {
        fill(path, alpha: 1)
        path = Path()
    }

    /// Strokes the path built so far with the stroke colour and line, and starts a new one.
    public func strokePath() {
        stroke(path, alpha: 1)
        path = Path()
    }

    public func stroke(_ rect: CGRect) { stroke(Path(rect), alpha: 1) }
    public func strokeEllipse(in rect: CGRect) { stroke(Path(ellipseIn: rect), alpha: 1) }

    /// Fills a path (in the context's coordinates) with the fill colour at an opacity.
    func fill(_ path: Path, alpha: CGFloat) {
        appendFaded(alpha, .fill(outline(path), .solid(fillColor)))
    }

    /// Strokes a path with the stroke colour and line at an opacity.
    func stroke(_ path: Path, alpha: CGFloat, line: StrokeLine? = nil) {
        appendFaded(alpha, .stroke(outline(path), .solid(strokeColor), line ?? self.line))
    }

    /// Limits what follows to the inside of a path.
    func clip(to path: Path) {
        ops.append(.beginClip(outline(path)))
        open.append(false)
    }

    private func appendFaded(_ alpha: CGFloat, _ op: DisplayList.Op) {
        ops += alpha >= 1 ? [op] : [.beginOpacity(Double(max(0, alpha))), op, .endOpacity]
    }

    /// A path in the context's coordinates as a display-list outline over the whole context.
    private func outline(_ path: Path) -> Outline {
        let points = Size(width: Double(size.width), height: Double(size.height))
        let placed = flipped ? path : path.applying(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height))
        return Outline(rect: Rect(origin: .zero, size: points),
                       kind: .path(ShapePath(width: points.width, height: points.height, elements: placed._elements)))
    }

    public func fill(_ rect: CGRect) {
        ops.append(.fill(Outline(rect: place(rect), kind: .rectangle), .solid(fillColor)))
    }

    public func fillEllipse(in rect: CGRect) {
        ops.append(.fill(Outline(rect: place(rect), kind: .ellipse), .solid(fillColor)))
    }

    /// Clears the rectangle to transparent.
    public func clear(_ rect: CGRect) {
        ops.append(.erase(Outline(rect: place(rect), kind: .rectangle), nil))
    }

    /// Draws the image stretched into the rectangle, upright.
    public func draw(_ image: CGImage, in rect: CGRect) { draw(image, in: rect, alpha: 1) }

    /// Draws the image stretched into the rectangle at an opacity.
    func draw(_ image: CGImage, in rect: CGRect, alpha: CGFloat) {
        guard let asset = Self.asset(image) else { return }
        appendFaded(alpha, .image(asset, place(rect), .original))
    }

    /// Limits what follows to the rectangle.
    public func clip(to rect: CGRect) {
        ops.append(.beginClip(Outline(rect: place(rect), kind: .rectangle)))
        open.append(false)
    }

    /// Limits what follows to where the image, stretched into the rectangle, has alpha.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard let asset = Self.asset(mask) else { return }
        ops += [.beginMask, .image(asset, place(rect), .original), .beginMaskedContent]
        open.append(true)
    }

    public func saveGState() { saved.append((fillColor, strokeColor, line, open.count)) }

    public func restoreGState() {
        guard let state = saved.popLast() else { return }
        (fillColor, strokeColor, line) = (state.fill, state.stroke, state.line)
        close(downTo: state.open)
    }

    /// The pixels drawn so far, or nil when the rasteriser cannot make them.
    public func makeImage() -> CGImage? {
        var list = ops
        for isMask in open.reversed() { list.append(isMask ? .endMask : .endClip) }
        let points = Size(width: Double(size.width), height: Double(size.height))
        let drawing = DisplayList(size: points, mask: Outline(rect: Rect(origin: .zero, size: points), kind: .rectangle), ops: list)
        guard let bitmap = try? Rasterizer().render(drawing, pixelWidth: width, pixelHeight: height) else { return nil }
        return CGImage(bitmap: bitmap)
    }

    private func close(downTo count: Int) {
        while open.count > count { ops.append(open.removeLast() ? .endMask : .endClip) }
    }

    /// A rectangle in the context's coordinates as the display list's (top-left origin, points).
    private func place(_ rect: CGRect) -> Rect {
        let r = rect.standardized
        let y = flipped ? r.minY : size.height - r.maxY
        return Rect(x: Double(r.minX), y: Double(y), width: Double(r.width), height: Double(r.height))
    }

    private static func asset(_ image: CGImage) -> ImageAsset? {
        guard let png = image.png else { return nil }
        return ImageAsset(url: URL(string: "data:image/png")!, contents: ImageContents([UInt8](png)))
    }
}

extension CGContext {
    /// Appends drawing made in the context's own coordinates (points from the top left): UIKit's string drawing.
    func append(_ drawing: [DisplayList.Op]) { ops += drawing }
}
