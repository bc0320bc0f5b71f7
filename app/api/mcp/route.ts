import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { createMcpServer } from "@/lib/api/mcp";
import { defineRoute } from "@/lib/auth/route";

export const dynamic = "force-dynamic";

/** The largest JSON-RPC message read (a say carries at most a 256 KB message). */
const MAX_MCP_BYTES = 1024 * 1024;

/**
 * The MCP server (Streamable HTTP), stateless: every POST is one JSON-RPC message (or batch)
 * answered with JSON, by a server built for the authenticated caller (lib/api/mcp.ts); no session
 * is kept between requests, so any app instance answers any request. Authenticated by the one guard
 * (a personal API token as `Authorization: Bearer`, or a session), 401 otherwise. `need: "read"`:
 * the endpoint itself changes nothing, each tool is guarded as its operation (a read-only token may
 * connect and read; its writes are refused per tool).
 */
export const POST = challenging(
  defineRoute(
    { access: "authenticated", need: "read", body: "raw", maxBytes: MAX_MCP_BYTES },
    async ({ request, ctx }) => {
      // An empty batch is no JSON-RPC request at all (JSON-RPC 2.0, "Batch"): the SDK would answer
      // 202 as if it held only notifications.
      if (isEmptyBatch(await request.clone().text()))
        return Response.json(
          { jsonrpc: "2.0", error: { code: -32600, message: "Invalid Request: an empty batch." }, id: null },
          { status: 400 },
        );
      const server = createMcpServer(ctx.viewer!);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      return transport.handleRequest(request);
    },
  ),
);

/** A stateless server has no stream to resume and no session to end: GET and DELETE are 405 (the spec's answer). */
const notAllowed = challenging(
  defineRoute({ access: "authenticated", need: "read" }, async () =>
    Response.json(
      {
        jsonrpc: "2.0",
        error: { code: -32000, message: "Method not allowed: this MCP server is stateless (POST only)." },
        id: null,
      },
      { status: 405, headers: { allow: "POST" } },
    ),
  ),
);
export const GET = notAllowed;
export const DELETE = notAllowed;

function isEmptyBatch(text: string): boolean {
  try {
    const message: unknown = JSON.parse(text);
    return Array.isArray(message) && message.length === 0;
  } catch {
    return false;
  }
}

/** A 401 says how to authenticate (RFC 6750): a bearer token. */
function challenging<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    const response = await handler(...args);
    if (response.status === 401) response.headers.set("www-authenticate", 'Bearer realm="canopy"');
    return response;
  };
}
