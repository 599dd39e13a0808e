/// More than four pieces of information in a small widget. A piece is a text; texts on the same
/// line less than 12 pt apart ("H:72° L:58°") are one piece, and a symbol belongs to the text on
/// its line or right below it (an icon labels its text). A symbol with no text near it is a piece.
struct InformationDensityRule: LintRule {
    let info = LintRuleInfo.informationDensity
    static let limit = 4
    static let joiningGap = 12.0

    func check(_ subject: LintSubject) -> [LintIssue] {
        guard subject.family == .systemSmall else { return [] }
        let pieces = Self.pieces(subject.drawn.filter { $0.described != nil && $0.inkExtent != nil })
        guard pieces.count > Self.limit else { return [] }
        let names = pieces.map { piece in piece.map { $0.isSymbol ? "symbol" : quote($0.textContent!.string) }.joined(separator: " + ") }
        return [LintIssue(subject.layout.content.path, "\(pieces.count) pieces of information (" + names.joined(separator: ", ")
            + "); keep a small widget to about \(Self.limit). Texts on one line less than \(points(Self.joiningGap)) "
            + "apart count as one, and a symbol counts with the text on its line or below it")]
    }

    /// Whether two texts or symbols read as one piece.
    static func joined(_ p: LintSubject.Placed, _ q: LintSubject.Placed) -> Bool {
        let a = p.inkExtent!, b = q.inkExtent!
        let sameLine = min(a.maxY, b.maxY) - max(a.minY, b.minY) >= 0.5 * min(a.height, b.height)
        let gap = max(a.minX, b.minX) - min(a.maxX, b.maxX)
        if p.isSymbol != q.isSymbol {
            let (icon, text) = p.isSymbol ? (a, b) : (b, a)
            let below = text.minY >= icon.maxY - 1 && text.minY - icon.maxY < joiningGap
                && min(icon.maxX, text.maxX) - max(icon.minX, text.minX) > 0
            return sameLine || below
        }
        return sameLine && gap < joiningGap
    }

    /// Groups texts and symbols into pieces, in reading order.
    static func pieces(_ items: [LintSubject.Placed]) -> [[LintSubject.Placed]] {
        var group = Array(items.indices)
        func root(_ i: Int) -> Int { group[i] == i ? i : root(group[i]) }
        for i in items.indices {
            for j in items.indices where j > i {
                if joined(items[i], items[j]) { group[root(j)] = root(i) }
            }
        }
        var byRoot: [Int: [LintSubject.Placed]] = [:]
        var order: [Int] = []
        for i in items.indices {
            let r = root(i)
            if byRoot[r] == nil { order.append(r) }
            byRoot[r, default: []].append(items[i])
        }
        return order.map { byRoot[$0]!.sorted { $0.inkExtent!.minX < $1.inkExtent!.minX } }
    }
}
