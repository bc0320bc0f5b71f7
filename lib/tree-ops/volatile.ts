import "server-only";
import { publishChange } from "@/lib/live/publish";
import { taskModelFor } from "@/lib/connections/registry";
import {
  findAsidePolicy,
  listOpenAsides,
  listOpenAsidesInProject,
  listProjectsResolvingAsides,
  nodeExists,
  promoteAside,
} from "@/lib/db/queries/asides";
import { getNode } from "@/lib/db/queries/nodes";
import { getNodeWindow } from "@/lib/views/node-window";
import { isAppError } from "@/lib/errors";
import { assertCapable } from "@/lib/tree/capabilities";
import { dueForAutoResolution, unresolvedVolatiles } from "@/lib/tree/lifecycle";
import type { TreeNode } from "@/lib/shared/tree-types";
import { condenseEntries } from "./condense";
import { ownEntries } from "@/lib/tree/entries";
import { engineFor } from "@/lib/memory/engines";
import { mergeNode } from "./merge";
import { titleWithoutAside } from "@/lib/shared/title-text";
import { purgeNode } from "./purge";

/**
 * Turns a volatile aside into a persistent branch: it no longer needs to be merged or purged, and
 * its title loses the "Aside: " prefix.
 *
 * @throws AppError not_found:node; the `promote` capability's refusals (invalid:not_volatile, conflict:node_closed)
 */
export async function promoteNode(nodeId: string) {
  const node = await getNode(nodeId);
  assertCapable("promote", node);
  await promoteAside(nodeId, titleWithoutAside(node.title));
  await publishChange({ conversationId: node.conversationId }, "node", [nodeId]);
  return { nodeId };
}

/** Volatile asides of a conversation left open by another (ended) session. */
export async function listUnresolvedVolatiles(conversationId: string, sessionId: string | null): Promise<TreeNode[]> {
  return unresolvedVolatiles(await listOpenAsides(conversationId), sessionId);
}

export interface AutoResolution {
  nodeId: string;
  title: string;
  action: "purged" | "merged";
}

/**
 * Applies the project's volatile setting to abandoned asides (not this session's, unchanged for the
 * configured minutes): purge, or condensed merge at the branch point. An aside with nothing of its
 * own to merge is purged, since nothing would be lost. Runs when the project is opened or listed.
 */
export async function autoResolveVolatiles(
  projectId: string,
  sessionId: string | null,
  now = new Date(),
): Promise<AutoResolution[]> {
  const project = await findAsidePolicy(projectId);
  if (!project || project.volatileResolution === "ask") return [];
  const asides = await listOpenAsidesInProject(projectId);
  const due = dueForAutoResolution(asides, sessionId, now, project.volatileAfterMinutes);
  const done: AutoResolution[] = [];
  for (const node of due) {
    // A child of a due aside may itself be due; it may already be gone.
    if (!(await nodeExists(node.id))) continue;
    const own = ownEntries(await getNodeWindow(node.id));
    try {
      if (project.volatileResolution === "merge" && own.length > 0) {
        const engine = engineFor(await taskModelFor(project), {
          projectId,
          conversationId: null,
          nodeId: node.id,
          purpose: "merge",
        });
        const { note } = await condenseEntries(own, engine);
        await mergeNode({ nodeId: node.id, mode: "condensed", placement: "chronological", note });
        done.push({ nodeId: node.id, title: node.title, action: "merged" });
      } else {
        await purgeNode(node.id);
        done.push({ nodeId: node.id, title: node.title, action: "purged" });
      }
    } catch (error) {
      // An aside still answering is left for a later run (merge and purge refuse it).
      if (isAppError(error) && error.code === "conflict:node_answering") continue;
      throw error;
    }
  }
  return done;
}

/** Auto-resolution for every project that asks for it (the projects list). */
export async function autoResolveAllProjects(sessionId: string | null, now = new Date()): Promise<AutoResolution[]> {
  const results: AutoResolution[] = [];
  for (const projectId of await listProjectsResolvingAsides())
    results.push(...(await autoResolveVolatiles(projectId, sessionId, now)));
  return results;
}
