"use client";

import { useState, useTransition } from "react";
import { askKnowledgeAction } from "@/lib/actions/ask-knowledge";
import type { KnowledgeNodeView } from "@/lib/knowledge";
import type { NavigationResult } from "@/lib/memory/navigate";
import { Markdown } from "@/components/chat/markdown";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/field";
import { plural } from "@/lib/format";

const STATUS_STYLE = {
  complete: "bg-canopy-600 text-white",
  partial: "bg-amber-200 text-amber-900",
  none: "bg-stone-200 text-stone-700",
} as const;

/** Asks the project's knowledge tree; shows the answer, its status, citations and every step taken. */
export function AskBox(props: {
  projectId: string;
  nodes: Map<string, KnowledgeNodeView>;
  result: (NavigationResult & { engineLabel?: string }) | null;
  onResult: (result: (NavigationResult & { engineLabel?: string }) | null) => void;
  onSelect: (id: string) => void;
}) {
  const [question, setQuestion] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const { result, nodes } = props;
  const label = (id: string) => nodes.get(id)?.metadata.summary.slice(0, 80) || id.slice(0, 8);

  return (
    <section aria-label="Ask the knowledge tree" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <form
        method="post"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          startTransition(async () => {
            const response = await askKnowledgeAction({ projectId: props.projectId, question });
            if (!response.ok) return setError(response.error.message);
            setError(null);
            props.onResult(response.data);
          });
        }}
      >
        <input
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          placeholder="Ask a question about this project's documents"
          data-testid="kt-question"
          maxLength={4000}
          className="min-w-0 flex-1 rounded-md border border-stone-300 px-3 py-2 text-sm focus:border-canopy-500 focus:ring-2 focus:ring-canopy-100 focus:outline-none"
        />
        <Button type="submit" variant="primary" disabled={pending || question.trim() === ""} data-testid="kt-ask">
          {pending ? "Navigating…" : "Ask"}
        </Button>
      </form>
      <ErrorNote message={error} />
      {result ? (
        <div data-testid="kt-answer" className="space-y-3">
          <div className="flex flex-wrap items-center gap-2 text-xs text-stone-500">
            <span
              data-testid="kt-status"
              className={`rounded px-2 py-0.5 font-semibold ${STATUS_STYLE[result.status]}`}
            >
              {result.status}
            </span>
            <span data-testid="kt-engine" className="rounded-full bg-canopy-50 px-2 py-0.5 font-medium text-canopy-700">
              {result.engineLabel ?? result.engine}
            </span>
            <span>
              read {result.tokensRead.toLocaleString("en")} of {result.tokensTotal.toLocaleString("en")} tokens (
              {result.tokensTotal ? Math.round((result.tokensRead / result.tokensTotal) * 100) : 0}%)
            </span>
          </div>
          <Markdown text={result.answer} />
          {result.citations.length > 0 ? (
            <p className="text-xs text-stone-600">
              Sources:{" "}
              {result.citations.map((id, i) => (
                <button
                  key={id}
                  type="button"
                  data-testid="kt-citation"
                  onClick={() => props.onSelect(id)}
                  className="mr-2 text-canopy-700 underline"
                >
                  [{i + 1}] {nodes.get(id)?.documentName ?? "leaf"}
                </button>
              ))}
            </p>
          ) : null}
          <details open>
            <summary className="cursor-pointer text-xs font-medium text-stone-600">
              Navigation trace ({plural(result.trace.length, "step")})
            </summary>
            <ol data-testid="kt-trace" className="mt-1 space-y-1 text-xs">
              {result.trace.map((step, i) => (
                <li
                  key={i}
                  data-testid="kt-trace-step"
                  data-action={step.action}
                  className="rounded bg-stone-50 px-2 py-1"
                >
                  <span className="font-semibold">
                    {i + 1}.{" "}
                    {step.action === "choose"
                      ? "Chose"
                      : step.action === "read"
                        ? `Read leaf (${step.outcome})`
                        : "Backtracked from"}
                  </span>{" "}
                  <button
                    type="button"
                    className="text-canopy-700 underline"
                    onClick={() => props.onSelect(step.action === "choose" && step.choice ? step.choice : step.nodeId)}
                  >
                    {label(step.action === "choose" && step.choice ? step.choice : step.nodeId)}
                  </button>
                  <span className="block text-stone-500">{step.reason}</span>
                  {step.answer && step.action === "read" ? (
                    <span className="block text-stone-700">→ {step.answer.slice(0, 200)}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </details>
        </div>
      ) : null}
    </section>
  );
}
