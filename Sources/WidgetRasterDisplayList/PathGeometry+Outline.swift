import WidgetRasterModel

/// A display list's outlines as path segments, trimmed ones included.
extension PathGeometry {
    package static func segments(for outline: Outline) -> [Segment] {
        segments(for: outline.kind, in: outline.rect)
    }

    package static func segments(for kind: Outline.Kind, in rect: Rect) -> [Segment] {
        let outline = Outline(rect: rect, kind: kind)
        switch kind {
        case .rectangle: return rectangle(outline.rect)
        case let .rounded(radius, continuous):
            return continuous ? continuousRoundedRect(outline.rect, radius: radius) : circularRoundedRect(outline.rect, radius: radius)
        case let .uneven(radii, continuous):
            return continuous ? continuousRoundedRect(outline.rect, radii: radii) : circularRoundedRect(outline.rect, radii: radii)
        case .ellipse: return ellipse(outline.rect)
        case .capsule: return circularRoundedRect(outline.rect, radius: min(outline.rect.width, outline.rect.height) / 2)
        case .path(let path): return stretched(path, to: outline.rect)
        case let .trimmed(base, from, to): return trimmed(segments(for: base, in: rect), from: from, to: to)
        }
    }
}
