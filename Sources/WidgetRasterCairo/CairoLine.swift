internal import CCairo
import WidgetRasterDisplayList

/// A stroke's width, ends, joins and dashes set on a Cairo context.
enum CairoLine {
    static func set(_ line: StrokeLine, on cr: OpaquePointer) {
        cairo_set_line_width(cr, line.width)
        switch line.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch line.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, line.miterLimit)
        let dashes = line.dash.filter { $0 >= 0 }
        if dashes.isEmpty || dashes.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), line.dashPhase) }
        }
    }
}
