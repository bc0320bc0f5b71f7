import { randomUUID } from "node:crypto";
import { chunkText, DEFAULT_CHUNK_SIZE } from "./chunk";
import type { KtEngine } from "./engine";
import { mapLimit } from "./limit";
import { newInternal, newLeaf, refreshInternal, withMetadata, type KtChunk } from "./nodes";
import { DEFAULT_CONTENT_TYPES } from "@/lib/extract/taxonomy";
import { emptyTree, type KnowledgeTree, type KtNode } from "./types";

/** Text to chunk, or chunks already cut (strings, or with a source reference each). */
export type KtInput = string | Array<string | KtChunk>;

/** Options for {@link buildTree} and `appendToTree`. */
export type BuildOptions = {
  /** Content types offered to the engine (default {@link DEFAULT_CONTENT_TYPES}). */
  taxonomy?: readonly string[];
  /** Children per branch when building (default 6; kept within 5-8 when the counts allow). */
  groupSize?: number;
  /** Most children of any node (default 8): a level with more nodes gets a level above it. */
  maxFanout?: number;
  /** Engine calls in flight (default 4). */
  concurrency?: number;
  /** Target chunk size when the input is one text (default 5,000 characters). */
  chunkSize?: number;
  /** Source reference for the leaves of a text input. */
  sourceRef?: string;
  /** Node ids (default random UUIDs). */
  createId?: () => string;
  /** Called after each engine call: summarised or aggregated nodes so far, and the total. */
  onProgress?: (done: number, total: number) => void;
};

/** The options with defaults filled in, shared by build and append. */
export type ResolvedBuildOptions = Required<Omit<BuildOptions, "onProgress" | "sourceRef">> &
  Pick<BuildOptions, "onProgress" | "sourceRef">;

export function resolveOptions(opts: BuildOptions): ResolvedBuildOptions {
  const maxFanout = Math.max(2, opts.maxFanout ?? 8);
  return {
    taxonomy: opts.taxonomy ?? DEFAULT_CONTENT_TYPES,
    groupSize: Math.min(maxFanout, Math.max(2, opts.groupSize ?? 6)),
    maxFanout,
    concurrency: Math.max(1, opts.concurrency ?? 4),
    chunkSize: opts.chunkSize ?? DEFAULT_CHUNK_SIZE,
    createId: opts.createId ?? (() => randomUUID()),
    onProgress: opts.onProgress,
    sourceRef: opts.sourceRef,
  };
}

/** The input as chunks: a text is chunked at paragraph boundaries; a list is taken as cut. */
export function toChunks(input: KtInput, o: Pick<ResolvedBuildOptions, "chunkSize" | "sourceRef">): KtChunk[] {
  if (typeof input === "string") {
    return chunkText(input, { size: o.chunkSize }).map((text) => ({
      text,
      ...(o.sourceRef ? { sourceRef: o.sourceRef } : {}),
    }));
  }
  return input.map((c) => (typeof c === "string" ? { text: c } : c)).filter((c) => c.text.trim() !== "");
}

/**
 * Group sizes per level, leaves upwards: each level is split into groups of about `groupSize`
 * (never more than `maxFanout`, larger groups on the left) until a level fits under one root.
 *
 * @example levelPlan(90, 6, 8) // [[6 × 15], [5, 5, 5], [3]]: 15 branches, 3 above them, one root
 */
export function levelPlan(count: number, groupSize = 6, maxFanout = 8): number[][] {
  const plan: number[][] = [];
  let n = count;
  while (n > maxFanout) {
    const groups = Math.max(Math.ceil(n / maxFanout), Math.round(n / groupSize));
    const base = Math.floor(n / groups);
    plan.push(Array.from({ length: groups }, (_, i) => base + (i < n % groups ? 1 : 0)));
    n = groups;
  }
  if (n > 0) plan.push([n]);
  return plan;
}

/**
 * Build a knowledge tree: one leaf per chunk (summarised in parallel, at most `concurrency` at a
 * time), leaves grouped under branches, levels added while a level has more than `maxFanout`
 * nodes, one root. Pure: a failing engine call rejects and nothing is returned half-built.
 *
 * @example
 * const tree = await buildTree(text, createOfflineEngine(), { onProgress: (d, t) => bar(d / t) });
 */
export async function buildTree(input: KtInput, engine: KtEngine, opts: BuildOptions = {}): Promise<KnowledgeTree> {
  const o = resolveOptions(opts);
  const chunks = toChunks(input, o);
  if (chunks.length === 0) return emptyTree();

  const plan = levelPlan(chunks.length, o.groupSize, o.maxFanout);
  const total = chunks.length + plan.reduce((a, level) => a + level.length, 0);
  let done = 0;
  const tick = () => o.onProgress?.(++done, total);

  const nodes: Record<string, KtNode> = {};
  let level = await mapLimit(chunks, o.concurrency, async (chunk) => {
    const leaf = newLeaf(o.createId(), chunk);
    const metadata = await engine.summarise({ text: chunk.text, taxonomy: o.taxonomy });
    tick();
    return withMetadata(leaf, metadata);
  });

  for (const [depthIndex, groups] of plan.entries()) {
    const isRoot = depthIndex === plan.length - 1;
    let start = 0;
    const members = groups.map((size) => level.slice(start, (start += size)));
    for (const child of level) nodes[child.id] = child;
    level = await mapLimit(members, o.concurrency, async (children) => {
      const parent = newInternal(
        o.createId(),
        depthIndex + 1,
        children.map((c) => c.id),
      );
      children.forEach((c, order) => (nodes[c.id] = { ...c, parentId: parent.id, order }));
      const refreshed = await refreshInternal(parent, nodes, engine, o.taxonomy, isRoot);
      if (children.length > 1) tick();
      return refreshed;
    });
  }
  const root = level[0];
  nodes[root.id] = root;
  o.onProgress?.(total, total);
  return { nodes, rootId: root.id };
}
