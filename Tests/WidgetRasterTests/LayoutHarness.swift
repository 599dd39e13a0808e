import Foundation
import Testing
@testable import WidgetRaster
@testable import WidgetRasterLayout
@testable import WidgetRasterDisplayList
@testable import WidgetRasterCairo
@testable import WidgetRasterText

/// Lays out a view the way the widget root does (proposed `size`, centred in it) and finds
/// nodes by their scene path, so tests can state frames as numbers.
struct LayoutHarness {
    /// A text engine of its own: engines are not thread-safe and tests run in parallel.
    let engine: TextEngine
    let root: LayoutNode

    /// `scale` puts text on that display's pixel grid (nil: exact points).
    /// `family`: the widget family the view is drawn in (nil: none in particular).
    init(_ view: some WidgetView, in size: Size, rightToLeft: Bool = false, dynamicType: DynamicTypeSize = .large,
         scale: Double? = nil, family: WidgetFamily? = nil) throws {
        engine = try TextEngine()
        let builder = LayoutBuilder(engine: engine)
        var env = LayoutEnvironment(dynamicType: dynamicType, rightToLeft: rightToLeft)
        env.family = family
        env.pixelGrid = PixelGrid(pixelsPerPoint: scale)
        let element = try builder.build(view.node, environment: env, path: "root")
        let proposal = Proposal(size)
        let chosen = element.sizeThatFits(proposal)
        let origin = AlignmentMath.origin(of: chosen, in: Rect(origin: .zero, size: size), alignment: .center, rightToLeft: false)
        root = element.place(in: Rect(origin: origin, size: chosen), proposal: proposal)
    }

    /// The frame of the first node at a path below `root`, e.g. `"children[1]"` or `""` for the root view.
    func frame(_ path: String = "") -> Rect {
        node(path).frame
    }

    func node(_ path: String = "") -> LayoutNode {
        let full = path.isEmpty ? "root" : (path.hasPrefix("[") ? "root" + path : "root." + path)
        guard let found = root.flattened().first(where: { $0.path == full }) else {
            Issue.record("no node at \(full) in\n\(root.dump())")
            return LayoutNode(frame: rect(.nan, .nan, .nan, .nan), kind: .group, path: full)
        }
        return found
    }

    /// The text measurement of the text at a path.
    func text(_ path: String = "") -> TextMeasurement {
        guard case .text(let content) = node(path).kind else {
            Issue.record("no text at \(path)")
            return TextMeasurement(text: "", size: .zero, lines: [], maxLines: nil, wrapWidth: nil, fontScale: 1, isTruncated: false)
        }
        return content.measurement
    }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// Frames equal within a thousandth of a point.
func close(_ a: Rect, _ b: Rect, tolerance: Double = 0.001) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// The error decoding a one-family scene whose body is `body` (YAML flow) gives; nil when it decodes.
func sceneError(_ body: String) -> SceneError? {
    do {
        _ = try SceneLoader.decode("kind: k\nbody:\n  systemSmall: " + body + "\n", file: "s.yaml")
        return nil
    } catch let error as SceneError {
        return error
    } catch {
        return nil
    }
}
