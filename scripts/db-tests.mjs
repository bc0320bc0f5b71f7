// Which server test files reach the database. `TEST_DB=postgres vitest run` (the PostgreSQL pass of
// `npm test`) runs only these: a test whose imports never reach lib/db, a database driver or the
// database settings behaves the same on both databases, and the SQLite pass has run it already.
// Static and conservative: every import, re-export and dynamic import(), followed through the `@/`
// alias and relative paths; a file that names TEST_DB or DATABASE_URL counts as reaching it.
//
//   node scripts/db-tests.mjs            lists them, then the count of the others
//
// It also names the test files that may share a process (sharedProcessTestFiles).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const TEST_DIRS = ["lib", "app", "cli", "eslint"];
const DB_DIRS = ["lib/db/"];
const DB_PACKAGES = /^(pg|@prisma\/client|@prisma\/adapter-[\w-]+|better-sqlite3|prisma)(\/|$)/;
const DB_SETTINGS = /\b(TEST_DB|DATABASE_URL)\b/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bvi\.mock\s*\(\s*)["']([^"']+)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx", "/index.js"];

function resolveSpecifier(specifier, from) {
  let base;
  if (specifier.startsWith("@/")) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const memo = new Map();
/** Whether `file` reaches the database through its imports (cycles count as not reaching, once). */
function reachesDb(file) {
  if (memo.has(file)) return memo.get(file);
  memo.set(file, false);
  const path = relative(ROOT, file);
  let result = DB_DIRS.some((dir) => path.startsWith(dir));
  if (!result) {
    const source = readFileSync(file, "utf8");
    result = DB_SETTINGS.test(source);
    for (const match of source.matchAll(IMPORT)) {
      if (result) break;
      const specifier = match[1];
      if (DB_PACKAGES.test(specifier)) result = true;
      else {
        const target = resolveSpecifier(specifier, file);
        if (target && reachesDb(target)) result = true;
      }
    }
  }
  memo.set(file, result);
  return result;
}

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".") || entry.name === "generated") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (entry.name.endsWith(".test.ts")) yield path;
  }
}

/** Server test files (relative to the repository) whose imports reach the database. */
export function databaseTestFiles() {
  const files = TEST_DIRS.filter((dir) => existsSync(join(ROOT, dir))).flatMap((dir) => [
    ...testFiles(join(ROOT, dir)),
  ]);
  return files
    .filter((file) => reachesDb(file))
    .map((file) => relative(ROOT, file))
    .sort();
}

/**
 * What a test file does to the process it runs in that a later file in the same process would meet:
 * module mocks, stubbed globals or settings, fake timers, settings or globals written, replaced or
 * deleted, process listeners. Tested from a table (lib/testing/db-tests.test.ts).
 */
export const PROCESS_STATE = new RegExp(
  [
    String.raw`\bvi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers)\b`,
    String.raw`\b(?:process\.env|globalThis|global)(?:\.\w+|\[[^\]]+\])?\s*(?:[|&?]{1,2})?=(?!=)`,
    String.raw`\bdelete\s+(?:process\.env|globalThis|global)\b`,
    String.raw`\bObject\.(?:assign|defineProperty|defineProperties)\(\s*(?:process\.env|globalThis|global)\b`,
    String.raw`\bprocess\.(?:on|once|addListener|prependListener)\(`,
  ].join("|"),
);

/**
 * Server test files (eval's too, relative to the repository) that neither reach the database nor
 * change their process (PROCESS_STATE): vitest can run them one after another in one process, their
 * modules loaded once (vitest.config.ts), instead of loading every module again for each file.
 */
export function sharedProcessTestFiles() {
  const files = [...TEST_DIRS, "eval"]
    .filter((dir) => existsSync(join(ROOT, dir)))
    .flatMap((dir) => [...testFiles(join(ROOT, dir))]);
  return files
    .filter((file) => !reachesDb(file) && !PROCESS_STATE.test(readFileSync(file, "utf8")))
    .map((file) => relative(ROOT, file))
    .sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const all = TEST_DIRS.filter((dir) => existsSync(join(ROOT, dir))).flatMap((dir) => [...testFiles(join(ROOT, dir))]);
  const db = databaseTestFiles();
  for (const file of db) console.log(file);
  console.log(`${db.length} of ${all.length} server test files reach the database; ${all.length - db.length} do not.`);
}
