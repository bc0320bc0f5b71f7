import { fetchRealDocuments } from "@/eval/real/fetch";
import { REAL_QUESTIONS, REAL_SOURCES, type RealKind } from "@/eval/real/questions";
import { containsKey } from "@/eval/real/suite";
import { readDocument } from "@/lib/knowledge/read-documents";

/**
 * The key check of batch r21 (eval/real/questions.ts) and nothing else: its documents (Vim's and
 * CUPS's, fetched with apt as the suite fetches them) read as the import reads them, every key of
 * every r21 question looked up with the suite's `containsKey` in those products' text, and each
 * absent question's likely answer looked for where it would be written (it must not be there). No
 * answer is asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing, an absent question turns out to be
 * answered, or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r21-keys.ts          # r21's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r21-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */
const PRODUCTS = { vim: ["vim-doc"], cups: ["cups-server-common", "cups-common"] } as const;
type Product = keyof typeof PRODUCTS;
const PACKAGES = new Set<string>(Object.values(PRODUCTS).flat());

/**
 * Where an absent question's answer would be written, and what it would look like. `from` .. `to`
 * cuts the passage (the first `from`, up to the next `to`; without `from`, the product's whole
 * text); `not` must not match in it. Seven probes, one per absent question, in the batch's order.
 */
type Probe = { product: Product; from?: string; to?: string; not: RegExp; about: string };
const ABSENT_PROBES: Probe[] = [
  // The directive's entry states no default (the scheduler's is 200, which the manual never says).
  { product: "cups", from: "#### LogDebugHistory", to: "####", not: /default|200/i, about: "LogDebugHistory default" },
  { product: "cups", not: /(?<![\w.])2\.4\.3\b/, about: "CUPS 2.4.3 released" },
  {
    product: "cups",
    from: "cups (2.4.2-3+deb12u4)",
    to: "\ncups (",
    not: /CVE-/,
    about: "CVE of cups 2.4.2-3+deb12u4",
  },
  // KeepAlive has no timeout in 2.4 (KeepAliveTimeout is only named as removed in CHANGES).
  { product: "cups", from: "#### KeepAlive No", to: "####", not: /second|timeout/i, about: "keep-alive timeout" },
  { product: "cups", not: /KeepAliveTimeout\s+\d/, about: "a KeepAliveTimeout value" },
  { product: "vim", not: /Vim (version )?9\.1\b/i, about: "Vim 9.1 released" },
  { product: "vim", from: "9.0.0005", to: "\n", not: /CVE-/, about: "CVE of patch 9.0.0005" },
  {
    product: "vim",
    from: "vim (2:9.0.1378-2+deb12u2)",
    to: "\nvim (",
    not: /Closes/,
    about: "bug closed by 2:9.0.1378-2+deb12u2",
  },
];

function passage(text: string, probe: Probe): string | null {
  if (probe.from === undefined) return text;
  const start = text.indexOf(probe.from);
  if (start < 0) return null;
  const end = probe.to === undefined ? -1 : text.indexOf(probe.to, start + probe.from.length);
  return text.slice(start, end < 0 ? undefined : end);
}

async function main() {
  const everything = process.argv.includes("--all");
  const sources = everything ? REAL_SOURCES : REAL_SOURCES.filter((s) => PACKAGES.has(s.pkg));
  const fetched = fetchRealDocuments(sources);
  if ("skip" in fetched) {
    console.error(`skipped: ${fetched.skip}`);
    process.exit(1);
  }
  const texts: string[] = [];
  const byProduct: Record<Product, string[]> = { vim: [], cups: [] };
  for (const file of fetched.files) {
    const doc = await readDocument({ name: file.name, content: file.content });
    texts.push(doc.text);
    const product = (Object.keys(PRODUCTS) as Product[]).find((p) =>
      (PRODUCTS[p] as readonly string[]).includes(file.pkg),
    );
    if (product) {
      byProduct[product].push(doc.text);
      console.log(`${file.pkg.padEnd(24)} ${file.name.padEnd(30)} ${doc.text.length.toLocaleString("en")} characters`);
    }
  }
  const all = texts.join("\n\n");
  console.log(`${fetched.files.length} documents, ${all.length.toLocaleString("en")} characters`);

  const batch = REAL_QUESTIONS.filter((q) => q.batch === "r21");
  const problems: string[] = [];
  // --all: what scoreRealSuite checks before asking anything (a key missing means another package version).
  if (everything)
    for (const q of REAL_QUESTIONS)
      if (q.batch !== "r21" && !q.keys.every((k) => containsKey(all, k)))
        problems.push(`keys not in the documents: ${q.question}`);
  for (const q of batch) {
    if (q.kind === "absent" ? q.keys.length > 0 : q.keys.length === 0)
      problems.push(`keys do not fit the kind ${q.kind}: ${q.question}`);
    for (const key of q.keys) if (!containsKey(all, key)) problems.push(`key "${key}" not in the text: ${q.question}`);
  }
  for (const probe of ABSENT_PROBES) {
    const found = passage(byProduct[probe.product].join("\n\n"), probe);
    if (found === null) problems.push(`absent probe (${probe.about}): "${probe.from}" is not in the text`);
    else if (probe.not.test(found)) problems.push(`absent question answered after all (${probe.about})`);
  }
  const kinds = new Map<RealKind, number>();
  for (const q of batch) kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  const absent = kinds.get("absent") ?? 0;
  if (absent === 0 || ABSENT_PROBES.length < absent)
    problems.push(`${absent} absent questions, ${ABSENT_PROBES.length} probes: one probe at least per question`);
  console.log(
    `r21: ${batch.length} questions (${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ")}), ${batch.filter((q) => q.phrased).length} phrased; ${batch.reduce((a, q) => a + q.keys.length, 0)} keys checked, ${ABSENT_PROBES.length} absent probes`,
  );
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  console.log(
    "every key is in the imported text and no absent question is answered there (nothing asked, nothing scored)",
  );
}

void main();
