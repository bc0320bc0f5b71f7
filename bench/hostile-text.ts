import { parseArgs } from "node:util";
import { queryFrame } from "@/lib/extract/query-frame";
import { readDocument } from "@/lib/knowledge/read-documents";
import { markdownSections } from "@/lib/knowledge/provenance";
import { chunkText } from "@/lib/memory/chunk";
import { manToMarkdown } from "@/lib/knowledge/parse-man";
import { answerFromContext } from "@/lib/memory/context-answer";

/**
 * `npm run bench:hostile-text` (also in `npm run bench`): the text readers on input built to make a
 * regular expression backtrack: a long run of one character that the text does not end with (a
 * pattern such as `/\s+$/` or `/[,;:]+$/` is tried at every position of the run, which is quadratic:
 * 100,000 spaces before a letter took 7 s, a megabyte hours). Each row is one run of the reader on
 * its input: an import's text, HTML and manual page of 1 MB, the chunker and section reader, and a
 * question and a chat turn of 100,000 characters. Target: every row < 1,000 ms on this machine's
 * class (2 cores); `--strict` exits 1 when one is missed, `--json` prints the figures.
 */
const { values } = parseArgs({ options: { json: { type: "boolean" }, strict: { type: "boolean" } } });
const MB = 1_000_000;
const LIMIT_MS = 1_000;

const rows: { reader: string; input: string; ms: number }[] = [];
async function time(reader: string, input: string, run: () => unknown): Promise<void> {
  const start = performance.now();
  await run();
  rows.push({ reader, input, ms: Math.round(performance.now() - start) });
}

for (const [name, ch] of [
  ["spaces", " "],
  ["commas", ","],
  ["stops", "."],
  ["backslashes", "\\"],
  ["hashes", "#"],
] as const) {
  const run = ch.repeat(MB);
  await time("import, plain text", `1 MB of ${name} before a letter`, () =>
    readDocument({ name: "a.txt", content: Buffer.from(`notes ${run}x`) }),
  );
  await time("import, HTML", `1 MB of ${name} in a label and a listing`, () =>
    readDocument({
      name: "a.html",
      content: Buffer.from(`<dl><dt>Port${run}x</dt><dd>80</dd></dl><pre>a${run}x</pre>`),
    }),
  );
  await time("manual page", `1 MB of ${name} before a letter`, () => manToMarkdown(`.TH A 1\n.SH NAME\n${run}x\n`));
  await time("chunks and sections", `1 MB of ${name} in a heading`, () => {
    chunkText(`# a${run}b\n\ntext`);
    markdownSections(`# a${run}b\n`);
  });
  const short = ch.repeat(100_000);
  await time("question frame", `100,000 ${name} in a question`, () =>
    queryFrame(`What is the user's${short}x's port and the default?`),
  );
  await time("offline chat turn", `100,000 ${name} in the context`, () =>
    answerFromContext({ context: [`The port is 80.${short}x`], query: "What is the port?" }),
  );
}

const missed = rows.filter((r) => r.ms >= LIMIT_MS);
if (values.json) console.log(JSON.stringify({ limitMs: LIMIT_MS, rows }, null, 2));
else {
  console.log(`Hostile text (target < ${LIMIT_MS.toLocaleString("en")} ms a row)`);
  for (const r of rows) console.log(`  ${r.reader.padEnd(22)} ${r.input.padEnd(42)} ${String(r.ms).padStart(6)} ms`);
  console.log(missed.length === 0 ? "  every row within target" : `  ${missed.length} row(s) over target`);
}
if (values.strict && missed.length > 0) process.exitCode = 1;
