// Brave's DesignSystem gradients (design tokens not in the corpus): dark gradient 01 runs between
// the catalogue's gradient01 steps, top leading to bottom trailing.
import SwiftUI
import UIKit

public struct BraveGradient: Sendable {
    public var stops: [Gradient.Stop]
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public static var darkGradient01: BraveGradient {
        BraveGradient(stops: [.init(color: Color(UIColor(named: "gradient01-step0", in: .module, compatibleWith: nil)!), location: 0),
                              .init(color: Color(UIColor(named: "gradient01-step1", in: .module, compatibleWith: nil)!), location: 1)],
                      startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

extension LinearGradient {
    public init(braveGradient: BraveGradient) {
        self.init(stops: braveGradient.stops, startPoint: braveGradient.startPoint, endPoint: braveGradient.endPoint)
    }
}
