internal import CCairo
import Foundation
import WidgetRasterModel

/// An SVG an image set holds (Xcode takes SVG image sets since Xcode 12): measured in points from
/// its width and height (or its view box) and drawn through librsvg at any pixel size, so it stays
/// sharp at every scale.
package final class SVGDocument {
    private let handle: UnsafeMutablePointer<RsvgHandle>
    /// The picture's size in points (SVG user units are iOS points in an image set).
    package let size: Size

    /// The document in `data` (an SVG file's bytes), or nil when they are not an SVG with a size.
    package init?(bytes data: [UInt8]) {
        guard !data.isEmpty else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = data.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }) else {
            if let error { g_error_free(error) }
            return nil
        }
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            // Only a view box: its size is the picture's.
            var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
            var widthLength = RsvgLength(), heightLength = RsvgLength(), viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &widthLength, &hasHeight, &heightLength, &hasViewBox, &viewBox)
            if hasViewBox != 0 { (width, height) = (viewBox.width, viewBox.height) }
        }
        guard width > 0, height > 0 else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            return nil
        }
        self.handle = handle
        size = Size(width: width, height: height)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The picture drawn to fill `width` × `height` pixels, or nil when Cairo or librsvg cannot.
    func render(width: Int, height: Int) -> CairoSurface? {
        guard width > 0, height > 0, let surface = try? CairoSurface(width: width, height: height) else { return nil }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_document(handle, surface.context, &viewport, &error) != 0 else {
            if let error { g_error_free(error) }
            return nil
        }
        cairo_surface_flush(surface.surface)
        return surface
    }
}
