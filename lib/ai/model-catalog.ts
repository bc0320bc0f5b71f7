/**
 * What is known about well-known models by name, where the provider's list API does not say it
 * (OpenAI's /v1/models gives only ids): context window, vision, tools and price in US dollars per
 * million tokens (input, output). Entries match by prefix, longest first; unknown names get nothing,
 * and the picker shows only what is known. Prices as published by the providers in 2026; they are a
 * guide in the picker, not a bill (usage rows count tokens).
 */
export interface ModelCapabilities {
  vision?: boolean;
  tools?: boolean;
  contextWindow?: number;
  /** USD per million tokens. */
  price?: { input: number; output: number };
}

const CATALOG: Array<[prefix: string, caps: ModelCapabilities]> = [
  ["gpt-4o-mini", { vision: true, tools: true, contextWindow: 128_000, price: { input: 0.15, output: 0.6 } }],
  ["gpt-4o", { vision: true, tools: true, contextWindow: 128_000, price: { input: 2.5, output: 10 } }],
  ["gpt-4.1-nano", { vision: true, tools: true, contextWindow: 1_047_576, price: { input: 0.1, output: 0.4 } }],
  ["gpt-4.1-mini", { vision: true, tools: true, contextWindow: 1_047_576, price: { input: 0.4, output: 1.6 } }],
  ["gpt-4.1", { vision: true, tools: true, contextWindow: 1_047_576, price: { input: 2, output: 8 } }],
  ["gpt-5-nano", { vision: true, tools: true, contextWindow: 400_000, price: { input: 0.05, output: 0.4 } }],
  ["gpt-5-mini", { vision: true, tools: true, contextWindow: 400_000, price: { input: 0.25, output: 2 } }],
  ["gpt-5", { vision: true, tools: true, contextWindow: 400_000, price: { input: 1.25, output: 10 } }],
  ["o4-mini", { vision: true, tools: true, contextWindow: 200_000, price: { input: 1.1, output: 4.4 } }],
  ["o3", { vision: true, tools: true, contextWindow: 200_000, price: { input: 2, output: 8 } }],
  ["claude-opus-4", { vision: true, tools: true, contextWindow: 200_000, price: { input: 15, output: 75 } }],
  ["claude-sonnet-4", { vision: true, tools: true, contextWindow: 200_000, price: { input: 3, output: 15 } }],
  ["claude-haiku-4", { vision: true, tools: true, contextWindow: 200_000, price: { input: 1, output: 5 } }],
  ["claude-3-5-haiku", { vision: true, tools: true, contextWindow: 200_000, price: { input: 0.8, output: 4 } }],
  ["gemini-2.5-pro", { vision: true, tools: true, contextWindow: 1_048_576, price: { input: 1.25, output: 10 } }],
  [
    "gemini-2.5-flash-lite",
    { vision: true, tools: true, contextWindow: 1_048_576, price: { input: 0.1, output: 0.4 } },
  ],
  ["gemini-2.5-flash", { vision: true, tools: true, contextWindow: 1_048_576, price: { input: 0.3, output: 2.5 } }],
  ["gemini-2.0-flash", { vision: true, tools: true, contextWindow: 1_048_576, price: { input: 0.1, output: 0.4 } }],
].sort((a, b) => (b[0] as string).length - (a[0] as string).length) as Array<[string, ModelCapabilities]>;

/** The catalog's capabilities of a model name ("gpt-4o-mini-2024-07-18" matches "gpt-4o-mini"), or {}. */
export function knownCapabilities(model: string): ModelCapabilities {
  const name = model.toLowerCase().replace(/^models\//, "");
  return CATALOG.find(([prefix]) => name.startsWith(prefix))?.[1] ?? {};
}
