// Import cycles in the repository's TypeScript and JavaScript sources (the .mjs scripts and the root-level
// configs too), type-only imports and dynamic `import()` included: every edge TypeScript sees
// (eslint/cycles.test.ts runs it over every source folder and root-level file). It
// replaced ESLint's import-x/no-cycle, which saw value imports only and was the lint's slowest rule.
// A dynamic import that dodges a cycle is still a cycle: pass a function or move the shared piece
// down instead.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** TypeScript and JavaScript modules (the .mjs scripts and root-level configs too); not tests, not declarations. */
const SOURCE = /\.(tsx?|mts|cts|mjs|cjs|js)$/;
const SKIPPED = /\.test\.[cm]?[jt]sx?$|\.d\.[cm]?ts$/;

/** Whether `name` is a module the graph reads. */
export function isSourceFile(name: string): boolean {
  return SOURCE.test(name) && !SKIPPED.test(name);
}

function sourceFiles(at: string): string[] {
  if (!fs.statSync(at).isDirectory()) return isSourceFile(at) ? [at] : [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
    const full = path.join(at, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith("generated") && entry.name !== "node_modules") out.push(...sourceFiles(full));
    } else if (isSourceFile(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

/** The repository file an import specifier names (through the `@/` alias or a relative path), or null for a package. */
export function resolveImport(root: string, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  else if (spec.startsWith("./") || spec.startsWith("../")) base = path.resolve(path.dirname(from), spec);
  else return null;
  // A specifier naming its file (a script's "./build-freshness.mjs") is that file.
  if (isSourceFile(base) && fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  base = base.replace(/\.(tsx?|js)$/, "");
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, `${base}.mjs`]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The import graph of the non-test sources under `dirs` (repository-relative folders or single files):
 * every static, type-only, re-export and dynamic import that resolves to a file of the repository.
 */
export function importGraph(root: string, dirs: string | string[] = "lib"): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = (typeof dirs === "string" ? [dirs] : dirs).flatMap((dir) => sourceFiles(path.join(root, dir)));
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    const targets = new Set<string>();
    for (const { fileName } of info.importedFiles) {
      const target = resolveImport(root, file, fileName);
      if (target) targets.add(path.relative(root, target).split(path.sep).join("/"));
    }
    graph.set(path.relative(root, file).split(path.sep).join("/"), [...targets]);
  }
  return graph;
}

/** The cycles of `graph` (Map: module -> imported modules): its strongly connected components of two or more modules, or a module importing itself. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}
