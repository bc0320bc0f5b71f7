import "server-only";
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult, ReadResourceResult } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { Viewer } from "@/lib/auth/types";
import { AppError } from "@/lib/errors";
import { errorEnvelope } from "@/lib/http";
import type { KnowledgeView } from "@/lib/knowledge";
import { invokeOperation, type Operation } from "./operation";
import {
  askKnowledgeOp,
  createBranchOp,
  createConversationOp,
  describePurgeOp,
  getConversationOp,
  getKnowledgeOp,
  getNodeOp,
  listChildrenOp,
  listConversationsOp,
  listProjectsOp,
  mergeNodeOp,
  previewBranchOp,
  previewMergeOp,
  purgeNodeOp,
  sayOp,
  approveToolCallOp,
  searchOp,
  undoMergeOp,
} from "./operations";

/** An MCP tool: one operation of the API under a tool name (its input, guard and run are the operation's). */
interface ToolSpec {
  name: string;
  title: string;
  op: Operation;
  /** The tool's input when it is narrower than the operation's (say never streams to a tool). */
  input?: z.ZodObject;
}

/** Every tool of the MCP server, in the order clients list them. */
export const MCP_TOOLS: readonly ToolSpec[] = [
  { name: "list_projects", title: "List projects", op: listProjectsOp },
  { name: "list_conversations", title: "List a project's conversations", op: listConversationsOp },
  { name: "create_conversation", title: "Create a conversation", op: createConversationOp },
  { name: "get_conversation_tree", title: "Read a conversation's tree", op: getConversationOp },
  { name: "get_window", title: "Read a branch's window", op: getNodeOp },
  { name: "list_children", title: "List a node's children", op: listChildrenOp },
  { name: "say", title: "Send a message in a branch", op: sayOp, input: sayOp.input.omit({ stream: true }) },
  {
    name: "approve_tool_call",
    title: "Approve or deny a tool call",
    op: approveToolCallOp,
    input: approveToolCallOp.input.omit({ stream: true }),
  },
  { name: "preview_branch", title: "Preview a branch", op: previewBranchOp },
  { name: "branch", title: "Create a branch", op: createBranchOp },
  { name: "preview_merge", title: "Preview a merge", op: previewMergeOp },
  { name: "merge", title: "Merge a branch into its parent", op: mergeNodeOp },
  { name: "undo_merge", title: "Undo a merge", op: undoMergeOp },
  { name: "preview_purge", title: "Preview a purge", op: describePurgeOp },
  { name: "purge", title: "Purge a branch", op: purgeNodeOp },
  { name: "ask_knowledge", title: "Ask the project's knowledge tree", op: askKnowledgeOp },
  { name: "search", title: "Search conversations and documents", op: searchOp },
] as unknown as readonly ToolSpec[];

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A tool's answer: the operation's JSON, or its error envelope flagged isError (the model reads both). */
async function toolResult(run: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    const value = await run();
    if (value instanceof Response) throw new AppError("internal:response", "This operation does not answer a tool.");
    return { content: [{ type: "text", text: json(value) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: json(errorEnvelope(error).body) }] };
  }
}

/**
 * The resource read of a template: the operation's JSON as application/json. An error (a record the
 * viewer may not see included) is thrown: the SDK answers it as a JSON-RPC error.
 */
async function resourceJson(uri: URL, load: () => Promise<unknown>): Promise<ReadResourceResult> {
  return { contents: [{ uri: uri.href, mimeType: "application/json", text: json(await load()) }] };
}

const one = (value: string | string[]) => (Array.isArray(value) ? value[0]! : value);

/**
 * Canopy's MCP server for one viewer (stateless: a new server per request, see app/api/mcp). Every
 * tool is an operation of lib/api run through `invokeOperation` as `viewer`: the same schemas,
 * guard, rate limits and lib functions as /api/v1 and the server actions. Read-only tools say
 * `readOnlyHint`, merge and purge `destructiveHint`. Resources: a branch's window
 * (`canopy://node/{nodeId}/window`) and a node of a project's knowledge tree
 * (`canopy://project/{projectId}/knowledge/{nodeId}`).
 */
export function createMcpServer(viewer: Viewer): McpServer {
  const server = new McpServer(
    { name: "canopy", title: "Canopy", version: "1.0.0" },
    {
      capabilities: { tools: {}, resources: {} },
      instructions:
        "Canopy keeps conversations as trees of branches, each with its own context window. Read a tree with " +
        "get_conversation_tree, a branch's window with get_window; branch with a policy (preview_branch first), " +
        "talk with say, bring a branch's result back with merge (preview_merge first; undo_merge reverses it), " +
        "delete an abandoned branch with purge. ask_knowledge answers from a project's imported documents.",
    },
  );
  for (const tool of MCP_TOOLS) {
    const { op } = tool;
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: op.description ? `${op.summary}. ${op.description}` : op.summary,
        inputSchema: tool.input ?? op.input,
        annotations: {
          title: tool.title,
          readOnlyHint: op.effect === "read",
          destructiveHint: op.effect === "destructive",
          idempotentHint: op.effect === "read",
          openWorldHint: false,
        },
      },
      (args: Record<string, unknown>) => toolResult(() => invokeOperation(op, args, viewer)),
    );
  }
  server.registerResource(
    "branch-window",
    new ResourceTemplate("canopy://node/{nodeId}/window", { list: undefined }),
    {
      title: "A branch's context window",
      description: "The node and its window in order: what the model answering in it sees.",
      mimeType: "application/json",
    },
    (uri, { nodeId }) => resourceJson(uri, () => invokeOperation(getNodeOp, { nodeId: one(nodeId!) }, viewer)),
  );
  server.registerResource(
    "knowledge-node",
    new ResourceTemplate("canopy://project/{projectId}/knowledge/{nodeId}", { list: undefined }),
    {
      title: "A node of a project's knowledge tree",
      description:
        "Its structured metadata (summary, content types, decisions, ...), its source text for a leaf, and its " +
        "children's summaries. The root's id is getKnowledge's rootId (or `root`).",
      mimeType: "application/json",
    },
    (uri, { projectId, nodeId }) =>
      resourceJson(uri, async () => {
        const view = (await invokeOperation(getKnowledgeOp, { projectId: one(projectId!) }, viewer)) as KnowledgeView;
        const id = one(nodeId!) === "root" ? view.rootId : one(nodeId!);
        const node = view.nodes.find((n) => n.id === id);
        if (!node) throw new AppError("not_found:knowledge_node", "That knowledge-tree node does not exist.");
        const children = view.nodes
          .filter((n) => n.parentId === node.id)
          .map((n) => ({ id: n.id, level: n.level, summary: n.metadata.summary, documentName: n.documentName }));
        return { ...node, children };
      }),
  );
  return server;
}
