#!/usr/bin/env python3
"""Threads against processes: `render Examples` at -j1, at -jN and as N `--shard i/N -j1`
processes at once, on the default matrix and on the large one (every variant and rendering
mode). Prints wall time, peak memory and whether every PNG is byte-identical to -j1's.

    python3 scripts/scaling.py [--jobs N] [--runner "CMD ..."] [--examples DIR]

--runner is how to start render-widget: `.build/release/render-widget` by default, or
`.device/run.sh render-widget` on the device machine (see ../shared/tools/device-bundle.sh).
Figures are from one run each; compare ratios within one run, not across machines.
"""
import argparse
import hashlib
import os
import resource
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

MATRICES = {
    "default": [],
    "large": ["--variants", "light,dark,placeholder,privacy",
              "--rendering-mode", "fullColor,accented,vibrant"],
}


def run_measured(commands):
    """Starts every command at once; returns wall seconds and each one's peak RSS in MB."""
    start = time.monotonic()
    procs = [subprocess.Popen(c, stdout=subprocess.DEVNULL) for c in commands]
    peaks = []
    for p in procs:
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        if p.returncode != 0:
            sys.exit(f"exit {p.returncode}: {shlex.join(commands[procs.index(p)])}")
        peaks.append(usage.ru_maxrss / 1024)
    return time.monotonic() - start, peaks


def png_digests(folder):
    digests = {}
    for root, _, files in os.walk(folder):
        for name in files:
            if name.endswith(".png") and name != "contact-sheet.png":
                path = os.path.join(root, name)
                with open(path, "rb") as f:
                    digests[os.path.relpath(path, folder)] = hashlib.sha256(f.read()).hexdigest()
    return digests


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--runner", default=".build/release/render-widget")
    parser.add_argument("--examples", default="Examples")
    parser.add_argument("--matrices", default="default,large")
    args = parser.parse_args()
    runner = shlex.split(args.runner)
    n = args.jobs
    subprocess.run(runner + ["--version"], check=True, stdout=subprocess.DEVNULL)  # unpacks a bundle first
    work = tempfile.mkdtemp(prefix="wr-scaling-")
    rows = []
    for name in args.matrices.split(","):
        extra = MATRICES[name]

        def render(out, *more):
            return runner + ["render", args.examples, "-o", os.path.join(work, out),
                             "--quiet", "--force"] + extra + list(more)

        t1, (m1,) = run_measured([render(f"{name}-j1", "-j", "1")])
        tn, (mn,) = run_measured([render(f"{name}-j{n}", "-j", str(n))])
        ts, ms = run_measured([render(f"{name}-shard{i}", "--shard", f"{i}/{n}", "-j", "1")
                               for i in range(1, n + 1)])
        reference = png_digests(os.path.join(work, f"{name}-j1"))
        threads = png_digests(os.path.join(work, f"{name}-j{n}"))
        shards = {}
        for i in range(1, n + 1):
            shards.update(png_digests(os.path.join(work, f"{name}-shard{i}")))
        rows.append((name, len(reference), t1, tn, ts, m1, mn, max(ms), sum(ms),
                     threads == reference, shards == reference))
        for i in range(1, n + 1):
            shutil.rmtree(os.path.join(work, f"{name}-shard{i}"))
        shutil.rmtree(os.path.join(work, f"{name}-j{n}"))
        shutil.rmtree(os.path.join(work, f"{name}-j1"))
    shutil.rmtree(work)
    print(f"{os.cpu_count()} cores; -j{n} threads against {n} shard processes; seconds, peak MB")
    print("| matrix | images | -j1 s | -j%d s (× -j1) | %d processes s (× -j1) | threads ÷ processes |"
          " peak MB -j1 / -j%d / one process (all %d) | same bytes as -j1 |" % (n, n, n, n))
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for name, count, t1, tn, ts, m1, mn, mmax, msum, same_t, same_s in rows:
        print(f"| {name} | {count:,} | {t1:.2f} | {tn:.2f} ({t1 / tn:.2f}×) | {ts:.2f} ({t1 / ts:.2f}×) |"
              f" {tn / ts:.2f} | {m1:.0f} / {mn:.0f} / {mmax:.0f} ({msum:.0f}) |"
              f" threads {'yes' if same_t else 'NO'}, shards {'yes' if same_s else 'NO'} |")


if __name__ == "__main__":
    main()
