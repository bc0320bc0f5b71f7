/**
 * The /api/v1 rows of the route guard table (lib/auth/guard.test.ts): every route method of
 * app/api/v1 with a valid request on the guard test's records and what it needs. Kept here so the
 * API's rows sit together; the table test fails when a route file has no row.
 */
export interface ApiWorld {
  projectId: string;
  conversationId: string;
  rootNodeId: string;
  branchId: string;
  mergeEventId: string;
  jobId: string;
  /** A tool call waiting for approval (a tool item of the root). */
  toolCallId: string;
}

export type ApiNeed = "read" | "write" | "owner" | "authenticated" | "public" | "admin";

export interface ApiRouteCase {
  need: ApiNeed;
  request: () => {
    url: string;
    params?: Record<string, string>;
    body?: unknown;
    /** A text body (a document import) instead of JSON. */
    text?: { body: string; type: string };
  };
}

export function apiRouteCases(w: () => ApiWorld): Record<string, ApiRouteCase> {
  const node =
    (id: () => string, suffix = "") =>
    () => ({
      url: `/api/v1/nodes/${id()}${suffix}`,
      params: { nodeId: id() },
    });
  const project = (suffix: string) => () => ({
    url: `/api/v1/projects/${w().projectId}${suffix}`,
    params: { projectId: w().projectId },
  });
  const conversation =
    (suffix = "") =>
    () => ({
      url: `/api/v1/conversations/${w().conversationId}${suffix}`,
      params: { conversationId: w().conversationId },
    });
  const withBody = (base: () => { url: string; params: Record<string, string> }, body: () => unknown) => () => ({
    ...base(),
    body: body(),
  });
  return {
    "v1/projects GET": { need: "authenticated", request: () => ({ url: "/api/v1/projects" }) },
    "v1/projects POST": { need: "authenticated", request: () => ({ url: "/api/v1/projects", body: { name: "Mine" } }) },
    "v1/projects/[projectId]/conversations GET": { need: "read", request: project("/conversations") },
    "v1/projects/[projectId]/conversations POST": {
      need: "write",
      request: withBody(project("/conversations"), () => ({ title: "New" })),
    },
    "v1/projects/[projectId]/knowledge GET": { need: "read", request: project("/knowledge") },
    "v1/projects/[projectId]/knowledge/documents POST": {
      need: "write",
      request: () => ({
        ...project("/knowledge/documents?name=notes.md")(),
        text: { body: "# Notes\n\nThe plan ships in June.", type: "text/markdown" },
      }),
    },
    "v1/projects/[projectId]/knowledge/ask POST": {
      need: "read",
      request: withBody(project("/knowledge/ask"), () => ({ question: "When does the plan ship?" })),
    },
    "v1/projects/[projectId]/jobs/[jobId] GET": {
      need: "read",
      request: () => ({
        url: `/api/v1/projects/${w().projectId}/jobs/${w().jobId}`,
        params: { projectId: w().projectId, jobId: w().jobId },
      }),
    },
    "v1/conversations/[conversationId] GET": { need: "read", request: conversation() },
    "v1/conversations/[conversationId]/export GET": { need: "read", request: conversation("/export?format=md") },
    "v1/conversations/[conversationId]/merges/[mergeEventId]/undo POST": {
      need: "write",
      request: () => ({
        url: `/api/v1/conversations/${w().conversationId}/merges/${w().mergeEventId}/undo`,
        params: { conversationId: w().conversationId, mergeEventId: w().mergeEventId },
        body: {},
      }),
    },
    "v1/nodes/[nodeId] GET": { need: "read", request: node(() => w().rootNodeId) },
    "v1/nodes/[nodeId] DELETE": { need: "write", request: node(() => w().branchId) },
    "v1/nodes/[nodeId]/children GET": { need: "read", request: node(() => w().rootNodeId, "/children") },
    "v1/nodes/[nodeId]/messages POST": {
      need: "write",
      request: withBody(
        node(() => w().rootNodeId, "/messages"),
        () => ({ text: "Hello" }),
      ),
    },
    "v1/tool-calls/[callId]/approval POST": {
      need: "write",
      request: () => ({
        url: `/api/v1/tool-calls/${w().toolCallId}/approval`,
        params: { callId: w().toolCallId },
        body: { deny: true },
      }),
    },
    "v1/nodes/[nodeId]/branches POST": {
      need: "write",
      request: withBody(
        node(() => w().rootNodeId, "/branches"),
        () => ({ policy: "full" }),
      ),
    },
    "v1/nodes/[nodeId]/branches/preview POST": {
      need: "read",
      request: withBody(
        node(() => w().rootNodeId, "/branches/preview"),
        () => ({ policy: "selective", prompt: "plan" }),
      ),
    },
    "v1/nodes/[nodeId]/merge POST": {
      need: "write",
      request: withBody(
        node(() => w().branchId, "/merge"),
        () => ({ mode: "full", placement: "append" }),
      ),
    },
    "v1/nodes/[nodeId]/merge/preview POST": {
      need: "read",
      request: withBody(
        node(() => w().branchId, "/merge/preview"),
        () => ({ mode: "full", placement: "chronological" }),
      ),
    },
    "v1/nodes/[nodeId]/purge GET": { need: "read", request: node(() => w().branchId, "/purge") },
    "v1/nodes/[nodeId]/settings POST": {
      need: "write",
      request: withBody(
        node(() => w().rootNodeId, "/settings"),
        () => ({ temperature: 0.4, systemPrompt: "Answer briefly." }),
      ),
    },
    "v1/models/usable GET": { need: "authenticated", request: () => ({ url: "/api/v1/models/usable" }) },
    // Connections: instance administrators only (lib/auth/guard.test.ts "administrators only").
    "v1/connections GET": { need: "admin", request: () => ({ url: "/api/v1/connections" }) },
    "v1/connections POST": {
      need: "admin",
      request: () => ({
        url: "/api/v1/connections",
        body: { name: "guarded", provider: "openai", key: "sk-guarded-key-00001234" },
      }),
    },
    "v1/connections/[connectionId] POST": {
      need: "admin",
      request: () => ({
        url: "/api/v1/connections/no-such-connection",
        params: { connectionId: "no-such-connection" },
        body: { vision: true },
      }),
    },
    "v1/connections/[connectionId] DELETE": {
      need: "admin",
      request: () => ({
        url: "/api/v1/connections/no-such-connection",
        params: { connectionId: "no-such-connection" },
      }),
    },
    "v1/connections/[connectionId]/test POST": {
      need: "admin",
      request: () => ({
        url: "/api/v1/connections/no-such-connection/test",
        params: { connectionId: "no-such-connection" },
        body: {},
      }),
    },
    "v1/settings/models GET": { need: "admin", request: () => ({ url: "/api/v1/settings/models" }) },
    "v1/settings/models POST": {
      need: "admin",
      request: () => ({ url: "/api/v1/settings/models", body: { taskModel: "offline" } }),
    },
    // Users' own connections: any signed-in account, its own only (another person's is 404).
    "v1/me/connections GET": { need: "authenticated", request: () => ({ url: "/api/v1/me/connections" }) },
    "v1/me/connections POST": {
      need: "authenticated",
      request: () => ({
        url: "/api/v1/me/connections",
        body: { name: "guarded-own", provider: "openai", key: "sk-guarded-key-00005678" },
      }),
    },
    "v1/me/connections/[connectionId] DELETE": {
      need: "authenticated",
      request: () => ({
        url: "/api/v1/me/connections/no-such-connection",
        params: { connectionId: "no-such-connection" },
      }),
    },
    "v1/me/connections/[connectionId]/test POST": {
      need: "authenticated",
      request: () => ({
        url: "/api/v1/me/connections/no-such-connection/test",
        params: { connectionId: "no-such-connection" },
        body: {},
      }),
    },
    // MCP servers: administrators only; a project's tool settings: members read, the owner writes.
    "v1/mcp-servers GET": { need: "admin", request: () => ({ url: "/api/v1/mcp-servers" }) },
    "v1/mcp-servers POST": {
      need: "admin",
      request: () => ({ url: "/api/v1/mcp-servers", body: { name: "guarded", url: "https://mcp.example.test/mcp" } }),
    },
    "v1/mcp-servers/[name] DELETE": {
      need: "admin",
      request: () => ({ url: "/api/v1/mcp-servers/no-such-server", params: { name: "no-such-server" } }),
    },
    "v1/mcp-servers/[name]/check POST": {
      need: "admin",
      request: () => ({
        url: "/api/v1/mcp-servers/no-such-server/check",
        params: { name: "no-such-server" },
        body: {},
      }),
    },
    "v1/projects/[projectId]/tools GET": { need: "read", request: project("/tools") },
    "v1/projects/[projectId]/tools POST": {
      need: "owner",
      request: withBody(project("/tools"), () => ({ approval: "always" })),
    },
    "v1/openapi.json GET": { need: "public", request: () => ({ url: "/api/v1/openapi.json" }) },
    "v1/search GET": { need: "authenticated", request: () => ({ url: "/api/v1/search?q=secret" }) },
  };
}
