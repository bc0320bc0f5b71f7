import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/** A real document of the suite: a Debian package and the file inside it. */
export type RealSource = { pkg: string; path: string };

/** Where the packages are unpacked: `$CANOPY_EVAL_CACHE` or ~/.cache/canopy-eval/debian. */
export const CACHE_DIR = process.env.CANOPY_EVAL_CACHE ?? join(homedir(), ".cache", "canopy-eval", "debian");

/**
 * The files of `sources`, read from Debian packages fetched with `apt-get download` and unpacked
 * with `dpkg-deb -x` into {@link CACHE_DIR} (once; later runs read the cache). Returns null with
 * the reason when apt or dpkg-deb is not available and the cache does not hold the files.
 */
export function fetchRealDocuments(
  sources: readonly RealSource[],
): { files: { name: string; pkg: string; content: Uint8Array }[] } | { skip: string } {
  const root = join(CACHE_DIR, "root");
  const missing = [...new Set(sources.filter((s) => !existsSync(join(root, s.path))).map((s) => s.pkg))];
  if (missing.length > 0) {
    for (const tool of ["apt-get", "dpkg-deb"])
      try {
        execFileSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" });
      } catch {
        return { skip: `${tool} is not available (not a Debian system?): cannot fetch ${missing.join(", ")}` };
      }
    const debs = join(CACHE_DIR, "debs");
    mkdirSync(debs, { recursive: true });
    try {
      execFileSync("apt-get", ["download", ...missing], { cwd: debs, stdio: ["ignore", "ignore", "pipe"] });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim() ?? String(error);
      return { skip: `apt-get download ${missing.join(" ")} failed: ${stderr.split("\n").at(-1)}` };
    }
    for (const pkg of missing) {
      const deb = readdirSync(debs).find((f) => f.startsWith(`${pkg}_`) && f.endsWith(".deb"));
      if (!deb) return { skip: `apt-get download did not leave a ${pkg} package in ${debs}` };
      execFileSync("dpkg-deb", ["-x", join(debs, deb), root]);
    }
  }
  const files = [];
  const names = new Set<string>();
  for (const s of sources) {
    const file = join(root, s.path);
    if (!existsSync(file)) return { skip: `${s.pkg} has no ${s.path} (another package version?)` };
    // Two products may both have a "limits.html": the later one is named after its product too
    // ("postgresql-limits.html"; the package's version and "-doc" left out, as they name no content).
    const base = s.path.split("/").at(-1)!;
    const name = names.has(base) ? `${s.pkg.replace(/-doc.*$|\d.*$/, "")}-${base}` : base;
    names.add(name);
    files.push({ name, pkg: s.pkg, content: new Uint8Array(readFileSync(file)) });
  }
  return { files };
}
