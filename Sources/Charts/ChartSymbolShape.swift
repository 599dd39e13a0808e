import Foundation
import SwiftUI
import WidgetRaster

/// A point mark's symbol: its path in the symbol's square, filled with the mark's style.
public protocol ChartSymbolShape: Shape {
    /// The part of the unit square the symbol's area is measured over.
    var perceptualUnitRect: CGRect { get }
}

/// Swift Charts' symbols (`.circle`, `.square`, `.triangle`, `.diamond`, `.pentagon`, `.plus`,
/// `.cross`, `.asterisk`), drawn as the chart model draws them.
public struct BasicChartSymbolShape: ChartSymbolShape {
    let symbol: ChartSymbol
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        switch symbol {
        case .circle: path.addEllipse(in: rect)
        case .square: path.addRect(rect)
        default:
            func place(_ p: WidgetRaster.Point) -> CGPoint { CGPoint(x: rect.minX + rect.width * p.x, y: rect.minY + rect.height * p.y) }
            for element in symbol.outline {
                switch element {
                case .move(let p): path.move(to: place(p))
                case .line(let p): path.addLine(to: place(p))
                case .close: path.closeSubpath()
                default: break
                }
            }
        }
        return path
    }

    public static let circle = Self(symbol: .circle), square = Self(symbol: .square), triangle = Self(symbol: .triangle)
    public static let diamond = Self(symbol: .diamond), pentagon = Self(symbol: .pentagon), plus = Self(symbol: .plus)
    public static let cross = Self(symbol: .cross), asterisk = Self(symbol: .asterisk)
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
        let shape = symbol._modelShape
        return MarkSetting(content: self) { $0.symbol = shape }
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
