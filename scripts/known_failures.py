#!/usr/bin/env python3
"""Refresh tests/phpt/known-failures.txt from an aphp run.

usage: scripts/known_failures.py [--aphp PATH] [--prune-only]

Runs `aphp test` over tests/phpt, then rewrites the list: listed tests that
now pass are dropped, listed tests that still fail keep their reason, and
(unless --prune-only) failing tests not listed yet are added with a reason
taken from the first differing output line. Review the reasons: they should
say what aphp gets wrong, in a few words.
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
PHPT = os.path.join(ROOT, "tests", "phpt")
LIST = os.path.join(PHPT, "known-failures.txt")
HEADER = """\
# Golden tests that aphp does not pass yet: `path reason`, path relative to tests/phpt.
# cargo test reports them as ignored; a listed test that passes is reported as now passing.
# Refresh with scripts/known_failures.py (then review the reasons).
"""


def load():
    known = {}
    if os.path.exists(LIST):
        for line in open(LIST, encoding="utf-8"):
            line = line.strip()
            if line and not line.startswith("#"):
                path, _, reason = line.partition(" ")
                known[path] = reason.strip()
    return known


def first_difference(test):
    base = os.path.join(PHPT, test[: -len(".phpt")])
    try:
        out = open(base + ".out", encoding="latin-1").read().strip().split("\n")
        exp = open(base + ".exp", encoding="latin-1").read().strip().split("\n")
    except OSError:
        return "fails"
    if out == [""]:
        return "no output"
    for i, (o, e) in enumerate(zip(out, exp)):
        if o != e:
            return "line %d: got %s" % (i + 1, o.strip()[:70])
    if len(out) > len(exp):
        return "extra output: %s" % out[len(exp)].strip()[:60]
    return "output stops at line %d" % (len(out) + 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--aphp", default=os.path.join(ROOT, "target", "debug", "aphp"))
    ap.add_argument("--prune-only", action="store_true")
    args = ap.parse_args()
    run = subprocess.run([args.aphp, "test", "."], cwd=PHPT, stdout=subprocess.PIPE,
                         encoding="latin-1")
    failing = []
    for line in run.stdout.splitlines():
        m = re.match(r"FAIL .*\[([^\[\]]+\.phpt)\]( \((.*)\))?$", line)
        if m:
            failing.append((m.group(1), m.group(3)))
    known = load()
    entries = {}
    for test, runner_reason in failing:
        if test in known:
            entries[test] = known[test]
        elif not args.prune_only:
            entries[test] = runner_reason or first_difference(test)
    for test in entries:
        base = os.path.join(PHPT, test[: -len(".phpt")])
        for ext in (".out", ".exp", ".diff"):
            try:
                os.unlink(base + ext)
            except OSError:
                pass
    with open(LIST, "w", encoding="utf-8") as fh:
        fh.write(HEADER)
        for test in sorted(entries):
            fh.write("%s %s\n" % (test, entries[test]))
    gone = sorted(set(known) - set(entries))
    print("%d listed (%d newly passing, dropped: %s)" % (len(entries), len(gone), ", ".join(gone) or "-"))
    print(run.stdout.strip().splitlines()[-1] if run.stdout.strip() else "")


if __name__ == "__main__":
    sys.exit(main())
