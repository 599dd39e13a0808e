import Foundation

/// What the pages a run writes (the gallery, the comparison of two runs) share: filling a
/// template, escaping, naming paths without the machine's, and the common styles and script helpers.
enum HTMLPage {
    /// The template with each `{{NAME}}` replaced by its value in one pass: a value is not searched
    /// again (the images' JSON runs to megabytes, and a title may hold braces). `{{STYLE}}` and
    /// `{{HELPERS}}` are the shared styles and script helpers.
    static func filled(_ template: String, _ values: [String: String]) -> String {
        let values = values.merging(["STYLE": style, "HELPERS": helpers]) { own, _ in own }
        var out = "", rest = template[...]
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            out += rest[..<open.lowerBound]
            out += values[String(rest[open.upperBound..<close.lowerBound])] ?? String(rest[open.lowerBound..<close.upperBound])
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A path as a page names it: relative to the working folder, or by its name alone outside it,
    /// so a published page carries no path of the machine it ran on.
    static func shown(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let here = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : URL(fileURLWithPath: path).lastPathComponent
    }

    /// Colours for light and dark, the body, the sticky header with its filters and count.
    static let style = """
          :root { color-scheme: light dark; --bg: #f2f2f7; --card: #fff; --ink: #1c1c1e; --dim: #6e6e73; }
          @media (prefers-color-scheme: dark) { :root { --bg: #000; --card: #1c1c1e; --ink: #f2f2f7; --dim: #98989d; } }
          body { margin: 0; font: 14px/1.4 -apple-system, "Inter", system-ui, sans-serif; background: var(--bg); color: var(--ink); }
          header { position: sticky; top: 0; z-index: 1; display: flex; gap: 16px; align-items: center; flex-wrap: wrap;
                   padding: 12px 24px; background: var(--card); box-shadow: 0 1px 0 rgba(0,0,0,.1); }
          header h1 { font-size: 17px; margin: 0 16px 0 0; }
          label { color: var(--dim); } select { margin-left: 4px; }
          #count { margin-left: auto; color: var(--dim); }
        """

    /// `el(tag, props, children)` makes an element; `uniq` keeps the first of equal values.
    static let helpers = """
        const el = (tag, props = {}, children = []) => { const e = Object.assign(document.createElement(tag), props); e.append(...children); return e; };
        const uniq = xs => [...new Set(xs)];
        """
}
