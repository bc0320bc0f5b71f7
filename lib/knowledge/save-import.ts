import "server-only";
import { transaction } from "@/lib/db/client";
import {
  createProjectTree,
  findProjectTreeRow,
  insertDocuments,
  lockForWrite,
  updateDocument,
} from "@/lib/db/queries/knowledge";
import { AppError } from "@/lib/errors";
import type { TreePassage } from "@/lib/memory/passage-index";
import { saveTreeDiff } from "@/lib/memory/store";
import type { KnowledgeTree, KtNode } from "@/lib/memory/types";
import { applyGrowth } from "./grow-tree";

/** Generous: an LLM import writes hundreds of rows; SQLite does it in well under a second. */
const SAVE_TIMEOUT_MS = 60_000;

/** What an import writes besides the tree's nodes: where, over which version, and its documents. */
export interface SavePlan {
  projectId: string;
  /** The stored tree the import's work read (null: the project had none) and its version (updatedAt ms). */
  treeId: string | null;
  version: number | null;
  /** The engine's name, for a new tree row and the tree's record. */
  engine: string;
  /** The Document rows (a re-import: one, overwriting the document of that id). */
  documents: Array<{ id: string; name: string; format: string; chars: number; bytes: number; chunks: number }>;
  replace: boolean;
  /** Distinct creation times from this instant keep the files' order when documents are listed by date. */
  now: number;
}

/** The tree's changes an import's work produced (growTree's output, without its calls). */
export interface TreeChanges {
  upserts: KtNode[];
  deletes: string[];
  rootId: string | null;
  passages: TreePassage[];
}

/**
 * Writes an import in one transaction: the Document rows, the tree's new and changed nodes, the
 * deleted ones, its root and the new leaves' passages; or nothing, when another process changed
 * the tree since `plan.version` was read (conflict:knowledge). `base` is the tree the changes were
 * computed from (or a part of it holding every node they touch). Runs in the import's worker thread
 * (./tree-thread.ts), so that writing tens of thousands of rows of a big import never holds the
 * server's event loop (issue 32, finding 4: 4.1 s stalls at save). Returns the tree's id.
 *
 * @throws AppError conflict:knowledge
 */
export async function saveImport(plan: SavePlan, base: KnowledgeTree, changes: TreeChanges): Promise<string> {
  // Only the nodes the changes touch, so that the diff written is exactly these changes.
  const touched = touchedPart(base, changes);
  const after = applyGrowth(touched, { ...changes, resummarised: [], calls: [] });
  return transaction(
    async (tx) => {
      await lockForWrite(tx); // before the read below (SQLite: see lockForWrite)
      // Another process (the CLI next to the server) may have imported since the tree was read.
      const current = await findProjectTreeRow(plan.projectId, tx);
      if ((current?.id ?? null) !== plan.treeId || (current ? current.updatedAt.getTime() : null) !== plan.version) {
        throw new AppError(
          "conflict:knowledge",
          "The knowledge tree changed while these documents were being imported; nothing was saved. Import them again.",
        );
      }
      const id = current?.id ?? (await createProjectTree(tx, plan.projectId, plan.engine));
      const rows = plan.documents.map((d, i) => ({
        ...d,
        projectId: plan.projectId,
        treeId: id,
        createdAt: new Date(plan.now + i),
      }));
      if (plan.replace) {
        const { id: docId, projectId: _p, treeId: _t, ...data } = rows[0];
        await updateDocument(tx, docId, data);
      } else await insertDocuments(tx, rows);
      // A passage is searched by its document's name (its leaves' sourceRef is the document's id).
      const names = new Map(plan.documents.map((d) => [d.id, d.name]));
      await saveTreeDiff(tx, id, touched, after, plan.engine, changes.passages, names);
      return id;
    },
    { timeout: SAVE_TIMEOUT_MS, maxWait: SAVE_TIMEOUT_MS },
  );
}

/** The nodes of `base` that `changes` update or delete (what a save reads of the tree before). */
export function touchedPart(base: KnowledgeTree, changes: Pick<TreeChanges, "upserts" | "deletes">): KnowledgeTree {
  const touched: KnowledgeTree = { nodes: {}, rootId: base.rootId };
  for (const id of [...changes.upserts.map((n) => n.id), ...changes.deletes])
    if (base.nodes[id]) touched.nodes[id] = base.nodes[id];
  return touched;
}
