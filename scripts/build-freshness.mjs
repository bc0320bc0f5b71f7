// Whether the production build in .next/ is older than the sources it is made from (modification
// times: cheap, and right for a checkout that is being edited). The e2e servers and the two-instance
// check build again only then; `npm start` uses the content hash of scripts/build-stamp.mjs instead.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["app", "components", "lib", "public", "next.config.mjs", "package-lock.json"];
/** What the build does not read: generated clients (they follow the schema), tests, READMEs. */
const IGNORED = (name) => name === "generated" || name === "generated-pg" || /\.test\.tsx?$|\.md$/.test(name);

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path)
      .filter((name) => !IGNORED(name))
      .map((name) => newestMtime(join(path, name))),
  );
}

/** True when there is no build, or a source file changed after it was made. */
export function buildIsStale() {
  const built = existsSync(".next/BUILD_ID") ? statSync(".next/BUILD_ID").mtimeMs : 0;
  return built < Math.max(...SOURCES.filter(existsSync).map(newestMtime));
}
