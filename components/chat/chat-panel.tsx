"use client";

import { useChat } from "@ai-sdk/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DefaultChatTransport } from "ai";
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import { createBranchAction } from "@/lib/actions/create-branch";
import { promoteNodeAction } from "@/lib/actions/promote-node";
import { setPinnedAction } from "@/lib/actions/set-pinned";
import { defaultBranchTitle } from "@/lib/tree/branch";
import { readableError } from "@/lib/query/fetch-json";
import { nodeOptions, treeOptions } from "@/lib/query/options";
import { useDraftStore } from "@/lib/stores/draft-store";
import { Button } from "../ui/button";
import { ErrorNote } from "../ui/field";
import { Spinner } from "../ui/spinner";
import { useWorkspace } from "../workspace/workspace-provider";
import { Composer } from "./composer";
import { MemoryGauge } from "../context/memory-gauge";
import { MessageList, type EntryActions } from "./message-list";
import { NodeTitle } from "./node-title";
import { useReadOnlyReason } from "../workspace/access-context";
import { useRefreshConversation } from "../workspace/use-refresh";
import { messageText, type CanopyUIMessage } from "./types";

/**
 * The chat of one node. Saved items come from the node query (TanStack Query); while an answer
 * streams, useChat holds only that turn, which is dropped once the saved version has been fetched.
 */
export function ChatPanel({ nodeId }: { nodeId: string }) {
  const queryClient = useQueryClient();
  const viewerReadOnly = useReadOnlyReason();
  const conversationId = useWorkspace((s) => s.conversationId);
  const openBranchDialog = useWorkspace((s) => s.openBranchDialog);
  const openMergeDialog = useWorkspace((s) => s.openMergeDialog);
  const openPurgeDialog = useWorkspace((s) => s.openPurgeDialog);
  const selectNode = useWorkspace((s) => s.selectNode);
  const inspect = useWorkspace((s) => s.inspect);
  const setUsageOpen = useWorkspace((s) => s.setUsageOpen);
  const refreshAll = useRefreshConversation();
  const [, startAction] = useTransition();
  const setDraft = useDraftStore((s) => s.setDraft);
  const [sendError, setSendError] = useState<string | null>(null);
  const lastSent = useRef<string | null>(null);

  const transport = useMemo(
    () =>
      new DefaultChatTransport<CanopyUIMessage>({
        api: "/api/chat",
        prepareSendMessagesRequest: ({ messages, trigger }) => ({
          body: trigger === "regenerate-message" ? { nodeId, retry: true } : { nodeId, text: messageText(messages.at(-1)) },
        }),
      }),
    [nodeId],
  );

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: nodeOptions(nodeId).queryKey }),
      queryClient.invalidateQueries({ queryKey: treeOptions(conversationId).queryKey }),
    ]);
  }, [queryClient, nodeId, conversationId]);

  const chat = useChat<CanopyUIMessage>({
    id: `node-${nodeId}`,
    transport,
    // Re-render a streaming answer at most every 50 ms: Markdown of a long answer is costly.
    experimental_throttle: 50,
    onFinish: async ({ isAbort }) => {
      // A stopped answer is saved by the server as the request ends; give it a moment.
      if (isAbort) await new Promise((r) => setTimeout(r, 250));
      await refresh();
      chat.setMessages([]);
    },
    onError: async (error) => {
      const accepted = chat.messages.some((m) => m.metadata?.userItemId);
      // Rejected before the message was saved: put the text back so nothing typed is lost.
      if (!accepted && lastSent.current) setDraft(nodeId, lastSent.current);
      setSendError(readableError(error));
      await refresh();
      chat.setMessages([]);
    },
  });
  const live = chat.status === "submitted" || chat.status === "streaming";

  const { data, isPending, error } = useQuery({
    ...nodeOptions(nodeId),
    // An answer still being written elsewhere (another tab, or a stop being saved): poll until done.
    refetchInterval: (query) => (!live && query.state.data?.window.some((e) => e.status === "streaming") ? 800 : false),
  });
  const tree = useQuery(treeOptions(conversationId)).data;
  const titles = useMemo(() => new Map((tree?.nodes ?? []).map((n) => [n.id, n.title])), [tree]);

  const accepted = chat.messages.findLast((m) => m.role === "assistant")?.metadata;
  useEffect(() => {
    // The server saved the message: there is nothing left to restore if the answer fails.
    if (accepted?.userItemId) lastSent.current = null;
  }, [accepted?.userItemId]);

  if (isPending) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label="Loading messages" />
      </div>
    );
  }
  if (error || !data) {
    return <ErrorNote message={`This node could not be loaded: ${error?.message ?? "unknown error"}`} />;
  }

  const { node, window } = data;
  const unresolved = tree?.nodes.find((n) => n.id === nodeId)?.unresolved;
  const readOnly =
    viewerReadOnly ??
    (node.status !== "open"
      ? `This node is ${node.status}: it is kept read-only. Continue in its parent.`
      : unresolved
        ? "This aside was left open by an earlier session: merge it, purge it or keep it as a branch."
        : undefined);
  const inheritedCount = window.filter((e) => e.origin === "inherited").length;

  const volatile = node.kind === "volatile";
  const actions: EntryActions = {
    branch: volatile ? undefined : (itemId) => openBranchDialog(nodeId, itemId),
    aside: volatile ? undefined : (itemId) =>
      startAction(async () => {
        const from = window.find((e) => e.id === itemId);
        const result = await createBranchAction({
          conversationId,
          nodeId,
          fromItemId: itemId,
          policy: "full",
          volatile: true,
          title: `Aside: ${defaultBranchTitle(from?.content)}`,
        });
        if (!result.ok) return setSendError(result.error.message);
        await refreshAll();
        selectNode(result.data.nodeId);
      }),
    pin: (itemId, pinned) =>
      startAction(async () => {
        const result = await setPinnedAction({ conversationId, nodeId, itemId, pinned });
        if (!result.ok) return setSendError(result.error.message);
        await refresh();
      }),
    showNode: selectNode,
    inspect,
  };

  const send = (text: string) => {
    setSendError(null);
    lastSent.current = text;
    setDraft(nodeId, "");
    void chat.sendMessage({ text });
  };

  const retry = (userItemId: string, text: string) => {
    setSendError(null);
    chat.setMessages([{ id: userItemId, role: "user", parts: [{ type: "text", text }] }]);
    void chat.regenerate();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="chat-panel" data-node-id={nodeId}>
      <div className="flex items-center gap-3 border-b border-stone-200 px-4 py-2.5">
        <div className="min-w-0 flex-1">
          <NodeTitle key={node.title} nodeId={nodeId} title={node.title} />
          <p className="text-xs text-stone-500">
            <span className="uppercase">{node.kind === "volatile" ? "aside (volatile)" : node.kind}</span>
            {node.parentId ? (
              <>
                {" · "}
                {node.inheritPolicy === "none" ? "started empty" : `inherited ${inheritedCount} message${inheritedCount === 1 ? "" : "s"} (${node.inheritPolicy})`}
                {` from ${titles.get(node.parentId) ?? "its parent"}`}
              </>
            ) : (
              " · the main thread"
            )}
            {accepted?.engineLabel ? ` · answering: ${accepted.engineLabel}` : null}
          </p>
          <div className="flex items-center gap-1">
            <MemoryGauge nodeId={nodeId} />
            <button type="button" data-testid="open-usage" onClick={() => setUsageOpen(true)} className="rounded-md px-1.5 py-1 text-[11px] text-stone-500 hover:bg-stone-100">
              Usage
            </button>
          </div>
        </div>
        {node.kind === "volatile" && node.status === "open" ? (
          <Button
            size="sm"
            variant="ghost"
            data-testid="promote-node"
            onClick={() =>
              startAction(async () => {
                const result = await promoteNodeAction({ conversationId, nodeId });
                if (!result.ok) return setSendError(result.error.message);
                await refreshAll();
              })
            }
          >
            Keep as branch
          </Button>
        ) : null}
        {node.parentId && node.status === "open" ? (
          <>
            <Button size="sm" onClick={() => openMergeDialog(nodeId)} disabled={live} data-testid="merge-node">
              Merge…
            </Button>
            <Button size="sm" variant="ghost" onClick={() => openPurgeDialog(nodeId)} disabled={live} data-testid="purge-node">
              Purge…
            </Button>
          </>
        ) : null}
        {node.kind !== "volatile" ? (
          <Button size="sm" onClick={() => openBranchDialog(nodeId, window.at(-1)?.id ?? null)} disabled={Boolean(readOnly) || live} data-testid="branch-node">
            Branch
          </Button>
        ) : null}
      </div>

      <MessageList
        nodeId={nodeId}
        window={window}
        titles={titles}
        engineLabels={data.engineLabels}
        liveMessages={chat.messages}
        live={live}
        readOnly={Boolean(readOnly)}
        actions={actions}
        onRetry={retry}
      />

      {sendError ? (
        <div className="px-4 pb-2">
          <ErrorNote message={sendError} testId="send-error" />
        </div>
      ) : null}
      <Composer nodeId={nodeId} busy={live} disabledReason={readOnly} onSend={send} onStop={() => void chat.stop()} />
    </div>
  );
}
