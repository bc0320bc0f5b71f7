import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { preload } from "react-dom";
import { Workspace } from "@/components/workspace/workspace";
import { getConversationHeader, listConversations } from "@/lib/db/queries/conversations";
import { liveVersionOf } from "@/lib/db/queries/live";
import { loadNodeView } from "@/lib/chat/node-view";
import { isAppError } from "@/lib/errors";
import { roleCanWrite } from "@/lib/auth/access";
import { requirePageAccess } from "@/lib/auth/page";
import { nodeOptions, treeUrl } from "@/lib/query/options";

export const dynamic = "force-dynamic";

/**
 * The conversation's title, project and root, loaded once per request: `generateMetadata` and the
 * page share it (React `cache()`). A conversation the viewer may not see, or a missing one, is a 404.
 */
const loadHeader = cache(async (conversationId: string) => {
  const access = await requirePageAccess({ conversationId });
  try {
    return { ...(await getConversationHeader(conversationId)), access };
  } catch (error) {
    if (isAppError(error) && error.kind === "not_found") notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: { params: Promise<{ conversationId: string }> }): Promise<Metadata> {
  const { conversationId } = await params;
  const header = await loadHeader(conversationId).catch(() => null);
  return { title: header?.title ?? "Conversation" };
}

/**
 * The workspace renders with the chat of the node it opens at, and without the tree: the browser
 * loads the tree from its route (`/api/conversations/:id/tree`, packed and gzipped), asked for by a
 * preload in the page's head, so the server reads it while the page's scripts load and hydrate.
 * Embedded in the page, a tree of 100,000 nodes was 7 MB of payload that the server serialised and
 * the browser parsed before anything showed (README, Scripts: `npm run bench:graph`).
 */
export default async function ConversationPage({
  params,
  searchParams,
}: {
  params: Promise<{ conversationId: string }>;
  searchParams: Promise<{ node?: string }>;
}) {
  const { conversationId } = await params;
  // First, so the browser asks for the tree as early as it can (the route applies the same guard).
  preload(treeUrl(conversationId, true), { as: "fetch", crossOrigin: "anonymous" });
  const { node } = await searchParams;
  // Abandoned asides are resolved by their owner or the scheduled job (lib/tree-ops/auto-resolve-timer.ts), never by a page load.
  const { access, ...header } = await loadHeader(conversationId);
  const caller = {
    // The session the access was resolved for (read once per render: lib/auth/page.ts).
    sessionId: access.viewer.sessionId,
    userId: access.viewer.userId,
    role: access.role,
    canWrite: roleCanWrite(access.role),
  };
  const [view, conversations, liveVersion] = await Promise.all([
    openingView(conversationId, node, header.rootNodeId, caller),
    listConversations(header.projectId),
    liveVersionOf(conversationId),
  ]);

  // Prefetch what the first render shows; the client hooks read the same query keys.
  const queryClient = new QueryClient();
  queryClient.setQueryData(nodeOptions(view.node.id).queryKey, view);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      {/* The page's landmark and heading (the workspace draws its own visible titles). */}
      <main className="flex min-h-0 flex-1 flex-col">
        <h1 className="sr-only">{header.title}</h1>
        <Workspace
          conversationId={conversationId}
          projectId={header.projectId}
          projectName={header.projectName}
          title={header.title}
          rootNodeId={header.rootNodeId}
          initialNodeId={view.node.id}
          conversations={conversations.map((c) => ({ id: c.id, title: c.title, nodeCount: c.nodeCount }))}
          role={access.role}
          liveVersion={liveVersion ?? 0}
        />
      </main>
    </HydrationBoundary>
  );
}

/**
 * The view of the node the page opens at: `?node=` when it is a node of this conversation that the
 * caller may see (the rule of `/api/nodes/:id`), else the root.
 */
async function openingView(
  conversationId: string,
  node: string | undefined,
  rootNodeId: string,
  caller: Parameters<typeof loadNodeView>[1],
) {
  if (node && node !== rootNodeId) {
    try {
      const view = await loadNodeView(node, caller);
      if (view.node.conversationId === conversationId) return view;
    } catch (error) {
      if (!(isAppError(error) && error.kind === "not_found")) throw error;
    }
  }
  return loadNodeView(rootNodeId);
}
