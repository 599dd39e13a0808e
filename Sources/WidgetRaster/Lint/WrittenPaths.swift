/// Where the views of a Live Activity's or a control's presentations were written in the scene
/// file. Those bodies are composed (`LiveActivity.body(for:)`, `Control.body(for:)`), so a view's
/// path in them (`body.controlMedium.else.children[1].children[0]`) is not one the file has; the
/// outermost node of the composed body whose content is a written view's stands for that view
/// (`control.title`), and the path below it is the same in both.
struct WrittenPaths {
    private var composed: [(path: String, written: String)] = []

    init(_ scene: WidgetScene) {
        let written = [("activity", scene.activity?.writtenViews ?? []), ("control", scene.control?.writtenViews ?? [])]
            .flatMap { prefix, views in views.map { (field: "\(prefix).\($0.field)", content: $0.view.content) } }
        guard !written.isEmpty else { return }
        func walk(_ node: ViewNode, _ path: String) {
            if let match = written.first(where: { $0.content == node.content }) {
                composed.append((path, match.field))
                return
            }
            for (suffix, child) in node.nestedViews { walk(child, path + suffix) }
        }
        for family in scene.bodies.keys.sorted() { walk(scene.bodies[family]!, "body.\(family.rawValue)") }
    }

    /// A composed body's path as the file writes it; other paths as they are.
    func translate(_ path: String) -> String {
        for (prefix, field) in composed where path == prefix || path.hasPrefix(prefix + ".") {
            return field + path.dropFirst(prefix.count)
        }
        return path
    }
}
