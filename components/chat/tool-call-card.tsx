"use client";

import { useState, useTransition } from "react";
import { Wrench } from "lucide-react";
import { answerToolCallAction } from "@/lib/actions/answer-tool-call";
import { toolAsideTitle, type ToolProvenance } from "@/lib/shared/tool-calls";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { Button } from "@/components/ui/button";
import { useRefreshConversation } from "@/components/workspace/use-refresh";

const STATUS_LABEL: Record<ToolProvenance["status"], string> = {
  running: "running",
  done: "done",
  error: "error",
  awaiting_approval: "waiting for approval",
  denied: "denied",
};

const STATUS_STYLE: Record<ToolProvenance["status"], string> = {
  running: "bg-sky-100 text-sky-800",
  done: "bg-canopy-100 text-canopy-800",
  error: "bg-red-100 text-red-800",
  awaiting_approval: "bg-amber-100 text-amber-900",
  denied: "bg-stone-200 text-stone-700",
};

/**
 * One tool call of a turn as a collapsible card: the server and tool, its status, duration and size;
 * opened, its arguments and its result (or the condensed note of its aside, with a link to open the
 * aside), or its error. Everything a server sent is shown as text, never as HTML. A call waiting for
 * approval offers Approve and Deny to members who may write (the wait is stored: after a reload the
 * buttons are still here).
 */
export function ToolCallCard({
  entry,
  writable,
  onOpenAside,
}: {
  entry: Pick<WindowEntry, "id" | "content" | "origin"> & { tool?: ToolProvenance | null };
  writable: boolean;
  onOpenAside?: (nodeId: string) => void;
}) {
  const tool = entry.tool;
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefreshConversation();
  const waiting = tool?.status === "awaiting_approval";
  const body = entry.content.slice(entry.content.indexOf("\n") + 1);

  const answer = (deny: boolean) =>
    startTransition(async () => {
      setError(null);
      const result = await answerToolCallAction({ callId: entry.id, deny });
      if (!result.ok) setError(result.error.message);
      await refresh();
    });

  if (!tool) {
    return (
      <pre
        data-testid="tool-call"
        className="overflow-x-auto rounded-md border border-stone-200 bg-stone-50 p-2 text-xs whitespace-pre-wrap"
      >
        {entry.content}
      </pre>
    );
  }
  return (
    <details
      data-testid="tool-call"
      data-item-id={entry.id}
      data-status={tool.status}
      open={waiting || undefined}
      className="group rounded-md border border-stone-200 bg-stone-50 text-sm"
    >
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-2 px-3 py-2 select-none">
        <Wrench aria-hidden className="size-3.5 shrink-0 text-stone-500" />
        <span className="font-mono text-xs break-all" data-testid="tool-call-name">
          {tool.server}.{tool.tool}
        </span>
        <span className={`rounded px-1.5 py-0.5 text-xs ${STATUS_STYLE[tool.status]}`} data-testid="tool-call-status">
          {STATUS_LABEL[tool.status]}
        </span>
        {tool.ms !== null ? <span className="text-xs text-stone-500">{tool.ms} ms</span> : null}
        {tool.resultTokens !== null ? (
          <span className="text-xs text-stone-500">{tool.resultTokens.toLocaleString("en")} tokens</span>
        ) : null}
        {tool.asideNodeId ? (
          <span className="text-xs text-stone-500" data-testid="tool-call-aside-mark">
            kept in an aside
          </span>
        ) : null}
        {entry.origin === "merged" ? (
          <span className="text-xs text-stone-500" data-testid="tool-call-merged">
            merged
          </span>
        ) : null}
      </summary>
      <div className="space-y-2 border-t border-stone-200 px-3 py-2">
        <div>
          <div className="text-xs font-medium text-stone-500">Arguments</div>
          <pre className="max-h-48 overflow-auto text-xs whitespace-pre-wrap" data-testid="tool-call-args">
            {JSON.stringify(tool.args ?? {}, null, 2)}
          </pre>
        </div>
        {tool.status === "done" || tool.status === "error" || tool.status === "denied" ? (
          <div>
            <div className="text-xs font-medium text-stone-500">
              {tool.status === "done" ? (tool.asideNodeId ? "Condensed note" : "Result") : "Error"}
            </div>
            <pre className="max-h-72 overflow-auto text-xs whitespace-pre-wrap" data-testid="tool-call-result">
              <NoteText body={body} tool={tool} onOpenAside={onOpenAside} />
            </pre>
          </div>
        ) : null}
        {tool.asideNodeId && onOpenAside ? (
          <Button size="sm" data-testid="open-tool-aside" onClick={() => onOpenAside(tool.asideNodeId!)}>
            Open the aside with the whole output
          </Button>
        ) : null}
        {waiting && writable ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="primary" disabled={pending} data-testid="approve-tool-call" onClick={() => answer(false)}>
              Approve
            </Button>
            <Button variant="danger" disabled={pending} data-testid="deny-tool-call" onClick={() => answer(true)}>
              Deny
            </Button>
            <span className="text-xs text-stone-500">The answer goes on once you choose.</span>
          </div>
        ) : waiting ? (
          <p className="text-xs text-stone-500">Waiting for an editor of this project to approve it.</p>
        ) : null}
        {error ? (
          <p role="alert" className="text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </details>
  );
}

/**
 * A result's text; in a condensed note, the aside's title (how the note names it) is a link that
 * opens the aside. Everything else stays plain text.
 */
function NoteText({
  body,
  tool,
  onOpenAside,
}: {
  body: string;
  tool: ToolProvenance;
  onOpenAside?: (nodeId: string) => void;
}) {
  const title = `"${toolAsideTitle(tool)}"`;
  const at = tool.asideNodeId && onOpenAside ? body.indexOf(title) : -1;
  if (at < 0) return <>{body}</>;
  return (
    <>
      {body.slice(0, at)}
      <button
        type="button"
        data-testid="tool-aside-link"
        className="cursor-pointer text-canopy-700 underline underline-offset-2"
        onClick={() => onOpenAside!(tool.asideNodeId!)}
      >
        {title}
      </button>
      {body.slice(at + title.length)}
    </>
  );
}

/** A tool call of the answer streaming now (from the UI message stream): its name and state. */
export function LiveToolCall({ name, state }: { name: string; state: string }) {
  const label = state === "output-available" ? "done" : state === "output-error" ? "error" : "running";
  return (
    <div
      data-testid="tool-call-live"
      className="flex min-h-9 items-center gap-2 rounded-md border border-dashed border-stone-300 px-3 py-1 text-xs"
    >
      <Wrench aria-hidden className="size-3.5 shrink-0 text-stone-500" />
      <span className="font-mono break-all">{name}</span>
      <span className="text-stone-500">{label}</span>
    </div>
  );
}
