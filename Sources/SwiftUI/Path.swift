import Foundation
import WidgetRaster

/// An outline of lines and curves, as SwiftUI's `Path`: built in a custom `Shape`'s `path(in:)`
/// or used as a shape itself.
public struct Path: Shape, Hashable {
    public typealias Body = Never
    var elements: [ShapePath.Element] = []
    /// The path's elements, for modules that draw paths of their own (a chart's symbols).
    public var _elements: [ShapePath.Element] { elements }
    private var start: CGPoint?
    /// The point the next element starts from.
    public private(set) var currentPoint: CGPoint?

    public init() {}
    public init(_ build: (inout Path) -> Void) { build(&self) }
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    /// A rectangle with each corner its own radius (`UnevenRoundedRectangle`'s outline).
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self = UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public var isEmpty: Bool { elements.isEmpty }

    static func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }

    public mutating func move(to p: CGPoint) {
        elements.append(.move(Self.point(p)))
        start = p
        currentPoint = p
    }

    public mutating func addLine(to p: CGPoint) {
        if currentPoint == nil { move(to: p); return }
        elements.append(.line(Self.point(p)))
        currentPoint = p
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(Self.point(p), control: Self.point(control)))
        currentPoint = p
    }

    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(Self.point(p), control1: Self.point(control1), control2: Self.point(control2)))
        currentPoint = p
    }

    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = start
    }

    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    public mutating func addEllipse(in rect: CGRect) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let rx = rect.width / 2, ry = rect.height / 2, k = 0.5522847498
        move(to: CGPoint(x: rect.maxX, y: center.y))
        addCurve(to: CGPoint(x: center.x, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: center.y + k * ry),
                 control2: CGPoint(x: center.x + k * rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: center.y), control1: CGPoint(x: center.x - k * rx, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: center.y + k * ry))
        addCurve(to: CGPoint(x: center.x, y: rect.minY), control1: CGPoint(x: rect.minX, y: center.y - k * ry),
                 control2: CGPoint(x: center.x - k * rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: center.y), control1: CGPoint(x: center.x + k * rx, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: center.y - k * ry))
        closeSubpath()
    }

    /// A rectangle with circular-arc corners (the continuous style is drawn with circular corners here).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = min(cornerSize.width, cornerSize.height, rect.width / 2, rect.height / 2)
        guard r > 0 else { addRect(rect); return }
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addArc(center: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: .degrees(-90), endAngle: .degrees(0),
               clockwise: false)
        addArc(center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: .degrees(0), endAngle: .degrees(90),
               clockwise: false)
        addArc(center: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: .degrees(90), endAngle: .degrees(180),
               clockwise: false)
        addArc(center: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .degrees(180), endAngle: .degrees(270),
               clockwise: false)
        closeSubpath()
    }

    /// An arc of a circle. Angles grow toward +y, which is down: as in SwiftUI, `clockwise: false`
    /// sweeps clockwise on screen. A line joins the current point to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var a0 = startAngle.radians, a1 = endAngle.radians
        if clockwise { while a1 > a0 { a1 -= 2 * .pi } } else { while a1 < a0 { a1 += 2 * .pi } }
        let r = Double(radius), c = (x: Double(center.x), y: Double(center.y))
        func on(_ a: Double) -> CGPoint { CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        if currentPoint == nil { move(to: on(a0)) } else { addLine(to: on(a0)) }
        let pieces = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(pieces)
        for _ in 0..<pieces {
            let b = a0 + step, k = 4 / 3 * tan(step / 4)
            let p0 = on(a0), p3 = on(b)
            let c1 = CGPoint(x: p0.x - k * r * sin(a0), y: p0.y + k * r * cos(a0))
            let c2 = CGPoint(x: p3.x + k * r * sin(b), y: p3.y - k * r * cos(b))
            addCurve(to: p3, control1: c1, control2: c2)
            a0 = b
        }
    }

    public func path(in rect: CGRect) -> Path { self }

    /// `path`'s elements added to this one, moved by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let moved = path.applying(transform)
        elements += moved.elements
        (start, currentPoint) = (moved.start ?? start, moved.currentPoint ?? currentPoint)
    }

    /// This path with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        func moved(_ p: Point) -> Point {
            let q = CGPoint(x: p.x, y: p.y).applying(transform)
            return Point(x: Double(q.x), y: Double(q.y))
        }
        var copy = self
        copy.elements = elements.map { element in
            switch element {
            case .move(let p): .move(moved(p))
            case .line(let p): .line(moved(p))
            case .quadCurve(let p, let control): .quadCurve(moved(p), control: moved(control))
            case .curve(let p, let c1, let c2): .curve(moved(p), control1: moved(c1), control2: moved(c2))
            case .close: .close
            }
        }
        copy.currentPoint = currentPoint?.applying(transform)
        return copy
    }
}
