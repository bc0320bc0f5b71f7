import { fetchRealDocuments } from "@/eval/real/fetch";
import { REAL_QUESTIONS, REAL_SOURCES, type RealKind } from "@/eval/real/questions";
import { containsKey } from "@/eval/real/suite";
import { readDocument } from "@/lib/knowledge/read-documents";

/**
 * The key check of batch r20 (eval/real/questions.ts) and nothing else: its documents (Privoxy's and
 * ExifTool's, fetched with apt as the suite fetches them) read as the import reads them, and every
 * key of every r20 question looked up with the suite's `containsKey` in those products' text. No
 * answer is asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r20-keys.ts          # r20's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r20-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */
const PACKAGES = new Set(["privoxy", "libimage-exiftool-perl"]);

async function main() {
  const everything = process.argv.includes("--all");
  const sources = everything ? REAL_SOURCES : REAL_SOURCES.filter((s) => PACKAGES.has(s.pkg));
  const fetched = fetchRealDocuments(sources);
  if ("skip" in fetched) {
    console.error(`skipped: ${fetched.skip}`);
    process.exit(1);
  }
  const texts: string[] = [];
  for (const file of fetched.files) {
    const doc = await readDocument({ name: file.name, content: file.content });
    texts.push(doc.text);
    if (PACKAGES.has(file.pkg))
      console.log(`${file.pkg.padEnd(24)} ${file.name.padEnd(22)} ${doc.text.length.toLocaleString("en")} characters`);
  }
  const all = texts.join("\n\n");
  console.log(`${fetched.files.length} documents, ${all.length.toLocaleString("en")} characters`);

  const batch = REAL_QUESTIONS.filter((q) => q.batch === "r20");
  const problems: string[] = [];
  // --all: what scoreRealSuite checks before asking anything (a key missing means another package version).
  if (everything)
    for (const q of REAL_QUESTIONS)
      if (q.batch !== "r20" && !q.keys.every((k) => containsKey(all, k)))
        problems.push(`keys not in the documents: ${q.question}`);
  for (const q of batch) {
    if (q.kind === "absent" ? q.keys.length > 0 : q.keys.length === 0)
      problems.push(`keys do not fit the kind ${q.kind}: ${q.question}`);
    for (const key of q.keys) if (!containsKey(all, key)) problems.push(`key "${key}" not in the text: ${q.question}`);
  }
  const kinds = new Map<RealKind, number>();
  for (const q of batch) kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  console.log(
    `r20: ${batch.length} questions (${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ")}), ${batch.filter((q) => q.phrased).length} phrased; ${batch.reduce((a, q) => a + q.keys.length, 0)} keys checked`,
  );
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  console.log("every key is in the imported text (nothing asked, nothing scored)");
}

void main();
