"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { compareFanoutAction } from "@/lib/actions/compare-fanout";
import { synthesisNote } from "@/lib/shared/synthesis";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorNote } from "@/components/ui/field";
import { Markdown } from "@/components/chat/markdown";
import { Spinner } from "@/components/ui/spinner";
import { useWorkspace } from "@/components/workspace/workspace-provider";

/**
 * A fan-out side by side: one column per answer on a wide screen, a swipe (scroll-snap) row on a
 * phone; each with its model, tokens, latency and cost; then the claims every answer shares and the
 * differences, with a value to pick for each. Reconcile up: merge one answer (the merge dialog, any
 * mode) or a synthesis note (a condensed merge of the picked values, through the same dialog and its
 * conflict check).
 */
export function CompareDialog() {
  const fanoutId = useWorkspace((s) => s.compareFanoutId);
  const openCompare = useWorkspace((s) => s.openCompare);
  return (
    <Dialog
      open={Boolean(fanoutId)}
      onClose={() => openCompare(null)}
      title="Compare answers"
      testId="compare-dialog"
      wide="full"
      description="One message, several answers, each in its own branch."
    >
      {fanoutId ? <Comparison key={fanoutId} fanoutId={fanoutId} /> : null}
    </Dialog>
  );
}

function Comparison({ fanoutId }: { fanoutId: string }) {
  const conversationId = useWorkspace((s) => s.conversationId);
  const openCompare = useWorkspace((s) => s.openCompare);
  const openMergeDialog = useWorkspace((s) => s.openMergeDialog);
  const selectNode = useWorkspace((s) => s.selectNode);
  const [picks, setPicks] = useState<Record<number, string>>({});
  const query = useQuery({
    queryKey: ["compare", fanoutId],
    queryFn: async () => {
      const result = await compareFanoutAction({ conversationId, fanoutId });
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    // Follow the answers while they are being written.
    refetchInterval: (q) => (q.state.data?.answers.some((a) => a.status === "streaming") ? 700 : false),
  });
  if (query.isPending) return <Spinner label="Loading the answers" />;
  if (query.error) return <ErrorNote message={query.error.message} />;
  const c = query.data;
  const writing = c.answers.some((a) => a.status === "streaming");
  const open = c.answers.filter((a) => a.nodeStatus === "open");
  const column = (nodeId: string) => c.answers.findIndex((a) => a.nodeId === nodeId) + 1;

  return (
    <div className="space-y-4" data-testid="compare-view">
      <p className="text-sm text-stone-700">
        <span className="font-medium">Asked:</span> {c.question}
      </p>
      <ol
        className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-2 md:grid md:snap-none md:overflow-visible"
        style={{ gridTemplateColumns: `repeat(${c.answers.length}, minmax(0, 1fr))` }}
        data-testid="compare-columns"
      >
        {c.answers.map((a, i) => (
          <li
            key={a.nodeId}
            data-testid="compare-answer"
            data-node-id={a.nodeId}
            data-status={a.status}
            className={`flex min-w-[85%] snap-center flex-col rounded-lg border p-3 md:min-w-0 ${a.nodeStatus === "merged" ? "border-violet-300 bg-violet-50/40" : "border-stone-200"}`}
          >
            <header className="mb-2 space-y-0.5">
              <p className="text-xs text-stone-500">Answer {i + 1}</p>
              <h3 className="text-sm font-semibold text-stone-900" data-testid="compare-model">
                {a.title}
              </h3>
              {a.systemPrompt ? (
                <p className="line-clamp-2 text-xs text-stone-600" title={a.systemPrompt}>
                  System prompt: {a.systemPrompt}
                </p>
              ) : null}
              <dl className="flex flex-wrap gap-x-3 text-[11px] text-stone-600" data-testid="compare-stats">
                <div>
                  <dt className="inline">tokens </dt>
                  <dd className="inline">
                    {a.tokens.input.toLocaleString("en")} in / {a.tokens.output.toLocaleString("en")} out
                  </dd>
                </div>
                <div>
                  <dt className="inline">latency </dt>
                  <dd className="inline">{a.latencyMs === null ? "…" : `${(a.latencyMs / 1000).toFixed(2)} s`}</dd>
                </div>
                <div>
                  <dt className="inline">cost </dt>
                  <dd className="inline">{a.cost === null ? "n/a" : `$${a.cost.toFixed(4)}`}</dd>
                </div>
              </dl>
            </header>
            <div className="max-h-72 flex-1 overflow-y-auto text-sm text-stone-800" data-testid="compare-text">
              {/* Answers are Markdown, as in the chat (the offline engine quotes its sources with "> "). */}
              {a.text ? <Markdown text={a.text} /> : a.status === "streaming" ? "Writing…" : ""}
              {a.status === "error" ? <ErrorNote message={a.error ?? "The answer failed."} /> : null}
            </div>
            <footer className="mt-2 flex flex-wrap gap-1.5">
              <Button
                size="sm"
                onClick={() => {
                  selectNode(a.nodeId);
                  openCompare(null);
                }}
              >
                Open branch
              </Button>
              {a.nodeStatus === "open" ? (
                <Button
                  size="sm"
                  variant="primary"
                  disabled={a.status !== "complete"}
                  data-testid="compare-merge"
                  onClick={() => {
                    openCompare(null);
                    openMergeDialog(a.nodeId);
                  }}
                >
                  Merge this answer
                </Button>
              ) : (
                <span className="text-xs text-violet-700">merged</span>
              )}
            </footer>
          </li>
        ))}
      </ol>

      <section aria-label="Facts compared" className="grid gap-3 md:grid-cols-2">
        <div>
          <h3 className="mb-1 text-sm font-medium text-stone-800">Every answer agrees</h3>
          <ul className="space-y-1 text-xs text-stone-700" data-testid="compare-agreed">
            {c.agreed.length ? (
              c.agreed.map((a) => <li key={a}>✓ {a}</li>)
            ) : (
              <li className="text-stone-600">
                {writing ? "Waiting for the answers…" : "No claim is made by all of them."}
              </li>
            )}
          </ul>
          {c.partial.length ? (
            <>
              <h3 className="mt-2 mb-1 text-sm font-medium text-stone-800">Said by some, contradicted by none</h3>
              <ul className="space-y-1 text-xs text-stone-700" data-testid="compare-partial">
                {c.partial.map((p) => (
                  <li key={p.text}>
                    {p.text} <span className="text-stone-600">(answer {p.nodeIds.map(column).join(", ")})</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div>
          <h3 className="mb-1 text-sm font-medium text-stone-800">Where they differ</h3>
          <ul className="space-y-2 text-xs" data-testid="compare-differences">
            {c.differences.length === 0 ? (
              <li className="text-stone-600">{writing ? "Waiting for the answers…" : "No stated fact differs."}</li>
            ) : (
              c.differences.map((d, i) => (
                <li
                  key={`${d.about}-${i}`}
                  data-testid="compare-difference"
                  className="rounded border border-amber-200 bg-amber-50/60 p-2"
                >
                  <p className="font-medium text-stone-800">{d.about}</p>
                  <fieldset className="mt-1 space-y-0.5">
                    <legend className="sr-only">Pick the value for {d.about}</legend>
                    {d.values.map((v) => (
                      <label key={v.nodeId} className="flex cursor-pointer gap-1.5 text-stone-700">
                        <input
                          type="radio"
                          name={`pick-${i}`}
                          checked={picks[i] === v.nodeId}
                          onChange={() => setPicks({ ...picks, [i]: v.nodeId })}
                          data-testid="compare-pick"
                          className="accent-canopy-600"
                        />
                        <span>
                          <span className="text-stone-500">Answer {column(v.nodeId)}:</span> {v.value}
                        </span>
                      </label>
                    ))}
                  </fieldset>
                </li>
              ))
            )}
          </ul>
        </div>
      </section>

      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-stone-200 pt-3">
        <p className="mr-auto text-xs text-stone-600">
          A synthesis keeps every agreed fact and lists each difference with its sources and your pick; it merges up as
          a condensed note of one branch.
        </p>
        <Button
          variant="primary"
          disabled={writing || open.length === 0}
          data-testid="compare-synthesis"
          onClick={() => {
            const note = synthesisNote(c, picks);
            openCompare(null);
            openMergeDialog(open[0].nodeId, note);
          }}
        >
          Merge a synthesis…
        </Button>
      </div>
    </div>
  );
}
