"use client";

import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, type CSSProperties } from "react";
import { treeOptions } from "@/lib/query/options";
import { LoadNodeCounts } from "./load-node-counts";
import { BranchDialog } from "@/components/chat/branch-dialog";
import { ContextDialog } from "@/components/context/context-dialog";
import { MemoryDialog } from "@/components/context/memory-dialog";
import { UsageDialog } from "@/components/context/usage-dialog";
import { MergeDialog } from "@/components/merge/merge-dialog";
import { CompareDialog } from "@/components/fanout/compare-dialog";
import { PurgeDialog } from "@/components/merge/purge-dialog";
import { ResolutionTray } from "@/components/merge/resolution-tray";
import { UndoMergeToast } from "@/components/merge/undo-merge-toast";
import { ConversationGraph } from "@/components/graph/conversation-graph";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Spinner } from "@/components/ui/spinner";
import { RoleProvider } from "@/components/ui/role-context";
import type { ProjectRole } from "@/lib/shared/roles";
import { ShareButton } from "./share-button";
import { ConversationSidebar, type SidebarConversation } from "./conversation-sidebar";
import { PaneSeparator, useGraphShare } from "./pane-split";
import { useWorkspace, useWorkspaceStore, WorkspaceProvider } from "./workspace-provider";
import { LiveConversation } from "./live-conversation";
import { PresenceBar } from "./presence";

/**
 * The conversation page: the project's conversations (wide screens), the tree as a graph, and the
 * selected node's chat. Below the md breakpoint one pane shows at a time, switched by Chat / Graph tabs.
 * The page renders it without the tree: the chat shows at once, the graph once the tree's route
 * (preloaded by the page) answers.
 */
export function Workspace(props: {
  conversationId: string;
  projectId: string;
  projectName: string;
  /** The conversation's title until the tree (which carries it) is loaded. */
  title: string;
  rootNodeId: string;
  initialNodeId: string;
  conversations: SidebarConversation[];
  /** The signed-in user's role in the project: what the workspace offers (lib/shared/roles.ts). */
  role: ProjectRole;
  /** The conversation's live version when the page was rendered: its live stream continues from there. */
  liveVersion?: number;
}) {
  return (
    <RoleProvider role={props.role}>
      <WorkspaceProvider conversationId={props.conversationId} initialNodeId={props.initialNodeId}>
        <div className="flex min-h-0 flex-1 flex-col">
          <div className="flex h-10 shrink-0 items-center border-b border-stone-200 bg-white px-4">
            <WorkspaceTitle projectId={props.projectId} projectName={props.projectName} title={props.title} />
            <PresenceBar />
            <div className="pl-2">
              <ShareButton conversationId={props.conversationId} />
            </div>
          </div>
          <ResolutionTray />
          <PaneTabs />
          <div className="flex min-h-0 flex-1 flex-row">
            <ConversationSidebar
              conversations={props.conversations}
              currentId={props.conversationId}
              projectId={props.projectId}
            />
            <Panes />
          </div>
        </div>
        <BranchDialog />
        <MergeDialog />
        <CompareDialog />
        <PurgeDialog />
        <UndoMergeToast />
        <ContextDialog />
        <MemoryDialog />
        <UsageDialog />
        <KeepSelectionInTree rootNodeId={props.rootNodeId} />
        <LoadNodeCounts />
        <LiveConversation since={props.liveVersion ?? 0} />
      </WorkspaceProvider>
    </RoleProvider>
  );
}

function WorkspaceTitle({ projectId, projectName, title }: { projectId: string; projectName: string; title: string }) {
  const conversationId = useWorkspace((s) => s.conversationId);
  const { data } = useQuery(treeOptions(conversationId));
  return (
    <Breadcrumbs
      trail={[
        { label: "Projects", href: "/" },
        { label: projectName, href: `/projects/${projectId}` },
        { label: data?.title ?? title },
      ]}
    />
  );
}

/**
 * The page opens at the node of `?node=` without knowing the tree; when the first tree loaded does
 * not show it (under another session's private aside), the root is opened instead. Once only: a
 * node made later (a branch) is selected before the refetched tree has it.
 */
function KeepSelectionInTree({ rootNodeId }: { rootNodeId: string }) {
  const store = useWorkspaceStore();
  const conversationId = useWorkspace((s) => s.conversationId);
  const { data } = useQuery(treeOptions(conversationId));
  const checked = useRef(false);
  useEffect(() => {
    if (!data || checked.current) return;
    checked.current = true;
    const selected = store.getState().selectedNodeId;
    if (!data.nodes.some((n) => n.id === selected)) store.getState().selectNode(rootNodeId);
  }, [data, rootNodeId, store]);
  return null;
}

function Panes() {
  const pane = useWorkspace((s) => s.pane);
  const row = useRef<HTMLDivElement>(null);
  const graph = useRef<HTMLElement>(null);
  const share = useGraphShare();
  return (
    <div
      ref={row}
      className="flex min-h-0 min-w-0 flex-1 flex-row"
      // The chat's width once the split was moved (pane-split.tsx); the CSS default until then.
      style={share === null ? undefined : ({ "--chat-width": `${100 - share}%` } as CSSProperties)}
    >
      <section
        ref={graph}
        aria-label="Conversation graph"
        data-testid="graph-pane"
        className={`relative min-h-0 min-w-0 flex-1 md:block ${pane === "graph" ? "block" : "hidden"}`}
      >
        <ConversationGraph />
      </section>
      <PaneSeparator rowRef={row} graphRef={graph} />
      <section
        aria-label="Chat"
        data-testid="chat-pane"
        className={`min-h-0 w-full flex-col bg-white md:flex md:w-[var(--chat-width,min(46rem,50%))] ${pane === "chat" ? "flex" : "hidden"}`}
      >
        <SelectedChat />
      </section>
    </div>
  );
}

/** Chat / Graph switch of narrow screens (hidden from md up, where both panes show). */
function PaneTabs() {
  const pane = useWorkspace((s) => s.pane);
  const setPane = useWorkspace((s) => s.setPane);
  return (
    <div
      role="tablist"
      aria-label="Workspace panes"
      className="flex shrink-0 border-b border-stone-200 bg-white md:hidden"
    >
      {(["chat", "graph"] as const).map((p) => (
        <button
          key={p}
          type="button"
          role="tab"
          aria-selected={pane === p}
          data-testid={`pane-tab-${p}`}
          onClick={() => setPane(p)}
          className={`flex-1 py-2 text-sm font-medium capitalize ${pane === p ? "border-b-2 border-canopy-600 text-stone-900" : "text-stone-500"}`}
        >
          {p}
        </button>
      ))}
    </div>
  );
}

// The chat (the AI SDK's useChat, its zod schemas, Markdown) is its own chunk: the server renders it
// into the page's HTML, the browser loads its code beside the graph's instead of before it.
const ChatPanel = lazy(() => import("@/components/chat/chat-panel").then((m) => ({ default: m.ChatPanel })));

function SelectedChat() {
  const nodeId = useWorkspace((s) => s.selectedNodeId);
  const conversationId = useWorkspace((s) => s.conversationId);
  // The tree is read here and handed down: the lazily loaded chat, hydrated from the page's HTML
  // before the preloaded tree arrived, did not re-render when it did after a reload (its Branch stayed
  // disabled: e2e/chat-ux "an unsent draft survives a reload").
  const tree = useQuery(treeOptions(conversationId)).data;
  // A fresh chat state per node: each node is its own context window.
  return (
    <Suspense
      fallback={
        <div className="flex flex-1 items-center justify-center">
          <Spinner label="Loading chat" />
        </div>
      }
    >
      <ChatPanel key={nodeId} nodeId={nodeId} tree={tree} />
    </Suspense>
  );
}
