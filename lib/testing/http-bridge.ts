import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

type Handler = (request: Request) => Promise<Response>;

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
  return new Request(`${origin}${req.url ?? "/"}`, { method: req.method, headers, body });
}

async function send(response: Response, res: ServerResponse): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return void res.end();
  Readable.fromWeb(response.body as never).pipe(res);
}

/**
 * A real HTTP server on 127.0.0.1 (a free port) answering with `handler`: for outside tools that
 * speak HTTP (the MCP conformance CLI) against a route handler in this process.
 */
export async function serveHandler(
  handler: Handler,
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  let origin = "";
  const server = createServer((req, res) => {
    toRequest(req, origin)
      .then(handler)
      .then((response) => send(response, res))
      .catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
