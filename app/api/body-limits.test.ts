import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
// Next's own compiler of the proxy's matcher (what `next build` writes into the middleware manifest).
import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import type { NextConfig } from "next";
import { PROXY_BODY_BUFFER_BYTES, SERVER_ACTION_MAX_BYTES } from "@/lib/auth/body";
import { MAX_IMPORT_CHARS } from "@/lib/transfer";
import { createProject } from "@/lib/db/queries/projects";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { config, proxy } from "@/proxy";
import { POST as importChats } from "./projects/[projectId]/import-chats/route";
import { POST as importDocuments } from "./projects/[projectId]/import/route";
import { POST as attach } from "./nodes/[nodeId]/attachments/route";
import { POST as uploadDocument } from "./v1/projects/[projectId]/knowledge/documents/route";

// Behaviour behind the guard: the caller owns every project (the guard itself: lib/auth/guard.test.ts).
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);

useTestDatabase();

const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, config: object) => Array<{ regexp: string }>;
};
type NextRequestInit = ConstructorParameters<typeof NextRequest>[1];
const ORIGIN = "http://localhost";
const MB = 1024 * 1024;

/** An endless body that errors (failing the test) once more than `allowed` bytes and the stream's read-ahead are pulled. */
function guardedStream(allowed: number, chunk = 64 * 1024) {
  let read = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      read += chunk;
      if (read > allowed + 2 * chunk) controller.error(new Error(`read past ${allowed} bytes`));
      else controller.enqueue(new Uint8Array(chunk).fill(32));
    },
  });
  return { stream, read: () => read };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, ...headers },
    body,
    duplex: "half",
  } as RequestInit);

describe("upload routes: their documented limits hold, and 413 comes before buffering", () => {
  const importLimit = MAX_IMPORT_CHARS + 4 * MB;

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const { id } = await createProject({ name: "Limits" });
    for (const [call, limit] of [
      [
        () =>
          importChats(
            post(`/api/projects/${id}/import-chats`, guardedStream(0).stream, cl(importLimit + 1)),
            params(id),
          ),
        importLimit,
      ],
      [
        () => importDocuments(post(`/api/projects/${id}/import`, guardedStream(0).stream, cl(10 * MB + 1)), params(id)),
        10 * MB,
      ],
      [
        () =>
          attach(post(`/api/nodes/x/attachments`, guardedStream(0).stream, cl(10 * MB + 1)), {
            params: Promise.resolve({ nodeId: "x" }),
          }),
        10 * MB,
      ],
    ] as const) {
      const response = await call();
      expect(response.status, `limit ${limit}`).toBe(413);
      expect((await response.json()).error.code).toBe("too_large:body");
    }
  });

  it("cuts a chunked body at the limit while it streams (413, not 400)", async () => {
    const { id } = await createProject({ name: "Chunked" });
    const body = guardedStream(importLimit);
    const response = await importChats(
      post(`/api/projects/${id}/import-chats`, body.stream, { "content-type": "application/json" }),
      params(id),
    );
    expect(response.status).toBe(413);
    expect(body.read()).toBeLessThanOrEqual(importLimit + 2 * 64 * 1024);
  });

  it("accepts a valid 12 MB ChatGPT export (over Next's default 10 MB proxy buffer, under the 60 MB limit)", async () => {
    const { id } = await createProject({ name: "Big import" });
    const text = JSON.stringify([bigChatGptExport(12 * MB)]);
    expect(text.length).toBeGreaterThan(12 * MB);
    const form = new FormData();
    form.append("file", new File([text], "conversations.json", { type: "application/json" }));
    const response = await importChats(post(`/api/projects/${id}/import-chats`, form), params(id));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ format: "chatgpt", conversations: [{ title: "Long one" }] });
  }, 120_000); // read and written in a worker thread, loaded from source through tsx
});

describe("the proxy", () => {
  const regexp = new RegExp(getMiddlewareMatchers(config.matcher, {})[0]!.regexp);

  it("leaves the upload routes out of its matcher (their bodies stream to the route), and nothing else", () => {
    for (const path of ["/api/projects/cm1_a-b/import", "/api/projects/p1/import-chats", "/api/nodes/n1/attachments"])
      expect(regexp.test(path), path).toBe(false);
    for (const path of [
      "/",
      "/projects/p1",
      "/api/chat",
      "/api/auth/sign-in/email",
      "/api/nodes/n1",
      "/api/projects/p1/importer",
      "/api/nodes/%ff/attachments",
      "/api/projects/%ff/import-chats",
    ])
      expect(regexp.test(path), path).toBe(true);
  });

  it("leaves the API's document upload out too: a 3 MB document is taken, under its 5 MB limit (issue 32, finding 7)", async () => {
    expect(regexp.test("/api/v1/projects/cm1_a-b/knowledge/documents")).toBe(false);
    expect(regexp.test("/api/v1/projects/p1/knowledge")).toBe(true);
    const { id } = await createProject({ name: "Big document" });
    const text = `# Big\n\n${"A paragraph of the big document, about the plan.\n\n".repeat(60_000)}`;
    expect(text.length).toBeGreaterThan(2.5 * MB);
    const response = await uploadDocument(
      post(`/api/v1/projects/${id}/knowledge/documents?name=big.md`, text, { "content-type": "text/markdown" }),
      params(id),
    );
    expect(response.status).toBeLessThan(300);
  }, 60_000);

  it("buffers no more than the routes it runs for read, and caps server actions at Next's own limit", async () => {
    const configUrl = new URL("../../next.config.mjs", import.meta.url).href;
    // The config is a function of the phase (a build first bundles the worker threads' entries).
    const config = ((await import(/* @vite-ignore */ configUrl)) as { default: (phase: string) => Promise<NextConfig> })
      .default;
    const nextConfig = await config("phase-production-server");
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(PROXY_BODY_BUFFER_BYTES);
    expect(nextConfig.experimental?.serverActions?.bodySizeLimit).toBe(SERVER_ACTION_MAX_BYTES);
    // The largest body a proxied route reads (chat 256 KB, actions 1 MB) plus Node's 64 KB read size.
    expect(SERVER_ACTION_MAX_BYTES + 64 * 1024).toBeLessThan(PROXY_BODY_BUFFER_BYTES);
  });

  it("answers 400 in our JSON shape to a path with a malformed %-escape, where Next answers 500", async () => {
    for (const path of ["/api/nodes/%ff", "/api/projects/%e0%a4/jobs", "/projects/%"]) {
      const response = await proxy(new NextRequest(`${ORIGIN}${path}`, { headers: { host: "localhost" } }));
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.code).toBe("invalid:path");
    }
    const fine = await proxy(new NextRequest(`${ORIGIN}/api/nodes/abc%20d`, { headers: { host: "localhost" } }));
    expect(fine.headers.get("x-middleware-next")).toBe("1");
  });

  const action = (body: BodyInit, headers: Record<string, string> = {}) =>
    proxy(
      new NextRequest(`${ORIGIN}/projects/p1`, {
        method: "POST",
        headers: {
          host: "localhost",
          origin: ORIGIN,
          "next-action": "7f00",
          "content-type": "text/plain;charset=UTF-8",
          ...headers,
        },
        body,
        duplex: "half",
      } as NextRequestInit),
    );

  it.each([
    ["not json", "not json"],
    ["an open bracket", "["],
    ["whitespace", "   \n"],
    ["a Map reference", '["$Q0"]'],
    ["a server reference", '["$F0"]'],
    ["a bare server reference", '["$h"]'],
    ["a promise reference", '[{"a":"$@1"}]'],
    ["a part reference", '["$1"]'],
    ["a path reference to nothing", '[{"a":{"x":1},"b":"$0:0:z"}]'],
    ["a path reference to a string", '[{"a":"x","b":"$0:0:a"}]'],
    ["a path reference through the prototype", '[{"b":"$0:0:constructor"}]'],
    ["a malformed big integer", '["$nx"]'],
    ["arguments that are not a list", '{"name":"x"}'],
    ["JSON 50,000 levels deep", "[".repeat(50_000) + "]".repeat(50_000)],
  ])("answers 400 to a server action body with %s (Next answers 500)", async (_, body) => {
    const response = await action(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/server action|JSON/i);
  });

  it("answers 400 to a multipart server action body (our actions take JSON arguments)", async () => {
    const form = new FormData();
    form.append("0", '["$K1"]');
    const response = await action(form, { "content-type": "" });
    expect(response.status).toBe(400);
  });

  it("answers 413 to a server action body over 1 MB, declared or streamed, reading no more than the limit", async () => {
    const declared = guardedStream(0);
    expect((await action(declared.stream, cl(SERVER_ACTION_MAX_BYTES + 1))).status).toBe(413);
    const streamed = guardedStream(SERVER_ACTION_MAX_BYTES);
    const response = await action(streamed.stream);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("too_large:body");
    // Any other body over the proxy's buffer, declared: Next would cut it silently.
    const chat = await proxy(
      new NextRequest(`${ORIGIN}/api/chat`, {
        method: "POST",
        headers: { host: "localhost", origin: ORIGIN, ...cl(PROXY_BODY_BUFFER_BYTES + 1) },
        body: guardedStream(0).stream,
        duplex: "half",
      } as NextRequestInit),
    );
    expect(chat.status).toBe(413);
  });

  it("lets well-formed server action bodies through: escapes, undefined, dates, big integers", async () => {
    for (const body of [
      "[]",
      '[{"projectId":"p1","name":"$$5 plan","note":"$undefined","at":"$D2026-01-01T00:00:00.000Z","n":"$n12","x":"$NaN"}]',
      JSON.stringify([{ text: "x".repeat(900_000) }]),
      // The same object passed twice: React's client sends the second as a path to the first.
      '[{"a":{"ids":["n1"]},"b":"$0:0:a"}]',
    ]) {
      const response = await action(body);
      expect(response.headers.get("x-middleware-next"), body.slice(0, 40)).toBe("1");
    }
  });
});

const params = (projectId: string) => ({ params: Promise.resolve({ projectId }) });
const cl = (n: number) => ({ "content-length": String(n) });

/** A ChatGPT export of one conversation whose messages add up to about `bytes`. */
function bigChatGptExport(bytes: number) {
  const perMessage = 400_000;
  const count = Math.ceil(bytes / perMessage);
  const mapping: Record<string, unknown> = { root: { id: "root", message: null, parent: null, children: ["m0"] } };
  for (let i = 0; i < count; i++) {
    mapping[`m${i}`] = {
      id: `m${i}`,
      message: {
        author: { role: i % 2 ? "assistant" : "user" },
        content: { content_type: "text", parts: [`${i}: ${"word ".repeat(perMessage / 5)}`] },
      },
      parent: i === 0 ? "root" : `m${i - 1}`,
      children: i + 1 < count ? [`m${i + 1}`] : [],
    };
  }
  return { title: "Long one", create_time: 1_700_000_000, current_node: `m${count - 1}`, mapping };
}
