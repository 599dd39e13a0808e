import Foundation
import Themes
import WidgetRaster

/// UIKit's image renderer: `image { context in … }` runs the drawing with a context of its size
/// and scale as the current context (so `UIColor.setFill()`, `UIRectFill` and `UIImage.draw(in:)`
/// draw there) and returns what was drawn as a `UIImage` of that scale.
open class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    let size: CGSize

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
        format.bounds = CGRect(origin: .zero, size: size)
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(size: size, scale: format.scale, flipped: true)
        UIGraphicsImageContexts.push(context)
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        UIGraphicsImageContexts.pop()
        return context.makeImage().map { UIImage(cgImage: $0, scale: format.scale, orientation: .up) } ?? UIImage()
    }

    /// The drawing as PNG bytes.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The drawing's bytes: PNG, since this machine has no JPEG encoder; every reader here
    /// (`UIImage(data:)`) takes them.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        pngData(actions: actions)
    }

    /// What a drawing block is: a function of the renderer's context.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void
}

/// The scale and opacity of the images a `UIGraphicsImageRenderer` makes.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point; the default is the screen's (`UIScreen.main.scale`: the image's scale).
    public var scale: CGFloat = UIGraphicsImageContexts.screenScale
    public var opaque = false
    public var preferredRange: Range = .standard

    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    /// The rectangle a renderer with this format draws in (its bounds).
    public internal(set) var bounds = CGRect.zero

    public init() {}
    /// The format for images shown with `traitCollection`: its display scale, when it has one.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing block is given: the Core Graphics context, and fills in it.
open class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// The image drawn so far.
    public var currentImage: UIImage {
        cgContext.makeImage().map { UIImage(cgImage: $0, scale: format.scale, orientation: .up) } ?? UIImage()
    }

    /// Fills the rectangle with the current fill colour (`UIColor.setFill()`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills at full opacity; blend modes other than `.normal` draw as `.normal`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
    /// Strokes the rectangle's edge with the current stroke colour (`UIColor.setStroke()`).
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Strokes at full opacity; blend modes other than `.normal` draw as `.normal`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.stroke(rect) }

    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The image contexts open on this thread, innermost last (UIKit's context stack).
enum UIGraphicsImageContexts {
    /// The scale a renderer draws at by default, and `UIGraphicsBeginImageContextWithOptions` with
    /// scale 0: the screen's, which is the scale of the image being drawn.
    static var screenScale: CGFloat { max(1, UIScreen.main.scale) }

    private static let key = "widgetraster.uigraphics.contexts"

    private final class Stack { var contexts: [CGContext] = [] }

    private static var stack: Stack {
        if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
        let stack = Stack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }

    static var current: CGContext? { stack.contexts.last }
    static func push(_ context: CGContext) { stack.contexts.append(context) }
    static func pop() { _ = stack.contexts.popLast() }
}

/// The current image context (the innermost open renderer or `UIGraphicsBeginImageContext`).
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsImageContexts.current }

/// Opens an image context of `size` points; scale 0 is the screen's.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UIGraphicsImageContexts.push(CGContext(size: size, scale: scale > 0 ? scale : UIGraphicsImageContexts.screenScale, flipped: true))
}

public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// What the current image context holds, as an image of its scale.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsImageContexts.current, let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: context.scale, orientation: .up)
}

public func UIGraphicsEndImageContext() { UIGraphicsImageContexts.pop() }

/// Fills a rectangle of the current image context with the current fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

extension UIColor {
    /// Makes this colour (its light appearance) the current image context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFill(contextColor("setFill")) }
    /// Makes this colour (its light appearance) the current image context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStroke(contextColor("setStroke")) }
    /// Makes this colour both the fill and the stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    private func contextColor(_ method: String) -> RGBA {
        guard let rgba = resolved(dark: false) else {
            OnceWarnings.shared.warn("UIColor.\(method)(): an asset colour is known only when a widget draws it; drawn black")
            return RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        }
        return rgba
    }
}

/// Makes `context` the current image context, as a renderer's drawing block has it.
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsImageContexts.push(context) }
/// Closes the context `UIGraphicsPushContext(_:)` opened.
public func UIGraphicsPopContext() { UIGraphicsImageContexts.pop() }
