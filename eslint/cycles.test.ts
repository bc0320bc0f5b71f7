// No import cycle in lib/, counting type-only and dynamic imports (eslint/cycles.mjs).
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "./cycles";

const root = fileURLToPath(new URL("../", import.meta.url));

describe("import cycles", () => {
  it("finds a cycle of two modules, a longer one and a self-import, and nothing in a tree", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["a", "c"]],
      ["c", ["d"]],
      ["d", ["e"]],
      ["e", ["c"]],
      ["f", ["f"]],
      ["g", ["a"]],
    ]);
    expect(importCycles(graph)).toEqual(expect.arrayContaining([["a", "b"], ["c", "d", "e"], ["f"]]));
    expect(importCycles(graph)).toHaveLength(3);
    expect(
      importCycles(
        new Map([
          ["x", ["y"]],
          ["y", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("sees type-only, re-export and dynamic imports as edges", () => {
    const graph = importGraph(root, "lib");
    expect(graph.get("lib/memory/engine.ts")).toContain("lib/memory/types.ts"); // import type
    expect(graph.get("lib/memory/index.ts")).toContain("lib/memory/build.ts"); // export ... from
    expect(graph.get("lib/auth/current.ts")).toContain("lib/auth/tokens.ts"); // await import("./tokens")
  });

  it("lib/ has none", () => {
    expect(importCycles(importGraph(root, "lib"))).toEqual([]);
  });
});
