import Foundation
import WidgetRasterModel

extension WidgetLayout {
    /// The elements VoiceOver reads, in reading order: each text, image and symbol (a symbol by its
    /// name, an image by its file's, as SwiftUI names an unlabelled image), a link or button as one
    /// element of what it holds, changed by the accessibility modifiers the code or scene sets.
    /// Views are read in the order they are declared (mirrored layouts read right to left, as
    /// declared), siblings of higher `accessibilitySortPriority` first; hidden views and views of
    /// opacity 0 are left out. The container background is not read.
    package var accessibilityElements: [AccessibilityElement] {
        AccessibilityReading.read(content, dx: 0, dy: 0, pending: .init()).elements
    }
}

/// How `accessibilityElements` walks the tree: the accessibility modifiers on a view (nested
/// effect nodes) gather into one set and apply to the elements its subtree makes.
enum AccessibilityReading {
    struct Attributes {
        var label: String?
        var value: String?
        var hint: String?
        var hidden = false
        var element: AccessibilityChildBehavior?
        var traits: [AccessibilityTrait] = []
        var sortPriority: Double?

        /// Adds a modifier met further in (the outer one, met first, wins where both say something).
        mutating func add(_ attribute: AccessibilityAttribute) {
            switch attribute {
            case .label(let s): label = label ?? s
            case .value(let s): value = value ?? s
            case .hint(let s): hint = hint ?? s
            case .hidden(let h): hidden = hidden || h
            case .element(let b): element = element ?? b
            case .traits(let t): traits += t.filter { !traits.contains($0) }
            case .sortPriority(let p): sortPriority = sortPriority ?? p
            }
        }

        var isEmpty: Bool { label == nil && value == nil && hint == nil && !hidden && element == nil && traits.isEmpty && sortPriority == nil }
    }

    /// A subtree's elements and the priority its view has among its siblings.
    struct Read {
        var elements: [AccessibilityElement]
        var priority: Double
    }

    static func read(_ node: LayoutNode, dx: Double, dy: Double, pending: Attributes) -> Read {
        var pending = pending
        if case .effect(.accessibility(let attribute)) = node.kind, node.children.count == 1 {
            pending.add(attribute)
            return read(node.children[0], dx: dx, dy: dy, pending: pending)
        }
        let frame = Rect(x: node.frame.minX + dx, y: node.frame.minY + dy, width: node.frame.width, height: node.frame.height)
        if pending.hidden { return Read(elements: [], priority: pending.sortPriority ?? 0) }
        var own: [AccessibilityElement]
        switch node.kind {
        case .text(let content) where !content.string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty:
            own = [AccessibilityElement(label: content.string, traits: [.isStaticText], frame: frame, path: node.path)]
        case .symbol(let content):
            own = [AccessibilityElement(label: content.name.replacingOccurrences(of: ".", with: " "), traits: [.isImage],
                                        frame: frame, path: node.path)]
        case .image(let asset, _, _, _):
            own = [AccessibilityElement(label: Self.imageName(asset.url), traits: [.isImage], frame: frame, path: node.path)]
        case .effect(.opacity(let o)) where o <= 0:
            own = []
        default:
            var childDX = dx, childDY = dy
            if case let .effect(.offset(x, y)) = node.kind { childDX += x; childDY += y }
            let reads = node.children.map { read($0, dx: childDX, dy: childDY, pending: .init()) }
            // Siblings of higher priority first; equal ones in the order declared.
            own = reads.enumerated().sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }.flatMap(\.element.elements)
            if case .effect(.tapTarget(_, wholeWidget: false)) = node.kind {
                own = combine(own, into: Attributes(element: .combine, traits: [.isLink]), frame: frame, path: node.path)
            }
        }
        return Read(elements: apply(pending, to: own, frame: frame, path: node.path), priority: pending.sortPriority ?? 0)
    }

    /// The elements of a view under its accessibility modifiers.
    static func apply(_ attributes: Attributes, to elements: [AccessibilityElement], frame: Rect, path: String) -> [AccessibilityElement] {
        if attributes.isEmpty || attributes.element == .contain { return elements }
        let describes = attributes.label != nil || attributes.value != nil || attributes.hint != nil || !attributes.traits.isEmpty
        if attributes.element == nil, elements.count == 1, var only = elements.first {
            only.label = attributes.label ?? only.label
            only.value = attributes.value ?? only.value
            only.hint = attributes.hint ?? only.hint
            only.traits += attributes.traits.filter { !only.traits.contains($0) }
            return [only]
        }
        // A view that says what it is becomes one element: its own label, or its children's joined.
        guard attributes.element != nil || describes else { return elements }
        return combine(elements, into: attributes, frame: frame, path: path)
    }

    /// Elements read as one (`accessibilityElement(children: .combine)`, a link, a labelled container).
    static func combine(_ elements: [AccessibilityElement], into attributes: Attributes, frame: Rect, path: String) -> [AccessibilityElement] {
        let behavior = attributes.element ?? .combine
        let inner = behavior == .combine ? elements : []
        let label = attributes.label ?? inner.map(\.label).joined(separator: ", ")
        let values = inner.compactMap(\.value)
        // One element of several is neither a text nor an image; what else its parts are (a header, selected) it keeps.
        let traits = attributes.traits + inner.flatMap(\.traits).filter { ![.isStaticText, .isImage].contains($0) && !attributes.traits.contains($0) }
        guard !label.isEmpty || attributes.value != nil || !values.isEmpty else { return [] }
        return [AccessibilityElement(label: label, value: attributes.value ?? (values.isEmpty ? nil : values.joined(separator: ", ")),
                                     hint: attributes.hint, traits: traits.reduce(into: []) { if !$0.contains($1) { $0.append($1) } },
                                     frame: frame, path: path)]
    }

    /// An image's name as SwiftUI reads an unlabelled `Image("name")`: the file's name.
    static func imageName(_ url: URL) -> String {
        url.scheme == "data" ? "image" : url.deletingPathExtension().lastPathComponent
    }
}
