import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createOfflineEngine } from "@/lib/memory/offline-engine";
import { buildTree } from "@/lib/memory/build";
import type { KnowledgeTree } from "@/lib/memory/types";
import { chunkDocument } from "./import";
import { cardSummary } from "./labels";
import { readDocuments } from "./read-documents";
import { DECISION_SHAPES, FRAGMENT_SHAPES, isDecision, isFragment, nodeTags, TYPE_EVIDENCE } from "./tags";

/**
 * Issue 38, finding 8, on real documents: files of Debian's /usr/share/doc copied unchanged into
 * testdata/debian (the GnuTLS NEWS as an excerpt of its lines 5700-6800), imported as an import
 * does (readDocuments, chunkDocument, the offline engine), then judged by ./tags.ts. Each row says
 * what the browser must show at the root and what it must never show on any node.
 */
const CASES: {
  file: string;
  /** Content types the root must show. */
  shows: string[];
  /** Content types no node may show (the engine claimed some of them: see the first test). */
  never: string[];
  /** Decisions the root must list (a prefix of each), and words no listed decision may start with. */
  decisions?: string[];
  /** "About" chips no node may show, and chips the root must still show. */
  notAbout?: string[];
  about?: string[];
}[] = [
  {
    file: "bzip2-manual.html.gz",
    shows: ["Technical documentation", "API documentation"],
    never: ["Chat conversations", "Bug & issue tracking records", "Release notes & changelogs"],
    decisions: ["After some consideration, I have decided not to use GNU autoconf"],
    notAbout: ["LIMITED TO", "INCLUDING", "B'", "I'm", "See MEMORY MANAGEMENT", "July", "and/or", "Cc"],
    about: ["Julian Seward", "Yoshioka Tsuneo", "GNU", "Windows"],
  },
  {
    file: "bzip2-changelog.Debian.gz",
    shows: ["Release notes & changelogs"],
    never: ["Chat conversations", "Test plans & QA reports", "Technical documentation"],
    notAbout: ["Tue", "Wed"],
  },
  {
    file: "gnutls-NEWS-excerpt.txt.gz",
    shows: ["Release notes & changelogs", "Decisions & agreements"],
    never: ["Chat conversations", "Status updates & progress reports", "Contracts & legal documents"],
    decisions: [
      "Hence, we decided to check whether the current time",
      "The code has not worked since v0.9.0 and apparently nobody has missed it, so we decided to remove the code",
      "We have decided that the APIs defined in crypto.h are not stable",
    ],
    notAbout: ["ADDED", "Douglas E"],
  },
  {
    file: "ninja-manual.html.gz",
    shows: ["Technical documentation"],
    never: [
      "Chat conversations",
      "Incident reports & postmortems",
      "Status updates & progress reports",
      "Design documents",
    ],
  },
  {
    file: "node-exporter-README.md.gz",
    shows: ["Technical documentation"],
    never: [
      "Status updates & progress reports",
      "Task records & tickets",
      "Team information & roles",
      "Release notes & changelogs",
    ],
  },
  {
    // A governance document describes how decisions are made: it lists none.
    file: "nodejs-GOVERNANCE.md.gz",
    shows: [],
    never: ["Decisions & agreements", "Meeting notes & minutes", "Bug & issue tracking records"],
    decisions: [],
  },
  {
    // How to report a bug is not a bug record.
    file: "procps-bugs.md.gz",
    shows: [],
    never: ["Bug & issue tracking records", "API documentation", "Status updates & progress reports"],
  },
];

const trees = new Map<string, Promise<KnowledgeTree>>();
function treeOf(file: string): Promise<KnowledgeTree> {
  let tree = trees.get(file);
  if (!tree) {
    tree = (async () => {
      const content = new Uint8Array(readFileSync(join(import.meta.dirname, "testdata", "debian", file)));
      const [doc] = await readDocuments([{ name: file, content }]);
      return buildTree(chunkDocument(doc!, "doc"), createOfflineEngine());
    })();
    trees.set(file, tree);
  }
  return tree;
}

describe("knowledge browser tags on real Debian documents (issue 38, finding 8)", () => {
  it("the offline engine's stored tags show the finding (what the browser listed before)", async () => {
    const manual = await treeOf("bzip2-manual.html.gz");
    const root = manual.nodes[manual.rootId!]!.metadata;
    expect(root.contentTypes).toEqual(expect.arrayContaining(["Chat conversations", "Bug & issue tracking records"]));
    expect(root.decisions).toContain("This decision was made in the interests of stability.");
    const about = Object.values(manual.nodes).flatMap((n) => n.metadata.about);
    expect(about).toEqual(expect.arrayContaining(["LIMITED TO", "B'"]));
  });

  for (const row of CASES)
    it(`${row.file}: shows ${row.shows.join(", ") || "no type"}; never ${row.never.join(", ")}`, async () => {
      const tree = await treeOf(row.file);
      const tags = nodeTags(tree);
      expect(tags.size).toBe(Object.keys(tree.nodes).length);
      const root = tags.get(tree.rootId!)!;
      expect(root.contentTypes).toEqual(expect.arrayContaining(row.shows));
      for (const [id, shown] of tags) {
        for (const type of row.never) expect(shown.contentTypes, `${type} on ${id}`).not.toContain(type);
        for (const chip of row.notAbout ?? []) expect(shown.about, `${chip} on ${id}`).not.toContain(chip);
        for (const decision of shown.decisions) expect(isDecision(decision), decision).toBe(true);
        expect(shown.decisions).not.toContain("This decision was made in the interests of stability.");
        expect(shown.decisions).not.toContain("Nevertheless, this is not a painless decision.");
      }
      if (row.decisions) {
        expect(root.decisions.length, JSON.stringify(root.decisions)).toBeGreaterThanOrEqual(row.decisions.length);
        if (row.decisions.length === 0) expect(root.decisions).toEqual([]);
        for (const prefix of row.decisions)
          expect(
            root.decisions.some((d) => d.startsWith(prefix)),
            prefix,
          ).toBe(true);
      }
      expect(root.about).toEqual(expect.arrayContaining(row.about ?? []));
    });

  it("every type row can be earned: its signals are global patterns and the need is reachable", () => {
    for (const row of TYPE_EVIDENCE) {
      for (const s of row.signals) expect(s.pattern.global, `${row.type}: ${s.name}`).toBe(true);
      const most = row.signals.reduce((a, s) => a + 3 * (s.weight ?? 1), 0);
      if (row.signals.length > 0) expect(most, row.type).toBeGreaterThanOrEqual(row.need);
      expect(row.distinct ?? 1, row.type).toBeLessThanOrEqual(Math.max(1, row.signals.length));
    }
  });

  it("each decision shape and fragment shape is used by a real document above", async () => {
    const decisions = (await Promise.all(CASES.map((c) => treeOf(c.file)))).flatMap((tree) =>
      [...nodeTags(tree).values()].flatMap((t) => t.decisions),
    );
    // The shapes that real documents state; the others (labels, approvals) come from meeting notes,
    // which /usr/share/doc does not hold: they are checked by the sentences below.
    expect(decisions.some((d) => DECISION_SHAPES[0]!.pattern.test(d))).toBe(true);
    for (const [sentence, decision] of [
      ["Decision: the importer keeps the file's own line endings.", true],
      ["It was agreed that the release waits for the translations.", true],
      ["The proposal to drop 32-bit builds was rejected.", true],
      ["This decision was made in the interests of stability.", false],
      ["If small is nonzero, the library will use an alternative decompression algorithm.", false],
      ["Should we decide to keep the old format?", false],
    ] as const)
      expect(isDecision(sentence), sentence).toBe(decision);
    const stored = (await Promise.all(CASES.map((c) => treeOf(c.file)))).flatMap((tree) =>
      Object.values(tree.nodes).flatMap((n) => n.metadata.about),
    );
    const unused = FRAGMENT_SHAPES.filter((shape) => !stored.some((chip) => shape.test(chip))).map((s) => s.name);
    // Every fragment shape removes chips the engine really wrote, except three guards.
    expect(unused.filter((n) => !/brackets|too short|edge punctuation/.test(n))).toEqual([]);
    // Names and terms stay.
    for (const chip of ["Julian Seward", "GNU", "I/O", "BZ2_bzCompress", "Technical Steering Committee", "TLS"])
      expect(isFragment(chip), chip).toBe(false);
  });

  it("a branch's card names each document title once, without (continued)", async () => {
    const manual = await treeOf("bzip2-manual.html.gz");
    const branches = Object.values(manual.nodes).filter((n) => n.level !== "leaf");
    // Stored: the carried title eight times and more ("bzip2 and libbzip2, version 1.0.8 (continued)").
    expect(branches.some((b) => b.metadata.summary.split("(continued)").length > 3)).toBe(true);
    for (const branch of branches) {
      const shown = cardSummary(branch.metadata.summary);
      expect(shown).not.toContain("(continued)");
      const segments = shown.split(" · ");
      expect(new Set(segments).size, shown).toBe(segments.length);
      expect(shown).toContain("bzip2 and libbzip2, version 1.0.8");
    }
  });
});
