import { describe, expect, it } from "vitest";
import { askTree } from "./ask-tree";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";

/** Release notes of product `name`: each passage names it, so it runs through its documents. */
function notes(name: string, release: string, items: string[]): { text: string; sourceRef: string } {
  return {
    text: [`# ${name} Release ${release}`, ...items.map((item, i) => `## Item ${i + 1}\n\n${name} ${item}`)].join(
      "\n\n",
    ),
    sourceRef: `${name.toLowerCase()}-${release}.html`,
  };
}

const acme = [
  notes("Acme", "14", ["added the money type.", "added the MERGE command.", "release adds faster sorting."]),
  notes("Acme", "15", ["added the json type.", "release added parallel vacuum.", "removed the abstime type."]),
  notes("Acme", "16", ["added the xml type.", "release added logical replication.", "added the range type."]),
];
const zeta = [
  notes("Zeta", "3.1", ["accepts the tinyint type as an alias.", "added the STRICT keyword.", "reads faster."]),
  notes("Zeta", "3.2", ["added the -> operator.", "release added JSON functions.", "writes faster."]),
  notes("Zeta", "3.3", ["added the unixepoch function.", "release added math.", "plans better."]),
];

describe("honest status: the question's topic no document of the product holds", () => {
  it("a topic word no document holds ('the frobnix type') is 'none', nothing read", async () => {
    const tree = await buildTree([...acme, ...zeta], createOfflineEngine());
    const r = await askTree(tree, "Which Acme release added the frobnix type?", createOfflineEngine());
    expect(r.status).toBe("none");
    expect(r.tokensRead).toBe(0);
    // A known topic still answers.
    const ok = await askTree(tree, "Which Acme release added the json type?", createOfflineEngine());
    expect(ok.status).not.toBe("none");
    expect(ok.answer).toContain("15");
  });
  it("a topic only another product's documents hold ('tinyint' in Zeta's) is 'none' for Acme", async () => {
    const tree = await buildTree([...acme, ...zeta], createOfflineEngine());
    const r = await askTree(tree, "Which Acme release added the tinyint type?", createOfflineEngine());
    expect(r.status).toBe("none");
    expect(r.tokensRead).toBe(0);
    const zetaAsked = await askTree(tree, "Which Zeta release accepts the tinyint type?", createOfflineEngine());
    expect(zetaAsked.status).not.toBe("none");
    expect(zetaAsked.answer).toContain("3.1");
  });
});
