import WidgetRaster

/// A view's size and alignments, as an `alignmentGuide` closure reads them.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }

    /// An explicit guide set on the view itself: none is visible from inside the closure.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension View {
    /// Moves where this view's horizontal alignment lies, for the stacks aligned on it. The value
    /// is taken as a linear function of the view's size (`d[.leading] - 8`, `d.width / 2`…),
    /// measured from the closure at three sizes.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let guide: AlignmentGuide.Guide = switch g {
        case .leading: .leading
        case .center: .horizontalCenter
        case .trailing: .trailing
        }
        return modified(.alignmentGuide(Self.linearGuide(guide, computeValue)))
    }

    /// Moves where this view's vertical alignment lies, for the stacks aligned on it.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let guide: AlignmentGuide.Guide = switch g {
        case .top: .top
        case .center: .verticalCenter
        case .bottom: .bottom
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        }
        return modified(.alignmentGuide(Self.linearGuide(guide, computeValue)))
    }

    private static func linearGuide(_ guide: AlignmentGuide.Guide, _ value: (ViewDimensions) -> CGFloat) -> AlignmentGuide {
        let origin = Double(value(ViewDimensions(width: 0, height: 0)))
        return AlignmentGuide(guide: guide, constant: origin, width: Double(value(ViewDimensions(width: 1, height: 0))) - origin,
                              height: Double(value(ViewDimensions(width: 0, height: 1))) - origin)
    }
}
