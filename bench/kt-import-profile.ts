/**
 * The offline import's tree work in this process, for a CPU profile (the product runs it in a
 * worker thread, where `--cpu-prof` of the main process does not see it), with a hash of what it
 * produced (every node's metadata, every passage, the leaves' token counts) to show that an
 * optimisation changed nothing:
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/kt-import-profile.ts [--mb 1]
 *
 * The corpus is the scale bench's (bench/corpus.ts, copies renamed), chunked as an import chunks
 * it and appended in two incremental steps, each on the part of the tree an append reads.
 */
import { createHash } from "node:crypto";
import { generateCorpus } from "./corpus";
import { chunkDocuments, documentTitle } from "@/lib/memory/chunk";
import { appendToTree } from "@/lib/memory/append";
import { createOfflineEngine } from "@/lib/memory/offline-engine";
import { newLeafPassages } from "@/lib/memory/new-passages";
import { metered, type EngineCall } from "@/lib/memory/metered";
import { countTokens } from "@/lib/text/count-tokens";
import type { KnowledgeTree } from "@/lib/memory/types";
import type { TreePassage } from "@/lib/memory/passage-index";

/** Appends `mb` of the corpus to an empty tree in `steps` imports; the grown tree and every new passage. */
export async function growCorpus(
  mb: number,
  steps = 2,
): Promise<{ tree: KnowledgeTree; passages: TreePassage[]; calls: EngineCall[]; chars: number }> {
  const base = generateCorpus(20240604);
  const docs: { text: string; sourceRef: string; title: string }[] = [];
  let chars = 0;
  for (let i = 0; chars < mb * 1e6; i++) {
    const d = base.docs[i % base.docs.length];
    const copy = Math.floor(i / base.docs.length);
    const text = copy === 0 ? d.text : d.text.replace(/\b([A-Z][a-z]+)\b/g, `$1${copy}`);
    docs.push({ text, sourceRef: `doc-${i}`, title: documentTitle(text) || `${d.id}-${copy}` });
    chars += text.length;
  }
  let next = 0;
  const createId = () => `n${next++}`;
  let tree: KnowledgeTree = { nodes: {}, rootId: null };
  const passages: TreePassage[] = [];
  const calls: EngineCall[] = [];
  // As the import's thread does (growTreeOffline): the offline engine, its calls counted for usage rows.
  const engine = metered(createOfflineEngine(), (c) => calls.push(c));
  const per = Math.ceil(docs.length / steps);
  for (let s = 0; s < steps; s++) {
    const chunks = chunkDocuments(docs.slice(s * per, (s + 1) * per));
    const before = tree;
    const appended = await appendToTree(tree, chunks, engine, { createId });
    tree = appended.tree;
    const fresh = new Set(appended.added.filter((id) => tree.nodes[id].level === "leaf" && !(id in before.nodes)));
    passages.push(...newLeafPassages(tree, fresh));
  }
  return { tree, passages, calls, chars };
}

/** A hash of the nodes (metadata, shape, token counts), the passages and the calls' token counts. */
export function growthHash(tree: KnowledgeTree, passages: TreePassage[], calls: EngineCall[]): string {
  const h = createHash("sha256");
  for (const id of Object.keys(tree.nodes).sort()) {
    const n = tree.nodes[id];
    h.update(JSON.stringify(n));
    if (n.text) h.update(`tokens:${countTokens(n.text)}`);
  }
  h.update(`root:${tree.rootId}`);
  // In the shape they were pinned in: an import's passages carried `tokens: 0` until a passage's tokens
  // were counted when read (passageTokens), which changed no passage.
  for (const p of passages) h.update(JSON.stringify({ ...p, tokens: 0 }));
  for (const c of calls) h.update(`${c.purpose}:${c.inputTokens}:${c.outputTokens}:${c.outcome}`);
  return h.digest("hex");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--mb");
  const mb = at >= 0 ? Number(process.argv[at + 1]) : 1;
  countTokens("warm up");
  const cpu = process.cpuUsage();
  const { tree, passages, calls, chars } = await growCorpus(mb);
  const used = process.cpuUsage(cpu);
  const cpuS = (used.user + used.system) / 1e6;
  console.log(
    `${(chars / 1e6).toFixed(2)} MB, ${Object.keys(tree.nodes).length} nodes, ${passages.length} passages: ${cpuS.toFixed(2)} s CPU, ${(chars / 1e6 / cpuS).toFixed(2)} MB/s of CPU`,
  );
  console.log(`hash ${growthHash(tree, passages, calls)}`);
}
