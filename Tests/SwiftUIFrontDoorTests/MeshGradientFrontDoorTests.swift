import Foundation
import SwiftUI
import Testing
import WidgetKit
import enum WidgetRaster.SceneLoader
import struct WidgetRaster.RenderJob
import struct WidgetRaster.RenderTarget
import struct WidgetRaster.SizeTable
import class WidgetRaster.WidgetRenderer

/// iOS 18's `MeshGradient` as widget code writes it, and `Color.Resolved`.
@Suite struct MeshGradientFrontDoorTests {
    /// Apple's own example (a 3 × 3 mesh with its middle point pulled up and right; here to 0.75, 0.25,
    /// which a `Float` holds exactly) as a widget's background draws the same pixels as the same mesh in a scene file.
    @Test func aMeshBackgroundDrawsAsItsSceneFile() throws {
        let points: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.75, 0.25], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        let mesh = MeshGradient(width: 3, height: 3, points: points,
                                colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
        let swift = try renderWidgetBitmap(Color.clear.containerBackground(mesh, for: .widget), family: .systemSmall,
                                           device: "iphone-393x852", scale: 2, variant: .light)
        let yaml = """
            kind: mesh
            body:
              systemSmall:
                type: Color
                color: clear
                modifiers:
                  - containerBackground:
                      type: MeshGradient
                      width: 3
                      height: 3
                      points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.75, 0.25], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
                      colors: [red, purple, indigo, orange, white, blue, yellow, green, mint]
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mesh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("mesh.yaml"))
        let loaded = try SceneLoader.load(folder.appendingPathComponent("mesh.yaml"))
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [.systemSmall], devices: [device]).first)
        let renderer = try WidgetRenderer()
        let file = try renderer.paint(renderer.layout(for: RenderJob(target: target, scale: 2, variant: .light), of: loaded),
                                      target: target, scale: 2, variant: .light)
        let differing = (0..<(swift.width * swift.height)).filter { swift.pixels[$0 * 4..<$0 * 4 + 4] != file.pixels[$0 * 4..<$0 * 4 + 4] }
        #expect(swift == file, "\(differing.count) pixels differ, first at \(differing.first.map { ($0 % swift.width, $0 / swift.width) }.debugDescription): \(differing.first.map { Array(swift.pixels[$0 * 4..<$0 * 4 + 4]) + Array(file.pixels[$0 * 4..<$0 * 4 + 4]) } ?? [])")
    }

    /// A Bézier mesh's control points bend its patches: the same grid drawn with them differs from straight edges.
    @Test func controlPointsBendThePatches() throws {
        func point(_ x: Float, _ y: Float, bend: Float) -> MeshGradient.BezierPoint {
            MeshGradient.BezierPoint(position: [x, y], leadingControlPoint: [x - 0.2, y + bend], topControlPoint: [x + bend, y - 0.2],
                                     trailingControlPoint: [x + 0.2, y + bend], bottomControlPoint: [x + bend, y + 0.2])
        }
        func render(bend: Float) throws -> Bitmap {
            let points = [point(0, 0, bend: bend), point(1, 0, bend: bend), point(0, 1, bend: bend), point(1, 1, bend: bend)]
            return try renderWidgetBitmap(Color.clear.containerBackground(MeshGradient(width: 2, height: 2, bezierPoints: points,
                                                                                      colors: [.red, .blue, .green, .yellow]), for: .widget),
                                          family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
        }
        #expect(try render(bend: 0.25) != render(bend: 0))
    }

    /// `Color.resolve(in:)` gives a system colour's components in the environment's scheme, and
    /// `Color(_: Color.Resolved)` draws them.
    @Test func aColorResolvesToItsComponentsInTheScheme() {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let light = Color.white.resolve(in: environment)
        #expect(light.red == 1 && light.green == 1 && light.blue == 1 && light.opacity == 1)
        let resolved = Color.Resolved(red: 0.2, green: 0.4, blue: 0.6)
        #expect(Color(resolved).resolve(in: environment) == resolved)
        environment.colorScheme = .dark
        #expect(Color.red.resolve(in: environment) != Color.red.resolve(in: { var e = EnvironmentValues(); e.colorScheme = .light; return e }()),
                "system red differs in dark")
    }
}
