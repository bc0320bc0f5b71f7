import "server-only";
import { AppError } from "../../errors";
import type { ItemStatus, Role } from "../../tree/types";
import { getDb, type Tx } from "../client";

export interface NewItem {
  role: Role;
  content: string;
  status?: ItemStatus;
  error?: string | null;
  tokenCount: number;
  model?: string | null;
  /** A streaming answer's first heartbeat (lib/chat/live-answers.ts). */
  heartbeatAt?: Date | null;
}

/** Appends a local item at the end of a node's window. */
export async function appendItem(nodeId: string, item: NewItem, tx: Tx = getDb()) {
  const last = await tx.item.findFirst({ where: { nodeId }, orderBy: { position: "desc" }, select: { position: true } });
  const created = await tx.item.create({
    data: {
      nodeId,
      position: (last?.position ?? 0) + 1,
      role: item.role,
      content: item.content,
      origin: "local",
      status: item.status ?? "complete",
      error: item.error ?? null,
      tokenCount: item.tokenCount,
      model: item.model ?? null,
      heartbeatAt: item.heartbeatAt ?? null,
    },
  });
  return created;
}

export interface ItemPatch {
  content?: string;
  status?: ItemStatus;
  error?: string | null;
  tokenCount?: number;
  contextReport?: unknown;
}

export async function updateItem(id: string, patch: ItemPatch, tx: Tx = getDb()) {
  const { contextReport, ...rest } = patch;
  return tx.item.update({
    where: { id },
    data: { ...rest, ...(contextReport !== undefined ? { contextReport: JSON.stringify(contextReport) } : {}) },
  });
}

/** The stored context report of an assistant item, parsed; null when it has none. */
export async function getContextReport(itemId: string): Promise<unknown> {
  const row = await getDb().item.findUnique({ where: { id: itemId }, select: { contextReport: true } });
  if (!row) throw new AppError("not_found:item", "That message does not exist (its branch may have been purged).");
  return row.contextReport ? JSON.parse(row.contextReport) : null;
}
