import WidgetRasterModel

/// Where a chart annotation of a size goes against the bounds of what it annotates: on the side
/// its position names, `spacing` away, lined up along that side by its alignment (centred by
/// default); `overlay` puts it inside the bounds, aligned as a frame aligns its content.
struct ChartAnnotationPlacement {
    let position: ChartAnnotation.Position
    let alignment: Alignment
    let spacing: Double

    func origin(of size: Size, at b: Rect) -> Point {
        // Along each axis: before the bounds, after them, or lined up within them.
        enum Side { case before, after, within }
        let (horizontal, vertical): (Side, Side) = switch position {
        case .overlay, .automatic: (.within, .within)
        case .top: (.within, .before)
        case .bottom: (.within, .after)
        case .leading: (.before, .within)
        case .trailing: (.after, .within)
        case .topLeading: (.before, .before)
        case .topTrailing: (.after, .before)
        case .bottomLeading: (.before, .after)
        case .bottomTrailing: (.after, .after)
        }
        /// One axis's coordinate: before the bounds' low end, after their high end, or `aligned` within them.
        func along(_ side: Side, low: Double, high: Double, length: Double, aligned: Double) -> Double {
            switch side {
            case .before: low - spacing - length
            case .after: high + spacing
            case .within: aligned
            }
        }
        let alignedX: Double = switch alignment.horizontal {
        case .leading: b.minX
        case .trailing: b.maxX - size.width
        case .center: b.midX - size.width / 2
        }
        let alignedY: Double = switch alignment.vertical {
        case .top: b.minY
        case .bottom: b.maxY - size.height
        default: b.midY - size.height / 2
        }
        let x = along(horizontal, low: b.minX, high: b.maxX, length: size.width, aligned: alignedX)
        let y = along(vertical, low: b.minY, high: b.maxY, length: size.height, aligned: alignedY)
        return Point(x: x, y: y)
    }
}
