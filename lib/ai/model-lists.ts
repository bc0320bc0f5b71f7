import "server-only";
import { AppError } from "@/lib/errors";
import type { ModelCapabilities } from "./model-catalog";

import type { ConnectionProvider } from "@/lib/shared/connections";
export type { ConnectionProvider };

/** A model a connection's server lists, with what its list says about it. */
export type ListedModel = { name: string } & ModelCapabilities;

/** Where each provider's API lives when the connection gives no URL. */
export const DEFAULT_BASE_URLS: Record<ConnectionProvider, string | null> = {
  openai: "https://api.openai.com/v1",
  anthropic: "https://api.anthropic.com/v1",
  google: "https://generativelanguage.googleapis.com/v1beta",
  "openai-compatible": null,
};

/** Largest model list read (bytes): a server answering more is refused, not read whole. */
export const MAX_MODEL_LIST_BYTES = 2 * 1024 * 1024;
/** Most models kept from one list. */
const MAX_MODELS = 2000;
export const MODEL_LIST_TIMEOUT_MS = 10_000;

/**
 * Asks a connection's server which models it serves: `GET <base>/models` for OpenAI and
 * OpenAI-compatible servers (Ollama, LM Studio, vLLM, llama.cpp, OpenRouter), Anthropic's and
 * Google's model list APIs. The read is bounded (time and {@link MAX_MODEL_LIST_BYTES}), redirects
 * are not followed (the checked URL is the one reached), and every failure is an AppError
 * `provider:connection` in words a person can act on; the key never appears in it.
 *
 * @throws AppError provider:connection
 */
export async function listServerModels(input: {
  provider: ConnectionProvider;
  url: string | null;
  key: string | null;
  timeoutMs?: number;
}): Promise<ListedModel[]> {
  const base = (input.url ?? DEFAULT_BASE_URLS[input.provider] ?? "").replace(/\/+$/, "");
  if (!base) throw fail("An OpenAI-compatible connection needs its server's URL (for Ollama: http://host:11434/v1).");
  const { url, headers } = request(input.provider, base, input.key);
  const timeoutMs = input.timeoutMs ?? MODEL_LIST_TIMEOUT_MS;
  const host = hostOf(base);
  let response: Response;
  try {
    response = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw fail(unreachable(error, host, timeoutMs));
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw fail(
      `${host} redirects the model list elsewhere (${response.status}): enter the address it redirects to as the URL.`,
    );
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw fail(`${host} refused the key (${response.status}): check the API key.`);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    throw fail(
      `${host} has no model list at ${new URL(url).pathname} (404): check the URL${
        input.provider === "openai-compatible" ? " (OpenAI-compatible servers usually end in /v1)" : ""
      }.`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw fail(`${host} answered ${response.status} ${response.statusText || "(an error)"} to the model list request.`);
  }
  const text = await readBounded(response, host, timeoutMs);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw fail(`${host} did not answer with a model list (not JSON): is this the API's URL?`);
  }
  const models = parse(input.provider, body);
  if (!models) throw fail(`${host} answered JSON that is not a model list: is this the API's URL?`);
  return models.slice(0, MAX_MODELS);
}

function request(provider: ConnectionProvider, base: string, key: string | null) {
  const headers: Record<string, string> = { accept: "application/json" };
  if (provider === "anthropic") {
    if (key) headers["x-api-key"] = key;
    headers["anthropic-version"] = "2023-06-01";
    return { url: `${base}/models?limit=1000`, headers };
  }
  if (provider === "google") {
    if (key) headers["x-goog-api-key"] = key;
    return { url: `${base}/models?pageSize=1000`, headers };
  }
  if (key) headers.authorization = `Bearer ${key}`;
  return { url: `${base}/models`, headers };
}

/** Reads at most MAX_MODEL_LIST_BYTES of the body, with the same deadline as the request. */
async function readBounded(response: Response, host: string, timeoutMs: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_MODEL_LIST_BYTES) {
    await response.body?.cancel();
    throw tooLarge(host);
  }
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (Date.now() > deadline)
        throw fail(`${host} did not finish sending its model list within ${timeoutMs / 1000} s.`);
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_MODEL_LIST_BYTES) throw tooLarge(host);
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    if (error instanceof AppError) throw error;
    throw fail(unreachable(error, host, timeoutMs));
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The list in each API's shape, or null when the JSON is something else. */
function parse(provider: ConnectionProvider, body: unknown): ListedModel[] | null {
  if (typeof body !== "object" || body === null) return null;
  const record = body as Record<string, unknown>;
  if (provider === "google") {
    if (!Array.isArray(record.models)) return null;
    return record.models.flatMap((m: unknown) => {
      const o = m as Record<string, unknown>;
      if (typeof o?.name !== "string") return [];
      const methods = Array.isArray(o.supportedGenerationMethods) ? o.supportedGenerationMethods : [];
      if (methods.length > 0 && !methods.includes("generateContent")) return [];
      return [
        {
          name: o.name.replace(/^models\//, ""),
          ...(typeof o.inputTokenLimit === "number" ? { contextWindow: o.inputTokenLimit } : {}),
        },
      ];
    });
  }
  const data = Array.isArray(record.data) ? record.data : Array.isArray(record.models) ? record.models : null;
  if (!data) return null;
  return data.flatMap((m: unknown) => {
    const o = m as Record<string, unknown>;
    const name = typeof o?.id === "string" ? o.id : typeof o?.name === "string" ? o.name : null;
    if (!name || name.length > 200) return [];
    // What OpenAI-compatible servers add: OpenRouter's context_length and pricing (USD per token),
    // vLLM's max_model_len, LM Studio's max_context_length.
    const context = [o.context_length, o.max_model_len, o.max_context_length].find((v) => typeof v === "number");
    const pricing = o.pricing as Record<string, unknown> | undefined;
    const input = Number(pricing?.prompt);
    const output = Number(pricing?.completion);
    const modality = (o.architecture as Record<string, unknown> | undefined)?.input_modalities;
    return [
      {
        name,
        ...(typeof context === "number" ? { contextWindow: context } : {}),
        ...(Number.isFinite(input) && Number.isFinite(output) && pricing
          ? { price: { input: round(input * 1e6), output: round(output * 1e6) } }
          : {}),
        ...(Array.isArray(modality) && modality.includes("image") ? { vision: true } : {}),
      },
    ];
  });
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function hostOf(base: string): string {
  try {
    return new URL(base).host;
  } catch {
    return "The server";
  }
}

function unreachable(error: unknown, host: string, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") return `${host} did not answer within ${timeoutMs / 1000} s.`;
  const code = causeCode(error);
  if (code === "ECONNREFUSED") return `Could not reach ${host}: the connection was refused. Is the server running?`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `Could not reach ${host}: no such host. Check the URL.`;
  if (code?.startsWith("ERR_TLS") || code?.includes("CERT"))
    return `Could not reach ${host}: its TLS certificate was refused (${code}).`;
  return `Could not reach ${host}${code ? ` (${code})` : ""}. Check the URL and that the server is running.`;
}

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function tooLarge(host: string): AppError {
  return fail(`${host} sent a model list larger than ${MAX_MODEL_LIST_BYTES / 1024 / 1024} MB; it was not read.`);
}

function fail(message: string): AppError {
  return new AppError("provider:connection", message);
}
