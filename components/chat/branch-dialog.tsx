"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, useTransition } from "react";
import { createBranchAction } from "@/lib/actions/create-branch";
import { titleFromPrompt } from "@/lib/shared/title-text";
import type { InheritPolicy } from "@/lib/shared/tree-types";
import { nodeOptions } from "@/lib/query/options";
import { useChatRunStore } from "@/lib/stores/chat-run-store";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { ErrorNote, Field, TextInput } from "@/components/ui/field";
import { useRefreshConversation } from "@/components/workspace/use-refresh";
import { useWorkspace } from "@/components/workspace/workspace-provider";
import { BranchPreviewPanel, type PreviewChoice } from "./branch-preview";

const POLICIES: { value: InheritPolicy; label: string; hint: string }[] = [
  { value: "full", label: "Full context", hint: "Everything up to this message, by reference." },
  { value: "selective", label: "Selective", hint: "Only what is relevant to your opening prompt, within a budget." },
  { value: "compressed", label: "Compressed", hint: "One structured summary note of everything up to here." },
  { value: "none", label: "No context", hint: "A clean window for an unrelated question." },
];

/** Asks how a new branch inherits context, previews exactly what it will receive, and creates it. */
export function BranchDialog() {
  const request = useWorkspace((s) => s.branchDialog);
  const close = useWorkspace((s) => s.closeBranchDialog);
  return (
    <Dialog
      open={Boolean(request)}
      onClose={close}
      title="Branch from here"
      testId="branch-dialog"
      wide
      description="A branch is its own context window. Choose what it inherits from this point; you see it before it is created."
    >
      {request ? (
        <BranchForm
          key={`${request.nodeId}:${request.fromItemId}`}
          nodeId={request.nodeId}
          fromItemId={request.fromItemId}
        />
      ) : null}
    </Dialog>
  );
}

function BranchForm({ nodeId, fromItemId }: { nodeId: string; fromItemId: string | null }) {
  const refresh = useRefreshConversation();
  const conversationId = useWorkspace((s) => s.conversationId);
  const selectNode = useWorkspace((s) => s.selectNode);
  const setPane = useWorkspace((s) => s.setPane);
  const close = useWorkspace((s) => s.closeBranchDialog);
  const queueRun = useChatRunStore((s) => s.queueRun);
  const { data } = useQuery(nodeOptions(nodeId));
  const [policy, setPolicy] = useState<InheritPolicy>("full");
  const [title, setTitle] = useState("");
  const [prompt, setPrompt] = useState("");
  const [choice, setChoice] = useState<PreviewChoice>({ ready: true });
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const window = data?.window ?? [];
  const from = fromItemId ? window.find((e) => e.id === fromItemId) : window.at(-1);
  const opening = policy === "selective" ? prompt.trim() : "";

  return (
    <form
      method="post"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!choice.ready) return;
        startTransition(async () => {
          const result = await createBranchAction({
            conversationId,
            nodeId,
            fromItemId,
            policy,
            title: title || undefined,
            selectedIds: policy === "selective" ? choice.selectedIds : undefined,
            note: policy === "compressed" ? choice.note : undefined,
            prompt: opening || undefined,
          });
          if (!result.ok) return setError(result.error.message);
          // The opening prompt is the new branch's first message (saved with it): its chat answers it.
          if (result.data.openingItemId) queueRun(result.data.nodeId, []);
          await refresh();
          selectNode(result.data.nodeId);
          // A new branch is written in next: on a phone (one pane at a time) its chat comes forward.
          setPane("chat");
          close();
        });
      }}
    >
      {from ? (
        <blockquote className="line-clamp-2 rounded-md border-l-4 border-canopy-200 bg-stone-50 px-3 py-2 text-sm text-stone-600">
          {from.content || "(empty)"}
        </blockquote>
      ) : (
        <p className="text-sm text-stone-500">This node is empty: the branch starts after nothing.</p>
      )}
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-700">Context passed down</legend>
        {POLICIES.map((p) => (
          <label
            key={p.value}
            className={`flex cursor-pointer gap-2 rounded-lg border px-3 py-2 ${policy === p.value ? "border-canopy-500 bg-canopy-50" : "border-stone-200"}`}
          >
            <input
              type="radio"
              name="policy"
              value={p.value}
              checked={policy === p.value}
              onChange={() => {
                setPolicy(p.value);
                setError(null);
              }}
              data-testid={`policy-${p.value}`}
              className="mt-1 accent-canopy-600"
            />
            <span className="text-sm">
              <span className="font-medium">{p.label}</span>
              <span className="block text-xs text-stone-500">{p.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {policy === "selective" ? (
        <Field
          label="Opening prompt"
          hint="What the branch is for. Messages are scored against it, and it is sent as the branch's first message."
        >
          <textarea
            data-testid="branch-prompt"
            value={prompt}
            rows={2}
            maxLength={32_000}
            onChange={(e) => setPrompt(e.target.value)}
            className="block w-full rounded-md border border-stone-300 px-3 py-2 text-sm focus:border-canopy-500 focus:ring-2 focus:ring-canopy-100 focus:outline-none"
            placeholder="e.g. How should we deploy the API?"
          />
        </Field>
      ) : null}
      <BranchPreviewPanel
        conversationId={conversationId}
        nodeId={nodeId}
        fromItemId={fromItemId}
        policy={policy}
        prompt={prompt}
        onChange={setChoice}
      />
      <Field label="Title (optional)">
        <TextInput
          data-testid="branch-title"
          value={title}
          maxLength={120}
          // The title the branch gets when none is typed: its opening prompt's (lib/chat/titles.ts).
          placeholder={opening ? titleFromPrompt(opening) : "Named after its first message"}
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field>
      <ErrorNote message={error} />
      <DialogFooter>
        <Button onClick={close}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={pending || !choice.ready} data-testid="branch-confirm">
          {pending ? "Creating…" : "Create branch"}
        </Button>
      </DialogFooter>
    </form>
  );
}
