#!/usr/bin/env python3
"""The API inventory (docs/api-inventory.md): every public declaration of the Apple-named modules
widget code imports (SwiftUI, WidgetKit, AppIntents, UIKit, Charts, …), read from their sources,
with what a rendering does with it:

  drawn     it draws what iOS draws, or (API that draws nothing: types, formatters, providers)
            behaves as on iOS;
  no-op     accepted so the code compiles, and changes no still image (animations, accessibility,
            reloads, Control Center controls, Live Activities): its doc comment says so, or its
            type's does ("accepted", "changes no image", "not drawn", "a rendering never …");
  reported  accepted so the code compiles, and rendering it fails with its name and file:line
            (its body goes through `_UnsupportedModifier` or the unsupported-view log).

  python3 scripts/api-inventory.py           writes docs/api-inventory.md
  python3 scripts/api-inventory.py --check   fails when that file is not what the code says
"""
import collections
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODULES = ["SwiftUI", "WidgetKit", "AppIntents", "Charts", "UIKit", "Intents", "ActivityKit", "OSLog", "AlarmKit",
           "UniformTypeIdentifiers", "Combine", "CoreLocation", "CoreImage", "SwiftData", "HealthKit", "CoreData", "EventKit",
           "AVFoundation", "MapKit", "Photos", "FamilyControls", "ManagedSettings", "IntentsUI"]
OUT = ROOT / "docs" / "api-inventory.md"

NO_OP = re.compile(r"(?:^|[(:;.] ?)accepted\b|no-op|changes no (?:still )?image|changes nothing|does nothing|draws nothing|"
                   r"never (?:calls|runs)|a rendering (?:never|has nothing)|passes over it", re.IGNORECASE)
REPORTED = re.compile(r"_UnsupportedModifier\(|\.unsupported\(|Unsupported\w*\(")
TYPE = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|final|indirect)\s+)*"
                  r"(struct|class|enum|protocol|extension|actor)\s+([\w.]+)")
DECL = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:public|open)\s+"
                  r"(?:(?:static|class|final|override|mutating|nonisolated|convenience|required|indirect|dynamic)\s+)*"
                  r"(func|var|let|init\??|subscript|struct|class|enum|protocol|typealias|actor)\b\s*([^\s(:<{=]*)")
STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')


def labels(text):
    """`(_ a: A, with b: B = x)` → `_:with:`."""
    start = text.find("(")
    if start < 0:
        return ""
    depth, end = 0, len(text)
    for i in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            end = i
            break
    inner, parts, depth, current = text[start + 1:end], [], 0, ""
    for ch in inner:
        depth += {"(": 1, "[": 1, "<": 1, ")": -1, "]": -1, ">": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    parts.append(current)
    names = []
    for part in parts:
        head = [word for word in part.split(":")[0].strip().split() if not word.startswith("@")]
        if head:
            names.append(head[0])
    return "".join(f"{n}:" for n in names)


def declarations(path):
    """(container, name, kind, doc, body, line, the enclosing types' and extensions' docs) for each
    public declaration in a file."""
    lines = path.read_text().splitlines()
    stack, depth, doc, found, pending = [], 0, [], [], None
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("///"):
            doc.append(stripped[3:].strip())
            continue
        code = STRINGS.sub('""', line.split("//")[0] if "//" in line and '"' not in line else line)
        decl = DECL.match(code)
        if decl and not decl.group(2).startswith("_") and not (stack and stack[-1][0].startswith("_")):
            kind, name = decl.group(1), decl.group(2)
            signature = " ".join(lines[number - 1:number + 3])
            if kind.startswith("init") or kind in ("func", "subscript"):
                name = (name if kind == "func" else kind.rstrip("?")) + f"({labels(signature[signature.find(kind):])})"
            # A function's or accessor's body (a type's members are declarations of their own).
            body, balance = [], 0
            if kind not in ("struct", "class", "enum", "protocol", "actor", "typealias", "let"):
                for later in lines[number - 1:number + 40]:
                    body.append(later)
                    balance += later.count("{") - later.count("}")
                    if balance <= 0 and ("{" in "".join(body) or "}" in later or not later.rstrip().endswith((",", "(", "->"))):
                        break
            container = ".".join(s[0] for s in stack)
            found.append((container, name, kind, " ".join(doc), "\n".join(body), number, [s[2] for s in stack]))
        kind_match = TYPE.match(code)
        if kind_match:
            pending = (kind_match.group(2), depth, " ".join(doc))
        if pending and "{" in code:
            stack.append(pending)
            pending = None
        if stripped and not stripped.startswith("@"):
            doc = []
        depth += code.count("{") - code.count("}")
        while stack and depth <= stack[-1][1]:
            stack.pop()
    return found


def status(doc, body, container_docs):
    if REPORTED.search(body):
        return "reported"
    if NO_OP.search(doc) or any(NO_OP.search(d) for d in container_docs):
        return "no-op"
    return "drawn"


def inventory():
    rows = []
    for module in MODULES:
        folder = ROOT / "Sources" / module
        for path in sorted(folder.glob("*.swift")):
            for container, name, kind, doc, body, _, owners in declarations(path):
                # UIKit's types live in the SwiftUI module (UIKit re-exports it), in files named after them.
                shown = "UIKit" if module == "SwiftUI" and path.name.startswith("UI") else module
                rows.append((shown, f"{container}.{name}" if container else name, kind,
                             status(doc, body, owners), str(path.relative_to(ROOT))))
    return rows


def render(rows):
    by_module = collections.defaultdict(collections.Counter)
    for module, _, _, state, _ in rows:
        by_module[module][state] += 1
    total = collections.Counter(state for *_, state, _ in rows)
    out = ["# API inventory", "",
           "Written by `scripts/api-inventory.py` from the sources of the Apple-named modules (the test command checks it",
           "is current). Every public declaration, by what a rendering does with it:", "",
           "- **drawn**: draws what iOS draws, or (API that draws nothing itself: types, formatters, providers) behaves as on iOS;",
           "- **no-op**: compiles and changes no still image (animation, accessibility, reloads, controls, Live Activities);",
           "  its doc comment, or its type's, says so;",
           "- **reported**: compiles, and rendering it fails with its name and `file:line`.", "",
           f"**{len(rows)} declarations: {total['drawn']} drawn, {total['no-op']} no-op, {total['reported']} reported.**", "",
           "| module | drawn | no-op | reported | all |", "| --- | ---: | ---: | ---: | ---: |"]
    for module in MODULES:
        c = by_module[module]
        out.append(f"| {module} | {c['drawn']} | {c['no-op']} | {c['reported']} | {sum(c.values())} |")
    for module in MODULES:
        out += ["", f"## {module}", "", "| declaration | kind | status | source |", "| --- | --- | --- | --- |"]
        for _, name, kind, state, where in sorted((r for r in rows if r[0] == module), key=lambda r: (r[1].lower(), r[2], r[4])):
            out.append(f"| `{name}` | {kind.rstrip('?')} | {state} | {where.split('/', 1)[1]} |")
    return "\n".join(out) + "\n"


def main():
    text = render(inventory())
    if sys.argv[1:] == ["--check"]:
        if not OUT.exists() or OUT.read_text() != text:
            print(f"error: {OUT.relative_to(ROOT)} is out of date; run python3 scripts/api-inventory.py", file=sys.stderr)
            sys.exit(1)
        print(f"API inventory: current ({text.splitlines()[10].strip('*')})")
        return
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(text)
    print(f"{OUT.relative_to(ROOT)}: {text.splitlines()[10].strip('*')}")


if __name__ == "__main__":
    main()
