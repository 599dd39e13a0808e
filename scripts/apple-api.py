#!/usr/bin/env python3
"""The Apple API checklist (docs/apple-api.md): Apple's iOS declarations, framework by framework,
each with one call written as an app writes it, compiled against this checkout's modules.

docs/apple-api/FRAMEWORK.json lists the declarations (name, kind, iOS availability, Apple's
signature and page) and the call; Tests/SwiftUIFrontDoorTests/AppleAPIFixtures.swift holds the
fixtures the calls use.
This script type-checks every call against the debug build's modules, joins the result with the
API inventory's status (drawn / no-op / reported), and writes

- docs/apple-api.md: per framework, declared by Apple / compiles here / drawn / no-op / reported,
  and every declaration that does not compile;
- Tests/SwiftUIFrontDoorTests/AppleAPICalls.swift: the calls that compile, so `swift test` fails
  the day one of them stops compiling;
- README.md: its table of counts per framework (between its markers).

  python3 scripts/apple-api.py           # write both files (needs `swift build` first)
  python3 scripts/apple-api.py --check   # exit 1 if any of the three is not what the sources give
  python3 scripts/apple-api.py --show WidgetKit   # print each of a framework's results, write nothing
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "docs", "apple-api")
REPORT = os.path.join(ROOT, "docs", "apple-api.md")
TEST_FILE = os.path.join(ROOT, "Tests", "SwiftUIFrontDoorTests", "AppleAPICalls.swift")
PRELUDE = os.path.join(ROOT, "Tests", "SwiftUIFrontDoorTests", "AppleAPIFixtures.swift")
INVENTORY = os.path.join(ROOT, "docs", "api-inventory.md")
# The frameworks in the order the report lists them.
ORDER = ["SwiftUI", "WidgetKit", "ActivityKit", "AppIntents", "Charts", "Intents", "SwiftData", "UIKit", "Foundation"]
FIELDS = {"name", "kind", "ios", "declaration", "url", "call"}
OPTIONAL = {"toplevel", "note"}


class ChecklistError(Exception):
    pass


def load_frameworks():
    frameworks = []
    for path in sorted(glob.glob(os.path.join(DATA, "*.json"))):
        with open(path, encoding="utf-8") as handle:
            try:
                data = json.load(handle)
            except json.JSONDecodeError as error:
                raise ChecklistError(f"{path}:{error.lineno}:{error.colno}: not JSON: {error.msg}")
        name = data.get("framework")
        declarations = data.get("declarations")
        if not isinstance(name, str) or not isinstance(declarations, list):
            raise ChecklistError(f"{path}: expected an object with 'framework' (a string) and 'declarations' (a list)")
        seen = set()
        for index, item in enumerate(declarations):
            where = f"{path}: declarations[{index}]"
            if not isinstance(item, dict):
                raise ChecklistError(f"{where}: expected an object")
            missing = FIELDS - item.keys()
            extra = item.keys() - FIELDS - OPTIONAL
            if missing:
                raise ChecklistError(f"{where} ({item.get('name', '?')}): missing {', '.join(sorted(missing))}")
            if extra:
                raise ChecklistError(f"{where} ({item['name']}): unknown field {', '.join(sorted(extra))}")
            key = (item["name"], item["declaration"])
            if key in seen:
                raise ChecklistError(f"{where}: {item['name']} is listed twice with the same declaration")
            seen.add(key)
        frameworks.append((name, data.get("source", ""), declarations, data.get("scope", "every declaration available on iOS")))
    rank = {name: index for index, name in enumerate(ORDER)}
    return sorted(frameworks, key=lambda f: (rank.get(f[0], len(ORDER)), f[0]))


def inventory_statuses():
    """Declaration name → the set of statuses the inventory gives it (overloads share a name)."""
    statuses = {}
    with open(INVENTORY, encoding="utf-8") as handle:
        for line in handle:
            match = re.match(r"\| `([^`]+)` \| \w+ \| (drawn|no-op|reported) \|", line)
            if match:
                statuses.setdefault(match.group(1), set()).add(match.group(2))
    return statuses


def indent(code, prefix="    "):
    return "\n".join(prefix + line if line.strip() else "" for line in code.splitlines())


def function_name(framework, index):
    return f"check{framework}{index}"


def swift_source(prelude, checks):
    """The prelude and one function (or top-level declaration) per check, with each check's lines."""
    lines = prelude.rstrip("\n").splitlines()
    spans = []
    for framework, index, item in checks:
        lines.append("")
        lines.append(f"// {framework}: {item['name']}")
        start = len(lines) + 1
        if item.get("toplevel"):
            lines.extend(item["call"].splitlines())
        else:
            lines.append(f"@MainActor fileprivate func {function_name(framework, index)}() async throws {{")
            lines.extend(indent(item["call"]).splitlines())
            lines.append("}")
        spans.append((start, len(lines)))
    return "\n".join(lines) + "\n", spans


def compiler_flags():
    build = os.path.join(ROOT, ".build", "debug")
    if not os.path.isdir(os.path.join(build, "Modules")):
        raise ChecklistError("no debug build at .build/debug: run `swift build` first")
    packages = "cairo pangocairo pangoft2 fontconfig freetype2 harfbuzz libpng libdeflate poppler-glib librsvg-2.0"
    cflags = subprocess.run(["pkg-config", "--cflags", *packages.split()], capture_output=True, text=True, check=True)
    flags = ["-I", os.path.join(build, "Modules"),
             "-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, "Sources", "CCairo", "module.modulemap")]
    maps = glob.glob(os.path.join(build, "*.build", "module.modulemap"))
    maps += glob.glob(os.path.join(ROOT, ".build", "checkouts", "*", "Sources", "*", "include", "module.modulemap"))
    for tool in sorted(glob.glob(os.path.join(build, "*Macros-tool"))):
        flags += ["-load-plugin-executable", tool + "#" + os.path.basename(tool)[:-len("-tool")]]
    for path in sorted(maps):
        flags += ["-Xcc", "-fmodule-map-file=" + path]
    for flag in cflags.stdout.split():
        if flag.startswith("-I"):
            flags += ["-Xcc", flag]
    return flags


def diagnostics(source, flags):
    """(line, severity, message) for every error and warning the type checker gives the source."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "AppleAPICalls.swift")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(source)
        result = subprocess.run(["swiftc", "-emit-sil", "-o", os.devnull, "-swift-version", "5", *flags, path],
                                capture_output=True, text=True)
        found = []
        for line in (result.stdout + result.stderr).splitlines():
            match = re.match(re.escape(path) + r":(\d+):\d+: (error|warning): (.*)", line)
            if match:
                found.append((int(match.group(1)), match.group(2), match.group(3)))
        if result.returncode != 0 and not any(severity == "error" for _, severity, _ in found):
            raise ChecklistError("the type checker failed before reading the calls:\n" + (result.stderr or result.stdout)[-3000:])
        return found


def evaluate(frameworks, prelude):
    """Each check with its compile result: None when it compiles, else the first error.

    An error in one call can hide errors in another (or come from the prelude), so calls are checked
    together first and the failing ones taken out until the rest compiles cleanly."""
    flags = compiler_flags()
    checks = [(name, index, item) for name, _, declarations, _ in frameworks for index, item in enumerate(declarations)]
    failures = {}
    remaining = checks
    prelude_lines = len(prelude.rstrip("\n").splitlines())
    while True:
        source, spans = swift_source(prelude, remaining)
        found = diagnostics(source, flags)
        errors = [(line, message) for line, severity, message in found if severity == "error"]
        if not errors:
            warnings = [(line, message) for line, severity, message in found if severity == "warning"]
            if warnings:
                def where(line):
                    named = [check for check, (start, end) in zip(remaining, spans) if start <= line <= end]
                    return f"{named[0][0]} {named[0][2]['name']}" if named else f"line {line}"
                text = "\n".join(f"{where(line)}: {message}" for line, message in warnings[:20])
                raise ChecklistError(f"the calls that compile give warnings; write them without:\n{text}")
            return failures, remaining
        failed = set()
        for line, message in errors:
            if line <= prelude_lines:
                raise ChecklistError(f"{os.path.relpath(PRELUDE, ROOT)}:{line}: {message}")
            for check, (start, end) in zip(remaining, spans):
                if start <= line <= end:
                    key = (check[0], check[1])
                    failures.setdefault(key, message)
                    failed.add(key)
                    break
        if not failed:
            text = "\n".join(f"line {line}: {message}" for line, message in errors[:20])
            raise ChecklistError(f"errors outside any call:\n{text}")
        remaining = [check for check in remaining if (check[0], check[1]) not in failed]


def markdown_cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def report(frameworks, failures, statuses):
    rows = []
    listed = []
    totals = [0] * 6
    for name, source, declarations, scope in frameworks:
        compiles = [item for index, item in enumerate(declarations) if (name, index) not in failures]
        counts = {"drawn": 0, "no-op": 0, "reported": 0}
        for item in compiles:
            found = statuses.get(item["name"], set())
            # An Apple declaration that compiles through a more general one of ours (a generic overload,
            # a protocol extension) has no row of its own in the inventory: it draws what that one draws.
            status = "reported" if "reported" in found else "no-op" if found == {"no-op"} else "drawn"
            counts[status] += 1
        percent = 100.0 * len(compiles) / len(declarations) if declarations else 0.0
        row = [len(declarations), len(compiles), counts["drawn"], counts["no-op"], counts["reported"],
               len(declarations) - len(compiles)]
        totals = [a + b for a, b in zip(totals, row)]
        rows.append(f"| [{name}]({source}) | {scope} | {row[0]} | {row[1]} ({percent:.0f} %) | {row[2]} | {row[3]} | {row[4]} | {row[5]} |")
        failing = [(item, failures[(name, index)]) for index, item in enumerate(declarations) if (name, index) in failures]
        if failing:
            listed.append(f"\n## {name}: declarations that do not compile here\n")
            listed.append("| declaration | iOS | Apple's signature |")
            listed.append("| --- | --- | --- |")
            for item, _ in failing:
                listed.append(f"| `{item['name']}` | {item['ios']} | `{markdown_cell(item['declaration'])}` |")
    percent = 100.0 * totals[1] / totals[0] if totals[0] else 0.0
    rows.append(f"| **all** | | **{totals[0]}** | **{totals[1]} ({percent:.0f} %)** | {totals[2]} | {totals[3]} | {totals[4]} | {totals[5]} |")
    head = [
        "# Apple's API, checked",
        "",
        "Written by `scripts/apple-api.py` (the test command checks it is current). Each framework's",
        "declarations available on iOS, from Apple's documentation, are listed with their signature and",
        "page in `docs/apple-api/FRAMEWORK.json`, each with one call written as an app writes it for iOS.",
        "Every call is type-checked against this checkout's modules; the ones that compile are kept in",
        "`Tests/SwiftUIFrontDoorTests/AppleAPICalls.swift`, so a change that breaks one fails the build.",
        "A declaration that compiles is counted by what a rendering does with it, as the",
        "[API inventory](api-inventory.md) says (drawn, a documented no-op for a still image, or",
        "reported: it fails the render naming itself and `file:line`). The declarations that do not compile",
        "are listed below; `python3 scripts/apple-api.py --show FRAMEWORK` prints each one's compiler error",
        "(not kept here: for some calls the compiler words its first error differently from run to run).",
        "",
        "| framework | what the list covers | declared by Apple (iOS) | compiles here | drawn | no-op | reported | does not compile |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    return "\n".join(head + rows + listed) + "\n"


README = os.path.join(ROOT, "README.md")
README_START = "<!-- apple-api counts: written by scripts/apple-api.py -->"
README_END = "<!-- end of apple-api counts -->"


def readme(report_text):
    """README.md with its table of counts per framework taken from the report, between its markers."""
    with open(README, encoding="utf-8") as handle:
        text = handle.read()
    start, end = text.find(README_START), text.find(README_END)
    if start < 0 or end < start:
        raise ChecklistError(f"README.md has no '{README_START}' … '{README_END}' block for the counts")
    rows = ["| framework | Apple's iOS declarations | compile here | drawn | no-op | reported |", "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for line in report_text.splitlines():
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if line.startswith("| [") or line.startswith("| **all**"):
            name = cells[0].split("]")[0].lstrip("[") if line.startswith("| [") else cells[0]
            rows.append(f"| {name} | {cells[2]} | {cells[3]} | {cells[4]} | {cells[5]} | {cells[6]} |")
    return text[:start + len(README_START)] + "\n" + "\n".join(rows) + "\n" + text[end:]


def test_file(prelude, remaining):
    """The calls that compile, after the fixtures' imports (the fixtures are a file of the same target)."""
    imports = "\n".join(line for line in prelude.splitlines() if line.startswith("import "))
    source, _ = swift_source(imports, remaining)
    header = [
        "// Written by scripts/apple-api.py from docs/apple-api/: one call of every Apple declaration in the",
        "// checklist that compiles here, with the fixtures of AppleAPIFixtures.swift. Do not edit; change the",
        "// checklist and run the script.",
    ]
    return "\n".join(header) + "\n" + source


def show(frameworks, failures):
    for name, _, declarations, _ in frameworks:
        for index, item in enumerate(declarations):
            message = failures.get((name, index))
            print(f"{'FAILS' if message else 'ok   '} {name} {item['name']}" + (f": {message}" if message else ""))


def main():
    arguments = sys.argv[1:]
    check = "--check" in arguments
    only = arguments[arguments.index("--show") + 1] if "--show" in arguments[:-1] else None
    try:
        frameworks = load_frameworks()
        if only:
            frameworks = [framework for framework in frameworks if framework[0] == only]
            if not frameworks:
                raise ChecklistError(f"no docs/apple-api/{only}.json")
        with open(PRELUDE, encoding="utf-8") as handle:
            prelude = handle.read()
        failures, remaining = evaluate(frameworks, prelude)
        if only:
            show(frameworks, failures)
            return 0
        report_text = report(frameworks, failures, inventory_statuses())
        outputs = {REPORT: report_text, TEST_FILE: test_file(prelude, remaining), README: readme(report_text)}
    except ChecklistError as error:
        print(f"apple-api: {error}", file=sys.stderr)
        return 2
    stale = []
    for path, text in outputs.items():
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if current != text:
            stale.append(os.path.relpath(path, ROOT))
            if not check:
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(text)
    if check and stale:
        print(f"apple-api: {', '.join(stale)} not current: run python3 scripts/apple-api.py", file=sys.stderr)
        return 1
    for line in outputs[REPORT].splitlines():
        if line.startswith("| **all**"):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
