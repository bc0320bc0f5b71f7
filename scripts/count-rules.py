#!/usr/bin/env python3
"""Counts the regular expressions in lib/memory and lib/extract (tests aside), as the before-stop
hook does: regex literals and `new RegExp(` calls. `python3 scripts/count-rules.py [--files] [--strict]`.
The hook's count also matches import paths ("@/lib/extract/answer") and slashes in comments;
`--strict` leaves out import and comment lines (the patterns themselves)."""
import glob
import re
import sys

PATTERN = re.compile(r"(?<![\w)\]])/(?![/*\s])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n\[])+/[dgimsuyv]*")
IMPORT_OR_COMMENT = re.compile(r"^\s*(?:import\b|export\b.*\bfrom\s|\}\s*from\s|//|\*|/\*)")
rows = []
for f in sorted(glob.glob("lib/memory/**/*.ts", recursive=True) + glob.glob("lib/extract/**/*.ts", recursive=True)):
    if f.endswith(".test.ts"):
        continue
    s = open(f, encoding="utf-8", errors="replace").read()
    if "--strict" in sys.argv:
        code = (l for l in s.splitlines() if not IMPORT_OR_COMMENT.match(l))
        s = "\n".join(code)
    rows.append((len(PATTERN.findall(s)) + s.count("new RegExp("), f))
if "--files" in sys.argv:
    for n, f in sorted(rows, reverse=True):
        if n:
            print(f"{n:4d} {f}")
print(sum(n for n, _ in rows))
