import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Workspace } from "@/components/workspace/workspace";
import { getConversationTree } from "@/lib/db/queries/conversations";
import { loadNodeView } from "@/lib/chat/node-view";
import { isAppError } from "@/lib/errors";
import { autoResolveVolatiles } from "@/lib/flow/volatile";
import { readSessionId } from "@/lib/session";
import { nodeOptions, treeOptions } from "@/lib/query/options";

export const dynamic = "force-dynamic";

async function loadTree(conversationId: string, sessionId: string | null) {
  try {
    return await getConversationTree(conversationId, sessionId);
  } catch (error) {
    if (isAppError(error) && error.kind === "not_found") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: { params: Promise<{ conversationId: string }> }): Promise<Metadata> {
  const { conversationId } = await params;
  const tree = await getConversationTree(conversationId).catch(() => null);
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
  let tree = await loadTree(conversationId, sessionId);
  // Abandoned asides are resolved by the project's setting when the project is next opened.
  if ((await autoResolveVolatiles(tree.projectId, sessionId)).length > 0) tree = await loadTree(conversationId, sessionId);
  const selected = node && tree.nodes.some((n) => n.id === node) ? node : tree.rootNodeId;

  // Prefetch what the first render shows; the client hooks read the same query keys.
  const queryClient = new QueryClient();
  queryClient.setQueryData(treeOptions(conversationId).queryKey, tree);
  queryClient.setQueryData(nodeOptions(selected).queryKey, await loadNodeView(selected));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      {/* The page's landmark and heading (the workspace draws its own visible titles). */}
      <main className="flex min-h-0 flex-1 flex-col">
        <h1 className="sr-only">{tree.title}</h1>
        <Workspace conversationId={conversationId} projectId={tree.projectId} projectName={tree.projectName} initialNodeId={selected} />
      </main>
    </HydrationBoundary>
  );
}
