import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

/**
 * A test double for OpenAI-compatible servers (Ollama, LM Studio, vLLM): just enough of the chat
 * completions API for @ai-sdk/openai-compatible, on 127.0.0.1, with failure modes on demand.
 * No "server-only" and no app imports, so it also runs standalone for Playwright:
 *
 *   tsx lib/ai/testing/fake-openai-server.ts --port 4010 --mode ok
 *
 * then set OPENAI_COMPATIBLE_BASE_URL=http://127.0.0.1:4010/v1 and OPENAI_COMPATIBLE_MODELS=test-model.
 *
 * Tool calls, as the OpenAI API makes them: when the request offers `tools` and its last message is
 * the user's with lines `/tool SERVER.TOOL {"arg": ...}`, the reply is one assistant step calling
 * each named tool that is offered (several calls in one step; streamed as `tool_calls` deltas, the
 * arguments in fragments; finish_reason "tool_calls"). When the last message is a tool result, the
 * reply is a second step in text quoting the results.
 */

/**
 * ok: stream the reply; error: HTTP 500 with an OpenAI error body; drop: two chunks, then a cut
 * socket; stall: two chunks, then silence with the connection held open (a hung provider); slow:
 * the reply eight times over, one word every 400 ms (an answer that stays live for half a minute).
 */
export type FakeMode = "ok" | "error" | "drop" | "stall" | "slow";

export type FakeServerOptions = {
  mode?: FakeMode;
  /** The text every "ok" completion returns (default {@link FAKE_REPLY}). */
  reply?: string;
  /** Milliseconds between streamed chunks (default 0), so a UI can be seen streaming or stopped. */
  chunkDelayMs?: number;
  /** Milliseconds before the first word (default 0): a model's prompt processing, as a local model takes. */
  firstTokenDelayMs?: number;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
};

/** A request the server received. */
export type FakeRequest = { method: string; path: string; headers: IncomingMessage["headers"]; body: unknown };

export type FakeServer = {
  /** Base URL for OPENAI_COMPATIBLE_BASE_URL, ending in /v1. */
  url: string;
  /** Every request received, in order (the array is live). */
  requests: FakeRequest[];
  /** Switch the mode of later requests (also: POST /__mode with {"mode": "..."}). */
  setMode(mode: FakeMode): void;
  /** Change {@link FakeServerOptions.firstTokenDelayMs} for later requests. */
  setFirstTokenDelay(ms: number): void;
  close(): Promise<void>;
};

/** The default "ok" reply. */
export const FAKE_REPLY = "Hello from the fake OpenAI server. It streams in several chunks.";

/** The message of the "error" mode, as the client should surface it. */
export const FAKE_ERROR_MESSAGE = "The fake OpenAI server failed on purpose (mode: error).";

const MODES: FakeMode[] = ["ok", "error", "drop", "stall", "slow"];

/** What the "slow" mode streams: the reply eight times, space-separated. */
export const slowReply = (reply: string) => Array.from({ length: 8 }, () => reply).join(" ");

/**
 * Start a fake OpenAI chat completions server.
 *
 * @example
 * const server = await startFakeOpenAIServer({ mode: "drop" });
 * process.env.OPENAI_COMPATIBLE_BASE_URL = server.url;
 * // ... then await server.close();
 */
export async function startFakeOpenAIServer(opts: FakeServerOptions = {}): Promise<FakeServer> {
  let mode: FakeMode = opts.mode ?? "ok";
  const reply = opts.reply ?? FAKE_REPLY;
  const delay = opts.chunkDelayMs ?? 0;
  let firstDelay = opts.firstTokenDelayMs ?? 0;
  const requests: FakeRequest[] = [];

  const server = createServer(async (req, res) => {
    const body = await readJson(req);
    const path = (req.url ?? "/").split("?")[0];
    requests.push({ method: req.method ?? "GET", path, headers: req.headers, body });

    if (req.method === "POST" && path === "/__mode" && isMode((body as { mode?: unknown })?.mode)) {
      mode = (body as { mode: FakeMode }).mode;
      return sendJson(res, 200, { mode });
    }
    if (req.method === "GET" && path === "/__last") {
      // The last chat request's body (Playwright checks what reached the provider: model, temperature).
      const last = requests.filter((r) => r.path.endsWith("/chat/completions")).at(-1);
      return sendJson(res, 200, { body: last?.body ?? null, authorization: last?.headers.authorization ?? null });
    }
    if (req.method === "GET" && path.endsWith("/models")) {
      return sendJson(res, 200, { object: "list", data: [{ id: "test-model", object: "model", owned_by: "fake" }] });
    }
    if (req.method !== "POST" || !path.endsWith("/chat/completions")) {
      return sendJson(res, 404, {
        error: { message: `No route for ${req.method} ${path}`, type: "invalid_request_error" },
      });
    }
    if (mode === "error") {
      return sendJson(res, 500, { error: { message: FAKE_ERROR_MESSAGE, type: "server_error", code: "fake_error" } });
    }
    const request = (body ?? {}) as { model?: string; stream?: boolean; messages?: unknown; tools?: unknown };
    const model = request.model ?? "test-model";
    const promptTokens = countWords(JSON.stringify(request.messages ?? ""));
    const plan = toolPlan(request);
    if (plan.calls.length > 0) {
      if (!request.stream) return sendJson(res, 200, toolCallCompletion(model, plan.calls, promptTokens));
      return streamToolCalls(res, model, plan.calls, promptTokens);
    }
    const answer = plan.results ?? reply;
    if (!request.stream) {
      return sendJson(res, 200, completion(model, answer, promptTokens));
    }
    const slow = mode === "slow";
    await streamCompletion(res, {
      model,
      reply: slow ? slowReply(answer) : answer,
      promptTokens,
      delay: slow ? 400 : delay,
      firstDelay,
      drop: mode === "drop",
      stall: mode === "stall",
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;

  return {
    url: `http://${address}:${port}/v1`,
    requests,
    setMode(next) {
      mode = next;
    },
    setFirstTokenDelay(ms) {
      firstDelay = ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Open keep-alive sockets would hold close() forever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

type StreamPlan = {
  model: string;
  reply: string;
  promptTokens: number;
  delay: number;
  firstDelay: number;
  drop: boolean;
  stall: boolean;
};

async function streamCompletion(res: ServerResponse, plan: StreamPlan): Promise<void> {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const base = { id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1_700_000_000, model: plan.model };
  const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
  const chunk = (delta: object, finish: string | null = null) =>
    event({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] });

  const pieces = plan.reply.match(/\S+\s*/g) ?? [];
  await write(res, chunk({ role: "assistant", content: "" }));
  for (const [i, piece] of pieces.entries()) {
    if (plan.drop && i === 2) {
      // Let the two chunks reach the client, then cut the connection mid-stream.
      await sleep(20);
      res.socket?.destroy();
      return;
    }
    if (plan.stall && i === 2) {
      // Two chunks, then nothing: the connection stays open until the client gives up.
      await new Promise<void>((resolve) => res.once("close", () => resolve()));
      return;
    }
    if (i > 0 && plan.delay > 0) await sleep(plan.delay);
    if (i === 0 && plan.firstDelay > 0) await sleep(plan.firstDelay);
    if (res.destroyed) return;
    await write(res, chunk({ content: piece }));
  }
  await write(res, chunk({}, "stop"));
  const usage = usageOf(plan.promptTokens, plan.reply);
  await write(res, event({ ...base, choices: [], usage }));
  res.end("data: [DONE]\n\n");
}

/** A tool call the fake model makes: the function's name and its arguments as JSON text. */
export type FakeToolCall = { id: string; name: string; arguments: string };

type ChatMessage = { role?: string; content?: unknown; tool_call_id?: string };

/**
 * What a request asks of the fake model's tools: the calls of the last user message's `/tool`
 * lines (each naming an offered function: `SERVER_TOOL`, or one that starts with the server and ends
 * with the tool), or, after tool results, the text quoting them.
 */
export function toolPlan(request: { messages?: unknown; tools?: unknown }): {
  calls: FakeToolCall[];
  results: string | null;
} {
  const messages = Array.isArray(request.messages) ? (request.messages as ChatMessage[]) : [];
  const last = messages.at(-1);
  if (last?.role === "tool") {
    const results: string[] = [];
    for (let i = messages.length - 1; i >= 0 && messages[i].role === "tool"; i--)
      results.unshift(`Tool result ${String(messages[i].tool_call_id)}: ${textOf(messages[i].content).slice(0, 400)}`);
    return { calls: [], results: results.join("\n\n") };
  }
  const names = (Array.isArray(request.tools) ? request.tools : []).flatMap((t) => {
    const name = (t as { function?: { name?: unknown } }).function?.name;
    return typeof name === "string" ? [name] : [];
  });
  if (last?.role !== "user" || names.length === 0) return { calls: [], results: null };
  const calls: FakeToolCall[] = [];
  for (const line of textOf(last.content).split("\n")) {
    const match = /^\s*\/tool\s+([^\s.]+)\.(\S+)\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, server, tool, args] = match;
    const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, "_");
    const name =
      names.find((n) => n === `${safe(server)}_${safe(tool)}`) ??
      names.find((n) => n.startsWith(safe(server)) && n.endsWith(safe(tool)));
    if (name) calls.push({ id: `call_fake_${calls.length}`, name, arguments: args.trim() || "{}" });
  }
  return { calls, results: null };
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content.map((p) => (typeof p === "object" && p && "text" in p ? String(p.text) : "")).join("\n");
  return "";
}

/** One step of tool calls streamed as OpenAI does: each call's id and name, then its arguments in fragments. */
async function streamToolCalls(res: ServerResponse, model: string, calls: FakeToolCall[], promptTokens: number) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const base = { id: "chatcmpl-fake-tools", object: "chat.completion.chunk", created: 1_700_000_000, model };
  const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
  const chunk = (delta: object, finish: string | null = null) =>
    event({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] });
  await write(res, chunk({ role: "assistant", content: null }));
  for (const [index, call] of calls.entries()) {
    await write(
      res,
      chunk({ tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: "" } }] }),
    );
    for (let at = 0; at < call.arguments.length; at += 8)
      await write(res, chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(at, at + 8) } }] }));
  }
  await write(res, chunk({}, "tool_calls"));
  await write(res, event({ ...base, choices: [], usage: usageOf(promptTokens, "") }));
  res.end("data: [DONE]\n\n");
}

function toolCallCompletion(model: string, calls: FakeToolCall[], promptTokens: number) {
  return {
    id: "chatcmpl-fake-tools",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: null,
          tool_calls: calls.map((c) => ({
            id: c.id,
            type: "function",
            function: { name: c.name, arguments: c.arguments },
          })),
        },
        finish_reason: "tool_calls",
      },
    ],
    usage: usageOf(promptTokens, ""),
  };
}

function completion(model: string, reply: string, promptTokens: number) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: "stop" }],
    usage: usageOf(promptTokens, reply),
  };
}

function usageOf(promptTokens: number, reply: string) {
  const completionTokens = countWords(reply);
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  const raw = Buffer.concat(parts).toString("utf8");
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function sendJson(res: ServerResponse, status: number, data: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(data));
}

function write(res: ServerResponse, data: string): Promise<void> {
  return new Promise((resolve) => res.write(data, () => resolve()));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isMode(value: unknown): value is FakeMode {
  return MODES.includes(value as FakeMode);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "4010" },
      host: { type: "string", default: "127.0.0.1" },
      mode: { type: "string", default: "ok" },
      reply: { type: "string" },
      delay: { type: "string", default: "0" },
    },
  });
  if (!isMode(values.mode)) throw new Error(`--mode must be one of ${MODES.join(", ")}, got "${values.mode}".`);
  const server = await startFakeOpenAIServer({
    mode: values.mode,
    port: Number(values.port),
    host: values.host,
    reply: values.reply,
    chunkDelayMs: Number(values.delay),
  });
  console.log(`Fake OpenAI server on ${server.url} (mode: ${values.mode})`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
