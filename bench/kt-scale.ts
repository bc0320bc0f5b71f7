/**
 * Knowledge import and ask at scale, through the product's own path (issue 17 "Cost and scale": ask
 * < 300 ms of server time on a 500k-character project and < 1 s on a 50 MB one; import >= 1 MB/s
 * of text with bounded memory; median read share <= 5%). Run by `npm run bench` (its own process:
 * lib/knowledge is server-only), or alone:
 *
 *   npx tsx --conditions=react-server bench/kt-scale.ts [--mb 5] [--step-mb 2.5] [--json] [--hash]
 *
 * The synthetic corpus (bench/corpus.ts) is repeated with variation (every capitalised word of
 * copy k renamed "Word<k>", so the planted facts of copy 0 stay unique) and imported with
 * `importParsedDocuments` (offline engine, in its worker thread; rows written to a temporary SQLite
 * file, or DATABASE_URL) in steps of `--step-mb`: each step is incremental and all-or-nothing, as
 * a user's imports are. After the first 500k characters and again at `--mb`, the planted-fact
 * questions are asked with `askProject` (the bounded ask: full-text candidates, the tree's shape
 * kept per version), and then as two-part questions (consecutive pairs joined by ", and": both values
 * must be in the answer; a part is asked on its own and retried wider when missing). Import rate is given in wall time and in CPU time (the machine may be shared;
 * CPU time is what the import costs whatever else runs), memory as the process's peak RSS.
 * `--hash` prints a hash of every stored node, passage and FTS row (ids renamed in reading order):
 * an optimisation of the import's save must leave it unchanged.
 */
import { bundleWorkerThreads, scriptDatabase } from "./temp-db";
import { hasFlag, numberArg } from "./args";

const TARGET_MB = numberArg("--mb", 5);
const STEP_MB = numberArg("--step-mb", 2.5);
const JSON_OUT = hasFlag("--json");
const HASH = hasFlag("--hash");

const db = scriptDatabase("bench-kt-scale");
await bundleWorkerThreads();
const { generateCorpus } = await import("./corpus");
const { containsValue } = await import("./kt");
const { createProject } = await import("@/lib/db/queries/projects");
const { importParsedDocuments } = await import("@/lib/knowledge/import");
const { askProject } = await import("@/lib/knowledge/ask");
const { countTokens } = await import("@/lib/text/count-tokens");
const { getDb } = await import("@/lib/db/client");
const { createHash } = await import("node:crypto");

type AskFigures = {
  /** "one": each planted-fact question alone; "two-part": two of them asked in one question. */
  shape: "one" | "two-part";
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
  const questions = base.questions.slice(0, 30).map((q) => ({ question: q.question, expected: [q.expected] }));
  const joined = (a: string, b: string) => `${a.replace(/\?$/, "")}, and ${b[0].toLowerCase()}${b.slice(1)}`;
  const twoPart = Array.from({ length: questions.length / 2 }, (_, i) => {
    const [a, b] = [questions[2 * i], questions[2 * i + 1]];
    return { question: joined(a.question, b.question), expected: [...a.expected, ...b.expected] };
  });
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

  const askSet = async (shape: AskFigures["shape"], set: typeof questions) => {
    const times: number[] = [];
    const shares: number[] = [];
    let correct = 0;
    for (const q of set) {
      const started = performance.now();
      const r = await askProject(projectId, q.question);
      times.push(performance.now() - started);
      shares.push(r.tokensRead / Math.max(1, r.tokensTotal));
      if (q.expected.every((value) => containsValue(r.answer, value))) correct++;
    }
    asks.push({
      shape,
      chars,
      medianMs: median(times),
      p90Ms: quantile(times, 0.9),
      firstMs: times[0],
      correct,
      questions: set.length,
      medianReadShare: median(shares),
    });
  };
  const ask = async () => {
    await askSet("one", questions);
    await askSet("two-part", twoPart);
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
    // The first import alone: 500k characters, on a tree thread started for it (no warm one yet).
    firstImportMbPerS: steps[0].chars / 1e6 / (steps[0].ms / 1000),
    firstImportCpuMbPerS: steps[0].chars / 1e6 / (steps[0].cpuMs / 1000),
    peakRssMb: peakRss / 1e6,
    asks,
  };
  if (JSON_OUT) console.log(JSON.stringify({ ktScale: report }, null, 2));
  else console.log(formatScaleReport(report));
  if (HASH) console.log(`stored rows hash ${await storedRowsHash(projectId)}`);
}

/**
 * A hash of the project's stored knowledge rows: nodes (shape, metadata, text, counts), passages
 * (every column), the documents, and what the full-text indexes hold for them. Ids (random UUIDs)
 * are renamed by reading order: the root's subtree depth first, documents by name.
 */
async function storedRowsHash(projectId: string): Promise<string> {
  const db = getDb();
  const [tree] = await db.$queryRawUnsafe<{ id: string; rootId: string | null }[]>(
    `SELECT "id", "rootId" FROM "KnowledgeTree" WHERE "projectId" = ?`,
    projectId,
  );
  const docs = await db.$queryRawUnsafe<Record<string, unknown>[]>(
    `SELECT "id", "name", "format", "chars", "bytes", "chunks" FROM "Document" WHERE "treeId" = ? ORDER BY "name"`,
    tree.id,
  );
  const nodes = await db.$queryRawUnsafe<Record<string, unknown>[]>(
    `SELECT * FROM "KnowledgeNode" WHERE "treeId" = ?`,
    tree.id,
  );
  const passages = await db.$queryRawUnsafe<Record<string, unknown>[]>(
    `SELECT * FROM "KnowledgePassage" WHERE "treeId" = ?`,
    tree.id,
  );
  const fts = await db.$queryRawUnsafe<{ passageId: string; text: string }[]>(
    `SELECT passageId, text FROM "PassageText" WHERE treeId = ?`,
    tree.id,
  );
  const leafFts = await db.$queryRawUnsafe<{ id: string; text: string }[]>(
    `SELECT r."ref" AS id, t.text AS text FROM "SearchRef" r JOIN "SearchText" t ON t.rowid = r.id WHERE r.kind = 'leaf'`,
  );
  const rename = new Map<string, string>();
  for (const d of docs) rename.set(d.id as string, `doc:${d.name as string}`);
  const byId = new Map(nodes.map((n) => [n.id as string, n]));
  const children = (n: Record<string, unknown>): string[] =>
    typeof n.childIds === "string" ? JSON.parse(n.childIds) : (n.childIds as string[]);
  const order: string[] = [];
  const visit = (id: string) => {
    rename.set(id, `n${order.length}`);
    order.push(id);
    const n = byId.get(id);
    if (n) for (const c of children(n)) visit(c);
  };
  if (tree.rootId) visit(tree.rootId);
  const h = createHash("sha256");
  const name = (id: unknown) => (typeof id === "string" ? (rename.get(id) ?? `?${id}`) : id);
  h.update(`nodes:${nodes.length}:${order.length}`);
  for (const d of docs) h.update(JSON.stringify({ ...d, id: name(d.id) }));
  for (const id of order) {
    const n = byId.get(id)!;
    const { treeId: _t, ...rest } = n;
    h.update(
      JSON.stringify({
        ...rest,
        id: name(n.id),
        parentId: name(n.parentId),
        sourceRef: name(n.sourceRef),
        childIds: children(n).map(name),
      }),
    );
  }
  const passageName = (id: string) => {
    const at = id.lastIndexOf(":");
    return `${name(id.slice(0, at))}${id.slice(at)}`;
  };
  const named = passages.map((p) => {
    const { treeId: _t, ...rest } = p;
    return { ...rest, id: passageName(p.id as string), leafId: name(p.leafId) };
  });
  named.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  h.update(`passages:${named.length}`);
  for (const p of named) h.update(JSON.stringify(p));
  const ftsRows = fts.map((f) => `${passageName(f.passageId)}\t${f.text}`).sort();
  h.update(`passage fts:${ftsRows.length}`);
  for (const f of ftsRows) h.update(f);
  const leafRows = leafFts
    .filter((f) => byId.has(f.id))
    .map((f) => `${name(f.id)}\t${f.text}`)
    .sort();
  h.update(`leaf fts:${leafRows.length}`);
  for (const f of leafRows) h.update(f);
  return h.digest("hex");
}

export function formatScaleReport(r: {
  chars: number;
  steps: number;
  importMbPerS: number;
  importCpuMbPerS: number;
  firstImportMbPerS: number;
  firstImportCpuMbPerS: number;
  peakRssMb: number;
  asks: AskFigures[];
}): string {
  const mark = (ok: boolean) => (ok ? "PASS" : "MISS");
  const lines = [
    `\nKnowledge at scale (SQLite, offline engine): ${(r.chars / 1e6).toFixed(1)} MB imported in ${r.steps} incremental imports`,
    `  import rate          ${r.importMbPerS.toFixed(2)} MB/s wall, ${r.importCpuMbPerS.toFixed(2)} MB/s of CPU   target >= 1 MB/s   wall ${mark(r.importMbPerS >= 1)}, CPU ${mark(r.importCpuMbPerS >= 1)}`,
    `  first import 0.5 MB  ${r.firstImportMbPerS.toFixed(2)} MB/s wall, ${r.firstImportCpuMbPerS.toFixed(2)} MB/s of CPU (its tree thread started for it)`,
    `  peak RSS             ${Math.round(r.peakRssMb)} MB (the import's tree work in a worker thread of at most 1 GB heap)`,
  ];
  for (const a of r.asks) {
    // A two-part question is two retrievals (and a retry for a part not found): its target is per part.
    const target = (a.chars <= 1_100_000 ? 300 : 1000) * (a.shape === "one" ? 1 : 2);
    lines.push(
      `  ${a.shape === "one" ? "ask" : "two-part ask"} at ${(a.chars / 1e6).toFixed(1)} MB${a.shape === "one" ? "       " : " "}median ${a.medianMs.toFixed(0)} ms, p90 ${a.p90Ms.toFixed(0)} ms, first ${a.firstMs.toFixed(0)} ms   target < ${target} ms${a.shape === "one" ? "" : " (two parts)"}   ${mark(a.medianMs < target)}; ${a.correct}/${a.questions} answered, median read ${(a.medianReadShare * 100).toFixed(2)}% of the tree (target <= 5%)`,
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
