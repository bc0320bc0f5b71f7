import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { answerFromContext } from "@/lib/memory/context-answer";
import { OFFLINE_PHRASES } from "@/lib/shared/offline-phrases";

/**
 * The offline-chat suite: short conversations (an optional system prompt, earlier user messages
 * each answered in turn, then a question), scored on the offline engine's final answer. Two sets:
 * `blind` (cases.json, written before anyone read the offline engine; never tuned on) and `dev`
 * (dev.json, written by the engine's developer to tune against).
 */

const key = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
const caseSchema = z.object({
  id: z.string(),
  kind: z.string(),
  system: z.string().optional(),
  messages: z.array(z.string()),
  question: z.string().min(1),
  expected: z.union([z.literal("none"), z.array(key).min(1)]),
});
const fileSchema = z.object({ cases: z.array(caseSchema) });
export type OfflineChatCase = z.infer<typeof caseSchema>;

export const OFFLINE_CHAT_SETS = { blind: "cases.json", dev: "dev.json" } as const;
export type OfflineChatSet = keyof typeof OFFLINE_CHAT_SETS;

export function loadOfflineChatCases(set: OfflineChatSet): OfflineChatCase[] {
  const file = join(import.meta.dirname, OFFLINE_CHAT_SETS[set]);
  return fileSchema.parse(JSON.parse(readFileSync(file, "utf8"))).cases;
}

/** The chat's answer to each message in turn, as the offline model gives it (every earlier message, the system prompt first, is its context). */
export function converse(c: Pick<OfflineChatCase, "system" | "messages" | "question">): string {
  const said: string[] = c.system ? [c.system] : [];
  let answer = "";
  for (const message of [...c.messages, c.question]) {
    answer = answerFromContext({ context: [...said], query: message });
    said.push(message, answer);
  }
  return answer;
}

/** True when the answer is the engine's "I don't know". */
export function isRefusal(answer: string): boolean {
  return answer.startsWith(OFFLINE_PHRASES.unknownPrefix) || /^i don'?t know\b/i.test(answer.trim());
}

/** Every key is in the answer (case-insensitive; a list of alternatives needs one of them). */
export function holdsKeys(answer: string, expected: readonly (string | readonly string[])[]): boolean {
  const text = answer.toLowerCase();
  return expected.every((k) => (typeof k === "string" ? [k] : k).some((alt) => text.includes(alt.toLowerCase())));
}

export type OfflineChatResult = { id: string; kind: string; ok: boolean; refused: boolean; answer: string };
export type OfflineChatReport = {
  set: OfflineChatSet;
  cases: number;
  passed: number;
  /** Answerable cases answered "I don't know" (target 0). */
  refusedAnswerable: number;
  byKind: Record<string, { ok: number; total: number }>;
  misses: (OfflineChatResult & { question: string; expected: OfflineChatCase["expected"] })[];
};

export function scoreCase(c: OfflineChatCase, answer: string): OfflineChatResult {
  const refused = isRefusal(answer);
  const ok = c.expected === "none" ? refused : !refused && holdsKeys(answer, c.expected);
  return { id: c.id, kind: c.kind, ok, refused, answer };
}

export function runOfflineChatEval(set: OfflineChatSet): OfflineChatReport {
  const report: OfflineChatReport = { set, cases: 0, passed: 0, refusedAnswerable: 0, byKind: {}, misses: [] };
  for (const c of loadOfflineChatCases(set)) {
    const r = scoreCase(c, converse(c));
    report.cases++;
    const kind = (report.byKind[c.kind] ??= { ok: 0, total: 0 });
    kind.total++;
    if (r.ok) {
      report.passed++;
      kind.ok++;
    } else report.misses.push({ ...r, question: c.question, expected: c.expected });
    if (c.expected !== "none" && r.refused) report.refusedAnswerable++;
  }
  return report;
}

export function formatOfflineChatReport(r: OfflineChatReport, target: number, verbose: boolean): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const share = r.passed / Math.max(1, r.cases);
  const lines = [
    `Offline chat [${r.set}]: ${r.cases} conversations`,
    `  answered right  ${r.passed}/${r.cases} = ${pct(share)}   target >= ${pct(target)}   ${share >= target ? "PASS" : "MISS"}`,
    `  "I don't know" to an answerable question  ${r.refusedAnswerable}   target 0   ${r.refusedAnswerable === 0 ? "PASS" : "MISS"}`,
    `  by kind         ${Object.entries(r.byKind)
      .map(([k, v]) => `${k} ${v.ok}/${v.total}`)
      .join(", ")}`,
  ];
  if (verbose)
    for (const m of r.misses)
      lines.push(
        `  x [${m.id}] ${m.question} [${m.expected === "none" ? "none" : m.expected.map((k) => (typeof k === "string" ? k : k.join("|"))).join(" + ")}]: ${m.answer.replace(/\s+/g, " ").slice(0, 300)}`,
      );
  return lines.join("\n");
}
