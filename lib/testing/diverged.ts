import { appendItem } from "@/lib/db/queries/items";
import type { Role } from "@/lib/shared/tree-types";
import { countTokens } from "@/lib/text/count-tokens";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { seedConversation, thread } from "./fixtures";

/** Appends one complete local message to a node. */
export const say = (nodeId: string, role: Role, content: string) =>
  appendItem(nodeId, { role, content, tokenCount: countTokens(content) });

/**
 * The setup of a merge that meets a conflict: a root opened on `topic`, a full-context branch taken after
 * its first turn whose assistant states `branch` (after the user's `ask`, when given), then the parent
 * moving on: the user states `parent` and the assistant acknowledges it.
 */
export async function divergedBranch(opts: {
  topic: string;
  title: string;
  ask?: string;
  branch: string;
  parent: string;
}) {
  const root = await seedConversation({ messages: thread(opts.topic, "Noted.") });
  const child = await createBranch({
    parentId: root.rootNodeId,
    fromItemId: root.itemIds[1],
    policy: "full",
    title: opts.title,
  });
  const ask = opts.ask === undefined ? undefined : await say(child.nodeId, "user", opts.ask);
  const answer = await say(child.nodeId, "assistant", opts.branch);
  const later = await say(root.rootNodeId, "user", opts.parent);
  await say(root.rootNodeId, "assistant", "Understood.");
  return { ...root, childId: child.nodeId, ask: ask?.id, answer: answer.id, later: later.id };
}
