import Foundation

// swift-corelibs-foundation gives CGSize initialisers of CGFloat and of Double alike, so
// `CGSize(width: 120, height: .greatestFiniteMagnitude)` — how iOS code asks `boundingRect` for an
// unlimited height — is ambiguous on Linux (CGFloat's greatest value or Double's?). These
// overloads read a whole-number side with an unlimited one as iOS does; every other size resolves
// to Foundation's initialisers as before.

/// `.greatestFiniteMagnitude` or `.infinity` as one side of a `CGSize` whose other side is a whole number.
public struct _CGSizeUnlimitedSide: Sendable {
    let value: CGFloat
    public static var greatestFiniteMagnitude: _CGSizeUnlimitedSide { _CGSizeUnlimitedSide(value: .greatestFiniteMagnitude) }
    public static var infinity: _CGSizeUnlimitedSide { _CGSizeUnlimitedSide(value: .infinity) }
}

extension CGSize {
    public init(width: Int, height: _CGSizeUnlimitedSide) { self.init(width: CGFloat(width), height: height.value) }
    public init(width: _CGSizeUnlimitedSide, height: Int) { self.init(width: width.value, height: CGFloat(height)) }
}
