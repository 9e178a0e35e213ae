#!/usr/bin/env python3
"""Runs the solver workloads (chain, edit, grid, remove) on kiwisolver and on
HeadlessCassowary in one go, and prints a side-by-side markdown table.

    pip install kiwisolver==1.5.1
    python3 Benchmarks/compare-kiwi.py                 # builds and runs ours with swift run
    python3 Benchmarks/compare-kiwi.py --binary .build-solver-release/release/Benchmarks
    python3 Benchmarks/compare-kiwi.py --quick         # 3 runs each, both sides

Timings: median over runs of the timed part, as Benchmarks/Workloads+Solver.swift defines it
(edit: per frame). "checks" compares the workloads' check values (not pivots, which kiwi does not
expose); ratio is ours / kiwi, so < 1 means we are faster.
"""

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time

import kiwisolver as kiwi

GAP = 8


def rounded(x):
    return round(x * 1e6) / 1e6


def measure(runs, setup):
    """setup() -> timed closure returning counters. One warm-up, then `runs` timed runs."""
    setup()()
    times = []
    counters = {}
    for _ in range(runs):
        body = setup()
        start = time.perf_counter()
        counters = body()
        times.append(time.perf_counter() - start)
    return statistics.median(times), counters


def make_chain(n, container):
    left = [kiwi.Variable(f"left{i}") for i in range(n)]
    width = [kiwi.Variable(f"width{i}") for i in range(n)]
    cs = []
    for i in range(n):
        cs.append(left[0] == 0 if i == 0 else left[i] == left[i - 1] + width[i - 1] + GAP)
        cs.append(width[i] >= 20)
        cs.append((width[i] == 100) | "weak")
    cs.append((left[n - 1] + width[n - 1] == container) | "strong")
    return left, width, cs


def chain(n, fit, runs):
    def setup():
        left, width, cs = make_chain(n, 108 * n - 8 if fit else 100 * n)
        solver = kiwi.Solver()

        def body():
            for c in cs:
                solver.addConstraint(c)
            solver.updateVariables()
            ws = [w.value() for w in width]
            right = left[-1].value() + width[-1].value()
            if fit:
                return {"right_edge": rounded(right),
                        "widths_100": sum(1 for w in ws if abs(w - 100) < 1e-6)}
            partial = next((w for w in ws if abs(w - 20) > 1e-6 and abs(w - 100) > 1e-6), 0)
            return {"right_edge": rounded(right), "sum_w": rounded(sum(ws)),
                    "weak_error": rounded(sum(abs(w - 100) for w in ws)),
                    "at_20": sum(1 for w in ws if abs(w - 20) < 1e-6),
                    "partial": rounded(partial)}
        return body
    return measure(runs, setup)


def edit_offset(f):
    p = f % 2000
    u = p if p <= 1000 else 2000 - p
    return -700 + u


def edit(n, runs):
    frames = 10000
    solver = kiwi.Solver()
    left = width = None
    if n > 0:
        left, width, cs = make_chain(n, 100 * n)
        for c in cs:
            solver.addConstraint(c)
    top = kiwi.Variable("top")
    offset = kiwi.Variable("offset")
    solver.addConstraint(top >= -44)
    solver.addConstraint(top <= 500)
    solver.addConstraint((top == -offset - 44) | "medium")
    solver.addEditVariable(offset, "strong")
    total = 0.0
    max_error = 0.0
    at = {}
    for f in range(frames):
        s = edit_offset(f)
        solver.suggestValue(offset, s)
        solver.updateVariables()
        t = top.value()
        total += t
        max_error = max(max_error, abs(t - min(max(-s - 44, -44), 500)))
        if f in (0, 300, 800, 1544, frames - 1):
            at[f] = t
    counters = {"sum_top": rounded(total), "top_f0": rounded(at[0]), "top_f300": rounded(at[300]),
                "top_f800": rounded(at[800]), "top_f1544": rounded(at[1544]),
                "top_last": rounded(at[frames - 1]), "max_error": max_error}
    if n > 0:
        counters["right_edge"] = rounded(left[-1].value() + width[-1].value())
    offsets = [edit_offset(f) for f in range(frames)]

    def setup():
        def body():
            for s in offsets:
                solver.suggestValue(offset, s)
                solver.updateVariables()
            return counters
        return body
    median, counters = measure(runs, setup)
    return median / frames, counters


def grid(size, runs):
    r = c = size

    def setup():
        def g():
            return [[kiwi.Variable() for _ in range(c)] for _ in range(r)]
        left, top, width, height = g(), g(), g(), g()
        cs = []
        for i in range(r):
            for j in range(c):
                cs.append(left[i][j] == 8 if j == 0 else left[i][j] == left[i][j - 1] + width[i][j - 1] + 8)
                cs.append(top[i][j] == 8 if i == 0 else top[i][j] == top[i - 1][j] + height[i - 1][j] + 8)
                if i or j:
                    cs.append(width[i][j] == width[0][0])
                    cs.append(height[i][j] == height[0][0])
                cs.append((width[i][j] == 50) | "weak")
                cs.append((height[i][j] == 50) | "weak")
                if j == c - 1:
                    cs.append(left[i][j] + width[i][j] == 992)
                if i == r - 1:
                    cs.append(top[i][j] + height[i][j] == 992)
        solver = kiwi.Solver()

        def body():
            for k in cs:
                solver.addConstraint(k)
            solver.updateVariables()
            w = (1000 - 8 * (c + 1)) / c
            err = 0.0
            for i in range(r):
                for j in range(c):
                    err = max(err, abs(width[i][j].value() - w), abs(height[i][j].value() - w),
                              abs(left[i][j].value() - (8 + j * (w + 8))),
                              abs(top[i][j].value() - (8 + i * (w + 8))))
            return {"constraints": len(cs), "cell_w": rounded(width[-1][-1].value()),
                    "last_left": rounded(left[-1][-1].value()),
                    "last_top": rounded(top[-1][-1].value()), "max_error": err}
        return body
    return measure(runs, setup)


def remove(n, lifo, runs):
    def setup():
        v = n // 2
        left = [kiwi.Variable(f"left{i}") for i in range(v)]
        width = [kiwi.Variable(f"width{i}") for i in range(v)]
        cs = []
        for i in range(v):
            cs.append(left[0] == 0 if i == 0 else left[i] == left[i - 1] + width[i - 1] + GAP)
            cs.append((width[i] == 100) | "strong")
        solver = kiwi.Solver()
        for k in cs:
            solver.addConstraint(k)
        solver.updateVariables()
        right = left[-1].value() + width[-1].value()
        order = list(reversed(cs)) if lifo else cs

        def body():
            half_w = half_s = 0.0
            for k, con in enumerate(order):
                solver.removeConstraint(con)
                if k + 1 == n // 2:
                    solver.updateVariables()
                    if lifo:
                        half_w, half_s = width[0].value(), left[v // 2 - 1].value()
                    else:
                        half_w, half_s = width[v - 1].value(), left[v - 1].value() - left[v // 2].value()
            solver.updateVariables()
            return {"right_edge": rounded(right), "half_width": rounded(half_w),
                    "half_span": rounded(half_s)}
        return body
    return measure(runs, setup)


WORKLOADS = [
    ("solver-chain-100", lambda q: chain(100, False, 3 if q else 31)),
    ("solver-chain-1000", lambda q: chain(1000, False, 3 if q else 7)),
    ("solver-chain-fit-100", lambda q: chain(100, True, 3 if q else 31)),
    ("solver-chain-fit-1000", lambda q: chain(1000, True, 3 if q else 7)),
    ("solver-edit-0", lambda q: edit(0, 3 if q else 7)),
    ("solver-edit-100", lambda q: edit(100, 3 if q else 7)),
    ("solver-edit-1000", lambda q: edit(1000, 3 if q else 7)),
    ("solver-grid-10", lambda q: grid(10, 3 if q else 21)),
    ("solver-grid-30", lambda q: grid(30, 3 if q else 7)),
    ("solver-remove-1000", lambda q: remove(1000, False, 3 if q else 11)),
    ("solver-remove-lifo-1000", lambda q: remove(1000, True, 3 if q else 11)),
]

NOT_CHECKS = {"pivots", "pivots_per_sweep", "rows", "cells"}


def fmt(seconds):
    if seconds < 1e-6:
        return f"{seconds * 1e9:.1f} ns"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.2f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds:.3f} s"


def checks_equal(kiwi_counters, ours):
    for key, value in kiwi_counters.items():
        if key not in ours:
            return False
        if key == "max_error":
            if not (value < 1e-6 and ours[key] < 1e-6):
                return False
        elif abs(float(value) - float(ours[key])) > 1e-6 * max(1.0, abs(float(value))):
            return False
    return True


def run_ours(args):
    command = ([args.binary] if args.binary else
               ["swift", "run", "-c", "release", "--scratch-path", ".build-solver-release", "Benchmarks"])
    command += ["--json", "--filter", "solver-"] + (["--quick"] if args.quick else [])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    output = subprocess.run(command, cwd=root, check=True, capture_output=True, text=True).stdout
    results = {}
    for line in output.splitlines():
        line = line.strip()
        if line.startswith("{"):
            record = json.loads(line)
            results[record["name"]] = record
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", help="a built Benchmarks executable (default: swift run -c release)")
    parser.add_argument("--quick", action="store_true", help="3 runs per workload on both sides")
    parser.add_argument("--filter", default="", help="only workloads whose name contains this")
    args = parser.parse_args()

    ours = run_ours(args)
    print(f"kiwisolver {kiwi.__version__}, Python {sys.version.split()[0]}", file=sys.stderr)
    rows = []
    for name, run in WORKLOADS:
        if args.filter not in name:
            continue
        kiwi_median, kiwi_counters = run(args.quick)
        mine = ours.get(name)
        if mine is None:
            rows.append((name, fmt(kiwi_median), "missing", "", "no", ""))
            continue
        ratio = mine["median_seconds"] / kiwi_median
        pivots = mine.get("pivots", mine.get("pivots_per_sweep", ""))
        rows.append((name, fmt(kiwi_median), fmt(mine["median_seconds"]), f"{ratio:.3g}×",
                     "yes" if checks_equal(kiwi_counters, mine) else "NO", str(pivots)))
        print(f"{name}: kiwi {fmt(kiwi_median)} {kiwi_counters}", file=sys.stderr)
    print("| workload | kiwi median | ours median | ours / kiwi | checks equal | our pivots |")
    print("|---|---:|---:|---:|:---:|---:|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    # Our growth on the chain past kiwi's reach (kiwi's 5,000-link chain takes minutes), from
    # the same run of ours.
    if "solver-chain-1000" in ours and "solver-chain-5000" in ours:
        small = ours["solver-chain-1000"]["median_seconds"]
        large = ours["solver-chain-5000"]["median_seconds"]
        print(f"\nours: solver-chain-1000 {fmt(small)}, solver-chain-5000 {fmt(large)}: "
              f"×{large / small:.2f}, growth exponent {math.log(large / small) / math.log(5):.2f}")


if __name__ == "__main__":
    main()
