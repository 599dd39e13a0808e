import ArgumentParser

/// An option value that is a comma-separated list (`--scales 1,3`, `--families systemSmall,systemMedium`),
/// each item read as `Element` reads one: help, errors and shell completion list the accepted items.
/// An item given twice counts once (`--scales 2,2` is `--scales 2`).
struct CommaList<Element: ExpressibleByArgument & Equatable & Sendable>: ExpressibleByArgument, Sendable {
    var items: [Element]

    init(_ items: [Element]) { self.items = items }

    init?(argument: String) {
        var items: [Element] = []
        for part in argument.split(separator: ",") {
            let text = part.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            guard let item = Element(argument: text) else { return nil }
            if !items.contains(item) { items.append(item) }
        }
        guard !items.isEmpty else { return nil }
        self.items = items
    }

    static var allValueStrings: [String] { Element.allValueStrings }
    static var defaultCompletionKind: CompletionKind { Element.defaultCompletionKind }
    var defaultValueDescription: String { items.map(\.defaultValueDescription).joined(separator: ",") }
}
