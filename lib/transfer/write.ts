import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/lib/db/generated/client";
import { toJson } from "@/lib/db/json";
import { getProject } from "@/lib/db/queries/projects";
import {
  createStagingProject,
  dropStagedImport,
  findStaleStagedImports,
  insertStagedConversation,
  publishStagedImport,
} from "@/lib/db/queries/transfer";
import { logError } from "@/lib/log";
import { AppError } from "@/lib/errors";
import { cleanInput } from "@/lib/shared/text-input";
import { distinctTitle } from "@/lib/shared/title-text";
import { deletingImagesOf } from "@/lib/media/cleanup";
import { forgetImages, restoreImages } from "./media";
import { IMPORT_LIMITS, type ConversationPlan, type EmbeddedImage, type PlanNode } from "./plan";

/** The chat export formats Canopy imports. */
export type ChatFormat = "canopy" | "chatgpt" | "claude";

export interface ImportedConversation {
  id: string;
  title: string;
  nodes: number;
  /** The title in the file, when the project already had a conversation with it (`title` is then "… (2)"). */
  renamedFrom?: string;
}

const newId = () => `c${randomUUID().replace(/-/g, "").slice(0, 24)}`;
const date = (s: string | null | undefined) => (s && !Number.isNaN(Date.parse(s)) ? new Date(s) : undefined);

/**
 * Checks a plan's structure without touching the database: one root, every parent, branch point,
 * reference and merge event present, no cycles, within the limits. Iterative throughout.
 *
 * @returns the nodes in parents-first order
 * @throws AppError invalid:import naming the first problem
 */
export function checkPlan(plan: ConversationPlan, label: string) {
  const fail = (why: string): never => {
    throw new AppError("invalid:import", `${label}: ${why}`);
  };
  const nodes = new Map(plan.nodes.map((n) => [n.id, n]));
  if (nodes.size !== plan.nodes.length) fail("two nodes share an id.");
  const roots = plan.nodes.filter((n) => n.parentId === null);
  if (roots.length !== 1) fail(`a conversation has exactly one root node (found ${roots.length}).`);
  const items = new Map(plan.nodes.flatMap((n) => n.items.map((i) => [i.id, { item: i, nodeId: n.id }] as const)));
  const itemCount = plan.nodes.reduce((t, n) => t + n.items.length, 0);
  if (items.size !== itemCount) fail("two messages share an id.");
  if (itemCount > IMPORT_LIMITS.messages)
    fail(`it has ${itemCount} messages; at most ${IMPORT_LIMITS.messages} can be imported at once.`);
  const merges = new Set(plan.mergeEvents.map((m) => m.id));
  // A reference is given unless null: one emptied by the NUL clean-up ("\u0000") must still be found.
  const given = (key: string | null | undefined): key is string => key !== null && key !== undefined;

  const children = new Map<string, string[]>();
  for (const n of plan.nodes) {
    if (n.parentId === null) continue;
    if (!nodes.has(n.parentId)) fail(`node "${n.title}" names a parent that is not in the file.`);
    children.set(n.parentId, [...(children.get(n.parentId) ?? []), n.id]);
    if (given(n.branchPointItemId) && items.get(n.branchPointItemId)?.nodeId !== n.parentId)
      fail(`node "${n.title}" branches at a message that is not its parent's.`);
  }
  const order: Array<{ id: string; depth: number }> = [{ id: roots[0].id, depth: 0 }];
  for (let i = 0; i < order.length; i++) {
    if (order[i].depth > IMPORT_LIMITS.depth) fail(`branches are nested more than ${IMPORT_LIMITS.depth} deep.`);
    for (const child of children.get(order[i].id) ?? []) order.push({ id: child, depth: order[i].depth + 1 });
  }
  if (order.length !== plan.nodes.length) fail("some nodes are not connected to the root (a cycle in the parents).");
  for (const { item } of items.values()) {
    if (given(item.refItemId)) {
      const target = items.get(item.refItemId)?.item;
      if (!target || given(target.refItemId)) fail("an inherited message refers to a message that is not in the file.");
    }
    if (given(item.mergeEventId) && !merges.has(item.mergeEventId))
      fail("a merged message names a merge that is not in the file.");
  }
  for (const m of plan.mergeEvents)
    if (!nodes.has(m.parentId) || !nodes.has(m.childId)) fail("a merge names a node that is not in the file.");
  return order.map((o) => nodes.get(o.id)!);
}

/**
 * Checks conversation plans before anything is written: at least one, at most
 * {@link IMPORT_LIMITS}.conversations, each by {@link checkPlan}. NUL characters are removed from
 * every string of the plans (titles, messages, errors, context reports), as at every boundary
 * (lib/shared/text-input.ts): PostgreSQL cannot store them.
 *
 * @returns the clean plans, each with its nodes in parents-first order
 * @throws AppError invalid:import
 */
export function preparePlans(input: ConversationPlan[]): Array<{ plan: ConversationPlan; nodes: PlanNode[] }> {
  const plans = cleanInput(input);
  if (plans.length === 0) throw new AppError("invalid:import", "The file holds no conversation to import.");
  if (plans.length > IMPORT_LIMITS.conversations)
    throw new AppError(
      "invalid:import",
      `The file holds ${plans.length} conversations; at most ${IMPORT_LIMITS.conversations} at once.`,
    );
  return plans.map((plan, i) => ({
    plan,
    nodes: checkPlan(plan, `Conversation ${i + 1} (“${plan.title.slice(0, 60)}”)`),
  }));
}

/**
 * Writes prepared plans into a staging project (lib/db `insertStagedConversation`: short
 * statements, nothing visible yet) with fresh ids and the same structure.
 */
export async function writeStaged(
  stagingProjectId: string,
  prepared: Array<{ plan: ConversationPlan; nodes: PlanNode[] }>,
  format: ChatFormat,
  media?: EmbeddedImage[],
): Promise<ImportedConversation[]> {
  const out: ImportedConversation[] = [];
  for (const { plan, nodes } of prepared) out.push(await writePlan(stagingProjectId, plan, nodes, format, media));
  return out;
}

/**
 * Runs `write` (which fills the staging project it is given) as one all-or-nothing import into
 * `projectId`: a staging project first, then one transaction that moves its conversations into the
 * project, each conversation marked as imported and a title the project already has numbered
 * ("Launch plan (2)", so a re-import is told apart from the first one); on any failure the staging project is deleted and nothing was ever visible. Staging
 * projects left by a process that died while writing (over an hour old) are deleted first.
 *
 * @throws AppError not_found:project, and whatever `write` throws
 */
export async function stagedImport<T extends { conversations: ImportedConversation[] }>(
  projectId: string,
  write: (stagingProjectId: string) => Promise<T>,
): Promise<T> {
  // One that cannot be deleted now is logged and tried again by the next import: it never blocks this one.
  for (const stale of await findStaleStagedImports(new Date(Date.now() - STALE_STAGING_MS)))
    await deletingImagesOf({ projectId: stale }, () => dropStagedImport(stale)).catch((cleanup: unknown) =>
      logError("[import] could not delete a stale staging project", cleanup),
    );
  await getProject(projectId); // not_found:project, before anything is read or written
  const stagingProjectId = await createStagingProject(projectId);
  try {
    const result = await write(stagingProjectId);
    const titles = await publishStagedImport(stagingProjectId, projectId, distinctTitle);
    const retitled = (c: ImportedConversation): ImportedConversation => {
      const title = titles.get(c.id) ?? c.title;
      return title === c.title ? c : { ...c, title, renamedFrom: c.title };
    };
    return { ...result, conversations: result.conversations.map(retitled) };
  } catch (error) {
    // The images only the staged conversations showed (restored from the file) go with them.
    await deletingImagesOf({ projectId: stagingProjectId }, () => dropStagedImport(stagingProjectId)).catch(
      (cleanup: unknown) => logError("[import] could not delete a staging project", cleanup),
    );
    throw error;
  }
}

/** A staging project this old belongs to an import whose process died (imports stop long before). */
const STALE_STAGING_MS = 60 * 60 * 1000;

/**
 * Writes conversation plans into a project with fresh ids and the same structure, all or nothing
 * (staged, then made visible in one transaction), on this thread: the import route runs the same
 * steps in a worker thread (./import.ts).
 *
 * @throws AppError not_found:project, invalid:import
 */
export async function writePlans(
  projectId: string,
  input: ConversationPlan[],
  format: ChatFormat,
): Promise<ImportedConversation[]> {
  const prepared = preparePlans(input);
  const { conversations } = await stagedImport(projectId, async (stagingProjectId) => ({
    conversations: await writeStaged(stagingProjectId, prepared, format),
  }));
  return conversations;
}

async function writePlan(
  projectId: string,
  plan: ConversationPlan,
  nodes: ConversationPlan["nodes"],
  format: ChatFormat,
  media?: EmbeddedImage[],
): Promise<ImportedConversation> {
  const ids = new Map<string, string>();
  const idOf = (key: string) => {
    let id = ids.get(key);
    if (!id) ids.set(key, (id = newId()));
    return id;
  };
  const mapped = (key: string | null) => (key === null ? null : idOf(key));
  const known = new Set([...plan.nodes.map((n) => n.id), ...plan.nodes.flatMap((n) => n.items.map((i) => i.id))]);
  const title = plan.title.trim() || "Imported conversation";
  // A node the file gives no time gets one a millisecond after the previous, in the file's order
  // (parents first, siblings as listed): versions then sort as the export lists them, not by chance.
  const base = Date.now() - nodes.length;
  const nodeRows = nodes.map((n, i) => ({
    id: idOf(n.id),
    parentId: mapped(n.parentId),
    kind: n.kind,
    status: n.status,
    title: n.parentId === null ? title : n.title || "Imported branch",
    branchPointItemId: mapped(n.branchPointItemId),
    inheritPolicy: n.inheritPolicy,
    sessionId: null,
    createdAt: date(n.createdAt) ?? new Date(base + i),
    // A fan-out gets a fresh id too: a re-imported copy is its own fan-out, never the original's.
    fanoutId: n.fanoutId ? idOf(`fanout\u0000${n.fanoutId}`) : null,
    model: n.model ?? null,
    systemPrompt: n.systemPrompt ?? null,
    toolOutput: n.toolOutput ?? false,
  }));
  const mergeRows = plan.mergeEvents.map((m) => ({
    id: idOf(m.id),
    parentId: idOf(m.parentId),
    childId: idOf(m.childId),
    mode: m.mode,
    placement: m.placement,
    createdAt: date(m.createdAt),
    undoneAt: date(m.undoneAt) ?? null,
  }));
  // A conflict's messages are copied as text; ids of messages not in the file are left empty.
  const conflictRows = plan.mergeEvents.flatMap((m) =>
    m.conflicts.map((c) => ({
      id: newId(),
      mergeEventId: idOf(m.id),
      about: c.about,
      branchItemId: known.has(c.branchItemId) ? idOf(c.branchItemId) : "",
      branchText: c.branchText,
      parentItemId: known.has(c.parentItemId) ? idOf(c.parentItemId) : "",
      parentText: c.parentText,
      resolution: c.resolution,
    })),
  );
  // Image items keep their picture: the file held here already (content-addressed: lib/media), or
  // its bytes embedded in the file, stored now (lib/transfer/media.ts); else only their text.
  const images = await restoreImages(
    nodes.flatMap((n) => n.items.flatMap((i) => (i.mediaId ? [i.mediaId] : []))),
    media,
  );
  const itemRows = nodes.flatMap((n) =>
    n.items.map((i) => ({
      id: idOf(i.id),
      nodeId: idOf(n.id),
      position: i.position,
      role: i.role,
      content: i.refItemId == null ? i.content : "",
      origin: i.origin,
      refItemId: mapped(i.refItemId),
      sourceNodeId: i.sourceNodeId && known.has(i.sourceNodeId) ? idOf(i.sourceNodeId) : null,
      sourceItemIds: i.sourceItemIds.length ? i.sourceItemIds.filter((s) => known.has(s)).map(idOf) : Prisma.DbNull,
      status: i.status === "streaming" ? "aborted" : i.status,
      error: i.error,
      tokenCount: i.tokenCount,
      model: i.model,
      pinned: i.pinned,
      mergeEventId: mapped(i.mergeEventId),
      contextReport:
        i.contextReport === undefined || i.contextReport === null ? Prisma.DbNull : toJson(i.contextReport),
      // A tool call's provenance, its aside and answer renamed as the rest; a wait does not survive an import.
      tool: i.tool
        ? toJson({
            ...i.tool,
            asideNodeId: i.tool.asideNodeId && known.has(i.tool.asideNodeId) ? idOf(i.tool.asideNodeId) : null,
            answerItemId: i.tool.answerItemId && known.has(i.tool.answerItemId) ? idOf(i.tool.answerItemId) : null,
            ...(i.tool.status === "awaiting_approval" || i.tool.status === "running"
              ? { status: "denied", error: "not answered before the export" }
              : {}),
          })
        : Prisma.DbNull,
      createdAt: date(i.createdAt),
      mediaId: (i.mediaId && images.ids.get(i.mediaId)) ?? null,
    })),
  );
  let id: string;
  try {
    id = await insertStagedConversation(projectId, {
      title,
      importedFrom: format,
      nodes: nodeRows,
      mergeEvents: mergeRows,
      mergeConflicts: conflictRows,
      items: itemRows,
    });
  } catch (error) {
    await forgetImages(images.created);
    throw error;
  }
  return { id, title, nodes: nodes.length };
}
