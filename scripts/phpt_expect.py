#!/usr/bin/env python3
"""Fill the expectation of .phpt tests from real PHP's output.

usage: scripts/phpt_expect.py [--php CMD] FILE.phpt...

For each test, runs its --FILE-- section with CMD (default "php -n") the way
`aphp test` does (as NAME.php beside the test, with --ARGS--, --STDIN--, --ENV--
and --INI--), then replaces the --EXPECT--/--EXPECTF-- section with the output.
When the output contains the script's own path, that path becomes %s and the
section becomes --EXPECTF--. Review every result before committing it.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys


def sections(text):
    out, name = [], None
    for line in text.splitlines(keepends=True):
        m = re.match(r"^--([_A-Z]+)--\s*$", line)
        if m:
            name = m.group(1)
            out.append([name, ""])
        elif out:
            out[-1][1] += line
    return out


def fill(path, php):
    with open(path, encoding="latin-1") as fh:
        secs = sections(fh.read())
    names = [n for n, _ in secs]
    get = dict(secs).get
    script = path[: -len("phpt")] + "php"
    with open(script, "w", encoding="latin-1") as fh:
        fh.write(get("FILE", ""))
    env = dict(os.environ, NO_COLOR="1")
    for line in (get("ENV") or "").splitlines():
        if "=" in line:
            k, v = line.strip().split("=", 1)
            env[k] = v
    ini = []
    for line in (get("INI") or "").splitlines():
        if "=" in line:
            ini += ["-d", line.strip()]
    argv = shlex.split(php) + ini + [os.path.abspath(script)] + shlex.split(get("ARGS") or "")
    try:
        res = subprocess.run(argv, input=(get("STDIN") or "").encode("latin-1"),
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             env=env, timeout=30)
    finally:
        os.unlink(script)
    out = res.stdout.decode("latin-1").replace("\r\n", "\n").strip(" \t\n\r\0\x0b") + "\n"
    kind = "EXPECT"
    absolute = os.path.abspath(script)
    if absolute in out or os.path.dirname(absolute) in out:
        if "%" in out:
            print(f"{path}: output has both a path and '%': edit by hand", file=sys.stderr)
        out = out.replace(absolute, "%s").replace(os.path.dirname(absolute), "%s")
        kind = "EXPECTF"
    secs = [s for s in secs if s[0] not in ("EXPECT", "EXPECTF", "EXPECTREGEX")]
    pos = next((i + 1 for i, (n, _) in enumerate(secs) if n in ("FILE", "FILEEOF")), len(secs))
    secs.insert(pos, [kind, out])
    with open(path, "w", encoding="latin-1") as fh:
        fh.write("".join(f"--{n}--\n{body}" for n, body in secs))
    return names


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--php", default="php -n")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    for f in args.files:
        fill(f, args.php)


if __name__ == "__main__":
    main()
