"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, useTransition } from "react";
import { condenseBranchAction } from "@/lib/actions/condense-branch";
import { mergeNodeAction } from "@/lib/actions/merge-node";
import { previewMergeAction } from "@/lib/actions/preview-merge";
import { formatTokens } from "@/lib/format";
import { nodeOptions } from "@/lib/query/options";
import { useChatRunStore } from "@/lib/stores/chat-run-store";
import { ownEntries, ROLE_LABEL } from "@/lib/tree/entries";
import type { MergeMode, MergePlacement } from "@/lib/shared/tree-types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { ErrorNote } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { useRefreshConversation } from "@/components/workspace/use-refresh";
import { MergeConflicts, type ConflictChoices } from "./merge-conflicts";
import { useWorkspace } from "@/components/workspace/workspace-provider";

const MODES: { value: MergeMode; label: string; hint: string }[] = [
  { value: "full", label: "Everything", hint: "All of the branch's own messages." },
  { value: "selected", label: "A selection", hint: "Only the messages you tick." },
  { value: "condensed", label: "Condensed", hint: "One structured summary note." },
];
const PLACEMENTS: { value: MergePlacement; label: string; hint: string }[] = [
  { value: "chronological", label: "At the branch point", hint: "Right after the message the branch started from." },
  { value: "append", label: "At the end", hint: "After the parent's latest message." },
];

/** Closes a branch by merging it up: what, where, and a preview of the parent's resulting window. */
export function MergeDialog() {
  const request = useWorkspace((s) => s.mergeDialog);
  const close = useWorkspace((s) => s.closeMergeDialog);
  return (
    <Dialog
      open={Boolean(request)}
      onClose={close}
      title="Merge into parent"
      testId="merge-dialog"
      wide
      description="The branch's content goes up into its parent; the branch is kept read-only."
    >
      {request ? <MergeForm key={request.nodeId} nodeId={request.nodeId} presetNote={request.note} /> : null}
    </Dialog>
  );
}

function MergeForm({ nodeId, presetNote }: { nodeId: string; presetNote?: string }) {
  const conversationId = useWorkspace((s) => s.conversationId);
  const close = useWorkspace((s) => s.closeMergeDialog);
  const selectNode = useWorkspace((s) => s.selectNode);
  const setLastMerge = useWorkspace((s) => s.setLastMerge);
  const refresh = useRefreshConversation();
  const queryClient = useQueryClient();
  const child = useQuery(nodeOptions(nodeId)).data;
  // A preset note (a fan-out's synthesis) opens the dialog on a condensed merge of that note.
  const [mode, setMode] = useState<MergeMode>(presetNote ? "condensed" : "full");
  const [placement, setPlacement] = useState<MergePlacement>("chronological");
  const [picked, setPicked] = useState<string[]>([]);
  // The person's edit of the condensed note; until then the note is the one condensed.
  const [editedNote, setEditedNote] = useState<string | null>(presetNote ?? null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  // The user's choice per conflict (by the preview's key); the merge sends them with the request.
  const [choices, setChoices] = useState<ConflictChoices>({});

  const own = ownEntries(child?.window ?? []);
  // Every message is ticked again whenever the branch's data arrives or changes (adjusted while
  // rendering, as React's "You might not need an effect" shows).
  const [pickedFrom, setPickedFrom] = useState<typeof child | null>(null);
  if (pickedFrom !== child) {
    setPickedFrom(child);
    setPicked(own.map((e) => e.id));
  }

  const condensed = useQuery({
    queryKey: ["condense", nodeId],
    enabled: mode === "condensed" && !presetNote,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      const result = await condenseBranchAction({ conversationId, nodeId });
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
  });
  const note = editedNote ?? condensed.data?.note ?? null;

  const request = {
    conversationId,
    nodeId,
    mode,
    placement,
    selectedIds: mode === "selected" ? picked : undefined,
    note: mode === "condensed" ? (note ?? undefined) : undefined,
  };
  const ready = mode !== "condensed" || Boolean(note?.trim());
  const preview = useQuery({
    queryKey: ["merge-preview", request],
    enabled: ready,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      const result = await previewMergeAction(request);
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
  });

  return (
    <form
      method="post"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const conflictChoices = (preview.data?.conflicts ?? [])
            .filter((c) => choices[c.key])
            .map((c) => ({ key: c.key, choice: choices[c.key] }));
          const result = await mergeNodeAction({ ...request, conflictChoices });
          if (!result.ok) return setError(result.error.message);
          setLastMerge({ mergeEventId: result.data.mergeEventId, title: child?.node.title ?? "branch" });
          await refresh();
          // The parent's chat opens at what came up (at the branch point, it is mid-chat), highlighted.
          const parent = await queryClient.fetchQuery(nodeOptions(result.data.parentId)).catch(() => null);
          const inserted = parent?.window.find((e) => e.mergeEventId === result.data.mergeEventId);
          useChatRunStore.getState().focus(inserted?.id ?? null);
          selectNode(result.data.parentId);
          close();
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Choice legend="What" name="mode" options={MODES} value={mode} onChange={setMode} />
        <Choice legend="Where" name="placement" options={PLACEMENTS} value={placement} onChange={setPlacement} />
      </div>

      {mode === "selected" ? (
        <ul
          className="max-h-40 space-y-1 overflow-y-auto rounded-md border border-stone-200 p-1"
          data-testid="merge-selection"
        >
          {own.map((e) => (
            <li key={e.id}>
              <label className="flex cursor-pointer gap-2 rounded px-2 py-1 text-xs">
                <input
                  type="checkbox"
                  data-testid="merge-pick"
                  checked={picked.includes(e.id)}
                  onChange={() => setPicked((p) => (p.includes(e.id) ? p.filter((id) => id !== e.id) : [...p, e.id]))}
                  className="accent-canopy-600"
                />
                <span className="line-clamp-2">{e.content}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}

      {mode === "condensed" ? (
        condensed.isPending && !presetNote ? (
          <Spinner label="Condensing the branch" />
        ) : condensed.error ? (
          <ErrorNote message={condensed.error.message} />
        ) : (
          <textarea
            data-testid="merge-note"
            aria-label="Condensed note merged into the parent"
            value={note ?? ""}
            onChange={(e) => setEditedNote(e.target.value)}
            rows={6}
            className="block w-full rounded-md border border-stone-300 px-3 py-2 font-mono text-xs focus:border-canopy-500 focus:outline-none"
          />
        )
      ) : null}

      {preview.data ? (
        <MergeConflicts
          conflicts={preview.data.conflicts}
          conversationId={conversationId}
          branchNodeId={nodeId}
          parentNodeId={preview.data.parentId}
          choices={choices}
          onChange={setChoices}
        />
      ) : null}

      <section aria-label="Parent after the merge">
        <h3 className="mb-1 text-sm font-medium text-stone-700">The parent after the merge</h3>
        {/* A scrolling list: focusable (a keyboard can scroll it) and named for screen readers. */}
        <ol
          data-testid="merge-preview"
          tabIndex={0}
          aria-label="Messages of the parent after the merge"
          className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-stone-200 p-1"
        >
          {preview.isPending && ready ? (
            <li>
              <Spinner label="Previewing" />
            </li>
          ) : preview.error ? (
            <li>
              <ErrorNote message={preview.error.message} testId="merge-preview-error" />
            </li>
          ) : (
            preview.data?.entries.map((e) => (
              <li
                key={e.id}
                data-testid="merge-preview-entry"
                data-inserted={e.inserted}
                className={`rounded px-2 py-1 text-xs ${e.inserted ? "border-l-4 border-canopy-500 bg-canopy-50 text-stone-800" : "text-stone-500"}`}
              >
                <span className="font-medium">
                  {e.inserted ? "+ " : ""}
                  {ROLE_LABEL[e.role]}:
                </span>{" "}
                <span className="line-clamp-2 inline">{e.content}</span>
                <span className="ml-1 text-[10px] text-stone-400">{formatTokens(e.tokenCount)} tok</span>
              </li>
            ))
          )}
        </ol>
      </section>

      <ErrorNote message={error} />
      <DialogFooter>
        <Button onClick={close}>Cancel</Button>
        <Button
          type="submit"
          variant="primary"
          disabled={pending || !ready || Boolean(preview.error)}
          data-testid="merge-confirm"
        >
          {pending ? "Merging…" : "Merge"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function Choice<T extends string>(props: {
  legend: string;
  name: string;
  options: { value: T; label: string; hint: string }[];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1 text-sm font-medium text-stone-700">{props.legend}</legend>
      {props.options.map((o) => (
        <label
          key={o.value}
          className={`flex cursor-pointer gap-2 rounded-lg border px-3 py-1.5 ${props.value === o.value ? "border-canopy-500 bg-canopy-50" : "border-stone-200"}`}
        >
          <input
            type="radio"
            name={props.name}
            value={o.value}
            checked={props.value === o.value}
            onChange={() => props.onChange(o.value)}
            data-testid={`${props.name}-${o.value}`}
            className="mt-1 accent-canopy-600"
          />
          <span className="text-sm">
            <span className="font-medium">{o.label}</span>
            <span className="block text-xs text-stone-500">{o.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
