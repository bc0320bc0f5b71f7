import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Workspace } from "@/components/workspace/workspace";
import { getConversationTree } from "@/lib/db/queries/conversations";
import { loadNodeView } from "@/lib/chat/node-view";
import { isAppError } from "@/lib/errors";
import { roleCanWrite, VIEWER_READ_ONLY } from "@/lib/auth/access";
import { requirePageAccess } from "@/lib/auth/page";
import { readSessionId } from "@/lib/session";
import { nodeOptions, treeOptions } from "@/lib/query/options";

export const dynamic = "force-dynamic";

async function loadTree(conversationId: string, sessionId: string | null) {
  const access = await requirePageAccess({ conversationId });
  try {
    return { ...(await getConversationTree(conversationId, sessionId)), role: access.role };
  } catch (error) {
    if (isAppError(error) && error.kind === "not_found") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: { params: Promise<{ conversationId: string }> }): Promise<Metadata> {
  const { conversationId } = await params;
  const tree = await loadTree(conversationId, null).catch(() => null);
  return { title: tree?.title ?? "Conversation" };
}

export default async function ConversationPage({
  params,
  searchParams,
}: {
  params: Promise<{ conversationId: string }>;
  searchParams: Promise<{ node?: string }>;
}) {
  const { conversationId } = await params;
  const { node } = await searchParams;
  const sessionId = await readSessionId();
  // Abandoned asides are resolved by their owner or the scheduled job (lib/flow/auto-resolve-timer.ts), never by a page load.
  const { role, ...tree } = await loadTree(conversationId, sessionId);
  const selected = node && tree.nodes.some((n) => n.id === node) ? node : tree.rootNodeId;

  // Prefetch what the first render shows; the client hooks read the same query keys.
  const queryClient = new QueryClient();
  queryClient.setQueryData(treeOptions(conversationId).queryKey, tree);
  queryClient.setQueryData(nodeOptions(selected).queryKey, await loadNodeView(selected));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Workspace conversationId={conversationId} projectId={tree.projectId} projectName={tree.projectName} initialNodeId={selected}
        readOnlyReason={roleCanWrite(role) ? undefined : VIEWER_READ_ONLY}
      />
    </HydrationBoundary>
  );
}
