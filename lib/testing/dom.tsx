import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { useWorkspaceStore, WorkspaceProvider } from "@/components/workspace/workspace-provider";
import type { WorkspaceStore } from "@/lib/stores/workspace-store";

/**
 * Renders a client component the way the workspace page does: inside a fresh React Query client
 * (no retries, data never stale: a test seeds what the component reads with `setQueryData`) and a
 * workspace store. Returns the store (open a dialog, read the selection) and the query client.
 * Server actions are mocked by each test file with `vi.mock("@/lib/actions/...")`.
 *
 * @example
 * const { store } = renderInWorkspace(<MergeDialog />, { seed: (q) => q.setQueryData(["node", "n1"], view) });
 * act(() => store.getState().openMergeDialog("n1"));
 */
export function renderInWorkspace(
  ui: ReactNode,
  opts: { conversationId?: string; selectedNodeId?: string; seed?: (client: QueryClient) => void } = {},
): RenderResult & { store: WorkspaceStore; queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  opts.seed?.(queryClient);
  const held: { store?: WorkspaceStore } = {};
  function Probe() {
    held.store = useWorkspaceStore();
    return null;
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <WorkspaceProvider conversationId={opts.conversationId ?? "c1"} initialNodeId={opts.selectedNodeId ?? "root"}>
        <Probe />
        {ui}
      </WorkspaceProvider>
    </QueryClientProvider>,
  );
  return { ...result, store: held.store!, queryClient };
}
