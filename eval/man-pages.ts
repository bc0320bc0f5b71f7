import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { manToMarkdown } from "@/lib/knowledge/parse-man";

/**
 * The manual-page reader (lib/knowledge/parse-man.ts) over every manual page of the Debian packages
 * the real-document suite fetched (`npm run eval -- --suite real` first): how many pages, how much
 * text, and what troff the reader left in it (a line still opening with a request, an escape still
 * in the text). Real pages nobody on the team wrote; nothing is asked of them.
 *
 *   npx tsx eval/man-pages.ts            # totals, the ten pages with the most left over
 */
const root = join(
  process.env.CANOPY_EVAL_CACHE ?? join(homedir(), ".cache", "canopy-eval"),
  "debian",
  "root",
  "usr",
  "share",
  "man",
);
const pages: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.[1-9][a-z]*(?:\.gz)?$/.test(name)) pages.push(path);
  }
};
if (!existsSync(root)) {
  console.error(`No manual pages under ${root}: run \`npm run eval -- --suite real\` first (it fetches the packages).`);
  process.exit(1);
}
walk(root);
const REQUEST_LEFT = /^\.[A-Za-z]{1,3}(?:\s|$)/;
const ESCAPE_LEFT = /\\[fs(*[-]/;
let [chars, source, requests, escapes, clean] = [0, 0, 0, 0, 0];
const worst: { page: string; left: number }[] = [];
for (const page of pages) {
  const raw = readFileSync(page);
  const text = (page.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8");
  const md = manToMarkdown(text);
  source += text.length;
  chars += md.length;
  let inFence = false;
  let left = 0;
  for (const line of md.split("\n")) {
    if (line.startsWith("```")) inFence = !inFence;
    if (REQUEST_LEFT.test(line)) {
      requests++;
      left++;
    }
    if (ESCAPE_LEFT.test(line) && !inFence) {
      escapes++;
      left++;
    }
  }
  if (left === 0) clean++;
  worst.push({ page: page.slice(root.length + 1), left });
}
console.log(
  `${pages.length} manual pages, ${source.toLocaleString()} characters of troff -> ${chars.toLocaleString()} of Markdown`,
);
console.log(
  `pages with nothing left over: ${clean}/${pages.length}; lines still opening with a request: ${requests}; lines with an escape (outside code): ${escapes}`,
);
for (const w of worst.sort((a, b) => b.left - a.left).slice(0, 10)) if (w.left) console.log(`  ${w.page}: ${w.left}`);
