import "server-only";
import type { Tx } from "@/lib/db/client";
import { findLatestContextReport } from "@/lib/db/queries/node-memory";
import { serialisePrompt } from "./plan";
import type { ContextReport } from "./types";

/** The serialised prompt of the node's latest turn (its last answer's report), or null. */
export async function previousPrompt(nodeId: string, tx?: Tx): Promise<string | null> {
  const report = await findLatestContextReport(nodeId, tx);
  if (!report) return null;
  try {
    return serialisePrompt(report as unknown as ContextReport);
  } catch {
    return null;
  }
}
