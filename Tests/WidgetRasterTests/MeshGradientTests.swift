import Foundation
import Testing
@testable import WidgetRaster

/// Mesh gradients (SwiftUI's `MeshGradient`, iOS 18): each cell a patch whose colour runs
/// between its corners', read from scene files, drawn over the frame.
@Suite struct MeshGradientTests {
    static let corners = """
        type: MeshGradient
        width: 2
        height: 2
        points: [[0, 0], [1, 0], [0, 1], [1, 1]]
        colors: ["#FF0000", "#00FF00", "#0000FF", "#FFFFFF"]
        """

    static func scene(_ style: String) -> String {
        "kind: mesh\nbody:\n  systemSmall:\n    type: Color\n    color:\n"
            + style.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n") + "\n"
    }

    /// A 2 × 2 mesh is one patch: each corner of the frame takes its point's colour, and the middle
    /// their average (Cairo's patches run bilinearly between corners).
    @Test func eachCornerTakesItsColourAndTheMiddleTheirMix() throws {
        let image = try SceneFixture.withFiles(["mesh.yaml": Self.scene(Self.corners)]) { urls in
            let loaded = try SceneLoader.load(urls["mesh.yaml"]!)
            let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
            let target = try #require(RenderTarget.targets(for: [.systemSmall], devices: [device]).first)
            return try WidgetRenderer().render(loaded.scene, family: .systemSmall, target: target, scale: 1, variant: .light,
                                               folder: loaded.folder)
        }
        func near(_ pixel: (UInt8, UInt8, UInt8, UInt8), _ rgb: (Int, Int, Int), within: Int = 12) -> Bool {
            abs(Int(pixel.0) - rgb.0) <= within && abs(Int(pixel.1) - rgb.1) <= within && abs(Int(pixel.2) - rgb.2) <= within
        }
        // The Color view fills the 126-pt content square from (16, 16) in the 158-pt widget.
        #expect(near(image[17, 17], (255, 0, 0), within: 12), "top leading: red, \(image[17, 17])")
        #expect(near(image[140, 140], (255, 255, 255), within: 12), "bottom trailing: white, \(image[140, 140])")
        #expect(near(image[79, 79], (128, 128, 128), within: 14), "middle: the four mixed, \(image[79, 79])")
        #expect(image[79, 17].0 > 100 && image[79, 17].1 > 100 && image[79, 17].2 < 30, "top edge: red to green, \(image[79, 17])")
        #expect(image[17, 79].0 > 100 && image[17, 79].2 > 100 && image[17, 79].1 < 30, "leading edge: red to blue, \(image[17, 79])")
    }

    @Test func aSceneFileNamesAMeshThatDoesNotAddUp() throws {
        let short = SceneFixture.problem(Self.scene(Self.corners.replacingOccurrences(of: ", [1, 1]]", with: "]")))
        #expect(short.contains("a 2 × 2 mesh needs 4 points, got 3"), "\(short)")
        let unknown = Self.scene(Self.corners.replacingOccurrences(of: "\"#FFFFFF\"", with: "notAColour"))
        let colour = try SceneFixture.withFiles(["mesh.yaml": unknown]) { urls in
            #expect(throws: SceneError.self) { try SceneLoader.load(urls["mesh.yaml"]!) }
            do { _ = try SceneLoader.load(urls["mesh.yaml"]!); return "" } catch { return "\(error)" }
        }
        #expect(colour.contains("body.systemSmall.color.colors[3]: unknown colour 'notAColour'"), "\(colour)")
    }

    @Test func aMeshReadsBackAsWritten() throws {
        let mesh = ShapeStyle.meshGradient(MeshGradientStyle(
            width: 2, height: 2, points: [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing].map { MeshGradientStyle.Vertex($0) },
            colors: [.color("red"), .color("green"), .color("blue"), .color("white")], background: .color("black"), smoothsColors: false))
        let data = try JSONEncoder().encode(mesh)
        #expect(try JSONDecoder().decode(ShapeStyle.self, from: data) == mesh)
    }
}
