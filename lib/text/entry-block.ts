import type { Role } from "@/lib/shared/tree-types";

/**
 * How a window entry is written into a prompt (its cost in tokens: ./entry-tokens.ts). No
 * dependencies, so lib/tree re-exports it to client code without pulling in the tokenizer.
 */

/** Role headings as prompts, memory leaves and condensed notes write them. */
export const ROLE_HEADING: Record<Role, string> = { user: "User", assistant: "Assistant", note: "Note", tool: "Tool" };

/**
 * An entry as a role-labelled block, "### User\n\ntext": the one rendering used by prompts, folded
 * memory leaves, the inspector and condensation.
 */
export function entryBlock(entry: { role: Role; content: string }): string {
  return `### ${ROLE_HEADING[entry.role]}\n\n${entry.content}`;
}
