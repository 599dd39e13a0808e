import WidgetRasterModel

/// An `accessoryInline` widget as iOS draws it: "a single row of text and an optional image"
/// (WidgetKit's `WidgetFamily.accessoryInline`). iOS keeps the body's first image and first text
/// and ignores every other view, the stacks' layout and the fonts — the system sets the row's
/// type — so a `ZStack { Image; Text }` reads as the image, then the text, as a `Label` does.
/// A `ViewThatFits` keeps its choice: each of its candidates becomes such a row.
struct InlineRow {
    var image: LayoutBuilder.Unrolled?
    var text: LayoutBuilder.Unrolled?
    /// The candidates of the first `ViewThatFits` met before any image or text.
    var candidates: [InlineRow]?

    var isComplete: Bool { candidates != nil || (image != nil && text != nil) }

    /// The environment a container's views see: its own environment modifiers (colour, redaction,
    /// locale) reach them, its layout and type do not.
    static func environment(inside container: ViewNode, _ environment: LayoutEnvironment) -> LayoutEnvironment {
        var inner = environment
        for modifier in container.modifiers.reversed() where kept(modifier, byImage: false) { _ = inner.apply(modifier) }
        return inner
    }

    /// A view of the row with the modifiers it keeps.
    static func kept(_ view: ViewNode, byImage: Bool) -> ViewNode {
        ViewNode(view.content, modifiers: view.modifiers.filter { kept($0, byImage: byImage) })
    }

    /// Modifiers a view in the row keeps: the system sets type and placement (an image keeps
    /// the size its frame gives it).
    static func kept(_ modifier: Modifier, byImage: Bool) -> Bool {
        switch modifier {
        case .frame, .aspectRatio: return byImage
        case .padding, .fixedSize, .layoutPriority, .zIndex, .offset, .position, .alignmentGuide,
             .background, .overlay, .containerBackground, .mask, .clipShape, .clipped, .containerShape, .shadow,
             .rotationEffect, .scaleEffect, .transformEffect, .blur,
             .font, .fontWeight, .bold, .italic, .fontDesign, .dynamicTypeSize, .lineLimit, .minimumScaleFactor,
             .lineSpacing, .multilineTextAlignment:
            return false
        default:
            return true
        }
    }
}

extension LayoutBuilder {
    /// The body's row as `accessoryInline` draws it (`InlineRow`), at `path`.
    func buildInlineRow(_ body: ViewNode, environment: LayoutEnvironment, path: String) throws -> LayoutElement {
        // The row's type is the system's, at one size: the Lock Screen's date line beside it keeps
        // its size at every text size.
        var environment = environment
        environment.dynamicType = .large
        var row = InlineRow()
        collect(body, environment: environment, path: path, into: &row)
        return try build(row, rightToLeft: environment.rightToLeft, path: path)
    }

    private func build(_ row: InlineRow, rightToLeft: Bool, path: String) throws -> LayoutElement {
        if let candidates = row.candidates {
            let rows = try candidates.enumerated().map { try build($0.element, rightToLeft: rightToLeft, path: "\(path).children[\($0.offset)]") }
            return ViewThatFitsElement(horizontal: true, vertical: false, children: rows, path: path)
        }
        var parts: [LayoutElement] = []
        if let image = row.image { parts.append(try build(image.node, environment: image.environment, path: image.path)) }
        if let text = row.text {
            var env = text.environment
            env.lineLimit = 1
            parts.append(try build(text.node, environment: env, path: text.path))
        }
        return StackElement(axis: .horizontal, spacing: nil, children: parts, rightToLeft: rightToLeft, path: path)
    }

    private func collect(_ node: ViewNode, environment: LayoutEnvironment, path: String, into row: inout InlineRow) {
        for (node, env, path) in unroll(node, environment, path) where !row.isComplete {
            switch node.content {
            case .text, .dateText:
                if row.text == nil { row.text = (InlineRow.kept(node, byImage: false), env, path) }
            case .symbol, .image:
                if row.image == nil { row.image = (InlineRow.kept(node, byImage: true), env, path) }
            case let .label(title, icon):
                let inner = InlineRow.environment(inside: node, env)
                collect(icon, environment: inner, path: path + ".icon", into: &row)
                collect(title, environment: inner, path: path + ".title", into: &row)
            case let .viewThatFits(_, _, children) where row.image == nil && row.text == nil:
                let inner = InlineRow.environment(inside: node, env)
                row.candidates = children.enumerated().map { offset, child in
                    var candidate = InlineRow()
                    collect(child, environment: inner, path: "\(path).children[\(offset)]", into: &candidate)
                    return candidate
                }
            default:
                let inner = InlineRow.environment(inside: node, env)
                for (childPath, child) in node.content.childViews {
                    collect(child, environment: inner, path: path + childPath, into: &row)
                }
            }
        }
    }
}
