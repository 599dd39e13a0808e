import Foundation

/// A shape of any type (`AnyShape(isRound ? Circle() : Rectangle())`), drawn as the shape it wraps.
public struct AnyShape: Shape, @unchecked Sendable {
    let wrapped: any Shape

    public init<S: Shape>(_ shape: S) { wrapped = (shape as? AnyShape)?.wrapped ?? shape }

    public func path(in rect: CGRect) -> Path { wrapped.path(in: rect) }
}
