import Foundation

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
}

extension Path {
    public init(_ path: CGPath) { self = path.path }
    public var cgPath: CGPath { CGPath(self) }
}

/// UIKit's path, as widget code builds a custom shape's outline with it (`RoundedCorner`'s
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`), in UIKit's coordinates (y down).
open class UIBezierPath: @unchecked Sendable {
    private var path = Path()

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
}
