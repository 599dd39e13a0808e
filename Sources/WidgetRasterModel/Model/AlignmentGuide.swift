/// An explicit alignment guide (`alignmentGuide(.leading) { d in d[.leading] - 8 }`): where a view
/// says one of its alignments lies, as a linear function of its size — `constant + width × w +
/// height × h` points from its leading or top edge — so scene files can state it too.
public struct AlignmentGuide: Hashable, Sendable {
    /// The alignment the guide replaces; stacks aligned on it use the guide.
    public enum Guide: String, Hashable, Sendable, CaseIterable {
        case leading, horizontalCenter, trailing
        case top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline

        /// Whether this guide is horizontal (read by vertical stacks).
        public var isHorizontal: Bool { [.leading, .horizontalCenter, .trailing].contains(self) }
    }

    public var guide: Guide
    public var constant: Double
    public var width: Double
    public var height: Double

    public init(guide: Guide, constant: Double = 0, width: Double = 0, height: Double = 0) {
        self.guide = guide
        self.constant = constant
        self.width = width
        self.height = height
    }

    /// The guide's position for a view of `size`, from its leading (or top) edge.
    public func value(for size: Size) -> Double { constant + width * size.width + height * size.height }
}
