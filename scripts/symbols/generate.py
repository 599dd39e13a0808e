#!/usr/bin/env python3
"""Writes Sources/WidgetRasterText/Symbols/SymbolOutlines.swift from Lucide's SVG icons (and Tabler's
for the figures and balls Lucide lacks) and mapping.txt.

A maintainer's tool, not part of the build: the generated file is committed. Run it with the
folder of Lucide's icons (the `icons` folder of a Lucide release, or of the `lucide` package on
PyPI) after changing the mapping:

    pip install svgelements
    python3 scripts/symbols/generate.py /path/to/lucide/icons /path/to/tabler/icons/outline

Tabler's outline icons (MIT) come from the `icons/outline` folder of a Tabler Icons release or of the
`pytablericons` package on PyPI; the mapping names them `tabler/NAME`. Both sets are 24 × 24 line
icons with 2-unit round strokes, so they draw alike.

Every element becomes absolute M/L/C/Z path data in Lucide's 24 × 24 box (arcs become cubic
curves), tagged with how it is drawn: stroked, filled, or cut out of what is under it.
"""
import math
import pathlib
import sys

import svgelements as se

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
OUT = ROOT / "Sources/WidgetRasterText/Symbols/SymbolOutlines.swift"
COVERAGE = HERE / "coverage.md"
USAGE_DIRS = [ROOT.parent / "shared/realwidgets", ROOT.parent / "shared/realwidgets-2", ROOT / "Examples/Swift", ROOT / "RealWidgets"]


def fmt(v):
    s = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def elements(icon_dirs, name):
    source, _, icon = name.rpartition("/")
    svg = se.SVG.parse(str(icon_dirs[source or "lucide"] / f"{icon}.svg"), reify=True)
    out = []
    for e in svg.elements():
        if isinstance(e, (se.SVG, se.Group)) or not isinstance(e, se.Shape):
            continue
        path = se.Path(e) if not isinstance(e, se.Path) else e
        path.reify()
        closed_shape = isinstance(e, (se.Circle, se.Ellipse, se.Rect, se.Polygon))
        segs = []
        for seg in path.segments():
            if isinstance(seg, se.Move):
                segs.append(("M", seg.end))
            elif isinstance(seg, se.Close):
                segs.append(("Z",))
            elif isinstance(seg, se.Line):
                segs.append(("L", seg.end))
            elif isinstance(seg, se.QuadraticBezier):
                p0, c, p1 = seg.start, seg.control, seg.end
                segs.append(("C", p0 + (c - p0) * (2 / 3), p1 + (c - p1) * (2 / 3), p1))
            elif isinstance(seg, se.CubicBezier):
                segs.append(("C", seg.control1, seg.control2, seg.end))
            elif isinstance(seg, se.Arc):
                for cubic in seg.as_cubic_curves():
                    segs.append(("C", cubic.control1, cubic.control2, cubic.end))
        # Tabler writes a circle as "M12 12m-9 0a9 9 …": a move straight after a move draws nothing.
        segs = [s for i, s in enumerate(segs) if not (s[0] == "M" and i + 1 < len(segs) and segs[i + 1][0] == "M")]
        starts = [s[1] for s in segs if s[0] == "M"]
        ends = [s[-1] for s in segs if s[0] != "Z"]
        closes = closed_shape or any(s[0] == "Z" for s in segs) or (
            len(starts) == 1 and abs(ends[-1] - starts[0]) < 0.6)
        out.append({"segs": segs, "closed": closes, "kind": type(e).__name__})
    return out


def transform(el, fn):
    def t(p):
        x, y = fn(p.x, p.y)
        return se.Point(x, y)
    segs = [(s[0],) + tuple(t(p) for p in s[1:]) for s in el["segs"]]
    return dict(el, segs=segs)


def bbox(el):
    pts = [p for s in el["segs"] for p in s[1:]]
    return min(p.x for p in pts), min(p.y for p in pts), max(p.x for p in pts), max(p.y for p in pts)


def path_data(el):
    out = []
    for s in el["segs"]:
        out.append(s[0] + " ".join(f"{fmt(p.x)} {fmt(p.y)}" for p in s[1:]))
    return "".join(out)


def circle_container():
    return elements_from_d("M12 2C17.523 2 22 6.477 22 12C22 17.523 17.523 22 12 22C6.477 22 2 17.523 2 12C2 6.477 6.477 2 12 2Z")


def square_container():
    return elements_from_d("M5 3H19C20.105 3 21 3.895 21 5V19C21 20.105 20.105 21 19 21H5C3.895 21 3 20.105 3 19V5C3 3.895 3.895 3 5 3Z")


def elements_from_d(d):
    path = se.Path(d)
    segs = []
    for seg in path.segments():
        if isinstance(seg, se.Move): segs.append(("M", seg.end))
        elif isinstance(seg, se.Close): segs.append(("Z",))
        elif isinstance(seg, se.Line): segs.append(("L", seg.end))
        elif isinstance(seg, se.CubicBezier): segs.append(("C", seg.control1, seg.control2, seg.end))
        elif isinstance(seg, se.Arc):
            for cubic in seg.as_cubic_curves():
                segs.append(("C", cubic.control1, cubic.control2, cubic.end))
    return {"segs": segs, "closed": True, "kind": "Path"}


def inside(a, b):
    """Whether element a's bounds lie within element b's (a little slack)."""
    (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = bbox(a), bbox(b)
    return ax0 >= bx0 - 0.1 and ay0 >= by0 - 0.1 and ax1 <= bx1 + 0.1 and ay1 <= by1 + 0.1 and (ax1 - ax0) * (ay1 - ay0) < (bx1 - bx0) * (by1 - by0)


def auto_fill(els):
    """A .fill name's modes when the mapping names none: closed outlines filled, and what lies
    inside a filled outline (a window, a stripe, a dial) cut out of it, as SF's filled symbols are."""
    modes = []
    for e in els:
        hosts = [h for h in els if h is not e and h["closed"] and inside(e, h)]
        if e["closed"]:
            modes.append("K" if hosts else "f")
        else:
            modes.append("k" if hosts else "s")
    return modes


def ints(v):
    return [int(x) for x in v.split(",") if x != ""]


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: generate.py LUCIDE_ICON_FOLDER TABLER_OUTLINE_ICON_FOLDER")
    icon_dir = {"lucide": pathlib.Path(sys.argv[1]), "tabler": pathlib.Path(sys.argv[2])}
    lines, used, status = [], set(), {}
    for n, raw in enumerate((HERE / "mapping.txt").read_text().splitlines(), 1):
        raw = raw.strip()
        if not raw or raw.startswith("#"):
            continue
        sf, icon, *opts = raw.split()
        status[sf] = "approximately" if "approx" in opts else "right"
        o = dict(x.split("=", 1) if "=" in x else (x, "") for x in opts)
        els = []
        for part in icon.split("+") + ([o["plus"]] if "plus" in o else []):
            els += elements(icon_dir, part)
            used.add(part)
        # An added path comes after the icon's elements, and `only` may place it among them.
        extra = elements_from_d(o["add"].replace("_", " ")) if "add" in o else None
        if extra is not None:
            els.append(extra)
        if "only" in o:
            els = [els[i] for i in ints(o["only"])]
        if "rot" in o:
            a = math.radians(float(o["rot"]))
            els = [transform(e, lambda x, y: (12 + (x - 12) * math.cos(a) - (y - 12) * math.sin(a),
                                             12 + (x - 12) * math.sin(a) + (y - 12) * math.cos(a))) for e in els]
        if "scale" in o:
            f = float(o["scale"])
            els = [transform(e, lambda x, y: (12 + (x - 12) * f, 12 + (y - 12) * f)) for e in els]
        parts = sf.split(".")
        is_fill = "fill" in parts or "filled" in parts
        container = None
        drawn_back = set()
        for shape, maker in (("circle", circle_container), ("square", square_container)):
            if shape in parts[1:] and shape not in icon and "plus" not in o:
                els = [transform(e, lambda x, y: (12 + (x - 12) * 0.58, 12 + (y - 12) * 0.58)) for e in els]
                els.insert(0, maker())
                container = 0
        n_el = len(els)
        modes = ["s"] * n_el
        if is_fill and "outline" not in o:
            if "fill" in o:
                for i in ints(o["fill"]): modes[i] = "f"
            elif container is None and any(p in parts for p in ("circle", "square", "seal")):
                big = [i for i, e in enumerate(els) if e["closed"] and (bbox(e)[2] - bbox(e)[0]) >= 16]
                container = big[0] if big else None
            if container is not None:
                modes[container] = "f"
                for i in range(n_el):
                    if i != container: modes[i] = "K" if els[i]["closed"] and "fill" not in o else "k"
                # A detail inside a part cut out of the container (a camera's lens, a calendar's
                # rule, a lock's keyhole) is drawn back over the cut, so the part keeps its drawing.
                if "fill" not in o:
                    for i in range(n_el):
                        if i != container and any(j not in (i, container) and els[j]["closed"] and inside(els[i], els[j])
                                                   for j in range(n_el)):
                            modes[i] = "s"
                            drawn_back.add(i)
            elif "fill" not in o:
                modes = auto_fill(els)
        if not is_fill and "fill" in o:  # a glyph SF draws solid whatever its name (airplane)
            for i in ints(o["fill"]): modes[i] = "f"
        if extra is not None and any(e is extra for e in els):
            modes[next(i for i, e in enumerate(els) if e is extra)] = "f"
        for i in ints(o.get("knock", "")):
            modes[i] = "K" if modes[i] == "f" or (els[i]["closed"] and is_fill) else "k"
        for i in ints(o.get("gap", "")):
            modes[i] += "g"
        # Precipitation below its cloud, not knocked out inside it (legible at 13–17 pt): the
        # gapped parts that are not filled are squeezed, as a group, between `below` and their bottom.
        if "below" in o:
            top, _, listed = o["below"].partition(":")
            top = float(top)
            moved = ints(listed) if listed else [i for i in range(n_el) if "g" in modes[i] and "f" not in modes[i]]
            y0 = min(bbox(els[i])[1] for i in moved)
            y1 = max(bbox(els[i])[3] for i in moved)
            for i in moved:
                els[i] = transform(els[i], lambda x, y: (x, top + (y - y0) * (y1 - top) / (y1 - y0)))
        roles = ints(o["roles"]) if "roles" in o else [1] * n_el
        colors = o.get("colors", "-").split(",")
        if len(colors) == 1: colors = colors * n_el
        if container is not None and "colors" in o and len(o["colors"].split(",")) == 1:
            colors = [colors[0]] + ["-"] * (n_el - 1)
        if len(roles) != n_el or len(colors) != n_el:
            sys.exit(f"mapping.txt:{n}: {sf} has {n_el} elements, roles/colors list {len(roles)}/{len(colors)}")
        last = set(ints(o.get("last", "")))
        for i in last:
            modes[i] = "s"
        drawn, cuts, over = [], [], []
        for i, (e, m, r, c) in enumerate(zip(els, modes, roles, colors)):
            if c == "white" and m[0] == "s": c = "-"
            (over if i in last or i in drawn_back else cuts if m[0] in "kK" else drawn).append(f"{m},{r},{c},{path_data(e)}")
        out = drawn + cuts + over  # cut-outs clear what is drawn before them
        lines.append(sf + "=" + ";".join(out))
    header = '''// Generated by scripts/symbols/generate.py from scripts/symbols/mapping.txt; do not edit.
// Outlines from Lucide (https://lucide.dev), ISC License: Copyright (c) for portions of Lucide are held
// by Cole Bemis 2013-2022 as part of Feather (MIT); all other copyright (c) for Lucide are held by
// Lucide Contributors 2022. Licence text: Assets/Fonts/licenses/Lucide.txt. Figures and balls from
// Tabler Icons (https://tabler.io/icons), MIT License, Copyright (c) 2020 Paweł Kuna. Licence
// text: Assets/Fonts/licenses/Tabler.txt.

extension SymbolCatalog {
    /// One line per SF Symbols name: `name=part;part…`, a part being `mode,layer,colour,path data`
    /// in a 24 × 24 box (mode s stroke, f fill, k cut-out stroke, K cut-out fill).
    static let outlines = """
'''
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(header + "\n".join(lines) + '\n"""\n}\n')
    print(f"{len(lines)} symbols from {len(used)} Lucide and Tabler icons → {OUT}")
    write_coverage(status)


def write_coverage(status):
    """Counts the SF Symbols names widget code names (string literals after systemName:,
    systemImage: and the like) and writes each with how the catalogue draws it."""
    import collections
    import re
    uses, files = collections.Counter(), 0
    pattern = re.compile(r'(?:systemName|systemImage|systemImageName|symbolName)\s*:\s*"([a-z0-9.]+)"')
    # Names a file keeps in constants or returns from a property (`return "xmark.shield.fill"`),
    # counted in files that draw symbols from a variable: catalogue names and dotted names with
    # SF's variant suffixes.
    literal = re.compile(r'"([a-z][a-z0-9]*(?:\.[a-z0-9]+)+)"')
    suffixes = (".fill", ".circle", ".square", ".slash", ".badge")
    for folder in USAGE_DIRS:
        for f in folder.rglob("*.swift") if folder.exists() else []:
            if {"Apps", ".build"} & set(f.relative_to(folder).parts):
                continue
            files += 1
            text = f.read_text(errors="ignore")
            direct = pattern.findall(text)
            uses.update(direct)
            if re.search(r'(?:systemName|systemImage)\s*:\s*[A-Za-z_(]', text):
                uses.update(n for n in literal.findall(text) if n not in direct and not n.startswith(("com.", "group.", "dev.", "org.", "io.", "net."))
                            and (n in status or n.endswith(suffixes)))
    ranked = sorted(uses, key=lambda n: (-uses[n], n))
    counts = collections.Counter(status.get(n, "missing") for n in ranked)
    every = collections.Counter(status.values())
    out = ["# SF Symbols coverage", "",
           "Written by `scripts/symbols/generate.py`. *Right*: the glyph draws the SF symbol's concept and",
           "orientation; *approximately*: another icon stands in; *missing*: not in the catalogue (a Swift",
           "widget draws nothing there and logs the name, as iOS does; a scene file is refused).", "",
           f"The catalogue: {len(status)} names, {every['right']} right, {every['approximately']} approximately.", "",
           f"Names widget code uses ({files} Swift files: the real widgets, the examples): {len(ranked)} names,",
           f"{counts['right']} right, {counts['approximately']} approximately, {counts['missing']} missing.", "",
           "| rank | name | uses | status |", "| ---: | --- | ---: | --- |"]
    out += [f"| {i} | `{n}` | {uses[n]} | {status.get(n, 'missing')} |" for i, n in enumerate(ranked[:300], 1)]
    out += ["", "## The rest of the catalogue", "", "| name | status |", "| --- | --- |"]
    out += [f"| `{n}` | {status[n]} |" for n in sorted(status) if n not in uses]
    COVERAGE.write_text("\n".join(out) + "\n")
    print(f"coverage: {len(ranked)} names used in {files} files → {COVERAGE}")


main()
