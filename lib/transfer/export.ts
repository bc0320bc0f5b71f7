import "server-only";
import { jsonIds } from "@/lib/db/json";
import { findConversationWithItems, listConversationMergeEvents } from "@/lib/db/queries/transfer";
import { AppError } from "@/lib/errors";
import { asideCaller, type Reader } from "@/lib/views/tree-view";
import { hiddenFrom } from "@/lib/tree/capabilities";
import { CANOPY_FORMAT, type CanopyExport, type PlanItem, type PlanNode } from "./plan";

/**
 * A conversation tree as our lossless JSON: every node (kind, status, title, branch point, policy),
 * every item (text, origin, inherited references, provenance, status, pins, model, context report),
 * a fan-out branch's fan-out, model and system prompt, and every merge event with the conflicts found
 * before it and the choices made, parents before children. `importConversationPlan` reads it back.
 *
 * An open aside is its owner's alone (lib/tree/capabilities `maySeeAside`): the export for `reader`
 * holds their own open asides and leaves out every other one, with everything under it and their
 * merge events; without a reader it leaves out every open aside.
 *
 * @throws AppError not_found:conversation
 */
export async function exportConversation(conversationId: string, reader: Reader = {}): Promise<CanopyExport> {
  const conversation = await findConversationWithItems(conversationId);
  if (!conversation)
    throw new AppError("not_found:conversation", "That conversation does not exist (it may have been deleted).");
  const hidden = hiddenFrom(conversation.nodes, asideCaller(reader));
  const merges = (await listConversationMergeEvents(conversationId)).filter(
    (m) => !hidden.has(m.parentId) && !hidden.has(m.childId),
  );
  const shown = conversation.nodes.filter((n) => !hidden.has(n.id));

  const nodes: PlanNode[] = parentsFirst(shown).map((n) => ({
    id: n.id,
    parentId: n.parentId,
    kind: n.kind as PlanNode["kind"],
    status: n.status as PlanNode["status"],
    title: n.title,
    branchPointItemId: n.branchPointItemId,
    inheritPolicy: n.inheritPolicy as PlanNode["inheritPolicy"],
    createdAt: n.createdAt.toISOString(),
    fanoutId: n.fanoutId,
    model: n.model,
    systemPrompt: n.systemPrompt,
    ...(n.toolOutput ? { toolOutput: true } : {}),
    items: n.items.map((i): PlanItem => ({
      id: i.id,
      position: i.position,
      role: i.role as PlanItem["role"],
      content: i.content,
      origin: i.origin as PlanItem["origin"],
      refItemId: i.refItemId,
      sourceNodeId: i.sourceNodeId,
      sourceItemIds: jsonIds(i.sourceItemIds),
      status: i.status as PlanItem["status"],
      error: i.error,
      tokenCount: i.tokenCount,
      model: i.model,
      pinned: i.pinned,
      mergeEventId: i.mergeEventId,
      contextReport: i.contextReport ?? undefined,
      ...(i.tool ? { tool: i.tool as PlanItem["tool"] } : {}),
      createdAt: i.createdAt.toISOString(),
      ...(i.mediaId ? { mediaId: i.mediaId } : {}),
    })),
  }));
  return {
    format: CANOPY_FORMAT,
    version: 1,
    exportedAt: new Date().toISOString(),
    conversation: {
      title: conversation.title,
      nodes,
      mergeEvents: merges.map((m) => ({
        id: m.id,
        parentId: m.parentId,
        childId: m.childId,
        mode: m.mode as "full",
        placement: m.placement as "append",
        createdAt: m.createdAt.toISOString(),
        undoneAt: m.undoneAt?.toISOString() ?? null,
        conflicts: m.conflicts.map((c) => ({
          about: c.about,
          branchItemId: c.branchItemId,
          branchText: c.branchText,
          parentItemId: c.parentItemId,
          parentText: c.parentText,
          resolution: c.resolution,
        })),
      })),
    },
  };
}

/** Nodes ordered so that every parent comes before its children (breadth first, iterative). */
export function parentsFirst<T extends { id: string; parentId: string | null }>(nodes: T[]): T[] {
  const children = new Map<string | null, T[]>();
  for (const node of nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  const ordered: T[] = [];
  const queue = [...(children.get(null) ?? [])];
  for (let i = 0; i < queue.length; i++) {
    ordered.push(queue[i]);
    queue.push(...(children.get(queue[i].id) ?? []));
  }
  return ordered;
}
