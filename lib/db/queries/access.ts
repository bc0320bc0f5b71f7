import "server-only";
import { getDb } from "@/lib/db/client";

/** A record that belongs to a project, by its id (the access guard's targets). */
export type ProjectRecordRef =
  { projectId: string } | { conversationId: string } | { nodeId: string } | { itemId: string } | { documentId: string };

/**
 * A project's id with the memberships of one user in it (none or one), and, for a node or an item,
 * the facts of its node the asides' rule reads (lib/tree/capabilities `maySeeAside`).
 */
export type ProjectMembership = {
  id: string;
  memberships: Array<{ role: string }>;
  node?: { kind: string; status: string; ownerId: string | null };
};

const ASIDE_FACTS = { kind: true, status: true, ownerId: true } as const;

function projectSelect(userId: string) {
  return { select: { id: true, memberships: { where: { userId }, select: { role: true } } } } as const;
}

/**
 * One query: the record, up through its node and conversation to its project, with `userId`'s
 * membership in that project. Null (or undefined) when the record does not exist.
 */
export async function findProjectMembershipOf(
  record: ProjectRecordRef,
  userId: string,
): Promise<ProjectMembership | null | undefined> {
  const db = getDb();
  const project = projectSelect(userId);
  if ("projectId" in record) return db.project.findUnique({ where: { id: record.projectId }, select: project.select });
  if ("conversationId" in record) {
    return (await db.conversation.findUnique({ where: { id: record.conversationId }, select: { project } }))?.project;
  }
  if ("nodeId" in record) {
    const node = await db.node.findUnique({
      where: { id: record.nodeId },
      select: { ...ASIDE_FACTS, conversation: { select: { project } } },
    });
    return (
      node && { ...node.conversation.project, node: { kind: node.kind, status: node.status, ownerId: node.ownerId } }
    );
  }
  if ("itemId" in record) {
    const item = await db.item.findUnique({
      where: { id: record.itemId },
      select: { node: { select: { ...ASIDE_FACTS, conversation: { select: { project } } } } },
    });
    const node = item?.node;
    return (
      node && { ...node.conversation.project, node: { kind: node.kind, status: node.status, ownerId: node.ownerId } }
    );
  }
  return (await db.document.findUnique({ where: { id: record.documentId }, select: { project } }))?.project;
}

/** The conversation a merge event belongs to (its parent node's), or null when there is no such event. */
export async function findMergeEventConversationId(mergeEventId: string): Promise<string | null> {
  const event = await getDb().mergeEvent.findUnique({
    where: { id: mergeEventId },
    select: { parent: { select: { conversationId: true } } },
  });
  return event?.parent.conversationId ?? null;
}

/** Whether a conversation with this id exists. */
export async function conversationExists(conversationId: string): Promise<boolean> {
  return (await getDb().conversation.findUnique({ where: { id: conversationId }, select: { id: true } })) !== null;
}
