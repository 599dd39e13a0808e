import Foundation
import Testing
import SwiftUI
@testable import WidgetKit

/// Images widget code draws itself (a colour swatch behind a chat's initials, a tinted mask, a
/// resized picture) with UIKit's image contexts and Core Graphics: drawn with WidgetRaster's own
/// rasteriser, pixels compared with the same picture built from views.
@Suite struct ImageDrawingTests {
    func image<V: View>(_ view: V, scale: Int) throws -> Data {
        try renderWidget(view.containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852",
                         scale: scale, variant: .light)
    }

    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1), blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// An image drawn in a view's body, as widget code draws one: at the screen's scale, which is the image's.
    struct Drawn: View {
        let draw: () -> UIImage?
        var body: some View { if let image = draw() { Image(uiImage: image) } }
    }

    func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    @Test func aRendererDrawsFillsAtItsScaleAndTheImageTakesItsSizeInPoints() throws {
        let (red, blue) = (red, blue)
        func draw(_ format: UIGraphicsImageRendererFormat = .default()) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
                red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
                blue.setFill()
                UIRectFill(CGRect(x: 0, y: 20, width: 40, height: 20))
            }
        }
        let drawn = draw(format(scale: 3))
        #expect(drawn.size == CGSize(width: 40, height: 40) && drawn.scale == 3)
        #expect(drawn.cgImage?.width == 120)
        let views = VStack(spacing: 0) {
            Color(uiColor: red).frame(width: 40, height: 20)
            Color(uiColor: blue).frame(width: 40, height: 20)
        }
        for scale in [2, 3] {
            #expect(try image(Drawn { draw() }, scale: scale) == image(views, scale: scale), "@\(scale)x")
        }
    }

    /// Delta Chat's `UIImage(color:size:)`: an image context, a fill, the image taken from it, clipped to a circle.
    @Test func anImageContextFillTakenFromTheContextIsTheColourItWasFilledWith() throws {
        let blue = blue
        let circle = Drawn {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 56, height: 56), false, 0)
            blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 56, height: 56))
            let swatch = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            return swatch
        }.frame(width: 56, height: 56).clipShape(Circle())
        #expect(try image(circle, scale: 3) == image(Color(uiColor: blue).frame(width: 56, height: 56).clipShape(Circle()), scale: 3))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// A bitmap context clipped to an image's alpha (Delta Chat's `maskWithColor`): the fill shows only where the mask has alpha.
    @Test func aBitmapContextClippedToAMaskFillsOnlyUnderIt() throws {
        let mask = try #require(UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format(scale: 1)).image { context in
            blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
        }.cgImage)
        let bitmap = try #require(CGContext(data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                            space: CGColorSpaceCreateDeviceRGB(),
                                            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue).rawValue))
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        bitmap.clip(to: bounds, mask: mask)
        bitmap.setFillColor(red.cgColor)
        bitmap.fill(bounds)
        let tinted = UIImage(cgImage: try #require(bitmap.makeImage()))
        let views = HStack(spacing: 0) { Color(uiColor: red).frame(width: 20, height: 40); Color.clear.frame(width: 20, height: 40) }
        #expect(try image(Image(uiImage: tinted), scale: 1) == image(views, scale: 1))
        // A bitmap context's origin is at the bottom left, as in Core Graphics.
        let bottom = try #require(CGContext(data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0))
        bottom.setFillColor(red.cgColor)
        bottom.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
        let band = UIImage(cgImage: try #require(bottom.makeImage()))
        let below = VStack(spacing: 0) { Color.clear.frame(width: 40, height: 30); Color(uiColor: red).frame(width: 40, height: 10) }
        #expect(try image(Image(uiImage: band), scale: 1) == image(below, scale: 1))
        // A context that would draw into the caller's memory is not made.
        var memory = [UInt8](repeating: 0, count: 40 * 40 * 4)
        let borrowed = memory.withUnsafeMutableBytes { bytes in
            CGContext(data: bytes.baseAddress, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 160,
                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0)
        }
        #expect(borrowed == nil)
    }

    /// A picture drawn into a renderer of another size (StJude's resize): stretched into the
    /// rectangle (a 10-pt image of 30 pixels into 30 points at one pixel a point, so no pixel is interpolated).
    @Test func anImageDrawnIntoARendererIsStretchedToItsRectangle() throws {
        let small = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 3)).image { context in
            red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            blue.setFill()
            context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }
        let large = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format(scale: 1)).image { _ in
            small.draw(in: CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        #expect(large.size == CGSize(width: 30, height: 30))
        let views = VStack(spacing: 0) { Color(uiColor: red).frame(width: 30, height: 15); Color(uiColor: blue).frame(width: 30, height: 15) }
        #expect(try image(Image(uiImage: large), scale: 1) == image(views, scale: 1))
    }

    /// `Image(_:scale:orientation:label:)` of a Core Graphics image: drawn at its size in points, read as its label.
    @Test func aCoreGraphicsImageIsDrawnAtItsScale() throws {
        let context = try #require(CGContext(data: nil, width: 60, height: 60, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0))
        context.setFillColor(red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
        let square = try #require(context.makeImage())
        let swatch = Color(uiColor: red).frame(width: 20, height: 20)
        #expect(try image(Image(square, scale: 3, label: Text("Swatch")), scale: 3) == image(swatch, scale: 3))
        #expect(try image(Image(decorative: square, scale: 3), scale: 3) == image(swatch, scale: 3))
    }

    /// A small image stretched over many pixels keeps sharp edges, as Core Animation samples a
    /// layer's contents clamped to their edge: its rim does not fade into what lies around it.
    @Test func anUpscaledImageKeepsItsEdges() throws {
        let tiny = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale: 1)).image { context in
            red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let stretched = Image(uiImage: tiny).resizable().frame(width: 40, height: 40)
        #expect(try image(stretched, scale: 3) == image(Color(uiColor: red).frame(width: 40, height: 40), scale: 3))
    }
}
