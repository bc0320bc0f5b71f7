import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { bundleWorkerThreads } from "@/bench/temp-db";
import { readDocument } from "@/lib/knowledge/read-documents";
import type { ParsedDocument } from "@/lib/knowledge/types";
import { fetchRealDocuments } from "@/eval/real/fetch";
import { REAL_QUESTIONS, REAL_SOURCES } from "@/eval/real/questions";
import { selectRealQuestions } from "@/eval/real";
import { containsKey, MAX_ANSWER_CHARS } from "@/eval/real/suite";

/**
 * `npx tsx --conditions=react-server eval/ranker/diagnose.ts --db /tmp/real.db --only r14,r15 --out FILE`:
 * where each real-document question is lost, on the product's path (askProject's parts and view,
 * the database's full-text ranking). The documents are imported once into `--db` (an SQLite file
 * kept between runs: later runs only ask). Per question: the answer, its status, and per part every
 * candidate passage the ask considered (whether it holds every key, whether it met every hard
 * constraint, its learned order score) and a class for a miss: `retrieval` (no candidate holds the
 * keys), `ranking` (one does, not the first shown), `extraction` (the first passage holds them, the
 * answer does not), `length` (the answer holds them past 1,600 characters), `none` (refused), and
 * for an absent question answered, the best candidate's score.
 */
const { values } = parseArgs({
  options: {
    db: { type: "string" },
    only: { type: "string", default: "batches" },
    out: { type: "string" },
  },
});
if (!values.db) throw new Error("--db FILE (an SQLite file; imported when missing)");
const fresh = !existsSync(values.db);
process.env.DATABASE_URL = `file:${values.db}`;
if (fresh) {
  const { execFileSync } = await import("node:child_process");
  execFileSync("node", ["scripts/setup.mjs"], { stdio: "ignore", env: { ...process.env, CHECKPOINT_DISABLE: "1" } });
}
await bundleWorkerThreads();
const { createProject } = await import("@/lib/db/queries/projects");
const { getDb } = await import("@/lib/db/client");
const { importParsedDocuments } = await import("@/lib/knowledge/import");
const { loadAskView } = await import("@/lib/memory/ask-view");
const { askInParts } = await import("@/lib/memory/ask-parts");
const { askTree } = await import("@/lib/memory/ask-tree");
const { createOfflineEngine } = await import("@/lib/memory");
const { orderScore, featureVector } = await import("@/lib/memory/rank-model");
const { closeDb } = await import("@/lib/db/client");

let projectId: string;
if (fresh) {
  const fetched = fetchRealDocuments(REAL_SOURCES);
  if ("skip" in fetched) throw new Error(fetched.skip);
  const parsed: ParsedDocument[] = [];
  for (const file of fetched.files) parsed.push(await readDocument({ name: file.name, content: file.content }));
  projectId = (await createProject({ name: "Real documents" })).id;
  await importParsedDocuments(projectId, parsed);
} else {
  projectId = (await getDb().project.findFirstOrThrow({ where: { name: "Real documents" } })).id;
}

const hasKeys = (text: string, keys: string[]) => keys.length > 0 && keys.every((k) => containsKey(text, k));
const engine = createOfflineEngine();

/**
 * Where a question asked in parts lost a key: `parts: length` (every key in the answer, past the cap),
 * `parts: ranking` (each missing key is in some part's candidate), `parts: retrieval` (none is),
 * `parts: mixed` (one of each).
 */
function partsClass(answer: string, keys: string[], parts: { candidates: Cand[] }[]): string {
  if (hasKeys(answer, keys)) return "parts: length";
  const shown = answer.slice(0, MAX_ANSWER_CHARS);
  const missing = keys.filter((k) => !containsKey(shown, k));
  const held = missing.filter((k) => parts.some((p) => p.candidates.some((c) => c.keysHeld.includes(k))));
  return held.length === missing.length ? "parts: ranking" : held.length === 0 ? "parts: retrieval" : "parts: mixed";
}
type Cand = {
  id: string;
  holds: boolean;
  /** The keys the passage holds (for a question asked in parts: which part's answer it could give). */
  keysHeld: string[];
  full: boolean;
  score: number;
  text: string;
  features: number[];
};
const out = [];
for (const q of selectRealQuestions(REAL_QUESTIONS, values.only)) {
  const parts: { part: string; candidates: Cand[] }[] = [];
  const r = await askInParts(q.question, async (part, o) => {
    const { tree, fts } = await loadAskView(projectId, part);
    const rec: { part: string; candidates: Cand[] } = { part, candidates: [] };
    parts.push(rec);
    return askTree(tree, part, engine, {
      extra: fts.length > 0 ? [{ name: "fts", ids: fts }] : [],
      maxAnswer: o.maxAnswer,
      widen: o.widen,
      whole: true,
      onCandidates: (_, cands) => {
        rec.candidates = cands.map((c) => ({
          id: c.passage.id,
          holds: hasKeys(`${c.passage.headings.join(" ")}\n${c.passage.text}`, q.keys),
          keysHeld: q.keys.filter((k) => containsKey(`${c.passage.headings.join(" ")}\n${c.passage.text}`, k)),
          full: c.full,
          score: orderScore(c.features),
          text: `${c.passage.sourceRef} › ${c.passage.headings.join(" › ")}\n${c.passage.text}`.slice(0, 600),
          features: featureVector(c.features),
        }));
        return false;
      },
    });
  });
  const absent = q.keys.length === 0;
  const ok = absent ? r.status === "none" : r.status !== "none" && hasKeys(r.answer.slice(0, MAX_ANSWER_CHARS), q.keys);
  let cls = "ok";
  if (!ok) {
    const single = parts.length === 1 ? parts[0] : null;
    const shown = single
      ? single.candidates.some((c) => c.full)
        ? [...single.candidates.filter((c) => c.full)].sort((a, b) => b.score - a.score)
        : single.candidates
      : [];
    if (absent) cls = "absent answered";
    else if (!single) cls = r.status === "none" ? "none (parts)" : partsClass(r.answer, q.keys, parts);
    else if (r.status === "none") cls = single.candidates.some((c) => c.holds) ? "none (held)" : "none (not held)";
    else if (!single.candidates.some((c) => c.holds)) cls = "retrieval";
    else if (!shown[0]?.holds) cls = "ranking";
    else if (hasKeys(r.answer, q.keys)) cls = "length";
    else cls = "extraction";
  }
  out.push({
    batch: q.batch,
    kind: q.kind,
    question: q.question,
    keys: q.keys,
    status: r.status,
    ok,
    cls,
    answer: r.answer,
    parts,
  });
  console.log(`${ok ? "ok" : "x "} [${q.batch} ${q.kind}] ${cls}: ${q.question}`);
}
if (values.out) writeFileSync(values.out, JSON.stringify(out, null, 1));
await closeDb();
