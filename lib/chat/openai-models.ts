import "server-only";
import { listUsableModels } from "@/lib/connections/registry";
import type { AccessTarget, Viewer } from "@/lib/auth/types";
import { tokenProjectScope } from "@/lib/auth/tokens";
import { listOpenNodeTitles, listRecentBranches } from "@/lib/db/queries/openai-models";
import { AppError } from "@/lib/errors";

/**
 * What the `model` of an OpenAI-compatible request names: a Canopy branch, and optionally the real
 * model to answer with (a registry id, lib/ai/providers.ts; the project's model when absent).
 *
 *   canopy/<nodeId>                       a node (root or branch) by id
 *   canopy/<nodeId>@<model>               ... answered by <model>: "offline", "openai:gpt-4o-mini", ...
 *   canopy/<conversationId>/<title>       the open node of that conversation with that title
 *   canopy/<conversationId>/<title>@<model>
 *
 * A trailing "@..." is the model only when it looks like a registry id ("offline" or
 * "provider:model"); otherwise it is part of the title.
 */
export type CanopyModelRef =
  { nodeId: string; model?: string } | { conversationId: string; title: string; model?: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
// "offline" or "<connection>:<model>": a connection name is letters, digits, dots, dashes, underscores.
const MODEL_ID = /^(offline|[A-Za-z0-9][A-Za-z0-9._-]*:[^\s@]+)$/;
export const MODEL_GRAMMAR = "canopy/<nodeId>[@<model>] or canopy/<conversationId>/<branch title>[@<model>]";

/** @throws AppError not_found:model (OpenAI's 404 for an unknown model) */
export function parseCanopyModel(model: string): CanopyModelRef {
  const unknown = () =>
    new AppError(
      "not_found:model",
      `Unknown model "${model.slice(0, 200)}": name a Canopy branch as ${MODEL_GRAMMAR} (GET /api/v1/models lists yours).`,
    );
  if (!model.startsWith("canopy/")) throw unknown();
  let rest = model.slice("canopy/".length);
  let answerWith: string | undefined;
  const at = rest.lastIndexOf("@");
  if (at >= 0 && MODEL_ID.test(rest.slice(at + 1))) {
    answerWith = rest.slice(at + 1);
    rest = rest.slice(0, at);
  }
  const slash = rest.indexOf("/");
  const id = slash < 0 ? rest : rest.slice(0, slash);
  if (!ID.test(id)) throw unknown();
  const ref = answerWith ? { model: answerWith } : {};
  if (slash < 0) return { nodeId: id, ...ref };
  const title = rest.slice(slash + 1).trim();
  if (!title) throw unknown();
  return { conversationId: id, title, ...ref };
}

/** The record the guard checks for a model reference (the node, or the conversation of a titled branch). */
export function modelTarget(model: string): AccessTarget {
  const ref = parseCanopyModel(model);
  return "nodeId" in ref ? { nodeId: ref.nodeId } : { conversationId: ref.conversationId };
}

/**
 * The node a model reference names. A title matches an open node of the conversation, ignoring
 * case and surrounding spaces; two open nodes with that title are ambiguous (400, naming their ids).
 *
 * @throws AppError not_found:node | invalid:model
 */
export async function resolveModelNode(ref: CanopyModelRef): Promise<string> {
  if ("nodeId" in ref) return ref.nodeId;
  const wanted = ref.title.toLowerCase();
  const matches = (await listOpenNodeTitles(ref.conversationId)).filter((n) => n.title.trim().toLowerCase() === wanted);
  if (matches.length === 0)
    throw new AppError("not_found:node", `This conversation has no open branch titled "${ref.title.slice(0, 200)}".`);
  if (matches.length > 1)
    throw new AppError(
      "invalid:model",
      `Several open branches are titled "${ref.title.slice(0, 200)}": name one by id (${matches
        .slice(0, 5)
        .map((n) => `canopy/${n.id}`)
        .join(", ")}).`,
    );
  return matches[0]!.id;
}

/** One entry of GET /api/v1/models: OpenAI's fields, plus what Canopy knows about it. */
export interface ModelEntry {
  id: string;
  object: "model";
  created: number;
  owned_by: string;
  canopy:
    | {
        kind: "branch";
        title: string;
        conversation: { id: string; title: string };
        project: { id: string; name: string };
      }
    | { kind: "engine"; label: string; usage: string };
}

/**
 * GET /api/v1/models: the `limit` most recently changed open branches (roots and branches, not
 * asides) of the projects the viewer may read (a project token's one project), then the real
 * models this instance answers with (to append as "@<model>"). Reads only.
 */
export async function listCanopyModels(viewer: Viewer, limit = 50): Promise<{ object: "list"; data: ModelEntry[] }> {
  const nodes = await listRecentBranches(viewer.userId, tokenProjectScope(viewer), limit);
  const branches: ModelEntry[] = nodes.map((n) => ({
    id: `canopy/${n.id}`,
    object: "model",
    created: Math.floor(n.updatedAt.getTime() / 1000),
    owned_by: "canopy",
    canopy: {
      kind: "branch",
      title: n.title,
      conversation: { id: n.conversation.id, title: n.conversation.title },
      project: n.conversation.project,
    },
  }));
  const example = nodes[0]?.id ?? "<nodeId>";
  const engines: ModelEntry[] = (await listUsableModels(viewer.userId)).map((m) => ({
    id: m.id,
    object: "model",
    created: 0,
    owned_by: m.provider,
    canopy: { kind: "engine", label: m.label, usage: `canopy/${example}@${m.id}` },
  }));
  return { object: "list", data: [...branches, ...engines] };
}
