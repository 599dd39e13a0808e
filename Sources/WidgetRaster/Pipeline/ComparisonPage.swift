import Foundation

/// `compare.html`: two runs' images side by side — old, new and pixelmatch's diff (changed pixels
/// red over a faded copy) — or the new image with the diff over it, filtered by status and widget,
/// searched, with the counts in the header; the filters are kept in the URL (`#status=changed`).
/// Needs no network, like the gallery.
package enum ComparisonPage {
    package static func html(for comparison: RunComparison, old: String, new: String) throws -> String {
        let images = String(decoding: ManifestEncoding.scriptSafe(try ManifestEncoding.compact.encode(comparison.images)), as: UTF8.self)
        return HTMLPage.filled(template, ["OLD": HTMLPage.escape(HTMLPage.shown(old)), "NEW": HTMLPage.escape(HTMLPage.shown(new)),
                                          "IMAGES": images])
    }

    /// Writes `compare.html` into `folder`.
    package static func write(_ comparison: RunComparison, old: String, new: String, to folder: URL) throws {
        try AtomicFile.write(Data(try html(for: comparison, old: old, new: new).utf8), to: folder.appendingPathComponent("compare.html"))
    }

    static let template = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{OLD}} → {{NEW}}</title>
<style>
{{STYLE}}
  main { padding: 16px 24px 48px; display: flex; flex-direction: column; gap: 16px; }
  article { background: var(--card); border-radius: 14px; padding: 12px 14px; max-width: 100%; box-sizing: border-box; }
  article[hidden] { display: none; }
  article h2 { font-size: 13px; font-weight: 600; margin: 0 0 8px; word-break: break-all; }
  .status { display: inline-block; font-size: 10px; font-weight: 700; text-transform: uppercase; border-radius: 4px; padding: 0 5px;
            margin-right: 6px; color: #fff; }
  .status.changed { background: #d70015; } .status.added { background: #248a3d; } .status.removed { background: #8e8e93; }
  .status.unchanged { background: #0071a4; }
  .images { display: flex; gap: 14px; flex-wrap: wrap; align-items: flex-start; }
  figure { margin: 0; } figcaption { font-size: 11px; color: var(--dim); margin-top: 4px; }
  img { display: block; max-width: 100%; height: auto; background: repeating-conic-gradient(#8883 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
  .stack { position: relative; } .stack img.diff { position: absolute; inset: 0; opacity: .65; mix-blend-mode: multiply; background: none; }
  body[data-view="overlay"] .side { display: none; } body[data-view="side"] .overlay { display: none; }
  @media (max-width: 480px) { header { padding: 10px 12px; gap: 8px; } main { padding: 12px; } }
</style>
</head>
<body data-view="side">
<header>
  <h1>{{OLD}} → {{NEW}}</h1>
  <label>Status <select id="status"></select></label>
  <label>Widget <select id="widget"></select></label>
  <label>View <select id="view"><option value="side">old · new · diff</option><option value="overlay">new with the diff over it</option></select></label>
  <input type="search" id="search" placeholder="Search" aria-label="Search the images' paths">
  <span id="count"></span>
</header>
<main id="list"></main>
<script>
const images = {{IMAGES}};
{{HELPERS}}
const order = ["changed", "added", "removed", "unchanged"];
const counts = Object.fromEntries(order.map(s => [s, images.filter(i => i.status === s).length]));
const status = document.getElementById("status"), widget = document.getElementById("widget");
status.append(...order.map(s => el("option", {value: s, textContent: `${s} (${counts[s]})`})), el("option", {value: "", textContent: `all (${images.length})`}));
widget.append(el("option", {value: "", textContent: "all"}), ...uniq(images.map(i => i.widget)).map(w => el("option", {value: w, textContent: w})));
const picture = (src, caption, i, className = "") => el("figure", {}, [
  el("img", {src, width: i.width, height: i.height, loading: "lazy", alt: caption, className}), el("figcaption", {textContent: caption})]);
const list = document.getElementById("list");
const articles = images.map(i => {
  const percent = i.totalPixels ? ` — ${i.differentPixels.toLocaleString("en")} pixels differ (${(100 * i.differentPixels / i.totalPixels).toFixed(2)} %)` : "";
  const side = el("div", {className: "images side"}, [
    ...(i.old ? [picture(i.old, "old", i)] : []), ...(i.new ? [picture(i.new, "new", i)] : []), ...(i.diff ? [picture(i.diff, "diff", i)] : [])]);
  const overlay = el("div", {className: "images overlay"}, [i.diff
    ? el("figure", {}, [el("div", {className: "stack"}, [el("img", {src: i.new, width: i.width, height: i.height, alt: "new"}),
                                                         el("img", {src: i.diff, width: i.width, height: i.height, alt: "diff", className: "diff"})]),
                        el("figcaption", {textContent: "new, changed pixels over it"})])
    : picture(i.new || i.old, i.new ? "new" : "old", i)]);
  const article = el("article", {}, [el("h2", {}, [el("span", {className: `status ${i.status}`, textContent: i.status}),
    document.createTextNode(i.file + (i.sizeChanged ? " — its size changed" : percent))]), side, overlay]);
  article.dataset.status = i.status; article.dataset.widget = i.widget; article.dataset.text = i.file.toLowerCase();
  list.append(article);
  return article;
});
function apply() {
  const f = {status: status.value, widget: widget.value, view: document.getElementById("view").value, search: document.getElementById("search").value.trim()};
  const words = f.search.toLowerCase().split(/\s+/).filter(w => w);
  let shown = 0;
  for (const a of articles) {
    const visible = (!f.status || a.dataset.status === f.status) && (!f.widget || a.dataset.widget === f.widget) && words.every(w => a.dataset.text.includes(w));
    a.hidden = !visible; if (visible) shown++;
  }
  document.body.dataset.view = f.view;
  document.body.dataset.shown = String(shown);
  document.getElementById("count").textContent = `${shown} shown · ${order.map(s => `${counts[s]} ${s}`).join(" · ")}`;
  const hash = new URLSearchParams(Object.entries({...f, status: f.status || "all", view: f.view === "side" ? "" : f.view}).filter(([, v]) => v)).toString();
  history.replaceState(null, "", "#" + hash);
}
const initial = new URLSearchParams(location.hash.slice(1));
// Changes first: the page opens on what needs a look, or on everything when nothing changed.
status.value = initial.has("status") ? (initial.get("status") === "all" ? "" : initial.get("status")) : (counts.changed ? "changed" : "");
widget.value = initial.get("widget") || "";
document.getElementById("view").value = initial.get("view") === "overlay" ? "overlay" : "side";
document.getElementById("search").value = initial.get("search") || "";
for (const id of ["status", "widget", "view"]) document.getElementById(id).addEventListener("change", apply);
document.getElementById("search").addEventListener("input", apply);
apply();
</script>
</body>
</html>
"""#
}
