#!/usr/bin/env python3
"""Ports the UIKit screens in docs/corpus by the prefix rule and type-checks them against
HeadlessKit; prints the share of lines that compile.

The prefix rule: `import UIKit` becomes `import HeadlessKit` and every `UI` type prefix is
dropped (`UIButton` -> `Button`, `UIColor.white` -> `Color.white`). The Objective-C runtime's
two spellings change as docs/Porting.md says: `#selector(name(_:))` becomes the method,
`Self.name` (`#selector(Type.name(_:))` becomes `Type.name`), and `@objc `, `@IBOutlet ` and `@IBAction ` are dropped. Nothing else is edited; those lines count like any
other (the summary says how many there were). A line compiles if the compiler reports no error on it,
type-checking in Swift 6 language mode as a test target of a swift-tools-version 6 package
does. Usage (from the package root; builds HeadlessKit first):

    python3 scripts/corpus-check.py            # summary
    python3 scripts/corpus-check.py --verbose  # and every failing line with its error
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OBJC = re.compile(r"#selector|@objc\b|@IBOutlet\b|@IBAction\b")
SELECTOR = re.compile(r"#selector\((?:self\.)?(\w+\.)?(\w+)(?:\([^()]*\))?\)")
PREFIX = re.compile(r"\bUI(?=[A-Z][a-z])")


def port(line):
    line = line.replace("import UIKit", "import HeadlessKit")
    return PREFIX.sub("", line)


def is_code(line):
    stripped = line.strip()
    return stripped != "" and not stripped.startswith("//")


def main():
    verbose = "--verbose" in sys.argv
    build = subprocess.run(
        ["swift", "build", "--target", "HeadlessKit"], cwd=ROOT, capture_output=True, text=True)
    if build.returncode != 0:
        sys.exit("swift build --target HeadlessKit failed:\n" + build.stdout + build.stderr)
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    modules = os.path.join(bin_path, "Modules")
    total_code = total_objc = total_failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in sorted(glob.glob(os.path.join(ROOT, "docs", "corpus", "*.swift.txt"))):
            name = os.path.basename(path)[: -len(".txt")]
            lines = open(path, encoding="utf-8").read().split("\n")
            ported, objc = [], set()
            for number, line in enumerate(lines, start=1):
                if is_code(line) and OBJC.search(line):
                    objc.add(number)
                    line = SELECTOR.sub(lambda m: (m.group(1) or "Self.") + m.group(2), line)
                    for attribute in ("@objc ", "@IBOutlet ", "@IBAction "):
                        line = line.replace(attribute, "")
                ported.append(port(line))
            out = os.path.join(tmp, name)
            with open(out, "w", encoding="utf-8") as handle:
                handle.write("\n".join(ported))
            result = subprocess.run(
                ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6",
                 "-I", modules, out],
                capture_output=True, text=True)
            errors = {}
            for match in re.finditer(
                    re.escape(out) + r":(\d+):\d+: error: (.*)", result.stderr):
                errors.setdefault(int(match.group(1)), match.group(2))
            code = [n for n, line in enumerate(lines, start=1) if is_code(line)]
            counted = code
            failed = [n for n in counted if n in errors]
            total_code += len(counted)
            total_objc += len(objc)
            total_failed += len(failed)
            print(f"{name}: {len(counted) - len(failed)}/{len(counted)} lines compile"
                  f" ({len(objc)} of them with #selector or @objc)")
            if verbose:
                for n in sorted(errors):
                    print(f"  {n}: {lines[n - 1].strip()}\n      error: {errors[n]}")
    share = 100.0 * (total_code - total_failed) / max(total_code, 1)
    print(f"total: {total_code - total_failed}/{total_code} lines compile ({share:.1f}%),"
          f" {total_objc} of them with #selector or @objc")


if __name__ == "__main__":
    main()
