import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Workspace } from "@/components/workspace/workspace";
import { listConversations } from "@/lib/db/queries/conversations";
import { getConversationTree } from "@/lib/views/tree-view";
import { loadNodeView } from "@/lib/chat/node-view";
import { isAppError } from "@/lib/errors";
import { roleCanWrite } from "@/lib/auth/access";
import { requirePageAccess } from "@/lib/auth/page";
import { readSessionId } from "@/lib/session";
import { packTree } from "@/lib/graph/tree-wire";
import { nodeOptions } from "@/lib/query/options";

export const dynamic = "force-dynamic";

/**
 * The tree, loaded once per request: `generateMetadata` and the page share it (React `cache()`),
 * with the time it was read (`loadedAt`: the client keeps a newer copy it already has).
 * A conversation the viewer may not see, or a missing one, is a 404.
 */
const loadTree = cache(async (conversationId: string) => {
  const access = await requirePageAccess({ conversationId });
  const sessionId = await readSessionId();
  try {
    const tree = await getConversationTree(conversationId, sessionId, {
      canWrite: roleCanWrite(access.role),
      userId: access.viewer.userId,
    });
    return { ...tree, role: access.role, loadedAt: Date.now() };
  } catch (error) {
    if (isAppError(error) && error.kind === "not_found") notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: { params: Promise<{ conversationId: string }> }): Promise<Metadata> {
  const { conversationId } = await params;
  const tree = await loadTree(conversationId).catch(() => null);
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
  // Abandoned asides are resolved by their owner or the scheduled job (lib/tree-ops/auto-resolve-timer.ts), never by a page load.
  const { role, loadedAt, ...tree } = await loadTree(conversationId);
  const selected = node && tree.nodes.some((n) => n.id === node) ? node : tree.rootNodeId;
  const [view, conversations] = await Promise.all([loadNodeView(selected), listConversations(tree.projectId)]);

  // Prefetch what the first render shows; the client hooks read the same query keys. The tree goes
  // as one packed string (components/workspace/tree-seed.tsx), not as 10,000 objects in the payload.
  const queryClient = new QueryClient();
  queryClient.setQueryData(nodeOptions(selected).queryKey, view);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      {/* The page's landmark and heading (the workspace draws its own visible titles). */}
      <main className="flex min-h-0 flex-1 flex-col">
        <h1 className="sr-only">{tree.title}</h1>
        <Workspace
          conversationId={conversationId}
          projectId={tree.projectId}
          projectName={tree.projectName}
          initialNodeId={selected}
          initialTree={{ packed: JSON.stringify(packTree(tree)), loadedAt }}
          conversations={conversations.map((c) => ({ id: c.id, title: c.title, nodeCount: c.nodeCount }))}
          role={role}
        />
      </main>
    </HydrationBoundary>
  );
}
