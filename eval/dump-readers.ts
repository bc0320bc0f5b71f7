/**
 * What the readers of a text's written forms make of the real suite's documents and questions, one
 * JSON line per passage and per question, to diff two versions of the code: a rewrite of a reader
 * that should not change its output is checked by `diff` of the two dumps; a change that should
 * shows exactly which passages and questions it moves (then scored on the suite).
 *
 *   npx tsx --conditions=react-server eval/dump-readers.ts OUT.jsonl
 *
 * Read per passage (lib/extract/passages.ts): the value kinds it holds (value-kinds.ts), its dates
 * (dates.ts), and per sentence a header field, a label line and a stated date (statements.ts,
 * shapes.ts); the leaf's statements (leaf.ts). Per question: the kind asked. The held-out batches'
 * questions (HELD_OUT_BATCHES) are left out.
 */
import { writeFileSync } from "node:fs";
import { readDocument } from "@/lib/knowledge/read-documents";
import { splitPassages } from "@/lib/extract/passages";
import { splitSentences } from "@/lib/extract/sentences";
import { VALUE_KIND_NAMES, askedKind, holdsValue } from "@/lib/extract/value-kinds";
import { findDates } from "@/lib/extract/dates";
import { DATE, isLabelLine } from "@/lib/extract/shapes";
import { isHeaderField } from "@/lib/extract/statements";
import { leafStatements } from "@/lib/extract/leaf";
import { fetchRealDocuments } from "./real/fetch";
import { HELD_OUT_BATCHES, REAL_QUESTIONS, REAL_SOURCES } from "./real/questions";

const out = process.argv[2];
if (!out) throw new Error("usage: dump-readers.ts OUT.jsonl");
const fetched = fetchRealDocuments(REAL_SOURCES);
if ("skip" in fetched) throw new Error(fetched.skip);
const lines: string[] = [];
for (const file of fetched.files) {
  const doc = await readDocument({ name: file.name, content: file.content });
  for (const p of splitPassages(doc.text)) {
    const sentences = splitSentences(p.text);
    lines.push(
      JSON.stringify({
        doc: doc.name,
        at: p.start,
        kinds: VALUE_KIND_NAMES.filter((k) => k !== "any" && holdsValue(p.text, k)),
        dates: findDates(p.text).map((d) => d.key),
        fields: sentences.filter((s) => isHeaderField(s)).length,
        labels: sentences.filter((s) => isLabelLine(s)).length,
        stated: sentences.filter((s) => DATE.test(s)).length,
        leaf: leafStatements(p.text).statements,
      }),
    );
  }
}
for (const q of REAL_QUESTIONS)
  if (!HELD_OUT_BATCHES.has(q.batch ?? "")) lines.push(JSON.stringify({ q: q.question, asked: askedKind(q.question) }));
writeFileSync(out, lines.join("\n") + "\n");
console.log(`${lines.length} lines`);
