import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { useWorkspaceStore, WorkspaceProvider } from "@/components/workspace/workspace-provider";
import type { WorkspaceStore } from "@/lib/stores/workspace-store";
import { OPERATIONS, type NodeCapabilities } from "@/lib/tree/capabilities";
import type { GraphNodeData } from "@/lib/views/tree-view";

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

/** Capabilities with `allowed` true and every other one false (a viewer's node: `caps()`). */
export function caps(...allowed: Array<keyof NodeCapabilities>): NodeCapabilities {
  return Object.fromEntries(OPERATIONS.map((op) => [op, allowed.includes(op)])) as NodeCapabilities;
}

/** Everything an editor may do on an open branch (promote and undo need a merged or volatile node). */
export const EDITOR_CAPS = caps("write", "branch", "aside", "merge", "purge", "rename", "label");

/**
 * A node of the graph as the tree view sends it: an open branch "Pricing ideas" under "root" that an
 * editor may change; `over` sets what a test is about.
 *
 * @example graphNode({ id: "b1", title: "Hotels", kind: "volatile" })
 */
export function graphNode(over: Partial<GraphNodeData> = {}): GraphNodeData {
  return {
    id: "n1",
    parentId: "root",
    kind: "branch",
    status: "open",
    title: "Pricing ideas",
    branchPointItemId: null,
    inheritPolicy: "full",
    createdAt: "2026-11-01T10:00:00.000Z",
    itemCount: 3,
    tokenCount: 1_250,
    unresolved: false,
    label: null,
    color: null,
    caps: EDITOR_CAPS,
    ...over,
  };
}
