// The build stamp: `npm run build` writes a hash of everything the production build is made from
// (sources, lockfile, configuration, the Prisma schema, NEXT_PUBLIC_* variables) to .next/; `npm start`
// builds again only when the hash it computes now differs (or there is no build). A restart with
// nothing changed then serves in seconds instead of rebuilding (docs/configuration.md).
//
//   node scripts/build-stamp.mjs write   after `next build`
//   node scripts/build-stamp.mjs check   exit 0: the build is current; 1: build first (says why)
//
// Contents, not modification times: a fresh clone or a `git checkout` touches every file.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
export const STAMP_FILE = join(root, ".next", "canopy-build-stamp");

/** What the build reads: folders walked whole, single files, and what is left out. */
const FOLDERS = ["app", "components", "lib", "public", "scripts"];
const FILES = [
  "package.json",
  "package-lock.json",
  "next.config.mjs",
  "tsconfig.json",
  "postcss.config.mjs",
  "proxy.ts",
  "instrumentation.ts",
  "prisma/schema.prisma",
];
// Generated clients follow prisma/schema.prisma (hashed); tests and READMEs are not built.
const SKIP = /(^|\/)(generated|generated-pg|node_modules)(\/|$)|\.test\.tsx?$|(^|\/)README\.md$/;

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (SKIP.test(relative(root, path))) return [];
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** The hash of the build's inputs. */
export function computeStamp() {
  const hash = createHash("sha256");
  const files = [...FOLDERS.flatMap((f) => walk(join(root, f))), ...FILES.map((f) => join(root, f))]
    .filter((f) => existsSync(f) && statSync(f).isFile())
    .sort();
  for (const file of files) {
    hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  // Inlined into the client bundle at build time.
  for (const [key, value] of Object.entries(process.env).sort())
    if (key.startsWith("NEXT_PUBLIC_")) hash.update(`${key}=${value}\0`);
  return hash.digest("hex");
}

/** Whether .next holds a build of the current inputs, and if not, why. */
export function checkStamp() {
  if (!existsSync(join(root, ".next", "BUILD_ID"))) return { current: false, reason: "no build yet" };
  if (!existsSync(STAMP_FILE)) return { current: false, reason: "the build has no stamp (made by `next build` alone)" };
  const stored = readFileSync(STAMP_FILE, "utf8").trim();
  return stored === computeStamp()
    ? { current: true, reason: "nothing changed since the last build" }
    : { current: false, reason: "sources, lockfile or configuration changed since the last build" };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === "write") {
    writeFileSync(STAMP_FILE, `${computeStamp()}\n`);
  } else if (command === "check") {
    const { current, reason } = checkStamp();
    console.log(current ? `Build is current (${reason}): starting without building.` : `Building: ${reason}.`);
    process.exitCode = current ? 0 : 1;
  } else {
    console.error("Usage: node scripts/build-stamp.mjs write|check");
    process.exitCode = 2;
  }
}
