import Foundation
import WidgetRaster

/// UIKit's string drawing: attributed text drawn into the current image context
/// (`UIGraphicsImageRenderer`) with the render's fonts, and measured as it would be drawn.
/// Sizes are in points and fractional, as UIKit's (round them up to size a view).
extension NSAttributedString {
    /// Draws the text from a point (the top left of its first line), unwrapped.
    public func draw(at point: CGPoint, file: StaticString = #fileID, line: UInt = #line) {
        guard let context = UIGraphicsGetCurrentContext(),
              let layout = AttributedTextLayout(self, placement: .point, file: file, line: line) else { return }
        context.append(layout.ops(at: point))
    }

    /// Draws the text wrapped to the rectangle's width, clipped to the rectangle.
    public func draw(in rect: CGRect, file: StaticString = #fileID, line: UInt = #line) {
        guard let context = UIGraphicsGetCurrentContext(),
              let layout = AttributedTextLayout(self, placement: .rect(rect.size), file: file, line: line) else { return }
        context.append(Self.clipped(layout.ops(at: rect.origin), to: rect))
    }

    /// Draws the text as the options say: from the rectangle's top left, wrapped to its width
    /// (`usesLineFragmentOrigin`), else on one line whose baseline starts at the rectangle's origin.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?,
                     file: StaticString = #fileID, line: UInt = #line) {
        guard let layout = AttributedTextLayout(self, placement: .options(rect.size, options),
                                                minimumScaleFactor: context?.minimumScaleFactor ?? 0, file: file, line: line) else { return }
        context?.record(layout, options: options, origin: rect.origin)
        guard let drawing = UIGraphicsGetCurrentContext() else { return }
        drawing.append(layout.ops(at: Self.origin(of: layout, options: options, at: rect.origin)))
    }

    /// The size the text takes drawn from a point.
    public func size() -> CGSize {
        AttributedTextLayout(self, placement: .point, file: #fileID, line: #line)?.usedRect.size ?? .zero
    }

    /// The box the text takes drawn with these options in a rectangle of `size` (a width or height
    /// of 0 or `.greatestFiniteMagnitude`: unlimited): from the top left of the first line with
    /// `usesLineFragmentOrigin`, else from the baseline of its one line (negative y: above it).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        guard let layout = AttributedTextLayout(self, placement: .options(size, options),
                                                minimumScaleFactor: context?.minimumScaleFactor ?? 0, file: #fileID, line: #line)
        else { return .zero }
        context?.record(layout, options: options, origin: .zero)
        return Self.bounds(of: layout, options: options)
    }

    /// The used box, relative to the baseline when the text is set on one line from its baseline.
    static func bounds(of layout: AttributedTextLayout, options: NSStringDrawingOptions) -> CGRect {
        let used = layout.usedRect
        return options.contains(.usesLineFragmentOrigin) ? used : used.offsetBy(dx: 0, dy: -CGFloat(layout.firstBaseline))
    }

    /// The top left the text is drawn from for an origin given as the options take it.
    static func origin(of layout: AttributedTextLayout, options: NSStringDrawingOptions, at origin: CGPoint) -> CGPoint {
        options.contains(.usesLineFragmentOrigin) ? origin : CGPoint(x: origin.x, y: origin.y - CGFloat(layout.firstBaseline))
    }

    static func clipped(_ ops: [DisplayList.Op], to rect: CGRect) -> [DisplayList.Op] {
        let r = rect.standardized
        let box = Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
        return [.beginClip(Outline(rect: box, kind: .rectangle))] + ops + [.endClip]
    }
}

extension NSStringDrawingContext {
    /// Keeps what a drawing or measurement did: the factor it shrank by and the box it took.
    func record(_ layout: AttributedTextLayout, options: NSStringDrawingOptions, origin: CGPoint) {
        actualScaleFactor = CGFloat(layout.scaleFactor)
        totalBounds = NSAttributedString.bounds(of: layout, options: options).offsetBy(dx: origin.x, dy: origin.y)
    }
}

/// UIKit's drawing of a plain string in attributes (`.font`, `.foregroundColor`, `.paragraphStyle` …),
/// as `NSAttributedString` draws it.
extension NSString {
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
                     file: StaticString = #fileID, line: UInt = #line) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point, file: file, line: line)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
                     file: StaticString = #fileID, line: UInt = #line) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect, file: file, line: line)
    }

    public func draw(with rect: CGRect, options: NSString.DrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?, file: StaticString = #fileID, line: UInt = #line) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context,
                                                                                 file: file, line: line)
    }

    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    public func boundingRect(with size: CGSize, options: NSString.DrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

/// The same drawing on Swift strings, as iOS offers it (`"72°".size(withAttributes: [.font: font])`).
extension StringProtocol {
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
                     file: StaticString = #fileID, line: UInt = #line) {
        NSAttributedString(string: String(self), attributes: attrs).draw(at: point, file: file, line: line)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil,
                     file: StaticString = #fileID, line: UInt = #line) {
        NSAttributedString(string: String(self), attributes: attrs).draw(in: rect, file: file, line: line)
    }

    public func draw(with rect: CGRect, options: NSString.DrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?, file: StaticString = #fileID, line: UInt = #line) {
        NSAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context,
                                                                               file: file, line: line)
    }

    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attrs).size()
    }

    public func boundingRect(with size: CGSize, options: NSString.DrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}
