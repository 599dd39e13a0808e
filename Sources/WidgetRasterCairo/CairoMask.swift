internal import CCairo

/// An 8-bit coverage mask Cairo draws once and then only reads (a glyph at one size and phase).
/// Only the surface is kept: a drawing context costs several times a small glyph's pixels.
final class CairoMask {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// Draws the mask with `draw`, given a context on the transparent surface that is released after.
    init(width: Int, height: Int, draw: (OpaquePointer) -> Void) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        let cr = cairo_create(surface)!
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    /// Memory the mask holds: its rows and about 0.5 KB of Cairo's and pixman's records of it.
    var bytes: Int { Int(cairo_image_surface_get_stride(surface)) * height + 512 }

    deinit {
        cairo_surface_destroy(surface)
    }
}
