import Foundation

/// `index.html`: a static gallery of a run's images that needs no network — widgets grouped by
/// kind and family, filters for one widget, family, device id, scale, variant, and — where the run varies them — rendering mode, text size, direction and language, each device's own screen scale and a search
/// (also read from the URL's `#device=iphone-393x852&native=1&…`), each image's native scale marked,
/// light and dark side by side, click for full size, each image's parameters beneath it, and —
/// after a run with `--lint` — the guideline findings for each family and device beside the images.
package enum Gallery {
    package static func html(for manifest: Manifest, title: String = "WidgetRaster gallery") throws -> String {
        var page: [UInt8] = []
        try print(manifest, images: manifest.images.map(ManifestEncoding.fragment(of:)), devices: devices(of: manifest), title: title) {
            page += $0
        }
        return String(decoding: page, as: UTF8.self)
    }

    /// The page in three pieces (the template before the images' list, the list a fragment at a
    /// time, the rest), so a gallery of thousands of images is never held whole.
    private static func print(_ manifest: Manifest, images fragments: [[UInt8]], devices: Set<String>, title: String,
                              emit: ([UInt8]) -> Void) throws {
        func script<T: Encodable>(_ value: T) throws -> String {
            String(decoding: ManifestEncoding.scriptSafe(try ManifestEncoding.compact.encode(value)), as: UTF8.self)
        }
        let values = ["TITLE": HTMLPage.escape(title), "GENERATOR": HTMLPage.escape(manifest.generator),
                      "NATIVE": try script(nativeScales(of: devices)), "FINDINGS": try script(manifest.findings.map(pageFindings)),
                      "EXTRAS": try script(manifest.extras ?? [])]
        let slot = template.range(of: "{{IMAGES}}")!
        let (open, comma, close) = (Array("[".utf8), Array(",".utf8), Array("]".utf8))
        emit(Array(HTMLPage.filled(String(template[..<slot.lowerBound]), values).utf8) + open)
        for (i, fragment) in fragments.enumerated() {
            if i > 0 { emit(comma) }
            emit(fragment)
        }
        emit(close + Array(HTMLPage.filled(String(template[slot.upperBound...]), values).utf8))
    }

    /// The findings as the page shows them: each scene file named relative to the working folder (or
    /// by its name alone outside it), so a published gallery carries no path of the machine it ran on.
    static func pageFindings(_ findings: [LintFinding]) -> [LintFinding] {
        findings.map { finding in
            var finding = finding
            finding.file = HTMLPage.shown(finding.file)
            return finding
        }
    }

    /// The devices a manifest's images were drawn for.
    static func devices(of manifest: Manifest) -> Set<String> { Set(manifest.images.flatMap(\.device)) }

    /// The screen scale of each device, by id, from the size tables.
    static func nativeScales(of devices: Set<String>) -> [String: Int] {
        var scales: [String: Int] = [:]
        for id in devices {
            if let device = SizeTable.all.lazy.compactMap({ $0.device(id: id) }).first { scales[id] = device.nativeScale }
        }
        return scales
    }

    /// Writes `index.html` into the output folder.
    package static func write(for manifest: Manifest, to folder: URL) throws {
        try AtomicFile.write(Data(try html(for: manifest).utf8), to: folder.appendingPathComponent("index.html"))
    }

    /// Writes `manifest.json` and `index.html` into the output folder.
    package static func writeWithManifest(_ manifest: Manifest, to folder: URL) throws {
        try writeWithManifest(manifest, images: manifest.images.map(ManifestEncoding.fragment(of:)), devices: devices(of: manifest), to: folder)
    }

    /// Writes `manifest.json` and `index.html` from the manifest's own fields and its images' encoded
    /// fragments (its `images` left out), drawn for `devices`: a batch keeps no more of each image.
    package static func writeWithManifest(_ header: Manifest, images fragments: [[UInt8]], devices: Set<String>, to folder: URL) throws {
        try AtomicFile.write(to: folder.appendingPathComponent("manifest.json")) { file in
            try ManifestEncoding.write(header, images: fragments, to: &file)
        }
        try AtomicFile.write(to: folder.appendingPathComponent("index.html")) { file in
            try print(header, images: fragments, devices: devices, title: "WidgetRaster gallery") { file.append(contentsOf: $0) }
        }
    }

    static let template = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{TITLE}}</title>
<style>
{{STYLE}}
  main { padding: 8px 24px 48px; }
  section.widget > h2 { font-size: 20px; margin: 28px 0 4px; }
  section.widget > h2 .kind { font-size: 13px; font-weight: 400; color: #888; margin-left: 10px; }
  nav.extras { font-size: 12px; margin: 0 0 4px; } nav.extras a { color: #0a84ff; }
  #jump { display: flex; flex-wrap: wrap; gap: 6px 14px; padding: 10px 24px 0; font-size: 13px; }
  #jump a { color: #0a84ff; text-decoration: none; } #jump a[hidden] { display: none; }
  section.family > h3 { font-size: 13px; font-weight: 600; color: var(--dim); margin: 16px 0 8px; }
  .row { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
  figure { margin: 0; } figure[hidden], .pair[hidden], section[hidden] { display: none; }
  .pair { display: flex; flex-wrap: wrap; gap: 12px; padding: 12px; border-radius: 14px; background: var(--card); max-width: 100%; box-sizing: border-box; }
  figure { max-width: 100%; }
  figure img { display: block; cursor: zoom-in; max-width: calc(100% - 16px); height: auto; }
  figure img.on-dark { background: #1c1c1e; padding: 8px; border-radius: 12px; }
  /* Each widget on a neutral surface of its appearance, so a white widget's edge shows on a white card and a near-black one's on a dark card. */
  figure img.surface-light { background: #e5e5ea; padding: 8px; border-radius: 12px; }
  figure img.surface-dark { background: #48484a; padding: 8px; border-radius: 12px; }
  /* A phone's width: images shrink to the column, nothing runs off the right edge. */
  @media (max-width: 480px) { header { position: static; padding: 10px 12px; } main { padding: 8px 12px 32px; } #count { margin-left: 0; } }
  figcaption { font-size: 11px; color: var(--dim); margin-top: 4px; max-width: 360px; }
  dialog { border: 0; padding: 0; background: transparent; } dialog::backdrop { background: rgba(0,0,0,.7); }
  dialog img { display: block; max-width: 92vw; max-height: 80vh; }
  dialog[data-size="1"] img, dialog[data-size="2"] img { max-width: none; max-height: none; }
  dialog .frame { max-width: 92vw; max-height: 80vh; overflow: auto; }
  dialog p { color: #fff; font-size: 12px; margin: 8px 0 0; }
  dialog ol { color: #fff; font-size: 12px; margin: 6px 0 0; padding-left: 22px; max-height: 20vh; overflow: auto; }
  dialog ol .traits { color: #aeaeb2; }
  dialog nav { display: flex; gap: 6px; margin: 0 0 8px; }
  dialog nav button { font: 12px system-ui, sans-serif; border: 0; border-radius: 6px; padding: 4px 10px; background: #3a3a3c; color: #fff; cursor: pointer; }
  dialog nav button[aria-pressed="true"] { background: #0a84ff; }
  ul.findings { list-style: none; margin: 0; padding: 0 0 0 4px; max-width: 340px; font-size: 12px; }
  ul.findings li { margin: 0 0 6px; } ul.findings li.silenced { opacity: .55; }
  .sev { display: inline-block; font-size: 10px; font-weight: 700; text-transform: uppercase; border-radius: 4px; padding: 0 4px; margin-right: 4px; color: #fff; }
  .sev.error { background: #d70015; } .sev.warning { background: #b25000; } .sev.note { background: #0071a4; } .sev.ok { background: #248a3d; }
  .rule { font-family: ui-monospace, "JetBrains Mono", monospace; font-size: 11px; color: var(--dim); }
</style>
</head>
<body>
<header>
  <h1>{{TITLE}}</h1>
  <label>Widget <select id="widget"></select></label>
  <label>Family <select id="family"></select></label>
  <label>Device <select id="device"></select></label>
  <label>Scale <select id="scale"></select></label>
  <label>Variant <select id="variant"></select></label>
  <label class="axis">Mode <select id="mode"></select></label>
  <label class="axis">Text size <select id="type"></select></label>
  <label class="axis">Direction <select id="direction"></select></label>
  <label class="axis">Language <select id="locale"></select></label>
  <label title="Each device at the scale of its own screen"><input type="checkbox" id="native"> Native scale only</label>
  <input type="search" id="search" placeholder="Search" aria-label="Search the images' widgets, families, devices and variants">
  <span id="count"></span>
</header>
<nav id="jump" aria-label="Widgets"></nav>
<main id="gallery"></main>
<dialog id="zoom"><nav>
  <button id="zoom-fit" title="Fit the window (f)">Fit</button><button id="zoom-1" title="One image pixel per screen pixel (1)">1:1</button><button id="zoom-2" title="Twice that (2)">2×</button>
  <button id="zoom-prev" title="Previous image shown (←)">◀</button><button id="zoom-next" title="Next image shown (→)">▶</button>
  <button id="zoom-scheme" title="The same image in the other appearance (d)">Light / dark</button><button id="zoom-close" title="Close (Esc)">✕</button>
</nav><div class="frame"><img alt=""></div><p></p><ol id="zoom-a11y" aria-label="What VoiceOver reads, in order"></ol></dialog>
<footer style="padding: 0 24px 24px; color: var(--dim); font-size: 11px">{{GENERATOR}}</footer>
<script>
const images = {{IMAGES}};
// Each device's own screen scale, by id.
const nativeScale = {{NATIVE}};
// null when the run did not check the guidelines (`--lint`).
const linted = {{FINDINGS}} !== null;
const findings = {{FINDINGS}} || [];
// Contact sheets, gallery cards and mockups drawn from the images, by widget.
const extras = {{EXTRAS}};
function findingList(list) {
  const ul = el("ul", {className: "findings"});
  for (const f of list) {
    const li = el("li", {className: f.silencedBecause ? "silenced" : "", title: `${f.path} — ${f.guideline}`},
      [el("span", {className: `sev ${f.severity}`, textContent: f.silencedBecause ? "silenced" : f.severity}),
       el("span", {className: "rule", textContent: f.rule + " "}),
       document.createTextNode(f.message + (f.silencedBecause ? ` (${f.silencedBecause})` : ""))]);
    if (f.scheme) li.dataset.scheme = f.scheme;
    ul.append(li);
  }
  return ul;
}
{{HELPERS}}
const deviceOf = i => i.device.join(", ");
// The devices of an image whose screens have its scale.
const nativeTo = i => i.device.filter(d => nativeScale[d] === i.scale);
const pairName = i => i.variant.replace(/^(dark|light)$/, "appearance").replace(/-dark/, "").replace(/^dark-/, "").replace(/^light-/, "");
// An image's appearance, from its variant name ("dark", "dark-vibrant", "light-placeholder", …).
const schemeOf = variant => /(^|-)dark(-|$)/.test(variant) ? "dark" : "light";
function fill(select, values) { select.append(el("option", {value: "", textContent: "all"}), ...values.map(v => el("option", {value: v, textContent: v}))); }
fill(document.getElementById("widget"), uniq(images.map(i => i.widget)));
fill(document.getElementById("family"), uniq(images.map(i => i.family)));
fill(document.getElementById("device"), uniq(images.flatMap(i => i.device)).sort());
fill(document.getElementById("scale"), uniq(images.map(i => String(i.scale))));
fill(document.getElementById("variant"), uniq(images.map(i => i.variant)));
// Axes a run may or may not vary: each filter shows only when its run drew more than one value.
const islandSection = "dynamicIsland";
const sectionOf = family => family.startsWith("dynamicIsland") ? islandSection : family;
const axes = {mode: i => i.renderingMode, type: i => i.dynamicType, direction: i => i.layoutDirection, locale: i => i.locale || ""};
for (const [key, of] of Object.entries(axes)) {
  const values = uniq(images.map(of));
  fill(document.getElementById(key), values);
  document.getElementById(key).parentElement.hidden = values.length < 2;
}
const gallery = document.getElementById("gallery");
const figures = [];
for (const widget of uniq(images.map(i => i.widget))) {
  const title = images.find(i => i.widget === widget).title;
  const section = el("section", {className: "widget"}, [el("h2", {textContent: title || widget},
    title ? [el("span", {className: "kind", textContent: widget})] : [])]);
  const drawn = extras.filter(x => x.widget === widget);
  if (drawn.length) section.append(el("nav", {className: "extras"}, drawn.flatMap((x, n) => [
    ...(n ? [document.createTextNode(" · ")] : []), el("a", {href: x.file, textContent: x.title})])));
  const about = findings.filter(f => f.widget === widget && !f.family);
  if (about.length) section.append(findingList(about));
  // The Dynamic Island's presentations form one strip (compact, minimal, expanded side by side); each other family its own row.
  for (const family of uniq(images.filter(i => i.widget === widget).map(i => sectionOf(i.family)))) {
    const row = el("div", {className: "row"});
    const mine = images.filter(i => i.widget === widget && sectionOf(i.family) === family);
    // Light and dark of the same device, scale and treatment side by side.
    const groups = new Map();
    for (const i of mine) {
      // Light and dark side by side; a timeline's entries in order form one strip.
      // A strip joins the presentations of one device; the minimal circle, one size on every island iPhone, joins its first.
      const key = [family === islandSection ? i.device[0] : deviceOf(i), i.scale, i.entry ? i.variant : pairName(i), i.dynamicType, i.layoutDirection, i.locale || "",
                   i.configuration || ""].join("|");
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(i);
    }
    for (const members of groups.values()) {
      const pair = el("div", {className: "pair"});
      for (const i of members) {
        // Images seen over a dark screen (Variant.isDrawnOverTheScreen): Lock Screen, tinted Home Screen, StandBy, CarPlay; controls (Control Center).
        const onDark = i.family.startsWith("accessory") || i.family.startsWith("control") || i.family === "standBy" || i.family === "carPlay"
          || /(accented|clear|vibrant)$/.test(i.variant);
        const img = el("img", {src: i.file, width: i.width / i.scale, height: i.height / i.scale, loading: "lazy", alt: i.file,
                               className: onDark ? "on-dark" : `surface-${schemeOf(i.variant)}`});
        const caption = el("figcaption", {textContent: (i.configuration ? `${i.configuration} · ` : "") + (i.entry ? `${i.entry} · ` : "")
          + `${i.variant} · @${i.scale}x${nativeTo(i).length ? " (native)" : ""} · ${i.width}×${i.height} px · ${deviceOf(i)}`
          + (i.dynamicType !== "large" ? ` · ${i.dynamicType}` : "") + (i.layoutDirection === "rightToLeft" ? " · RTL" : "")
          + (i.locale ? ` · ${i.locale}` : "")});
        const figure = el("figure", {}, [img, caption]);
        figure.dataset.device = i.device.join(" "); figure.dataset.scale = String(i.scale); figure.dataset.variant = i.variant;
        figure.dataset.native = nativeTo(i).join(" ");
        figure.dataset.widget = i.widget; figure.dataset.family = i.family;
        for (const [key, of] of Object.entries(axes)) figure.dataset[key] = of(i);
        figure.dataset.text = [i.widget, i.title || "", i.family, caption.textContent].join(" ").toLowerCase();
        figure.zoomed = {image: i, caption: caption.textContent};
        img.addEventListener("click", () => zoom(figure));
        img.addEventListener("load", () => { figure.dataset.loaded = "true"; });
        figures.push(figure); pair.append(figure);
      }
      const first = members[0];
      const here = findings.filter(f => f.widget === widget && f.family && sectionOf(f.family) === family
                                    && f.devices.some(d => first.device.includes(d)));
      if (here.length) pair.append(findingList(here));
      else if (linted) pair.append(el("ul", {className: "findings"}, [el("li", {}, [el("span", {className: "sev ok", textContent: "ok"}),
        document.createTextNode("no guideline findings")])]));
      row.append(pair);
    }
    section.append(el("section", {className: "family"}, [el("h3", {textContent: family === islandSection
      ? "Dynamic Island: compact · minimal · expanded" : family}), row]));
  }
  gallery.append(section);
  // The jump list: one link per widget, scrolling to its section (the URL keeps the filters).
  const jump = el("a", {href: "#", textContent: title || widget});
  jump.dataset.widget = widget;
  jump.addEventListener("click", e => { e.preventDefault(); section.scrollIntoView(); });
  section.jump = jump;
  document.getElementById("jump").append(jump);
}
// The zoom: fit, 1:1 (one image pixel per CSS pixel) or 2×; previous and next among the images
// shown; the same image in the other appearance. Kept in the URL (`zoom=FILE&size=1`).
const zoomDialog = document.getElementById("zoom");
let zoomed = null, zoomSize = "fit";
function zoom(figure, size = zoomSize) {
  zoomed = figure; zoomSize = size;
  const {image, caption} = figure.zoomed, img = zoomDialog.querySelector("img");
  img.src = image.file;
  img.style.width = size === "fit" ? "" : `${image.width * Number(size)}px`;
  img.style.height = size === "fit" ? "" : `${image.height * Number(size)}px`;
  zoomDialog.dataset.size = size;
  for (const [id, value] of [["zoom-fit", "fit"], ["zoom-1", "1"], ["zoom-2", "2"]])
    document.getElementById(id).setAttribute("aria-pressed", String(size === value));
  zoomDialog.querySelector("p").textContent = caption + (image.accessibility ? " · VoiceOver reads:" : "");
  // The elements VoiceOver reads, in order (`render --accessibility`).
  const a11y = document.getElementById("zoom-a11y");
  a11y.replaceChildren(...(image.accessibility || []).map(e => el("li", {title: e.path}, [
    document.createTextNode(`“${e.label}”` + (e.value ? `, ${e.value}` : "") + (e.hint ? ` — ${e.hint}` : "") + " "),
    el("span", {className: "traits", textContent: e.traits.map(t => t.replace(/^(is|updates)/, m => m === "is" ? "" : m)).join(", ")})])));
  if (!zoomDialog.open) zoomDialog.showModal();
  apply();
  // Each button names the image it opens (`data-target`), so what it does can be read off the page.
  for (const [id, target] of [["zoom-prev", neighbour(-1)], ["zoom-next", neighbour(1)], ["zoom-scheme", twin()]]) {
    const button = document.getElementById(id);
    button.dataset.target = target ? target.zoomed.image.file : "";
    button.disabled = !target;
  }
}
// The image `by` places away among those shown, wrapping round.
function neighbour(by) {
  const shown = figures.filter(f => !f.hidden);
  if (!zoomed || !shown.length) return null;
  return shown[(shown.indexOf(zoomed) + by + shown.length) % shown.length];
}
function openTarget(button) {
  const target = figures.find(f => f.zoomed.image.file === button.dataset.target);
  if (target) zoom(target);
}
// A variant's name without its appearance: "privacy-dark" and "privacy" are one pair, as "dark-accented" and "light-accented".
const unschemed = variant => variant.split("-").filter(t => t !== "dark" && t !== "light").join("-");
// The zoomed image in the other appearance: the same widget, family, device, scale and settings.
function twin() {
  if (!zoomed) return null;
  const i = zoomed.zoomed.image, scheme = schemeOf(i.variant) === "dark" ? "light" : "dark";
  return figures.find(f => { const o = f.zoomed.image; return o.widget === i.widget && o.family === i.family && o.scale === i.scale
    && o.device.join() === i.device.join() && o.entry === i.entry && o.configuration === i.configuration && o.dynamicType === i.dynamicType
    && o.layoutDirection === i.layoutDirection && o.locale === i.locale && schemeOf(o.variant) === scheme
    && unschemed(o.variant) === unschemed(i.variant); }) || null;
}
const [prevButton, nextButton, schemeButton] = ["zoom-prev", "zoom-next", "zoom-scheme"].map(id => document.getElementById(id));
for (const [id, action] of [["zoom-fit", () => zoom(zoomed, "fit")], ["zoom-1", () => zoom(zoomed, "1")], ["zoom-2", () => zoom(zoomed, "2")],
                            ["zoom-prev", () => openTarget(prevButton)], ["zoom-next", () => openTarget(nextButton)], ["zoom-scheme", () => openTarget(schemeButton)],
                            ["zoom-close", () => zoomDialog.close()]])
  document.getElementById(id).addEventListener("click", e => { e.stopPropagation(); action(); });
zoomDialog.addEventListener("click", e => { if (e.target === zoomDialog) zoomDialog.close(); });
zoomDialog.addEventListener("close", () => { zoomed = null; apply(); });
document.addEventListener("keydown", e => {
  if (!zoomDialog.open) return;
  const keys = {ArrowLeft: () => openTarget(prevButton), ArrowRight: () => openTarget(nextButton), d: () => openTarget(schemeButton), f: () => zoom(zoomed, "fit"),
                "1": () => zoom(zoomed, "1"), "2": () => zoom(zoomed, "2")};
  if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
});
function apply() {
  const f = {widget: document.getElementById("widget").value, family: document.getElementById("family").value,
             device: document.getElementById("device").value, scale: document.getElementById("scale").value,
             variant: document.getElementById("variant").value, native: document.getElementById("native").checked ? "1" : "",
             search: document.getElementById("search").value.trim()};
  for (const key of Object.keys(axes)) f[key] = document.getElementById(key).value;
  const words = f.search.toLowerCase().split(/\s+/).filter(w => w);
  let shown = 0;
  for (const figure of figures) {
    const d = figure.dataset;
    const visible = (!f.widget || d.widget === f.widget) && (!f.family || d.family === f.family)
      && words.every(w => d.text.includes(w))
      && (!f.device || d.device.split(" ").includes(f.device)) && (!f.scale || d.scale === f.scale)
      && (!f.variant || d.variant === f.variant) && Object.keys(axes).every(key => !f[key] || d[key] === f[key])
      && (!f.native || (f.device ? d.native.split(" ").includes(f.device) : d.native !== ""));
    figure.hidden = !visible; if (visible) { shown++; figure.querySelector("img").loading = "eager"; }
  }
  // A finding seen in one appearance shows only while an image of that appearance does.
  for (const li of document.querySelectorAll(".pair li[data-scheme]")) {
    const pair = li.closest(".pair");
    li.hidden = ![...pair.querySelectorAll("figure:not([hidden])")].some(fig => schemeOf(fig.dataset.variant) === li.dataset.scheme);
  }
  for (const node of document.querySelectorAll(".pair, section.family, section.widget"))
    node.hidden = !node.querySelector("figure:not([hidden])");
  for (const section of document.querySelectorAll("section.widget")) section.jump.hidden = section.hidden;
  const missing = [...document.querySelectorAll("option.missing")].map(o => o.value);
  document.getElementById("count").textContent = `${shown} of ${figures.length} images`
    + (missing.length ? ` — not in this run: ${missing.join(", ")}` : "");
  document.body.dataset.shown = String(shown);
  const state = {...f, zoom: zoomed ? zoomed.zoomed.image.file : "", size: zoomed && zoomSize !== "fit" ? zoomSize : ""};
  const hash = new URLSearchParams(Object.entries(state).filter(([, v]) => v)).toString();
  history.replaceState(null, "", hash ? "#" + hash : location.pathname);
}
const initial = new URLSearchParams(location.hash.slice(1));
for (const key of ["widget", "family", "device", "scale", "variant", ...Object.keys(axes)]) {
  const select = document.getElementById(key), value = initial.get(key);
  if (!value) continue;
  select.parentElement.hidden = false;
  // A value the run does not have filters to nothing and says so, instead of silently showing everything.
  if (![...select.options].some(o => o.value === value))
    select.append(el("option", {value, textContent: `${value} (not in this run)`, className: "missing"}));
  select.value = value;
}
document.getElementById("native").checked = initial.get("native") === "1";
document.getElementById("search").value = initial.get("search") || "";
for (const key of ["widget", "family", "device", "scale", "variant", "native", ...Object.keys(axes)])
  document.getElementById(key).addEventListener("change", apply);
document.getElementById("search").addEventListener("input", apply);
apply();
const deepZoom = figures.find(f => f.zoomed.image.file === initial.get("zoom"));
if (deepZoom) zoom(deepZoom, ["1", "2"].includes(initial.get("size")) ? initial.get("size") : "fit");
</script>
</body>
</html>
"""#
}
