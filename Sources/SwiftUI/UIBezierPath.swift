import Foundation
import WidgetRaster

/// The corners of a rectangle `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Core Graphics' path as UIKit and SwiftUI hand it to each other (`UIBezierPath.cgPath`,
/// `Path(cgPath)`, `Path.cgPath`): the same outline.
open class CGPath: @unchecked Sendable {
    let path: Path
    init(_ path: Path) { self.path = path }

    /// A rectangle, an ellipse or a rounded rectangle, moved by `transform` when one is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { self.init(Path(rect), transform) }
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(ellipseIn: rect), transform)
    }
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular), transform)
    }
    private convenience init(_ path: Path, _ transform: UnsafePointer<CGAffineTransform>?) {
        self.init(transform.map { path.applying($0.pointee) } ?? path)
    }

    /// The rectangle around the path's points and control points.
    public var boundingBox: CGRect { path.controlPointBounds }
    /// The rectangle around the path's points, control points left out.
    public var boundingBoxOfPath: CGRect { path.boundingRect }
    public var isEmpty: Bool { path.isEmpty }
}

extension Path {
    public init(_ path: CGPath) { self = path.path }
    public var cgPath: CGPath { CGPath(self) }
}

/// UIKit's path, as widget code builds a custom shape's outline with it (`RoundedCorner`'s
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`), in UIKit's coordinates (y down).
open class UIBezierPath: @unchecked Sendable {
    var path = Path()

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with only `corners` rounded, each by `cornerRadii.width` (at most half the side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
        let (tl, tr, br, bl) = (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft))
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        corner(CGPoint(x: rect.maxX - tr, y: rect.minY + tr), tr, from: -90)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        corner(CGPoint(x: rect.maxX - br, y: rect.maxY - br), br, from: 0)
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        corner(CGPoint(x: rect.minX + bl, y: rect.maxY - bl), bl, from: 90)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        corner(CGPoint(x: rect.minX + tl, y: rect.minY + tl), tl, from: 180)
        path.closeSubpath()
    }

    /// A quarter circle turning clockwise on screen from `degrees`, when it has a radius.
    private func corner(_ center: CGPoint, _ radius: CGFloat, from degrees: Double) {
        guard radius > 0 else { return }
        path.addArc(center: center, radius: radius, startAngle: .degrees(degrees), endAngle: .degrees(degrees + 90), clockwise: false)
    }

    public var cgPath: CGPath { CGPath(path) }
    public var isEmpty: Bool { path.isEmpty }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// UIKit's `clockwise` is clockwise on screen, which SwiftUI's `Path` calls `clockwise: false`.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: !clockwise)
    }

    public func close() { path.closeSubpath() }

    /// An arc of a circle, `clockwise` on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    /// The line a `stroke()` draws with.
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    /// Which parts `fill()` fills; the even-odd rule is drawn with the non-zero one.
    public var usesEvenOddFillRule = false

    /// The rectangle around the path's points and its curves' control points.
    public var bounds: CGRect { path.controlPointBounds }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Moves every point of the path by `transform`.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    public func removeAllPoints() { path = Path() }
    public func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }
    /// The path reversed: filled and stroked alike, so the same outline here.
    public func reversing() -> UIBezierPath { UIBezierPath(cgPath: cgPath) }

    /// Fills the path with the current fill colour (`UIColor.setFill()`) in the current image context.
    public func fill() { fill(with: .normal, alpha: 1) }
    /// Strokes the path with the current stroke colour (`UIColor.setStroke()`) and this path's line.
    public func stroke() { stroke(with: .normal, alpha: 1) }
    /// Fills at an opacity; blend modes other than `.normal` draw as `.normal`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) { UIGraphicsGetCurrentContext()?.fill(path, alpha: alpha) }
    /// Strokes at an opacity; blend modes other than `.normal` draw as `.normal`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.stroke(path, alpha: alpha, line: StrokeLine(width: Double(lineWidth), cap: lineCapStyle,
                                                                                     join: lineJoinStyle, miterLimit: Double(miterLimit)))
    }
    /// Limits what the current image context draws next to the inside of the path.
    public func addClip() { UIGraphicsGetCurrentContext()?.clip(to: path) }
}
