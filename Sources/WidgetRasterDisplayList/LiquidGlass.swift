import Themes
import WidgetRasterModel

/// iOS 26's glass where an accented widget's background was (WWDC25 "What's new in widgets"):
/// the wallpaper behind the widget, a frost (white or black for clear glass, the person's tint for
/// tinted glass), a sheen across the top and a specular rim that catches light at the top-left
/// and bottom-right corners. Apple publishes no numbers for these; ours are set by eye.
struct LiquidGlass {
    var wallpaper: Wallpaper
    /// The frost over the wallpaper; its alpha is how much of the wallpaper shows through.
    var frost: RGBA

    /// Width of the rim in points.
    static let rimWidth = 1.0

    func ops(size: Size, cornerRadius: Double) -> [DisplayList.Op] {
        let bounds = Rect(origin: .zero, size: size)
        let white = { (alpha: Double) in RGBA(red: 1, green: 1, blue: 1, alpha: alpha) }
        var ops = wallpaper.ops(behind: size)
        ops.append(.fill(Outline(rect: bounds, kind: .rectangle), .solid(frost)))
        ops.append(.fill(Outline(rect: bounds, kind: .rectangle),
                         .linear([.init(color: white(0.12), location: 0), .init(color: white(0), location: 1)],
                                 start: .zero, end: Point(x: 0, y: size.height * 0.45))))
        let inset = Self.rimWidth / 2
        let rim = Rect(x: inset, y: inset, width: size.width - 2 * inset, height: size.height - 2 * inset)
        let diagonal = [.init(color: white(0.6), location: 0), .init(color: white(0.08), location: 0.35),
                        .init(color: white(0.08), location: 0.65), Paint.GradientStop(color: white(0.4), location: 1)]
        ops.append(.stroke(Outline(rect: rim, kind: .rounded(radius: max(0, cornerRadius - inset), continuous: true)),
                           .linear(diagonal, start: .zero, end: Point(x: size.width, y: size.height)),
                           StrokeLine(width: Self.rimWidth)))
        return ops
    }
}
