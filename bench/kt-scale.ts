/**
 * Knowledge import and ask at scale, through the product's own path (issue 17 "Cost and scale": ask
 * < 300 ms of server time on a 500k-character project and < 1 s on a 50 MB one; import >= 1 MB/s
 * of text with bounded memory; median read share <= 5%). Run by `npm run bench` (its own process:
 * lib/knowledge is server-only), or alone:
 *
 *   npx tsx --conditions=react-server bench/kt-scale.ts [--mb 5] [--step-mb 2.5] [--json]
 *
 * The synthetic corpus (bench/corpus.ts) is repeated with variation (every capitalised word of
 * copy k renamed "Word<k>", so the planted facts of copy 0 stay unique) and imported with
 * `importParsedDocuments` (offline engine, in its worker thread; rows written to a temporary SQLite
 * file, or DATABASE_URL) in steps of `--step-mb`: each step is incremental and all-or-nothing, as
 * a user's imports are. After the first 500k characters and again at `--mb`, the planted-fact
 * questions are asked with `askProject` (the bounded ask: full-text candidates, the tree's shape
 * kept per version). Import rate is given in wall time and in CPU time (the machine may be shared;
 * CPU time is what the import costs whatever else runs), memory as the process's peak RSS.
 */
import { bundleWorkerThreads, scriptDatabase } from "./temp-db";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(name);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const TARGET_MB = option("--mb", 5);
const STEP_MB = option("--step-mb", 2.5);
const JSON_OUT = argv.includes("--json");

const db = scriptDatabase("bench-kt-scale");
await bundleWorkerThreads();
const { generateCorpus } = await import("./corpus");
const { containsValue } = await import("./kt");
const { createProject } = await import("@/lib/db/queries/projects");
const { importParsedDocuments } = await import("@/lib/knowledge/import");
const { askProject } = await import("@/lib/knowledge/ask");
const { countTokens } = await import("@/lib/text/count-tokens");

type AskFigures = {
  chars: number;
  medianMs: number;
  p90Ms: number;
  firstMs: number;
  correct: number;
  questions: number;
  medianReadShare: number;
};
type Step = { chars: number; ms: number; cpuMs: number };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

async function main() {
  countTokens("warm up"); // the tokenizer's vocabulary loads once per process (a server did long ago)
  const base = generateCorpus(20240604);
  const projectId = (await createProject({ name: "Scale" })).id;
  const questions = base.questions.slice(0, 30);
  let copy = 0;
  let next = 0;
  let chars = 0;
  let peakRss = process.memoryUsage().rss;
  const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const steps: Step[] = [];
  const asks: AskFigures[] = [];

  const importChars = async (limit: number) => {
    const docs = [];
    let size = 0;
    while (size < limit) {
      const d = base.docs[next];
      const text = copy === 0 ? d.text : d.text.replace(/\b([A-Z][a-z]+)\b/g, `$1${copy}`);
      docs.push({ name: `${d.id}-${copy}.md`, format: "md" as const, text });
      size += text.length;
      if (++next === base.docs.length) [next, copy] = [0, copy + 1];
    }
    const cpu = process.cpuUsage();
    const started = performance.now();
    await importParsedDocuments(projectId, docs);
    const used = process.cpuUsage(cpu);
    steps.push({ chars: size, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 });
    chars += size;
  };

  const ask = async () => {
    const times: number[] = [];
    const shares: number[] = [];
    let correct = 0;
    for (const q of questions) {
      const started = performance.now();
      const r = await askProject(projectId, q.question);
      times.push(performance.now() - started);
      shares.push(r.tokensRead / Math.max(1, r.tokensTotal));
      if (containsValue(r.answer, q.expected)) correct++;
    }
    asks.push({
      chars,
      medianMs: median(times),
      p90Ms: quantile(times, 0.9),
      firstMs: times[0],
      correct,
      questions: questions.length,
      medianReadShare: median(shares),
    });
  };

  // The first import is 500k characters of documents (the 500k figure: its questions are those
  // whose documents it holds), then steps of STEP_MB up to TARGET_MB.
  await importChars(500_000);
  await ask();
  while (chars < TARGET_MB * 1e6) await importChars(Math.min(STEP_MB * 1e6, TARGET_MB * 1e6 - chars));
  if (chars > asks[0].chars) await ask();
  clearInterval(sample);

  const total = steps.reduce((a, s) => ({ chars: a.chars + s.chars, ms: a.ms + s.ms, cpuMs: a.cpuMs + s.cpuMs }), {
    chars: 0,
    ms: 0,
    cpuMs: 0,
  });
  const report = {
    chars,
    steps: steps.length,
    importMbPerS: total.chars / 1e6 / (total.ms / 1000),
    importCpuMbPerS: total.chars / 1e6 / (total.cpuMs / 1000),
    peakRssMb: peakRss / 1e6,
    asks,
  };
  if (JSON_OUT) console.log(JSON.stringify({ ktScale: report }, null, 2));
  else console.log(formatScaleReport(report));
}

export function formatScaleReport(r: {
  chars: number;
  steps: number;
  importMbPerS: number;
  importCpuMbPerS: number;
  peakRssMb: number;
  asks: AskFigures[];
}): string {
  const mark = (ok: boolean) => (ok ? "PASS" : "MISS");
  const lines = [
    `\nKnowledge at scale (SQLite, offline engine): ${(r.chars / 1e6).toFixed(1)} MB imported in ${r.steps} incremental imports`,
    `  import rate          ${r.importMbPerS.toFixed(2)} MB/s wall, ${r.importCpuMbPerS.toFixed(2)} MB/s of CPU   target >= 1 MB/s   ${mark(r.importMbPerS >= 1)}`,
    `  peak RSS             ${Math.round(r.peakRssMb)} MB (the import's tree work in a worker thread of at most 1 GB heap)`,
  ];
  for (const a of r.asks) {
    const target = a.chars <= 1_100_000 ? 300 : 1000;
    lines.push(
      `  ask at ${(a.chars / 1e6).toFixed(1)} MB       median ${a.medianMs.toFixed(0)} ms, p90 ${a.p90Ms.toFixed(0)} ms, first ${a.firstMs.toFixed(0)} ms   target < ${target} ms   ${mark(a.medianMs < target)}; ${a.correct}/${a.questions} answered, median read ${(a.medianReadShare * 100).toFixed(2)}% of the tree (target <= 5%)`,
    );
  }
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main();
  } finally {
    await db.close();
  }
}
