import SwiftUI
import Testing
import WidgetKit

/// iOS 26's `ConcentricRectangle` and iOS 16's `UnevenRoundedRectangle` as widget code writes them.
@Suite struct CornerShapeFrontDoorTests {
    /// Inset evenly, a concentric rectangle is the container-relative shape: the widget's radius
    /// less the inset at every corner (8 pt here: -8 pt of padding over the 16-pt content margin).
    @Test func anEvenlyInsetConcentricRectangleIsTheContainerRelativeShape() throws {
        let relative = try CustomShapeTests.render(ContainerRelativeShape().fill(.red).padding(-8))
        #expect(try CustomShapeTests.render(ConcentricRectangle().fill(.red).padding(-8)) == relative)
        #expect(try CustomShapeTests.render(Rectangle().fill(.red).clipShape(.rect(corners: .concentric, isUniform: true)).padding(-8))
                == relative)
        #expect(try relative != CustomShapeTests.render(Rectangle().fill(.red).padding(-8)), "the corners are rounded")
        // A fixed minimum above the concentric radius wins.
        let floored = try CustomShapeTests.render(ConcentricRectangle(corners: .concentric(minimum: .fixed(40))).fill(.red).padding(-8))
        #expect(try floored == CustomShapeTests.render(RoundedRectangle(cornerRadius: 40).fill(.red).padding(-8)))
        #expect(floored != relative)
    }

    @Test func unevenCornersDrawOnlyWhereTheyAreAsked() throws {
        let one = try CustomShapeTests.render(UnevenRoundedRectangle(topLeadingRadius: 30).fill(.red).frame(width: 100, height: 100))
        #expect(try CustomShapeTests.render(Rectangle().fill(.red).clipShape(.rect(topLeadingRadius: 30)).frame(width: 100, height: 100))
                == one)
        // The 100-pt square sits at (29, 29) pt in the 158-pt widget: @2x its top-left pixel is cut, the others are not.
        #expect(!CustomShapeTests.isRed(one, 60, 60) && CustomShapeTests.isRed(one, 256, 60) && CustomShapeTests.isRed(one, 60, 256))
    }
}
