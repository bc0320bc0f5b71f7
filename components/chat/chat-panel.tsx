"use client";

import { useChat } from "@ai-sdk/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DefaultChatTransport } from "ai";
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import { createBranchAction } from "@/lib/actions/create-branch";
import { editMessageAction } from "@/lib/actions/edit-message";
import { regenerateAnswerAction } from "@/lib/actions/regenerate-answer";
import { useChatRunStore } from "@/lib/stores/chat-run-store";
import { promoteNodeAction } from "@/lib/actions/promote-node";
import { setPinnedAction } from "@/lib/actions/set-pinned";
import { stopAnswerAction } from "@/lib/actions/stop-answer";
import { toolChoiceFor } from "@/lib/stores/tool-choice";
import { fanOutAction } from "@/lib/actions/fan-out";
import { FanoutDialog } from "@/components/fanout/fanout-dialog";
import { readableError } from "@/lib/query/fetch-json";
import { refusal, type CapabilityName } from "@/lib/tree/capabilities";
import { nodeOptions, treeOptions } from "@/lib/query/options";
import { ChatPresence } from "@/components/workspace/presence";
import { refreshAfterAnswer } from "@/lib/query/after-answer";
import type { ConversationTree } from "@/lib/views/tree-view";
import { useDraftStore } from "@/lib/stores/draft-store";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { useWorkspace } from "@/components/workspace/workspace-provider";
import { Composer } from "./composer";
import { MemoryGauge } from "@/components/context/memory-gauge";
import { useDeleteMessage } from "./delete-message";
import { ExportMenu } from "@/components/export/export-menu";
import { MessageList, type EntryActions } from "./message-list";
import { ModelBadge } from "./model-badge";
import { NodeTitle } from "./node-title";
import { useReadOnlyReason } from "@/components/workspace/access-context";
import { useRefreshConversation } from "@/components/workspace/use-refresh";
import { messageText, type CanopyUIMessage } from "./types";

const titleMaps = new WeakMap<object, Map<string, string>>();
/** Node titles by id, built once per tree version (not once per selected node: 10,000 nodes). */
function titlesOf(tree: { nodes: { id: string; title: string }[] } | undefined): Map<string, string> {
  if (!tree) return new Map();
  let titles = titleMaps.get(tree);
  if (!titles) titleMaps.set(tree, (titles = new Map(tree.nodes.map((n) => [n.id, n.title]))));
  return titles;
}

/**
 * The chat of one node. Saved items come from the node query (TanStack Query); while an answer
 * streams, useChat holds only that turn, which is dropped once the saved version has been fetched.
 */
export function ChatPanel({ nodeId, tree: shownTree }: { nodeId: string; tree?: ConversationTree }) {
  const queryClient = useQueryClient();
  const viewerReadOnly = useReadOnlyReason();
  const conversationId = useWorkspace((s) => s.conversationId);
  const openCompare = useWorkspace((s) => s.openCompare);
  // "Ask several" on a message: the picker dialog for re-asking it (components/fanout/fanout-dialog.tsx).
  const [askSeveral, setAskSeveral] = useState<{ itemId: string; text: string } | null>(null);
  const openBranchDialog = useWorkspace((s) => s.openBranchDialog);
  const openMergeDialog = useWorkspace((s) => s.openMergeDialog);
  const openPurgeDialog = useWorkspace((s) => s.openPurgeDialog);
  const selectNode = useWorkspace((s) => s.selectNode);
  const inspect = useWorkspace((s) => s.inspect);
  const setUsageOpen = useWorkspace((s) => s.setUsageOpen);
  const refreshAll = useRefreshConversation();
  const deletion = useDeleteMessage(conversationId, nodeId, refreshAll);
  const [, startAction] = useTransition();
  const setDraft = useDraftStore((s) => s.setDraft);
  const [sendError, setSendError] = useState<string | null>(null);
  // On a phone the header is one line: the details and the actions open on a tap.
  const [headerOpen, setHeaderOpen] = useState(false);
  const [actionsOpen, setActionsOpen] = useState(false);
  const lastSent = useRef<string | null>(null);
  // Cascade of an edit: the later messages still to ask, one after each finished answer.
  const followUps = useRef<string[]>([]);
  const queueRun = useChatRunStore((s) => s.queueRun);
  const focus = useChatRunStore((s) => s.focus);

  const transport = useMemo(
    () =>
      new DefaultChatTransport<CanopyUIMessage>({
        api: "/api/chat",
        prepareSendMessagesRequest: ({ messages, trigger, body }) => ({
          body:
            trigger === "regenerate-message"
              ? body?.continue
                ? { nodeId, continue: true }
                : { nodeId, retry: true }
              : // The composer's tool menu (lib/stores/tool-choice.ts): servers and tools for this message.
                { nodeId, text: messageText(messages.at(-1)), tools: toolChoiceFor(nodeId) },
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
    onFinish: async ({ isAbort, isError }) => {
      // Stop waits for the server to save the stopped answer before this tab stops reading (the
      // composer's onStop), so the saved row is there; one still streaming is followed by the node
      // query's polling.
      await refreshAfterAnswer(queryClient, { conversationId, nodeId });
      // A turn that called tools may have opened tool asides: the graph shows them.
      if (chat.messages.some((m) => m.parts.some((p) => p.type.startsWith("tool-")))) await refreshAll();
      chat.setMessages([]);
      const next = followUps.current.shift();
      if (next && !isAbort && !isError) void chat.sendMessage({ text: next });
      else followUps.current = [];
    },
    onError: async (error) => {
      const accepted = chat.messages.some((m) => m.metadata?.userItemId);
      // Rejected before the message was saved: put the text back so nothing typed is lost.
      if (!accepted && lastSent.current) setDraft(nodeId, lastSent.current);
      setSendError(readableError(error));
      await refreshAfterAnswer(queryClient, { conversationId, nodeId });
      chat.setMessages([]);
    },
  });
  const live = chat.status === "submitted" || chat.status === "streaming";

  const { data, isPending, error } = useQuery({
    ...nodeOptions(nodeId),
    // An answer still being written elsewhere (before a reload, another tab or instance, or a stop
    // being saved): follow its stored row as it grows, until done. The server presents an answer
    // whose heartbeat went stale as interrupted, so this never polls a dead answer for ever.
    refetchInterval: (query) => (!live && query.state.data?.window.some((e) => e.status === "streaming") ? 700 : false),
  });
  // The workspace passes the tree it shows (components/workspace/workspace.tsx SelectedChat).
  const queriedTree = useQuery({ ...treeOptions(conversationId), enabled: !shownTree }).data;
  const tree = shownTree ?? queriedTree;
  const titles = useMemo(() => titlesOf(tree), [tree]);

  // A new edit or regeneration opened here: stream its answer (then its cascade) right away.
  const loaded = Boolean(data);
  useEffect(() => {
    if (!loaded) return;
    const run = useChatRunStore.getState().takeRun(nodeId);
    const question = data?.window.findLast((e) => e.role === "user");
    if (!run || !question) return;
    followUps.current = [...run];
    chat.setMessages([{ id: question.id, role: "user", parts: [{ type: "text", text: question.content }] }]);
    void chat.regenerate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the node's window is first loaded
  }, [loaded, nodeId]);

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
  const treeNode = tree?.nodes.find((n) => n.id === nodeId);
  // What this node may do is decided once on the server (lib/tree/capabilities) and sent with it;
  // `refusal` words what it refused by the same rule, from the facts sent with the node.
  const caps = treeNode?.caps;
  const parent = treeNode?.parentId ? tree?.nodes.find((n) => n.id === treeNode.parentId) : null;
  const refused = (op: CapabilityName) => (treeNode ? refusal(op, treeNode, { parent }) : null);
  const readOnly = viewerReadOnly ?? refused("write")?.reason;
  const branchRefusal = refused("branch");
  const inheritedCount = window.filter((e) => e.origin === "inherited").length;

  const actions: EntryActions = {
    branch: !caps?.branch ? undefined : (itemId) => openBranchDialog(nodeId, itemId),
    aside: !caps?.aside
      ? undefined
      : (itemId) =>
          startAction(async () => {
            const result = await createBranchAction({
              conversationId,
              nodeId,
              fromItemId: itemId,
              policy: "full",
              volatile: true,
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
    askSeveral: !caps?.branch ? undefined : (itemId, text) => setAskSeveral({ itemId, text }),
    inspect,
    edit: !caps?.branch
      ? undefined
      : (itemId, text, cascade) =>
          startAction(async () => {
            setSendError(null);
            const result = await editMessageAction({ conversationId, nodeId, itemId, text, cascade });
            if (!result.ok) return setSendError(result.error.message);
            openAlternative(result.data.nodeId, result.data.followUps);
          }),
    regenerate: !caps?.branch
      ? undefined
      : (itemId) =>
          startAction(async () => {
            setSendError(null);
            const result = await regenerateAnswerAction({ conversationId, nodeId, itemId });
            if (!result.ok) return setSendError(result.error.message);
            openAlternative(result.data.nodeId, []);
          }),
    switchTo: (option) => {
      focus(option.entryId);
      selectNode(option.nodeId);
    },
    remove: readOnly ? undefined : deletion.ask,
  };

  /** Shows a new alternative branch; its chat panel starts the answer (see the run effect above). */
  async function openAlternative(newNodeId: string, cascade: string[]) {
    queueRun(newNodeId, cascade);
    await refreshAll();
    focus(null);
    selectNode(newNodeId);
  }

  const send = (text: string) => {
    setSendError(null);
    lastSent.current = text;
    setDraft(nodeId, "");
    void chat.sendMessage({ text });
  };

  /** "Ask several": one sibling branch per target; the answers stream into their rows, the compare view follows them. */
  const fanOut = async (text: string, targets: { model: string; systemPrompt?: string }[], itemId?: string) => {
    setSendError(null);
    const result = await fanOutAction({ conversationId, nodeId, text, targets, itemId });
    if (!result.ok) return setSendError(result.error.message);
    if (!itemId) setDraft(nodeId, "");
    await refreshAll();
    openCompare(result.data.fanoutId);
  };

  /** Retry answers the question again in place of the failed answer; Continue carries its text on. */
  const retry = (userItemId: string, text: string, mode: "retry" | "continue" = "retry") => {
    setSendError(null);
    chat.setMessages([{ id: userItemId, role: "user", parts: [{ type: "text", text }] }]);
    void chat.regenerate(mode === "continue" ? { body: { continue: true } } : undefined);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="chat-panel" data-node-id={nodeId}>
      <div
        data-testid="chat-header"
        className="relative flex items-center gap-3 border-b border-stone-200 px-4 py-2.5 max-md:px-3 max-md:py-1.5"
      >
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-1">
            <div className="min-w-0 flex-1">
              <NodeTitle key={node.title} nodeId={nodeId} title={node.title} refusal={refused("rename")?.reason} />
            </div>
            <ChatPresence nodeId={nodeId} />
            {/* Phones: the details and the actions behind two buttons, so the chat keeps the screen. */}
            <button
              type="button"
              data-testid="chat-header-details"
              aria-expanded={headerOpen}
              aria-label={headerOpen ? "Hide the node's details" : "Show the node's details"}
              onClick={() => setHeaderOpen((v) => !v)}
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 md:hidden"
            >
              {headerOpen ? "▴" : "▾"}
            </button>
            <button
              type="button"
              data-testid="chat-header-actions"
              aria-expanded={actionsOpen}
              aria-haspopup="true"
              aria-label="Node actions"
              onClick={() => setActionsOpen((v) => !v)}
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-lg leading-none text-stone-600 hover:bg-stone-100 md:hidden"
            >
              ⋯
            </button>
          </div>
          <p className={`text-xs text-stone-500 ${headerOpen ? "" : "max-md:hidden"}`}>
            <span className="uppercase">{node.kind === "volatile" ? "aside (volatile)" : node.kind}</span>
            {node.parentId ? (
              <>
                {" · "}
                {node.inheritPolicy === "none"
                  ? "started empty"
                  : `inherited ${inheritedCount} message${inheritedCount === 1 ? "" : "s"} (${node.inheritPolicy})`}
                {" from "}
                {node.branchPointItemId ? (
                  // The parent's chat, scrolled to the message this node branched from and highlighted.
                  <button
                    type="button"
                    data-testid="branch-point-link"
                    title="Show the message this branch starts from, in the parent's chat"
                    onClick={() => {
                      focus(node.branchPointItemId);
                      selectNode(node.parentId!);
                    }}
                    className="underline decoration-dotted underline-offset-2 hover:text-stone-800"
                  >
                    {titles.get(node.parentId) ?? "its parent"}
                  </button>
                ) : (
                  (titles.get(node.parentId) ?? "its parent")
                )}
              </>
            ) : (
              " · the main thread"
            )}
            {accepted?.engineLabel ? ` · answering: ${accepted.engineLabel}` : <ModelBadge nodeId={nodeId} />}
          </p>
          <div className={`flex items-center gap-1 ${headerOpen ? "" : "max-md:hidden"}`}>
            <MemoryGauge nodeId={nodeId} />
            <button
              type="button"
              data-testid="open-usage"
              onClick={() => setUsageOpen(true)}
              className="rounded-md px-1.5 py-1 text-[11px] text-stone-500 hover:bg-stone-100"
            >
              Usage
            </button>
            <ExportMenu conversationId={conversationId} nodeId={nodeId} />
          </div>
        </div>
        {/* One set of buttons: a row beside the title from md up, a menu under the header's ⋯ on a phone. */}
        <div
          data-testid="chat-actions"
          onClick={() => setActionsOpen(false)}
          className={`md:flex md:items-center md:gap-3 ${
            actionsOpen
              ? "max-md:absolute max-md:top-full max-md:right-2 max-md:z-20 max-md:flex max-md:min-w-40 max-md:flex-col max-md:items-stretch max-md:gap-1 max-md:rounded-md max-md:border max-md:border-stone-200 max-md:bg-white max-md:p-2 max-md:shadow-lg"
              : "max-md:hidden"
          }`}
        >
          {caps?.promote ? (
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
          {caps?.merge ? (
            <Button size="sm" onClick={() => openMergeDialog(nodeId)} disabled={live} data-testid="merge-node">
              Merge…
            </Button>
          ) : null}
          {caps?.purge ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => openPurgeDialog(nodeId)}
              disabled={live}
              data-testid="purge-node"
            >
              Purge…
            </Button>
          ) : null}
          {/* An aside offers no Branch at all (promote it first); a read-only node shows why not. */}
          {branchRefusal?.code !== "conflict:volatile_parent" ? (
            <Button
              size="sm"
              onClick={() => openBranchDialog(nodeId, window.at(-1)?.id ?? null)}
              disabled={!caps?.branch || live}
              title={branchRefusal?.reason}
              data-testid="branch-node"
            >
              Branch
            </Button>
          ) : null}
        </div>
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
        onContinue={(userItemId, text) => retry(userItemId, text, "continue")}
        forks={data.forks}
        mergeConflicts={data.mergeConflicts}
        offlineOnly={data.offlineOnly}
      />

      {sendError ? (
        <div className="px-4 pb-2">
          <ErrorNote message={sendError} testId="send-error" />
        </div>
      ) : null}
      {deletion.dialog}
      {askSeveral ? (
        <FanoutDialog
          text={askSeveral.text}
          onClose={() => setAskSeveral(null)}
          onSend={(targets) => {
            const { itemId, text } = askSeveral;
            setAskSeveral(null);
            void fanOut(text, targets, itemId);
          }}
        />
      ) : null}
      <Composer
        nodeId={nodeId}
        busy={live}
        disabledReason={readOnly}
        onSend={send}
        onFanOut={(text, targets) => void fanOut(text, targets)}
        onStop={() => {
          // The server stops the answer (it is not tied to this request), then this tab stops reading.
          void stopAnswerAction({ conversationId, nodeId }).finally(() => void chat.stop());
        }}
      />
    </div>
  );
}
