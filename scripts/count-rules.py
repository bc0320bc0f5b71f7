#!/usr/bin/env python3
"""Counts the regular expressions in lib/memory and lib/extract (tests aside), as the before-stop
hook does: regex literals and `new RegExp(` calls.
`python3 scripts/count-rules.py [--files] [--list] [--strict] [--lists]`.
The hook's count also matches import paths ("@/lib/extract/answer") and slashes in comments;
`--strict` leaves out import and comment lines (the patterns themselves). `--files` prints the
count per file; `--list` prints every pattern with its file, line and the name it is given
(`const NAME =`) or the function it is written in, to read the patterns group by group.
`--lists` counts the word lists instead: an array of three or more quoted words or phrases
(`["value", "name", ...]`) or a quoted text of three or more words split into a list
(`` `a b c`.split(SPACES) ``, or kept in a constant to be split), with their entries; with `--list` each one is printed. A word list
written as a pattern (`/^(?:can|could|...)$/`) is counted as a pattern, not again here."""
import glob
import re
import sys

PATTERN = re.compile(r"(?<![\w)\]])/(?![/*\s])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n\[])+/[dgimsuyv]*")
IMPORT_OR_COMMENT = re.compile(r"^\s*(?:import\b|export\b.*\bfrom\s|\}\s*from\s|//|\*|/\*)")
NAMED = re.compile(r"^\s*(?:export\s+)?const\s+(\w+)\s*=")
FUNCTION = re.compile(r"^(?:export\s+)?(?:async\s+)?function\s+(\w+)")
strict = "--strict" in sys.argv
WORD = r"[A-Za-z][A-Za-z' .-]*"
QUOTED = rf"(?:\"{WORD}\"|'{WORD}'|`{WORD}`)"
ARRAY = re.compile(rf"\[\s*{QUOTED}(?:\s*,\s*(?://[^\n]*\n\s*)*{QUOTED}){{2,}}\s*,?\s*\]")
SPLIT = re.compile(r"([`\"])([A-Za-z][A-Za-z'\s.-]*?)\1\s*\)?\s*\.split\(|const\s+\w+\s*=\s*(`)\s*([A-Za-z][A-Za-z'\s.-]*?)`\s*;")


def word_lists(path):
    """The word lists of one file: (line, entries) each."""
    # Comments left out (the words they quote are no list); a line keeps its place.
    text = re.sub(r"(?<![:\"'`])//[^\n]*", "", open(path, encoding="utf-8", errors="replace").read())
    out = []
    for m in ARRAY.finditer(text):
        out.append((text.count("\n", 0, m.start()) + 1, len(re.findall(QUOTED, m.group(0)))))
    for m in SPLIT.finditer(text):
        n = len((m.group(2) or m.group(4)).split())
        if n >= 3:
            out.append((text.count("\n", 0, m.start()) + 1, n))
    return sorted(out)


if "--lists" in sys.argv:
    total = entries = 0
    for f in sorted(glob.glob("lib/memory/**/*.ts", recursive=True) + glob.glob("lib/extract/**/*.ts", recursive=True)):
        if f.endswith(".test.ts"):
            continue
        found = word_lists(f)
        total += len(found)
        entries += sum(n for _, n in found)
        if "--list" in sys.argv:
            for line, n in found:
                print(f"{f}:{line}\t{n} entries")
        elif "--files" in sys.argv and found:
            print(f"{len(found):4d} {f}")
    print(f"{total} word lists, {entries} entries")
    sys.exit(0)
rows = []
listing = []
for f in sorted(glob.glob("lib/memory/**/*.ts", recursive=True) + glob.glob("lib/extract/**/*.ts", recursive=True)):
    if f.endswith(".test.ts"):
        continue
    lines = open(f, encoding="utf-8", errors="replace").read().splitlines()
    n = 0
    owner = "(top level)"
    named = None
    for i, line in enumerate(lines, 1):
        m = FUNCTION.match(line)
        if m:
            owner = f"{m.group(1)}()"
        m = NAMED.match(line)
        if m:
            named = m.group(1)
        elif not line.startswith((" ", "\t")) and line.strip():
            named = None
        if strict and IMPORT_OR_COMMENT.match(line):
            continue
        found = PATTERN.findall(line) + ["new RegExp("] * line.count("new RegExp(")
        n += len(found)
        for p in found:
            listing.append(f"{f}:{i}\t{named or owner}\t{p[:100]}")
    rows.append((n, f))
if "--files" in sys.argv:
    for n, f in sorted(rows, reverse=True):
        if n:
            print(f"{n:4d} {f}")
if "--list" in sys.argv:
    print("\n".join(listing))
print(sum(n for n, _ in rows))
