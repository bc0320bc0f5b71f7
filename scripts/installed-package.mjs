// Where an npm package of the project is installed, and its version: the word data's scripts
// (word-vectors.mjs, word-senses.mjs) read their packages' files from there.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";

/** The package's folder and version, or null when it is not installed. */
export function installedPackage(name) {
  try {
    const pkg = createRequire(resolve("package.json")).resolve(`${name}/package.json`);
    return { dir: dirname(pkg), version: JSON.parse(readFileSync(pkg, "utf8")).version };
  } catch {
    return null;
  }
}
