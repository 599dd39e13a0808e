import Foundation
import WidgetRaster

/// How UIKit lines up the lines of a paragraph (`NSParagraphStyle.alignment`). Natural is
/// leading in the reading direction; justified lines are set flush with the leading edge here,
/// their spaces not stretched (Pango's justification is not used).
public enum NSTextAlignment: Int, Hashable, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    /// The UIKit alignment of a SwiftUI one, in the reading direction (`NSTextAlignment(.center)`).
    public init(_ alignment: TextAlignment) {
        switch alignment {
        case .leading: self = .natural
        case .center: self = .center
        case .trailing: self = .right
        }
    }

    /// The text engine's alignment, for a paragraph read left to right or right to left.
    func engineAlignment(rightToLeft: Bool) -> WidgetRaster.TextAlignment {
        switch self {
        case .natural, .justified: return .leading
        case .center: return .center
        case .left: return rightToLeft ? .trailing : .leading
        case .right: return rightToLeft ? .leading : .trailing
        }
    }
}
