import Foundation
import Themes

/// Checks what decoding alone cannot: colour names resolve in the theme, symbols are mapped,
/// images exist inside the scene's folder and are PNG files.
struct SceneValidator {
    var theme: Theme
    var folder: URL
    var file: String
    var source: String

    func validate(_ scene: WidgetScene) throws {
        for family in scene.bodies.keys.sorted() {
            try visit(scene.bodies[family]!, path: "body.\(family.rawValue)")
        }
    }

    private func fail(_ path: String, _ message: String) -> SceneError {
        let mark = NodeLocator.mark(forPath: path, in: source)
        return SceneError(file: file, path: path, line: mark?.line, column: mark?.column, message: message)
    }

    private func visit(_ node: ViewNode, path: String) throws {
        switch node.content {
        case let .vStack(_, _, children), let .hStack(_, _, children), let .zStack(_, children):
            for (i, child) in children.enumerated() { try visit(child, path: "\(path).children[\(i)]") }
        case .color(let style):
            try check(style, path: path + ".color")
        case let .shape(_, fill, stroke):
            if let fill { try check(fill, path: path + ".fill") }
            if let stroke { try check(stroke.style, path: path + ".stroke") }
        case .symbol(let name):
            guard SymbolTable.glyphName(for: name) != nil else {
                let close = SymbolTable.names.filter { $0.hasPrefix(name.split(separator: ".").first.map(String.init) ?? name) }
                throw fail(path + ".name", "unknown symbol '\(name)'"
                    + (close.isEmpty ? "; run `render-widget symbols` for the list" : "; similar: " + close.prefix(6).joined(separator: ", ")))
            }
        case .image(let file, _):
            _ = try ImageAsset.resolve(file, in: folder).mapError { fail(path + ".file", $0.message) }.get()
        case .text, .spacer, .divider, .progress:
            break
        }
        for (i, modifier) in node.modifiers.enumerated() {
            let here = "\(path).modifiers[\(i)]"
            switch modifier {
            case .foregroundStyle(let style): try check(style, path: here + ".foregroundStyle")
            case .background(let view, _): try visit(view, path: here + ".background")
            case .overlay(let view, _): try visit(view, path: here + ".overlay")
            case .containerBackground(let view): try visit(view, path: here + ".containerBackground")
            case .shadow(let shadow): try check(shadow.color, path: here + ".shadow.color")
            default: break
            }
        }
    }

    private func check(_ style: ShapeStyle, path: String) throws {
        switch style {
        case .color(let name):
            guard theme.color(named: name) != nil else {
                throw fail(path, "unknown colour '\(name)'; expected #RRGGBB, a system colour (blue, secondaryLabel, …), "
                    + "primary…quaternary, accentColor, or a colour of the scene's theme")
            }
        case let .linearGradient(gradient, _, _), let .radialGradient(gradient, _, _, _):
            for (i, stop) in gradient.stops.enumerated() { try check(stop.color, path: "\(path).colors[\(i)]") }
        case let .opacity(inner, _):
            try check(inner, path: path)
        case .dynamic, .hierarchical:
            break
        }
    }
}
