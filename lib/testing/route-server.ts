import { createServer, type IncomingMessage, type Server } from "node:http";
import { Readable } from "node:stream";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * A real HTTP server on 127.0.0.1 (a free port) over route handlers, for outside clients in tests
 * (the official `openai` client, curl-like fetches): requests are matched by method and exact path,
 * bodies stream both ways, so SSE arrives chunk by chunk as over `next start`. `next start` itself
 * would mean a build per test run.
 *
 * @example
 * const server = await serveRoutes({ "POST /api/v1/chat/completions": POST });
 * new OpenAI({ baseURL: `${server.url}/api/v1`, apiKey: token });
 */
export async function serveRoutes(
  routes: Record<string, Handler>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const handler = routes[`${req.method} ${path}`];
    if (!handler) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"no route"}}');
      return;
    }
    const response = await handler(toRequest(req), { params: Promise.resolve({}) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) return void res.end();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: "half",
  } as RequestInit);
}
