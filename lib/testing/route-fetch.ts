import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { runAsViewer } from "@/lib/auth/current";
import type { Viewer } from "@/lib/auth/types";

const APP_API = fileURLToPath(new URL("../../app/api", import.meta.url));
export const TEST_HOST = "localhost:3000";
export const TEST_ORIGIN = `http://${TEST_HOST}`;

type Handler = (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface RouteFile {
  /** Segments below /api: literal names, or `[param]`. */
  segments: string[];
  file: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

let routes: RouteFile[] | undefined;

/** Every app/api/**\/route.ts, literal segments before dynamic ones (as Next matches them). */
function routeFiles(): RouteFile[] {
  routes ??= walk(APP_API)
    .filter((f) => f.endsWith("/route.ts"))
    .map((file) => ({
      file,
      segments: relative(APP_API, file)
        .replace(/\/?route\.ts$/, "")
        .split("/")
        .filter(Boolean),
    }))
    .sort((a, b) => dynamicCount(a) - dynamicCount(b));
  return routes;
}

const dynamicCount = (r: RouteFile) => r.segments.filter((s) => s.startsWith("[")).length;

function match(route: RouteFile, parts: string[]): Record<string, string> | null {
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of route.segments.entries()) {
    if (segment.startsWith("[")) params[segment.slice(1, -1)] = decodeURIComponent(parts[i]!);
    else if (segment !== parts[i]) return null;
  }
  return params;
}

/**
 * A fetch that answers from the app's route handlers in this process, as `viewer` (the session a
 * request would carry; "from-headers" lets the request's Authorization header decide, as a running
 * server does): what an HTTP client of the API (the CLI's remote mode, the MCP client, the
 * openai client) gets from a running server, without one. Requests get the Host and Origin a browser
 * would send unless they set their own. Unknown paths are 404 like Next's.
 *
 * @example
 * const fetch = routeFetch(owner);
 * const res = await fetch("http://localhost:3000/api/v1/projects");
 */
export function routeFetch(viewer: Viewer | null | "from-headers"): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const incoming = new Request(input, init);
    const url = new URL(incoming.url);
    const headers = new Headers(incoming.headers);
    if (!headers.has("host")) headers.set("host", TEST_HOST);
    // A browser sends its Origin; an API client with a bearer token sends none (the proxy lets it pass).
    const bearer = headers.get("authorization")?.startsWith("Bearer ") ?? false;
    if (!bearer && !headers.has("origin") && !["GET", "HEAD"].includes(incoming.method))
      headers.set("origin", TEST_ORIGIN);
    const request = new Request(`${TEST_ORIGIN}${url.pathname}${url.search}`, {
      method: incoming.method,
      headers,
      body: ["GET", "HEAD"].includes(incoming.method) ? undefined : await incoming.arrayBuffer(),
      signal: incoming.signal,
    });
    const parts = url.pathname
      .replace(/^\/api\/?/, "")
      .split("/")
      .filter(Boolean);
    for (const route of routeFiles()) {
      const params = match(route, parts);
      if (!params) continue;
      const handler = ((await import(route.file)) as Record<string, Handler | undefined>)[incoming.method];
      if (!handler) return new Response(null, { status: 405 });
      const run = () => handler(request, { params: Promise.resolve(params) });
      // "from-headers": the request's own credentials decide, as on a running server (API tokens).
      return viewer === "from-headers" ? run() : runAsViewer(viewer, run);
    }
    return Response.json({ error: { code: "not_found:route", message: "No such route." } }, { status: 404 });
  }) as typeof fetch;
}
