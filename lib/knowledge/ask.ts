import "server-only";
import { taskModelFor } from "@/lib/connections/registry";
import { getProject } from "@/lib/db/queries/projects";
import { AppError } from "@/lib/errors";
import { engineFor } from "@/lib/memory/engines";
import type { KtEngine } from "@/lib/memory/engine";
import { askTree } from "@/lib/memory/ask-tree";
import type { NavigationResult } from "@/lib/memory/navigate";
import { projectDenseRanking } from "./ask-dense";
import { questionSchema } from "./schemas";
import { entryNames, loadAskView, type TreeRow } from "@/lib/memory/ask-view";
import { findProjectTreeRow } from "@/lib/db/queries/knowledge";
import { askInParts, type PartMechanism } from "@/lib/memory/ask-parts";

/** Options of {@link askProject}. */
export type AskOptions = {
  /** Leaf-holding branches to try before giving up (default 3). */
  maxBranchAttempts?: number;
  /** Leaves read in one branch before backtracking (default 2). */
  leavesPerBranch?: number;
  /** The engine to navigate with (tests); default: the project model's, via engineFor. */
  engine?: KtEngine;
  /** Mechanisms of a several-part ask left out: an evaluation's ablation (eval/real/two-part-dev.ts) only. */
  partsWithout?: readonly PartMechanism[];
};

/** The answer's text when the project has no knowledge yet. */
export const EMPTY_TREE_ANSWER = "This project has no knowledge yet: import documents first, then ask again.";

/**
 * Answers a question from the project's knowledge tree by hybrid retrieval (lib/memory `askTree`:
 * passages fused with the tree's ranking, the tree walk when no passage answers the whole
 * question): the answer as cited evidence, its status, the cited leaf ids and the trace. An
 * empty tree is not an error: the result has status "none" and says to import documents first.
 *
 * @throws AppError invalid:input (empty or over 4,000 characters), not_found:project, provider:*
 *
 * @example const { answer, status, citations, trace } = await askProject(projectId, "Who owns the Heron gateway?");
 */
export async function askProject(
  projectId: string,
  question: string,
  opts: AskOptions = {},
): Promise<NavigationResult> {
  const parsed = questionSchema.safeParse(question);
  if (!parsed.success) throw new AppError("invalid:input", parsed.error.issues[0]?.message ?? "Ask a question.");
  const project = await getProject(projectId);
  const engine = opts.engine ?? engineFor(await taskModelFor(project), { projectId, purpose: "navigate" });
  // The project's tree row, read once: every part's view and the entries' lookup use it.
  const row = await findProjectTreeRow(projectId);
  // A question asking several things is asked part by part, each part with its own view and ranking.
  // A list of plain words splits when each titles an entry of the project's documents (ask-view.ts).
  return askInParts(
    parsed.data,
    (part, o) => askViewed(projectId, project, engine, part, { ...opts, ...o, row }),
    undefined,
    { entries: (words) => entryNames(row?.id ?? null, parsed.data, words), without: opts.partsWithout },
  );
}

/** One question (or one part) asked of the project's tree, bounded by its words. */
async function askViewed(
  projectId: string,
  project: { model: string; name: string },
  engine: KtEngine,
  question: string,
  opts: AskOptions & { widen: boolean; maxAnswer: number; row: TreeRow },
): Promise<NavigationResult> {
  // A large tree is bounded by the question (the full-text index's candidates): see ask-view.ts.
  const { tree, treeId, fts: flat } = await loadAskView(projectId, question, { widen: opts.widen, row: opts.row });
  if (!tree.rootId) {
    return {
      answer: EMPTY_TREE_ANSWER,
      status: "none",
      citations: [],
      trace: [],
      tokensRead: 0,
      tokensTotal: 0,
      engine: engine.name,
    };
  }
  // The database's full-text index over passages joins the fusion (FTS5 or PostgreSQL GIN).
  // Dense retrieval joins when the project's provider offers an embedding model (lib/ai/embeddings);
  // on a bounded view, its hits outside the loaded leaves are left out like any other ranking's.
  const dense = await projectDenseRanking(project.model, treeId ?? "", question);
  return askTree(tree, question, engine, {
    extra: [...(flat.length > 0 ? [{ name: "fts", ids: flat }] : []), ...(dense ? [dense] : [])],
    maxBranchAttempts: opts.maxBranchAttempts,
    leavesPerBranch: opts.leavesPerBranch,
    projectName: project.name,
    maxAnswer: opts.maxAnswer,
    widen: opts.widen,
    whole: true,
  });
}
