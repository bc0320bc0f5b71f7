import type { ModelMessage } from "ai";
import { countTokens } from "../tree/tokens";
import type { WindowEntry } from "../tree/types";
import { promptEntries } from "../tree/window";

export interface ContextSection {
  name: "system" | "inherited" | "history" | "message";
  tokens: number;
  itemIds: string[];
}

export interface ContextReport {
  model: string;
  sections: ContextSection[];
  totalTokens: number;
  budget: number;
  overBudget: boolean;
}

export interface AssembledPrompt {
  system: string | undefined;
  messages: ModelMessage[];
  report: ContextReport;
}

/**
 * The prompt of one turn in a node, in the order of DESIGN.md "Context assembly": the project's
 * system prompt, the inherited items, the node's local and merged items oldest first, then the user's
 * message. The report says what was sent and its token counts.
 *
 * @param window the node's window up to (not including) the user's message
 */
export function assemblePrompt(input: {
  systemPrompt: string;
  window: WindowEntry[];
  message: string;
  model: string;
  budget: number;
}): AssembledPrompt {
  const entries = promptEntries(input.window);
  const inherited = entries.filter((e) => e.origin === "inherited");
  const history = entries.filter((e) => e.origin !== "inherited");
  const system = input.systemPrompt.trim() || undefined;
  const sections: ContextSection[] = [
    { name: "system", tokens: system ? countTokens(system) : 0, itemIds: [] },
    { name: "inherited", tokens: sum(inherited), itemIds: inherited.map((e) => e.id) },
    { name: "history", tokens: sum(history), itemIds: history.map((e) => e.id) },
    { name: "message", tokens: countTokens(input.message), itemIds: [] },
  ];
  const totalTokens = sections.reduce((total, s) => total + s.tokens, 0);
  return {
    system,
    messages: [...inherited, ...history].map(toModelMessage).concat({ role: "user", content: input.message }),
    report: { model: input.model, sections, totalTokens, budget: input.budget, overBudget: totalTokens > input.budget },
  };
}

function toModelMessage(entry: WindowEntry): ModelMessage {
  if (entry.role === "assistant") return { role: "assistant", content: entry.content };
  // Notes (summaries, merged condensations) are context the user brought in, not model output.
  if (entry.role === "note") return { role: "user", content: `Note: ${entry.content}` };
  return { role: "user", content: entry.content };
}

function sum(entries: WindowEntry[]): number {
  return entries.reduce((total, e) => total + e.tokenCount, 0);
}
