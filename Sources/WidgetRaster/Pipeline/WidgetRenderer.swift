import Foundation
import Themes

/// Lays out and paints widgets. Owns one text engine and rasteriser: use one per thread.
public final class WidgetRenderer {
    public let engine: TextEngine
    private let rasterizer: Rasterizer

    public init() throws {
        engine = try TextEngine()
        rasterizer = Rasterizer(engine: engine)
    }

    /// Lays out one family of a scene for a target size; `rightToLeft` nil follows the scene.
    public func layout(_ scene: WidgetScene, family: WidgetFamily, target: RenderTarget, folder: URL,
                       dynamicType: DynamicTypeSize = .large, rightToLeft: Bool? = nil) throws -> WidgetLayout {
        guard let body = scene.body(for: family) else {
            throw RenderError(message: "\(scene.kind) has no body for \(family.rawValue)")
        }
        let environment = LayoutEnvironment(dynamicType: dynamicType,
                                            rightToLeft: rightToLeft ?? (scene.layoutDirection == .rightToLeft), data: scene.data)
        do {
            return try WidgetLayout.make(body: body, family: family, canvas: target.size.canvas,
                                         cornerRadius: target.cornerRadius / target.size.displayScale,
                                         contentMargins: scene.contentMargins, environment: environment,
                                         folder: folder, engine: engine)
        } catch let error as LayoutBuilder.BuildError {
            throw RenderError(message: "\(scene.kind): \(error.description)")
        }
    }

    /// Paints a layout: pixel size is the device size × scale (iPad canvases are scaled down).
    public func paint(_ layout: WidgetLayout, target: RenderTarget, scale: Int, variant: Variant,
                      theme: Theme = .standard, tapTargets: TapTargetStyle? = nil) -> Bitmap {
        let list = DisplayListBuilder(theme: theme, variant: variant, tapTargets: tapTargets).build(layout)
        let width = Int((target.size.device.width * Double(scale)).rounded())
        let height = Int((target.size.device.height * Double(scale)).rounded())
        return rasterizer.render(list, pixelWidth: width, pixelHeight: height)
    }

    /// Lays out and paints one image of a scene.
    public func render(_ scene: WidgetScene, family: WidgetFamily, target: RenderTarget, scale: Int, variant: Variant,
                       folder: URL, theme: Theme = .standard) throws -> Bitmap {
        let layout = try self.layout(scene, family: family, target: target, folder: folder)
        return paint(layout, target: target, scale: scale, variant: variant, theme: theme)
    }
}

/// A scene that loaded but cannot be rendered.
public struct RenderError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
