import { getDb } from "@/lib/db/client";
import { createConversation } from "@/lib/db/queries/conversations";
import { appendItem } from "@/lib/db/queries/items";
import { createProject } from "@/lib/db/queries/projects";
import { followUpsSettled } from "@/lib/observability/in-flight";
import type { Role } from "@/lib/shared/tree-types";
import { countTokens } from "@/lib/text/count-tokens";

/**
 * Row counts of every table: compare before and after a failing call to prove it wrote nothing.
 * Counts once the answers saved so far have their usage rows (written after a client has the
 * answer), so an earlier answer's row cannot land between two counts.
 */
export async function countRows() {
  await followUpsSettled();
  const db = getDb();
  const [projects, conversations, nodes, items, usages, queuedJobs, connections] = await Promise.all([
    db.project.count(),
    db.conversation.count(),
    db.node.count(),
    db.item.count(),
    db.usage.count(),
    db.job.count({ where: { status: "queued" } }),
    db.connection.count(),
  ]);
  return { projects, conversations, nodes, items, usages, queuedJobs, connections };
}

/** A project with one conversation; `messages` become local complete items of its root, in order. */
export async function seedConversation(
  opts: { name?: string; systemPrompt?: string; messages?: Array<{ role: Role; content: string }> } = {},
) {
  const project = await createProject({ name: opts.name ?? "Test project", systemPrompt: opts.systemPrompt });
  const { conversationId, rootNodeId } = await createConversation({
    projectId: project.id,
    title: "Test conversation",
  });
  const items = [];
  for (const message of opts.messages ?? []) {
    items.push(await appendItem(rootNodeId, { ...message, tokenCount: countTokens(message.content) }));
  }
  return { projectId: project.id, conversationId, rootNodeId, itemIds: items.map((i) => i.id) };
}

/** Alternating user/assistant messages, user first. */
export function thread(...contents: string[]): Array<{ role: Role; content: string }> {
  return contents.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));
}
