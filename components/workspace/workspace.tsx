"use client";

import { useQuery } from "@tanstack/react-query";
import { treeOptions } from "@/lib/query/options";
import { BranchDialog } from "../chat/branch-dialog";
import { ChatPanel } from "../chat/chat-panel";
import { ContextDialog } from "../context/context-dialog";
import { MemoryDialog } from "../context/memory-dialog";
import { UsageDialog } from "../context/usage-dialog";
import { MergeDialog } from "../flow/merge-dialog";
import { PurgeDialog } from "../flow/purge-dialog";
import { ResolutionTray } from "../flow/resolution-tray";
import { UndoMergeToast } from "../flow/undo-merge-toast";
import { ConversationGraph } from "../graph/conversation-graph";
import { Breadcrumbs } from "../ui/breadcrumbs";
import { AccessProvider } from "./access-context";
import { useWorkspace, WorkspaceProvider } from "./workspace-provider";

/** The conversation page: the tree as a graph on the left, the selected node's chat on the right. */
export function Workspace(props: { conversationId: string; projectId: string; projectName: string; initialNodeId: string; readOnlyReason?: string }) {
  return (
    <AccessProvider readOnlyReason={props.readOnlyReason}>
    <WorkspaceProvider conversationId={props.conversationId} initialNodeId={props.initialNodeId}>
      <div className="flex min-h-0 flex-1 flex-col">
        <div className="flex h-10 shrink-0 items-center border-b border-stone-200 bg-white px-4">
          <WorkspaceTitle projectId={props.projectId} projectName={props.projectName} />
        </div>
        <ResolutionTray />
        <div className="flex min-h-0 flex-1 flex-col md:flex-row">
          <section aria-label="Conversation graph" className="relative min-h-[40vh] flex-1 border-stone-200 md:border-r">
            <ConversationGraph />
          </section>
          <section aria-label="Chat" className="flex min-h-0 w-full flex-col bg-white md:w-[min(46rem,50%)]">
            <SelectedChat />
          </section>
        </div>
      </div>
      <BranchDialog />
      <MergeDialog />
      <PurgeDialog />
      <UndoMergeToast />
      <ContextDialog />
      <MemoryDialog />
      <UsageDialog />
    </WorkspaceProvider>
    </AccessProvider>
  );
}

function WorkspaceTitle({ projectId, projectName }: { projectId: string; projectName: string }) {
  const conversationId = useWorkspace((s) => s.conversationId);
  const { data } = useQuery(treeOptions(conversationId));
  return (
    <Breadcrumbs
      trail={[
        { label: "Projects", href: "/" },
        { label: projectName, href: `/projects/${projectId}` },
        { label: data?.title ?? "Conversation" },
      ]}
    />
  );
}

function SelectedChat() {
  const nodeId = useWorkspace((s) => s.selectedNodeId);
  // A fresh chat state per node: each node is its own context window.
  return <ChatPanel key={nodeId} nodeId={nodeId} />;
}
