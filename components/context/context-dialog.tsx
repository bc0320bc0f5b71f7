"use client";

import { useQuery } from "@tanstack/react-query";
import type { ContextReport, ContextSection } from "@/lib/context/types";
import { formatTokens } from "@/lib/format";
import { contextReportOptions } from "@/lib/query/options";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useWorkspace } from "@/components/workspace/workspace-provider";
import { useNodeSettings } from "@/components/chat/use-node-settings";

const SECTION_LABEL: Record<ContextSection["name"], string> = {
  system: "System prompt",
  digest: "Memory digest",
  inherited: "Inherited",
  history: "This node's messages",
  recall: "Recalled memory",
  message: "Your message",
};

/** The context inspector: exactly what the model saw for one answer, section by section. */
export function ContextDialog() {
  const itemId = useWorkspace((s) => s.inspecting);
  const inspect = useWorkspace((s) => s.inspect);
  return (
    <Dialog
      open={Boolean(itemId)}
      onClose={() => inspect(null)}
      title="Context sent to the model"
      testId="context-dialog"
      wide
    >
      {itemId ? <Report itemId={itemId} /> : null}
    </Dialog>
  );
}

function Report({ itemId }: { itemId: string }) {
  const { data, isPending, error } = useQuery(contextReportOptions(itemId));
  const nodeId = useWorkspace((s) => s.selectedNodeId);
  const openMemory = useWorkspace((s) => s.openMemory);
  const inspect = useWorkspace((s) => s.inspect);
  if (isPending) return <Spinner label="Loading the report" />;
  if (error) return <p className="text-sm text-red-600">{error.message}</p>;
  if (!data) return <p className="text-sm text-stone-500">No context report was stored for this answer.</p>;
  const report = data as ContextReport;
  const showItem = (id: string) => {
    inspect(null);
    document.querySelector(`[data-item-id="${CSS.escape(id)}"]`)?.scrollIntoView({ block: "center" });
  };

  return (
    <div className="max-h-[70vh] space-y-3 overflow-y-auto pr-1 text-sm">
      <p data-testid="context-summary" className="text-xs text-stone-500">
        {formatTokens(report.totalTokens)} of {formatTokens(report.budget)} tokens · prefix reuse{" "}
        {Math.round((report.prefixReuse ?? 0) * 100)}% ·{" "}
        {report.folded?.items ? `${report.folded.items} earlier messages folded into memory` : "nothing folded"}
        {report.overBudget ? " · over budget" : ""}
      </p>
      {nodeId ? <NodeParams nodeId={nodeId} /> : null}
      <ol className="space-y-2">
        {report.sections
          .filter((s) => s.tokens > 0 || s.name === "message")
          .map((section) => (
            <li
              key={section.name}
              data-testid="context-section"
              data-section={section.name}
              className="rounded-lg border border-stone-200"
            >
              <details open={section.name === "recall" || section.name === "digest"}>
                <summary className="flex cursor-pointer items-center justify-between gap-2 px-3 py-2">
                  <span className="font-medium">{SECTION_LABEL[section.name]}</span>
                  <span className="text-xs text-stone-500">
                    {formatTokens(section.tokens)} tokens
                    {section.itemIds.length ? ` · ${section.itemIds.length} items` : ""}
                    {section.ktNodeIds.length ? ` · ${section.ktNodeIds.length} memory nodes` : ""}
                  </span>
                </summary>
                <div className="space-y-2 border-t border-stone-100 px-3 py-2">
                  <pre
                    data-testid="context-text"
                    tabIndex={0}
                    aria-label={`${SECTION_LABEL[section.name]}: the text sent`}
                    className="max-h-64 overflow-auto rounded bg-stone-50 p-2 font-mono text-[11px] whitespace-pre-wrap"
                  >
                    {section.text}
                  </pre>
                  {section.ktNodeIds.length ? (
                    <p className="text-xs">
                      Memory:{" "}
                      {section.ktNodeIds.map((id) => (
                        <button
                          key={id}
                          type="button"
                          data-testid="context-kt-link"
                          className="mr-2 text-canopy-700 underline"
                          onClick={() => openMemory(nodeId, id)}
                        >
                          {id.slice(0, 8)}
                        </button>
                      ))}
                    </p>
                  ) : null}
                  {section.itemIds.length && section.name !== "recall" ? (
                    <p className="text-xs">
                      Items:{" "}
                      {section.itemIds.slice(0, 40).map((id) => (
                        <button
                          key={id}
                          type="button"
                          data-testid="context-item-link"
                          className="mr-2 text-canopy-700 underline"
                          onClick={() => showItem(id)}
                        >
                          {id.slice(-6)}
                        </button>
                      ))}
                    </p>
                  ) : null}
                </div>
              </details>
            </li>
          ))}
      </ol>
      {report.recall ? (
        <details data-testid="context-recall">
          <summary className="cursor-pointer text-xs font-medium text-stone-600">
            Recall: {report.recall.searches.length} tree{report.recall.searches.length === 1 ? "" : "s"} searched;
            navigation read {formatTokens(report.recall.tokensRead)} tokens (summaries and leaves) of memory holding{" "}
            {formatTokens(report.recall.tokensTotal)}
          </summary>
          <ol className="mt-1 space-y-1 text-xs">
            {report.recall.trace.map((step, i) => (
              <li key={i} className="rounded bg-stone-50 px-2 py-1">
                <span className="font-semibold">
                  {step.action === "choose"
                    ? "Chose"
                    : step.action === "read"
                      ? `Read (${step.outcome})`
                      : "Backtracked"}
                </span>{" "}
                <span className="text-stone-500">{step.reason}</span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}

/** The branch's model and parameters as its next turn uses them (its own over the project's defaults). */
function NodeParams({ nodeId }: { nodeId: string }) {
  const effective = useNodeSettings(nodeId).data?.effective;
  if (!effective) return null;
  return (
    <p data-testid="context-params" className="text-xs text-stone-500">
      This branch answers with {effective.label} · temperature {effective.temperature ?? "provider default"} · max
      output {effective.maxOutputTokens?.toLocaleString("en") ?? "provider default"}
      {effective.systemPrompt ? " · with a system prompt" : ""}
    </p>
  );
}
