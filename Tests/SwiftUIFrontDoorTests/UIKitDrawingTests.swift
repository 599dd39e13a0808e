import Foundation
import SwiftUI
import Testing
import WidgetKit
import enum WidgetRaster.PNGCodec

/// UIKit images and paths as widget code draws them: symbols with their configuration, tinted
/// templates, paths filled and stroked into an image renderer, and the traits UIKit code reads.
@Suite struct UIKitDrawingTests {
    @Test func aConfiguredSymbolImageDrawsAsTheSymbolInThatFont() throws {
        let configuration = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
        let image = try #require(UIImage(systemName: "star.fill", withConfiguration: configuration))
        #expect(image.isSymbolImage)
        #expect(try SwiftUIFrontDoorTests.node(Image(uiImage: image))
                == SwiftUIFrontDoorTests.node(Image(systemName: "star.fill").font(.system(size: 30, weight: .bold)).imageScale(.large)))
    }

    @Test func aTintedImageIsATemplateInItsTint() throws {
        let tinted = try #require(UIImage(systemName: "bolt")).withTintColor(.red)
        #expect(tinted.renderingMode == .alwaysTemplate)
        #expect(try SwiftUIFrontDoorTests.node(Image(uiImage: tinted))
                == SwiftUIFrontDoorTests.node(Image(systemName: "bolt").renderingMode(.template).foregroundStyle(Color(uiColor: .red))))
    }

    @Test func symbolConfigurationsCombineTheLaterOnesSettings() {
        let size = UIImage.SymbolConfiguration(pointSize: 20)
        let merged = size.applying(UIImage.SymbolConfiguration(weight: .semibold))
        #expect(merged == UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold))
        #expect(merged != size)
    }

    @Test func bezierPathsFillAndStrokeIntoARenderer() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { _ in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 10, y: 15))
            line.addLine(to: CGPoint(x: 20, y: 15))
            line.lineWidth = 2
            line.stroke()
        }
        let bitmap = try PNGCodec.decode(try #require(image.pngData()))
        #expect(bitmap[5, 5].r == 255 && bitmap[5, 5].b == 0)
        #expect(bitmap[15, 15].b == 255 && bitmap[15, 15].r == 0)
        #expect(bitmap[15, 5].a == 0)
    }

    @Test func pathsKnowTheirBoundsAndInsides() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 10, y: 20, width: 40, height: 20))
        #expect(oval.contains(CGPoint(x: 30, y: 30)))
        #expect(!oval.contains(CGPoint(x: 11, y: 21)))
        let box = Path(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 20)).boundingRect
        #expect(abs(box.minX - 10) < 0.5 && abs(box.maxX - 50) < 0.5 && abs(box.minY - 20) < 0.5 && abs(box.maxY - 40) < 0.5)
        #expect(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
                == CGRect(x: 10, y: 5, width: 70, height: 30))
    }

    struct TraitProbe: View {
        var body: some View {
            let traits = UITraitCollection.current
            Text("\(traits.userInterfaceStyle == .dark ? "dark" : "light") @\(Int(traits.displayScale))x")
        }
    }

    @Test func theCurrentTraitsAreTheImages() throws {
        #expect(try SwiftUIFrontDoorTests.node(TraitProbe()) { $0.colorScheme = .dark; $0.displayScale = 3 }
                == SwiftUIFrontDoorTests.node(Text("dark @3x")))
        let merged = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)])
        #expect(merged.userInterfaceStyle == .dark && merged.displayScale == 2)
    }
}
