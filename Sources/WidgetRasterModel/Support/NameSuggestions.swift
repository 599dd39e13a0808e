/// "Did you mean": of the names a place accepts, the ones closest to a name a person typed, so
/// an error for `fontt`, `figure.walkk` or `iphone-393x85` names `font`, `figure.walk` or
/// `iphone-393x852` instead of leaving the person to search a long list.
package enum NameSuggestions {
    /// Up to `limit` candidates within a few edits of `name` (case ignored) and no further from it
    /// than the closest one, in the candidates' order. A candidate differing only in case is closest.
    package static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let typed = folded(name)
        guard !typed.isEmpty else { return [] }
        let allowed = max(1, min(3, typed.count / 3))
        var scored: [(distance: Int, index: Int, name: String)] = []
        for (index, candidate) in candidates.enumerated() where candidate != name {
            let other = folded(candidate)
            let distance = other == typed ? 0 : editDistance(typed, other, limit: allowed)
            if distance <= allowed { scored.append((distance, index, candidate)) }
        }
        guard let best = scored.map(\.distance).min() else { return [] }
        return scored.filter { $0.distance == best }.prefix(limit).map(\.name)
    }

    /// ` (did you mean 'font'?)`, or `'a' or 'b'`, to put after the name in an error; "" when
    /// nothing is close.
    package static func didYouMean(_ name: String, among candidates: [String]) -> String {
        let close = closest(to: name, in: candidates)
        guard !close.isEmpty else { return "" }
        return " (did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?)"
    }

    private static func folded(_ name: String) -> [Character] {
        Array(name.lowercased())
    }

    /// Optimal string alignment distance (insertions, deletions, substitutions and swaps of
    /// neighbours), or `limit + 1` as soon as it must exceed `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
