import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import OpenAI from "openai";
import { getDb } from "@/lib/db/client";
import { createApiToken, revokeApiToken } from "@/lib/auth/tokens";
import type { Viewer } from "@/lib/auth/types";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { getNodeWindow } from "@/lib/views/node-window";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { testViewer } from "@/lib/testing/auth";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { serveRoutes } from "@/lib/testing/route-server";
import { resetEnv } from "@/lib/env";
import { POST as completions } from "./chat/completions/route";
import { GET as models } from "./models/route";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

useTestDatabase();
let server: Awaited<ReturnType<typeof serveRoutes>>;
let owner: Viewer;
let stranger: Viewer;
let w: Awaited<ReturnType<typeof seedConversation>> & { branchId: string };
let writeToken: string;

const client = (apiKey: string) => new OpenAI({ baseURL: `${server.url}/api/v1`, apiKey, maxRetries: 0 });

beforeAll(async () => {
  await testViewer("admin@example.test");
  owner = await testViewer("owner@example.test");
  stranger = await testViewer("stranger@example.test");
  const seeded = await seedConversation({
    name: "Launch",
    messages: thread("The launch code is PELICAN-7 and the launch window opens at dawn.", "Noted."),
  });
  await getDb().project.update({ where: { id: seeded.projectId }, data: { ownerId: owner.userId } });
  await getDb().membership.create({ data: { projectId: seeded.projectId, userId: owner.userId, role: "owner" } });
  const branch = await createBranch({
    parentId: seeded.rootNodeId,
    fromItemId: seeded.itemIds[1]!,
    policy: "full",
    title: "Agent work",
  });
  w = { ...seeded, branchId: branch.nodeId };
  writeToken = (await createApiToken(owner, { name: "agent", scope: "write", expiresInDays: 30 })).token;
  server = await serveRoutes({ "POST /api/v1/chat/completions": completions, "GET /api/v1/models": models });
});

afterAll(async () => {
  await server?.close();
});

describe("the official openai client against /api/v1", () => {
  it("lists the caller's branches and the real models", async () => {
    const listed = [];
    for await (const model of client(writeToken).models.list()) listed.push(model.id);
    expect(listed).toEqual(expect.arrayContaining([`canopy/${w.branchId}`, `canopy/${w.rootNodeId}`, "offline"]));
    const theirs = (await createApiToken(stranger, { name: "s", scope: "read", expiresInDays: 1 })).token;
    const strangers = [];
    for await (const model of client(theirs).models.list()) strangers.push(model.id);
    expect(strangers).toEqual(["offline"]);
  });

  it("answers without streaming in the branch, from the branch's context, and stores the turn", async () => {
    const reply = await client(writeToken).chat.completions.create({
      model: `canopy/${w.branchId}`,
      messages: [
        { role: "system", content: "Ignored: the project's system prompt and the branch are the context." },
        { role: "user", content: "What is the launch code?" },
      ],
    });
    expect(reply.object).toBe("chat.completion");
    expect(reply.choices[0]!.finish_reason).toBe("stop");
    const answer = reply.choices[0]!.message.content!;
    expect(answer).toContain("PELICAN-7"); // inherited from the parent: the UI's own context assembly
    expect(reply.usage!.total_tokens).toBe(reply.usage!.prompt_tokens + reply.usage!.completion_tokens);
    const window = await getNodeWindow(w.branchId);
    expect(window.slice(-2).map((e) => [e.role, e.content, e.status])).toEqual([
      ["user", "What is the launch code?", "complete"],
      ["assistant", answer, "complete"],
    ]);
  });

  it("streams OpenAI chunks ending with [DONE] and usage when asked; a second call sees the first", async () => {
    const first = await client(writeToken).chat.completions.create({
      model: `canopy/${w.conversationId}/Agent work@offline`,
      messages: [{ role: "user", content: "Remember this: the cargo ship is named Albatross." }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const deltas: string[] = [];
    let usage: OpenAI.CompletionUsage | null | undefined;
    let finish: string | null = null;
    for await (const chunk of first) {
      expect(chunk.object).toBe("chat.completion.chunk");
      if (chunk.choices[0]?.delta.content) deltas.push(chunk.choices[0].delta.content);
      finish = chunk.choices[0]?.finish_reason ?? finish;
      if (chunk.usage) usage = chunk.usage;
    }
    expect(deltas.length).toBeGreaterThan(1);
    expect(finish).toBe("stop");
    expect(usage?.completion_tokens).toBeGreaterThan(0);
    const window = await getNodeWindow(w.branchId);
    expect(window.at(-1)).toMatchObject({ role: "assistant", content: deltas.join(""), status: "complete" });

    // The client sends only its new message; the branch remembers the first call.
    const second = await client(writeToken).chat.completions.create({
      model: `canopy/${w.branchId}`,
      messages: [{ role: "user", content: "What is the cargo ship named?" }],
    });
    expect(second.choices[0]!.message.content).toContain("Albatross");
  });

  it("the raw stream is OpenAI's SSE: data lines, [DONE] last", async () => {
    const response = await fetch(`${server.url}/api/v1/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer ${writeToken}`, "content-type": "application/json" },
      body: JSON.stringify({
        model: `canopy/${w.branchId}`,
        stream: true,
        messages: [{ role: "user", content: "When does the launch window open?" }],
      }),
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = (await response.text()).split("\n\n").filter(Boolean);
    expect(events.every((e) => e.startsWith("data: "))).toBe(true);
    expect(events.at(-1)).toBe("data: [DONE]");
    expect(JSON.parse(events.at(-2)!.slice(6)).choices[0].finish_reason).toBe("stop");
  });
});

describe("a client that disconnects mid-stream", () => {
  it("leaves the answer to finish in the branch, as in the UI", async () => {
    process.env.OFFLINE_STREAM_DELAY_MS = "30"; // slow enough to leave in the middle
    resetEnv();
    const abort = new AbortController();
    const response = await fetch(`${server.url}/api/v1/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer ${writeToken}`, "content-type": "application/json" },
      body: JSON.stringify({
        model: `canopy/${w.branchId}`,
        stream: true,
        messages: [{ role: "user", content: "Tell me everything about the launch window and the code." }],
      }),
      signal: abort.signal,
    });
    const answerId = response.headers.get("x-canopy-answer-id")!;
    const reader = response.body!.getReader();
    await reader.read(); // the first chunk, then the client goes away
    process.env.OFFLINE_STREAM_DELAY_MS = "0";
    resetEnv();
    expect((await getDb().item.findUniqueOrThrow({ where: { id: answerId } })).status).toBe("streaming");
    abort.abort();
    await expect
      .poll(async () => (await getDb().item.findUniqueOrThrow({ where: { id: answerId } })).status, { timeout: 15_000 })
      .toBe("complete");
    // Every answer's usage row follows it, off the response's path: all of this branch's answers,
    // this one and the earlier tests', have theirs before the next test counts rows.
    const answers = () => getDb().item.count({ where: { nodeId: w.branchId, role: "assistant", origin: "local" } });
    const usageRows = () => getDb().usage.count({ where: { nodeId: w.branchId, purpose: "chat" } });
    await expect.poll(async () => (await usageRows()) - (await answers()), { timeout: 15_000 }).toBe(0);
    expect(await answers()).toBe(5);
  });
});

describe("the guard, in OpenAI's error shape", () => {
  async function refusal(token: string, model = `canopy/${w.branchId}`) {
    const before = await countRows();
    const error = await client(token)
      .chat.completions.create({ model, messages: [{ role: "user", content: "Write this down." }] })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(await countRows()).toEqual(before); // nothing written
    expect(error).toBeInstanceOf(OpenAI.APIError);
    const { status, code, type } = error as InstanceType<typeof OpenAI.APIError>;
    return { status, code, type };
  }

  it("a read token cannot write (403), a stranger's token finds nothing (404)", async () => {
    const read = (await createApiToken(owner, { name: "r", scope: "read", expiresInDays: 30 })).token;
    expect(await refusal(read)).toEqual({ status: 403, code: "forbidden:write", type: "permission_error" });
    const theirs = (await createApiToken(stranger, { name: "s", scope: "write", expiresInDays: 30 })).token;
    expect(await refusal(theirs)).toEqual({ status: 404, code: "not_found:node", type: "not_found_error" });
    expect(await refusal(theirs, `canopy/${w.conversationId}/Agent work`)).toMatchObject({ status: 404 });
  });

  it("revoked, expired and unknown tokens get 401", async () => {
    const revoked = await createApiToken(owner, { name: "gone", scope: "write", expiresInDays: 30 });
    await revokeApiToken(owner, revoked.id);
    const expired = await createApiToken(owner, { name: "old", scope: "write", expiresInDays: 1 });
    await getDb().apiToken.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    for (const token of [revoked.token, expired.token, "cnp_unknown"])
      expect(await refusal(token)).toEqual({ status: 401, code: "unauthorized:session", type: "authentication_error" });
  });

  it("an unknown model is 404, a bad request 400, too many requests 429 with Retry-After", async () => {
    expect(await refusal(writeToken, "gpt-4o")).toEqual({
      status: 404,
      code: "not_found:model",
      type: "not_found_error",
    });
    expect(await refusal(writeToken, `canopy/${w.branchId}@openai:not-configured`)).toMatchObject({
      status: 400,
      code: "invalid:model",
    });
    expect(await refusal(writeToken, `canopy/${w.conversationId}/No such branch`)).toMatchObject({ status: 404 });
    const assistantLast = await fetch(`${server.url}/api/v1/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer ${writeToken}`, "content-type": "application/json" },
      body: JSON.stringify({ model: `canopy/${w.branchId}`, messages: [{ role: "assistant", content: "Hi" }] }),
    });
    expect(assistantLast.status).toBe(400);
    expect((await assistantLast.json()).error).toMatchObject({
      type: "invalid_request_error",
      code: "invalid:message",
    });
    // The caller's own tools are refused with a clear error, nothing written (docs/tool-calls.md).
    const before = await getDb().item.count();
    const withTools = await fetch(`${server.url}/api/v1/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer ${writeToken}`, "content-type": "application/json" },
      body: JSON.stringify({
        model: `canopy/${w.branchId}`,
        messages: [{ role: "user", content: "What is the weather?" }],
        tools: [{ type: "function", function: { name: "weather", parameters: { type: "object" } } }],
      }),
    });
    expect(withTools.status).toBe(400);
    expect((await withTools.json()).error).toMatchObject({ type: "invalid_request_error", code: "invalid:tools" });
    expect(await getDb().item.count()).toBe(before);

    process.env.RATE_LIMIT_CHAT = "1";
    process.env.RATE_LIMIT_WINDOW_SECONDS = "86400"; // one window for the three requests (windows follow the clock)
    resetEnv();
    try {
      await getDb().rateLimitCounter.deleteMany();
      await client(writeToken).chat.completions.create({
        model: `canopy/${w.branchId}`,
        messages: [{ role: "user", content: "One." }],
      });
      const limited = await refusal(writeToken);
      expect(limited).toEqual({ status: 429, code: "rate_limited:chat", type: "rate_limit_error" });
      const raw = await fetch(`${server.url}/api/v1/chat/completions`, {
        method: "POST",
        headers: { authorization: `Bearer ${writeToken}`, "content-type": "application/json" },
        body: JSON.stringify({ model: `canopy/${w.branchId}`, messages: [{ role: "user", content: "Two." }] }),
      });
      expect(raw.status).toBe(429);
      expect(Number(raw.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      delete process.env.RATE_LIMIT_CHAT;
      delete process.env.RATE_LIMIT_WINDOW_SECONDS;
      resetEnv();
    }
  });
});
