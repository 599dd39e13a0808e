import Foundation
import WidgetRaster

/// Where UIKit breaks or cuts a line that does not fit (`NSParagraphStyle.lineBreakMode`): the
/// wrapping modes wrap, the truncating modes keep one line and cut it with "…", clipping keeps
/// one line cut at the edge.
public enum NSLineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping = 0, byCharWrapping = 1, byClipping = 2, byTruncatingHead = 3, byTruncatingTail = 4, byTruncatingMiddle = 5

    /// Whether lines wrap (word or character wrapping).
    var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }

    /// Where the text engine cuts a truncated line: the mode's own end, or the tail.
    var truncation: WidgetRaster.TruncationMode {
        switch self {
        case .byTruncatingHead: return .head
        case .byTruncatingMiddle: return .middle
        default: return .tail
        }
    }
}
