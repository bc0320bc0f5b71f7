import "server-only";
import { getNode } from "@/lib/db/queries/nodes";
import { AppError } from "@/lib/errors";
import { getNodeWindow } from "@/lib/views/node-window";
import type { Reader } from "@/lib/views/tree-view";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { exportConversation } from "./export";
import type { PlanItem, PlanNode } from "./plan";

const ROLE = { user: "You", assistant: "Assistant", note: "Note", tool: "Tool" } as const;

function block(role: keyof typeof ROLE, content: string, extra: string[] = []): string {
  const tags = extra.filter(Boolean);
  return `### ${ROLE[role]}${tags.length ? ` (${tags.join(", ")})` : ""}\n\n${content.trim() || "_(empty)_"}`;
}

/**
 * One path as Markdown: the node's window exactly as its model sees it (inherited messages first),
 * under the conversation and branch titles. Another member's open aside (or a node under one) is
 * private to them: not found, like a missing node (`exportConversation`).
 *
 * @throws AppError not_found:node
 */
export async function pathMarkdown(nodeId: string, opts: Reader = {}): Promise<{ title: string; markdown: string }> {
  const node = await getNode(nodeId);
  const { conversation } = await exportConversation(node.conversationId, opts);
  if (!conversation.nodes.some((n) => n.id === nodeId))
    throw new AppError("not_found:node", "That conversation node does not exist (it may have been purged).");
  const window = await getNodeWindow(nodeId);
  const title = node.parentId ? `${conversation.title} › ${node.title}` : conversation.title;
  const body = window.map((e: WindowEntry) =>
    block(e.role, e.content, [
      e.origin === "inherited" ? "inherited" : "",
      e.origin === "merged" ? "merged" : "",
      e.pinned ? "pinned" : "",
      e.status !== "complete" ? e.status : "",
    ]),
  );
  return { title, markdown: [`# ${title}`, ...body].join("\n\n") + "\n" };
}

/**
 * The whole tree as Markdown: every node under a numbered heading (1, 1.1, 1.2, ...) with where it
 * branched and how, then its own messages (inherited ones are in its ancestors' sections). Other
 * sessions' open asides are left out (`exportConversation`).
 *
 * @throws AppError not_found:conversation
 */
export async function treeMarkdown(
  conversationId: string,
  opts: Reader = {},
): Promise<{ title: string; markdown: string }> {
  const { conversation } = await exportConversation(conversationId, opts);
  const byParent = new Map<string | null, PlanNode[]>();
  for (const n of conversation.nodes) byParent.set(n.parentId, [...(byParent.get(n.parentId) ?? []), n]);
  const itemIndex = new Map<string, { node: PlanNode; index: number }>();
  for (const n of conversation.nodes) n.items.forEach((item, index) => itemIndex.set(item.id, { node: n, index }));

  const sections: string[] = [`# ${conversation.title}`];
  // Depth first, iterative (a hostile or very deep tree must not overflow the stack).
  const stack: Array<{ node: PlanNode; label: string }> = (byParent.get(null) ?? [])
    .map((node, i) => ({ node, label: `${i + 1}` }))
    .reverse();
  while (stack.length > 0) {
    const { node, label } = stack.pop()!;
    const level = Math.min(6, 2 + label.split(".").length - 1);
    const point = node.branchPointItemId ? itemIndex.get(node.branchPointItemId) : undefined;
    const meta = node.parentId
      ? `_${node.kind === "volatile" ? "Aside" : "Branch"} of “${conversation.nodes.find((n) => n.id === node.parentId)?.title ?? "?"}”${point ? ` after message ${point.index + 1}` : " from its start"}; context: ${node.inheritPolicy}; ${node.status}._`
      : "_Main thread._";
    const own = node.items.filter((i: PlanItem) => i.origin !== "inherited" || i.role === "note");
    sections.push(
      `${"#".repeat(level)} ${label} ${node.title}`,
      meta,
      ...own.map((i) =>
        block(i.role, i.content, [
          i.origin === "merged" ? "merged" : "",
          i.origin === "inherited" ? "inherited note" : "",
          i.pinned ? "pinned" : "",
        ]),
      ),
    );
    const children = byParent.get(node.id) ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], label: `${label}.${i + 1}` });
  }
  return { title: conversation.title, markdown: sections.join("\n\n") + "\n" };
}
