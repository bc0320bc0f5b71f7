import type { AccessTarget, Need } from "@/lib/auth/types";

/**
 * Access specs declared once for a server action and the command that does the same thing
 * (cli/commands/*): who may act on which record. Not a "use server" file (those export only
 * actions), so the command line imports the very spec the action passes to `defineAction`.
 *
 * @example
 * export const purgeNodeAction = defineAction(nodeRefSchema, ACCESS.purgeNode, handler); // lib/actions
 * defineCommand({ name: "purge", ...nodeOption(ACCESS.purgeNode), run });                // cli/commands
 */

/** A record spec: the record the input acts on and what the caller needs on it. */
export interface RecordSpec<I, N extends Need = Need> {
  access: (input: I) => AccessTarget;
  need: N;
}

/** The spec of an operation on one node (`input.nodeId`). */
export function nodeAccess<N extends Need>(need: N): RecordSpec<{ nodeId: string }, N> {
  return { access: (input) => ({ nodeId: input.nodeId }), need };
}

/** The spec of an operation on one project (`input.projectId`). */
export function projectAccess<N extends Need>(need: N): RecordSpec<{ projectId: string }, N> {
  return { access: (input) => ({ projectId: input.projectId }), need };
}

/** The specs shared by an action and a command, by the action's verb-noun. */
export const ACCESS = {
  createBranch: nodeAccess("write"),
  mergeNode: nodeAccess("write"),
  fanOut: nodeAccess("write"),
  purgeNode: nodeAccess("write"),
  createConversation: projectAccess("write"),
  shareProject: projectAccess("owner"),
  askKnowledge: projectAccess("read"),
  setNodeParams: nodeAccess("write"),
  updateProjectTools: projectAccess("owner"),
} as const;
