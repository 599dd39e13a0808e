internal import CCairo
import Foundation
import WidgetRasterModel

/// A PDF an image set holds (Xcode's vector images): its first page, measured in points and drawn
/// at any pixel size through poppler, so a vector image stays sharp at every scale.
package final class PDFDocument {
    private let document: OpaquePointer
    private let page: OpaquePointer
    /// The first page's size in points (PDF points are iOS points for vector image sets).
    package let size: Size

    /// The document in `data` (a PDF file's bytes), or nil when they are not a PDF with a page.
    package init?(bytes data: [UInt8]) {
        guard !data.isEmpty else { return nil }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            g_object_unref(UnsafeMutableRawPointer(document))
            return nil
        }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        self.document = document
        self.page = page
        size = Size(width: width, height: height)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(page))
        g_object_unref(UnsafeMutableRawPointer(document))
    }

    /// The page drawn to fill `width` × `height` pixels, or nil when Cairo cannot make the surface.
    func render(width: Int, height: Int) -> CairoSurface? {
        guard width > 0, height > 0, size.width > 0, size.height > 0,
              let surface = try? CairoSurface(width: width, height: height) else { return nil }
        let cr = surface.context
        cairo_save(cr)
        cairo_scale(cr, Double(width) / size.width, Double(height) / size.height)
        poppler_page_render(page, cr)
        cairo_restore(cr)
        cairo_surface_flush(surface.surface)
        return surface
    }

}
