/**
 * The two-part development set (`two-part-dev.txt`): the real documents imported as the suite
 * imports them, each question asked with `askProject`, scored per product. A line is
 * `[Product] question => key | key`; a key `~none` is a part the documents do not answer (correct
 * when the status is partial, the other keys are held and the answer names what it does not say).
 * Tuned on, not a held-out check.
 *
 * npx tsx --conditions=react-server eval/real/two-part-dev.ts [--verbose] [--without name,name]
 * (`--without`: the set asked again without each mechanism named, lib/memory/ask-parts.ts `PartMechanism`)
 */
import { parseArgs } from "node:util";
import { readDocument } from "@/lib/knowledge/read-documents";
import type { ParsedDocument } from "@/lib/knowledge/types";
import type { PartMechanism } from "@/lib/memory/ask-parts";
import { fetchRealDocuments } from "./fetch";
import { productAsker } from "./product";
import { REAL_SOURCES } from "./questions";
import { readTwoPartDev } from "./two-part-questions";
import { containsKey, MAX_ANSWER_CHARS } from "./suite";

async function main() {
  const { values } = parseArgs({ options: { verbose: { type: "boolean" }, without: { type: "string" } } });
  const questions = readTwoPartDev();
  const fetched = fetchRealDocuments(REAL_SOURCES);
  if ("skip" in fetched) throw new Error(fetched.skip);
  const parsed: ParsedDocument[] = [];
  for (const file of fetched.files) parsed.push(await readDocument({ name: file.name, content: file.content }));
  const all = parsed.map((d) => d.text).join("\n\n");
  const unchecked = questions.filter((q) => !q.keys.every((k) => containsKey(all, k)));
  if (unchecked.length > 0)
    throw new Error(`keys not in the documents: ${unchecked.map((q) => q.question).join(" | ")}`);
  const product = await productAsker(parsed);
  // One import, the set asked once per variant: all mechanisms, then without each one named.
  const variants = values.without ? ["", ...values.without.split(",")] : [""];
  try {
    for (const variant of variants) {
      // The ablation goes through askProject's options (lib/memory/ask-parts.ts `PartsOptions`).
      const partsWithout = variant ? [variant as PartMechanism] : [];
      const byProduct = new Map<string, { n: number; ok: number }>();
      let ok = 0;
      let longest = 0;
      for (const q of questions) {
        const r = await product.ask(q.question, { partsWithout });
        longest = Math.max(longest, r.answer.length);
        const head = r.answer.slice(0, MAX_ANSWER_CHARS);
        const held = q.keys.every((k) => containsKey(head, k));
        const right =
          q.absent > 0 ? r.status === "partial" && held && /do not say/.test(head) : r.status !== "none" && held;
        const p = byProduct.get(q.product) ?? { n: 0, ok: 0 };
        p.n++;
        if (right) {
          p.ok++;
          ok++;
        }
        byProduct.set(q.product, p);
        console.log(`${right ? "OK  " : "MISS"} [${q.product}] [${r.status}] len=${r.answer.length} :: ${q.question}`);
        if (values.verbose && !right) console.log(`     ${r.answer.replace(/\s+/g, " ").slice(0, 600)}`);
      }
      console.log(`== ${variant ? `without ${variant}` : "all mechanisms"}`);
      for (const [name, p] of [...byProduct].sort()) console.log(`${name}\t${p.ok}/${p.n}`);
      console.log(`all\t${ok}/${questions.length}\tlongest answer ${longest}`);
    }
  } finally {
    await product.close();
  }
}

await main();
