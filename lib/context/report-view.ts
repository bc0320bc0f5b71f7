import "server-only";
import { getContextReport, getItemNodeId } from "@/lib/db/queries/items";
import { getNodeWindow } from "@/lib/views/node-window";
import { withSectionTexts } from "./plan";
import type { ContextReport } from "./types";

/**
 * An answer's context report as the inspector shows it: what the model saw, section by section. An
 * answer stores the sections made of the window's items as their ids (lib/context `storedReport`):
 * their text is rebuilt here from the node's window. Null when the answer has no report.
 *
 * @throws AppError not_found:item
 */
export async function getContextReportView(itemId: string): Promise<ContextReport | null> {
  const report = (await getContextReport(itemId)) as ContextReport | null;
  if (!report?.sections || report.sections.every((s) => typeof s.text === "string")) return report;
  return withSectionTexts(report, await getNodeWindow(await getItemNodeId(itemId)));
}
