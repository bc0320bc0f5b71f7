"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, useTransition } from "react";
import { createBranchAction } from "@/lib/actions/create-branch";
import { formatTokens } from "@/lib/format";
import { nodeOptions, treeOptions } from "@/lib/query/options";
import { defaultBranchTitle } from "@/lib/tree/branch";
import type { InheritPolicy } from "@/lib/tree/types";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { ErrorNote, Field, TextInput } from "../ui/field";
import { useWorkspace } from "../workspace/workspace-provider";

const POLICIES: { value: InheritPolicy; label: string; hint: string }[] = [
  { value: "full", label: "Full context", hint: "The branch sees everything up to this message (by reference, no copies)." },
  { value: "none", label: "No context", hint: "The branch starts empty: a clean window for an unrelated question." },
];

/** Asks how a new branch inherits context, shows what it will receive, and creates it. */
export function BranchDialog() {
  const request = useWorkspace((s) => s.branchDialog);
  const close = useWorkspace((s) => s.closeBranchDialog);
  return (
    <Dialog open={Boolean(request)} onClose={close} title="Branch from here" testId="branch-dialog"
      description="A branch is its own context window. Choose what it inherits from this point.">
      {request ? <BranchForm key={`${request.nodeId}:${request.fromItemId}`} nodeId={request.nodeId} fromItemId={request.fromItemId} /> : null}
    </Dialog>
  );
}

function BranchForm({ nodeId, fromItemId }: { nodeId: string; fromItemId: string | null }) {
  const queryClient = useQueryClient();
  const conversationId = useWorkspace((s) => s.conversationId);
  const selectNode = useWorkspace((s) => s.selectNode);
  const close = useWorkspace((s) => s.closeBranchDialog);
  const { data } = useQuery(nodeOptions(nodeId));
  const [policy, setPolicy] = useState<InheritPolicy>("full");
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const window = data?.window ?? [];
  const index = fromItemId ? window.findIndex((e) => e.id === fromItemId) : window.length - 1;
  const prefix = window.slice(0, index + 1);
  const from = prefix.at(-1);
  const tokens = prefix.reduce((sum, e) => sum + e.tokenCount, 0);

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const result = await createBranchAction({ conversationId, nodeId, fromItemId, policy, title: title || undefined });
          if (!result.ok) return setError(result.error.message);
          await queryClient.invalidateQueries({ queryKey: treeOptions(conversationId).queryKey });
          selectNode(result.data.nodeId);
          close();
        });
      }}
    >
      {from ? (
        <blockquote className="line-clamp-3 rounded-md border-l-4 border-canopy-200 bg-stone-50 px-3 py-2 text-sm text-stone-600">
          {from.content || "(empty)"}
        </blockquote>
      ) : (
        <p className="text-sm text-stone-500">This node is empty: the branch starts after nothing.</p>
      )}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-stone-700">Context passed down</legend>
        {POLICIES.map((p) => (
          <label
            key={p.value}
            className={`flex cursor-pointer gap-3 rounded-lg border px-3 py-2 ${policy === p.value ? "border-canopy-500 bg-canopy-50" : "border-stone-200"}`}
          >
            <input
              type="radio"
              name="policy"
              value={p.value}
              checked={policy === p.value}
              onChange={() => setPolicy(p.value)}
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
      <p data-testid="branch-preview" className="text-xs text-stone-500">
        {policy === "full"
          ? `The branch will inherit ${prefix.length} message${prefix.length === 1 ? "" : "s"} (${formatTokens(tokens)} tokens).`
          : "The branch will inherit nothing (0 tokens)."}
      </p>
      <Field label="Title (optional)">
        <TextInput
          data-testid="branch-title"
          value={title}
          maxLength={120}
          placeholder={defaultBranchTitle(from?.content)}
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field>
      <ErrorNote message={error} />
      <div className="flex justify-end gap-2">
        <Button onClick={close}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={pending} data-testid="branch-confirm">
          {pending ? "Creating…" : "Create branch"}
        </Button>
      </div>
    </form>
  );
}
