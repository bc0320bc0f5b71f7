// What the browser is sent: the modules a client component reaches by value. The layer lint
// (eslint/layers.mjs) checks each import on its own; this follows them through, because a client
// component that imports a small helper of lib/tree gets everything that helper's module imports
// (eslint/client-imports.test.ts holds the table of what must never reach the browser).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { resolveImport } from "./cycles";

/** A module's first statement is this directive (Next's boundaries: "use client" starts a client graph, "use server" ends it). */
function directive(source: ts.SourceFile): string | null {
  const first = source.statements[0];
  return first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression)
    ? first.expression.text
    : null;
}

/** Whether an import brings a value (not `import type`, not only `type`-marked names; a bare `import "x"` runs x). */
function importsValue(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
}

function exportsValue(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  return !clause || !ts.isNamedExports(clause) || clause.elements.some((e) => !e.isTypeOnly);
}

/** The specifiers a module imports by value: static imports and re-exports, and `import()` (a lazy chunk still ships). */
export function valueImports(file: string, text: string): string[] {
  return importsOf(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false));
}

function importsOf(source: ts.SourceFile): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && importsValue(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      out.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      exportsValue(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      out.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      out.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** A bare specifier's package ("@scope/name" or "name"), or "node:" for a Node built-in. */
export function packageOf(spec: string): string {
  if (spec.startsWith("node:")) return "node:";
  const parts = spec.split("/");
  return spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

export interface ClientReach {
  /** Repository modules the browser is sent (repository-relative), each with the module that first brought it in. */
  modules: Map<string, string | null>;
  /** Packages the browser is sent, each with the repository module that imports it. */
  packages: Map<string, string>;
}

/**
 * Everything the "use client" modules under `dirs` reach by value, stopping at "use server" modules
 * (the browser gets a reference to a server action, never its module).
 */
export function clientReach(root: string, dirs: string[]): ClientReach {
  const modules = new Map<string, string | null>();
  const packages = new Map<string, string>();
  const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");
  // Each module is read and parsed once: for its directive, then for its imports.
  const parsed = new Map<string, ts.SourceFile>();
  const parse = (file: string) => {
    let source = parsed.get(file);
    if (!source) {
      source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
      parsed.set(file, source);
    }
    return source;
  };
  const queue: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && !entry.name.startsWith("generated")) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) {
        if (directive(parse(full)) === "use client") {
          modules.set(rel(full), null);
          queue.push(full);
        }
      }
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const spec of importsOf(parse(file))) {
      const target = resolveImport(root, file, spec);
      if (target) {
        const key = rel(target);
        if (modules.has(key)) continue;
        if (directive(parse(target)) === "use server") continue;
        modules.set(key, rel(file));
        queue.push(target);
      } else if (!spec.startsWith(".") && !spec.startsWith("@/")) {
        const name = packageOf(spec);
        if (!packages.has(name)) packages.set(name, rel(file));
      }
    }
  }
  return { modules, packages };
}

/** How `module` reaches the browser: the chain of importers back to a "use client" module. */
export function importChain(reach: ClientReach, module: string): string[] {
  const chain = [module];
  let at = reach.modules.get(module) ?? null;
  while (at && chain.length < 50) {
    chain.push(at);
    at = reach.modules.get(at) ?? null;
  }
  return chain;
}
