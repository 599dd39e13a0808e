import Foundation
import SwiftUI
import WidgetRaster

/// A point mark's symbol: its path in the symbol's square, filled with the mark's style.
public protocol ChartSymbolShape: Shape {
    /// The part of the unit square the symbol's area is measured over.
    var perceptualUnitRect: CGRect { get }
}

/// Swift Charts' symbols (`.circle`, `.square`, `.triangle`, `.diamond`, `.pentagon`, `.plus`,
/// `.cross`, `.asterisk`).
public struct BasicChartSymbolShape: ChartSymbolShape {
    let kind: String
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        let (x, y, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
        func polygon(_ points: [(Double, Double)]) {
            path.move(to: CGPoint(x: x + w * points[0].0, y: y + h * points[0].1))
            for p in points.dropFirst() { path.addLine(to: CGPoint(x: x + w * p.0, y: y + h * p.1)) }
            path.closeSubpath()
        }
        switch kind {
        case "square": path.addRect(rect)
        case "triangle": polygon([(0.5, 0.05), (1, 0.92), (0, 0.92)])
        case "diamond": polygon([(0.5, 0), (1, 0.5), (0.5, 1), (0, 0.5)])
        case "pentagon":
            polygon((0..<5).map { i in
                let a = -Double.pi / 2 + Double(i) * 2 * .pi / 5
                return (0.5 + 0.5 * cos(a), 0.53 + 0.5 * sin(a))
            })
        case "plus": polygon([(0.35, 0), (0.65, 0), (0.65, 0.35), (1, 0.35), (1, 0.65), (0.65, 0.65), (0.65, 1), (0.35, 1),
                              (0.35, 0.65), (0, 0.65), (0, 0.35), (0.35, 0.35)])
        case "cross":
            let t = 0.15
            polygon([(t, 0), (0.5, 0.5 - t), (1 - t, 0), (1, t), (0.5 + t, 0.5), (1, 1 - t), (1 - t, 1), (0.5, 0.5 + t), (t, 1),
                     (0, 1 - t), (0.5 - t, 0.5), (0, t)])
        case "asterisk":
            for i in 0..<3 {
                let a = Double(i) * .pi / 3, (c, s) = (cos(a) * 0.5, sin(a) * 0.5), (nx, ny) = (-sin(a) * 0.09, cos(a) * 0.09)
                polygon([(0.5 - c + nx, 0.5 - s + ny), (0.5 + c + nx, 0.5 + s + ny), (0.5 + c - nx, 0.5 + s - ny), (0.5 - c - nx, 0.5 - s - ny)])
            }
        default: path.addEllipse(in: rect)
        }
        return path
    }

    public static let circle = Self(kind: "circle"), square = Self(kind: "square"), triangle = Self(kind: "triangle")
    public static let diamond = Self(kind: "diamond"), pentagon = Self(kind: "pentagon"), plus = Self(kind: "plus")
    public static let cross = Self(kind: "cross"), asterisk = Self(kind: "asterisk")
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { .circle }
    public static var square: BasicChartSymbolShape { .square }
    public static var triangle: BasicChartSymbolShape { .triangle }
    public static var diamond: BasicChartSymbolShape { .diamond }
    public static var pentagon: BasicChartSymbolShape { .pentagon }
    public static var plus: BasicChartSymbolShape { .plus }
    public static var cross: BasicChartSymbolShape { .cross }
    public static var asterisk: BasicChartSymbolShape { .asterisk }
}

extension View {
    /// A point's symbol: the shape's path in a 100-unit square, drawn in a square of the symbol's size.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some View {
        let unit = CGRect(x: 0, y: 0, width: 100, height: 100)
        let elements = symbol.path(in: unit)._elements
        return MarkSetting(content: self) { $0.symbol = .path(ShapePath(width: 100, height: 100, elements: elements)) }
    }
    /// A point's symbol area, in square points.
    public func symbolSize(_ size: CGFloat) -> some View { MarkSetting(content: self) { $0.symbolSize = Double(size) } }
    /// A point's symbol size as width and height: the area of that rectangle.
    public func symbolSize(_ size: CGSize) -> some View { MarkSetting(content: self) { $0.symbolSize = Double(size.width * size.height) } }
    /// A bar's corners rounded by `cornerRadius`, circularly (Swift Charts' default) or continuously.
    public func cornerRadius(_ cornerRadius: CGFloat, style: SwiftUI.RoundedCornerStyle) -> some View {
        MarkSetting(content: self) {
            $0.cornerRadius = Double(cornerRadius)
            $0.continuousCorners = style == .continuous
        }
    }
    /// A symbol drawn as a view: accepted; points keep their shape symbol.
    public func symbol<V: View>(@SwiftUI.ViewBuilder symbol: () -> V) -> some View { self }
}
