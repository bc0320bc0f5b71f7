import "server-only";
import { randomUUID } from "node:crypto";
import { transaction, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { toJson } from "@/lib/db/json";
import { getProject } from "@/lib/db/queries/projects";
import { insertConversationTree, listConversationTitlesStartingWith, touchProject } from "@/lib/db/queries/transfer";
import { AppError } from "@/lib/errors";
import { stripNulDeep } from "@/lib/shared/text-input";
import { distinctTitle } from "@/lib/shared/title-text";
import { IMPORT_LIMITS, type ConversationPlan } from "./plan";

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

  const children = new Map<string, string[]>();
  for (const n of plan.nodes) {
    if (n.parentId === null) continue;
    if (!nodes.has(n.parentId)) fail(`node "${n.title}" names a parent that is not in the file.`);
    children.set(n.parentId, [...(children.get(n.parentId) ?? []), n.id]);
    if (n.branchPointItemId && items.get(n.branchPointItemId)?.nodeId !== n.parentId)
      fail(`node "${n.title}" branches at a message that is not its parent's.`);
  }
  const order: Array<{ id: string; depth: number }> = [{ id: roots[0].id, depth: 0 }];
  for (let i = 0; i < order.length; i++) {
    if (order[i].depth > IMPORT_LIMITS.depth) fail(`branches are nested more than ${IMPORT_LIMITS.depth} deep.`);
    for (const child of children.get(order[i].id) ?? []) order.push({ id: child, depth: order[i].depth + 1 });
  }
  if (order.length !== plan.nodes.length) fail("some nodes are not connected to the root (a cycle in the parents).");
  for (const { item } of items.values()) {
    if (item.refItemId) {
      const target = items.get(item.refItemId)?.item;
      if (!target || target.refItemId) fail("an inherited message refers to a message that is not in the file.");
    }
    if (item.mergeEventId && !merges.has(item.mergeEventId))
      fail("a merged message names a merge that is not in the file.");
  }
  for (const m of plan.mergeEvents)
    if (!nodes.has(m.parentId) || !nodes.has(m.childId)) fail("a merge names a node that is not in the file.");
  return order.map((o) => nodes.get(o.id)!);
}

/**
 * Writes conversation plans into a project with fresh ids and the same structure, all in one
 * transaction: a bad plan writes nothing. Checks every plan first. NUL characters are removed from
 * every string of the plans (titles, messages, errors, context reports), as at every boundary
 * (lib/shared/text-input.ts): PostgreSQL cannot store them. Each conversation is marked as imported
 * from `format` (and when), and a title the project already has gets the next free number
 * ("Launch plan (2)"), so a re-import is told apart from the first one.
 *
 * @throws AppError not_found:project, invalid:import
 */
export async function writePlans(
  projectId: string,
  input: ConversationPlan[],
  format: ChatFormat,
): Promise<ImportedConversation[]> {
  const plans = stripNulDeep(input);
  if (plans.length === 0) throw new AppError("invalid:import", "The file holds no conversation to import.");
  if (plans.length > IMPORT_LIMITS.conversations)
    throw new AppError(
      "invalid:import",
      `The file holds ${plans.length} conversations; at most ${IMPORT_LIMITS.conversations} at once.`,
    );
  const ordered = plans.map((plan, i) => checkPlan(plan, `Conversation ${i + 1} (“${plan.title.slice(0, 60)}”)`));
  return transaction(
    async (tx) => {
      await getProject(projectId, tx); // not_found:project
      const out: ImportedConversation[] = [];
      for (const [i, plan] of plans.entries()) out.push(await writePlan(tx, projectId, plan, ordered[i], format));
      await touchProject(projectId, tx);
      return out;
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}

async function writePlan(
  tx: Tx,
  projectId: string,
  plan: ConversationPlan,
  nodes: ConversationPlan["nodes"],
  format: ChatFormat,
): Promise<ImportedConversation> {
  const ids = new Map<string, string>();
  const idOf = (key: string) => {
    let id = ids.get(key);
    if (!id) ids.set(key, (id = newId()));
    return id;
  };
  const mapped = (key: string | null) => (key === null ? null : idOf(key));
  const known = new Set([...plan.nodes.map((n) => n.id), ...plan.nodes.flatMap((n) => n.items.map((i) => i.id))]);
  const given = plan.title.trim() || "Imported conversation";
  // Earlier conversations of this file were written in this transaction: they count too.
  const title = distinctTitle(given, await listConversationTitlesStartingWith(projectId, given, tx));
  const nodeRows = nodes.map((n) => ({
    id: idOf(n.id),
    parentId: mapped(n.parentId),
    kind: n.kind,
    status: n.status,
    title: n.parentId === null ? title : n.title || "Imported branch",
    branchPointItemId: mapped(n.branchPointItemId),
    inheritPolicy: n.inheritPolicy,
    sessionId: null,
    createdAt: date(n.createdAt),
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
  const itemRows = nodes.flatMap((n) =>
    n.items.map((i) => ({
      id: idOf(i.id),
      nodeId: idOf(n.id),
      position: i.position,
      role: i.role,
      content: i.refItemId ? "" : i.content,
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
      createdAt: date(i.createdAt),
    })),
  );
  const id = await insertConversationTree(tx, {
    projectId,
    title,
    importedFrom: format,
    nodes: nodeRows,
    mergeEvents: mergeRows,
    items: itemRows,
  });
  return { id, title, nodes: nodes.length, ...(title === given ? {} : { renamedFrom: given }) };
}
