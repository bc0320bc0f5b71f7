// No import cycle in the repository, counting type-only and dynamic imports (eslint/cycles.ts). This is
// the project's only cycle check: ESLint's import-x/no-cycle was the lint's slowest rule.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { importCycles, importGraph, isSourceFile } from "./cycles";

const root = fileURLToPath(new URL("../", import.meta.url));
/** Every folder of sources, and every module at the root (next.config.mjs, vitest.config.ts, proxy.ts, ...). */
const sources = () => [
  ...["app", "components", "lib", "cli", "e2e", "bench", "eval", "eslint", "scripts"],
  ...readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isFile() && isSourceFile(e.name))
    .map((e) => e.name),
];
const SOURCES = sources();

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

  it("reads the root-level configs and the .mjs scripts, and their imports of each other", () => {
    expect(SOURCES).toEqual(
      expect.arrayContaining(["next.config.mjs", "eslint.config.mjs", "vitest.config.ts", "playwright.pg.config.ts"]),
    );
    const graph = importGraph(root, SOURCES);
    expect(graph.get("next.config.mjs")).toContain("scripts/build-threads.mjs"); // "./scripts/build-threads.mjs"
    expect(graph.get("eslint.config.mjs")).toContain("eslint/layers.mjs");
    expect(graph.get("vitest.config.ts")).toContain("scripts/db-tests.mjs");
    expect(graph.get("playwright.pg.config.ts")).toContain("playwright.config.ts"); // "./playwright.config"
    expect(graph.get("scripts/e2e-server.mjs")).toContain("scripts/build-freshness.mjs");
    expect(graph.get("instrumentation.ts")).toContain("lib/auth/methods.ts"); // await import("./lib/auth/methods")
    expect([...graph.keys()].filter((f) => /\.(test\.|d\.)/.test(f))).toEqual([]);
  });

  it("the repository has none", () => {
    expect(importCycles(importGraph(root, SOURCES))).toEqual([]);
  });
});

describe("a cycle in the tree", () => {
  const scratch = mkdtempSync(path.join(root, "components/.cycle-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("is found outside lib/ too, across folders, through a type-only import", () => {
    writeFileSync(path.join(scratch, "a.tsx"), `import { b } from "./b";\nexport const a = () => b;\n`);
    const far = path.join(root, `app/.cycle-c-${path.basename(scratch)}.ts`);
    const spec = `@/app/${path.basename(far, ".ts")}`;
    writeFileSync(path.join(scratch, "b.ts"), `import { c } from "${spec}";\nexport const b = () => c;\n`);
    writeFileSync(
      far,
      `import type { a } from "@/components/${path.basename(scratch)}/a";\nexport const c = (x?: typeof a) => x;\n`,
    );
    try {
      const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");
      const cycles = importCycles(importGraph(root, SOURCES));
      expect(cycles).toHaveLength(1);
      expect([...cycles[0]].sort()).toEqual(
        [rel(path.join(scratch, "a.tsx")), rel(path.join(scratch, "b.ts")), rel(far)].sort(),
      );
    } finally {
      rmSync(far, { force: true });
    }
  });

  it("is found between a root-level config and an .mjs script", () => {
    const name = path.basename(scratch);
    const config = path.join(root, `${name}.config.mjs`);
    const script = path.join(root, `scripts/${name}.mjs`);
    writeFileSync(config, `import { s } from "./scripts/${name}.mjs";\nexport default s;\n`);
    writeFileSync(script, `export const s = () => import("../${name}.config.mjs");\n`);
    try {
      expect(importCycles(importGraph(root, sources()))).toEqual([
        expect.arrayContaining([`${name}.config.mjs`, `scripts/${name}.mjs`]),
      ]);
    } finally {
      rmSync(config, { force: true });
      rmSync(script, { force: true });
    }
  });
});
