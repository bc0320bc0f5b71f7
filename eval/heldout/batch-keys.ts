import { fetchRealDocuments } from "@/eval/real/fetch";
import { REAL_QUESTIONS, REAL_SOURCES, type RealKind } from "@/eval/real/questions";
import { containsKey } from "@/eval/real/suite";
import { readDocument } from "@/lib/knowledge/read-documents";

/**
 * Where an absent question's answer would be written, and what it would look like: `from` .. `to`
 * cuts the passage out of the product's text (the first `from`, up to the next `to`; without
 * `from`, the whole text) and `not` must not match in it.
 */
export type AbsentProbe = { product: string; from?: string; to?: string; not: RegExp; about: string };

/** A held-out batch to check: its name, its products' Debian packages, and its absent questions' probes. */
export type BatchKeys = { batch: string; products: Record<string, readonly string[]>; probes?: AbsentProbe[] };

function passage(text: string, probe: AbsentProbe): string | null {
  if (probe.from === undefined) return text;
  const start = text.indexOf(probe.from);
  if (start < 0) return null;
  const end = probe.to === undefined ? -1 : text.indexOf(probe.to, start + probe.from.length);
  return text.slice(start, end < 0 ? undefined : end);
}

/**
 * The key check of one held-out batch of eval/real/questions.ts and nothing else: its products'
 * documents, fetched with apt as the suite fetches them and read as the import reads them, every key
 * of every question of the batch looked up with the suite's `containsKey`, and (with probes) each
 * absent question's likely answer looked for where it would be written. With `--all` on the command
 * line, every question's keys in every document: the suite's own first step. No answer is asked for
 * and no baseline is ranked. Exits 1 when a key is missing, a probe finds an answer (or not its
 * passage), or a question's keys do not fit its kind.
 */
export async function checkBatchKeys({ batch, products, probes }: BatchKeys): Promise<void> {
  const everything = process.argv.includes("--all");
  const productOf = new Map(Object.entries(products).flatMap(([product, pkgs]) => pkgs.map((p) => [p, product])));
  const sources = everything ? REAL_SOURCES : REAL_SOURCES.filter((s) => productOf.has(s.pkg));
  const fetched = fetchRealDocuments(sources);
  if ("skip" in fetched) {
    console.error(`skipped: ${fetched.skip}`);
    process.exit(1);
  }
  const texts: string[] = [];
  const byProduct = new Map<string, string[]>();
  for (const file of fetched.files) {
    const doc = await readDocument({ name: file.name, content: file.content });
    texts.push(doc.text);
    const product = productOf.get(file.pkg);
    if (product === undefined) continue;
    byProduct.set(product, [...(byProduct.get(product) ?? []), doc.text]);
    console.log(`${file.pkg.padEnd(24)} ${file.name.padEnd(30)} ${doc.text.length.toLocaleString("en")} characters`);
  }
  const all = texts.join("\n\n");
  console.log(`${fetched.files.length} documents, ${all.length.toLocaleString("en")} characters`);

  const questions = REAL_QUESTIONS.filter((q) => q.batch === batch);
  const problems: string[] = [];
  // --all: what scoreRealSuite checks before asking anything (a key missing means another package version).
  if (everything)
    for (const q of REAL_QUESTIONS)
      if (q.batch !== batch && !q.keys.every((k) => containsKey(all, k)))
        problems.push(`keys not in the documents: ${q.question}`);
  for (const q of questions) {
    if (q.kind === "absent" ? q.keys.length > 0 : q.keys.length === 0)
      problems.push(`keys do not fit the kind ${q.kind}: ${q.question}`);
    for (const key of q.keys) if (!containsKey(all, key)) problems.push(`key "${key}" not in the text: ${q.question}`);
  }
  for (const probe of probes ?? []) {
    const found = passage((byProduct.get(probe.product) ?? []).join("\n\n"), probe);
    if (found === null) problems.push(`absent probe (${probe.about}): "${probe.from}" is not in the text`);
    else if (probe.not.test(found)) problems.push(`absent question answered after all (${probe.about})`);
  }
  const kinds = new Map<RealKind, number>();
  for (const q of questions) kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const absent = kinds.get("absent") ?? 0;
  if (probes && probes.length < absent)
    problems.push(`${absent} absent questions, ${probes.length} probes: one probe at least per question`);
  console.log(
    `${batch}: ${questions.length} questions (${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ")}), ${questions.filter((q) => q.phrased).length} phrased; ${questions.reduce((a, q) => a + q.keys.length, 0)} keys checked` +
      (probes ? `, ${probes.length} absent probes` : ""),
  );
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  console.log(
    probes
      ? "every key is in the imported text and no absent question is answered there (nothing asked, nothing scored)"
      : "every key is in the imported text (nothing asked, nothing scored)",
  );
}
