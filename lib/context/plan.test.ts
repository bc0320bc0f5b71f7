import { describe, expect, it } from "vitest";
import { countTokens } from "@/lib/text/count-tokens";
import type { Origin, Role } from "@/lib/shared/tree-types";
import { budgetsFor, commonPrefixTokens, composePrompt, planFold, serialisePrompt, type ComposeInput } from "./plan";
import type { RecallHit } from "@/lib/memory/recall";
import { entryBlock, entryTokens, type PromptEntry } from "@/lib/memory/render";
import { SECTION_NAMES } from "./types";

function entry(
  n: number,
  content: string,
  role: Role = n % 2 === 1 ? "user" : "assistant",
  origin: Origin = "local",
): PromptEntry {
  return {
    id: `e${n}`,
    contentItemId: origin === "inherited" ? `src${n}` : `e${n}`,
    position: n,
    role,
    content,
    origin,
    tokenCount: countTokens(content),
  };
}

const words = (n: number, seed: number) => Array.from({ length: n }, (_, i) => `word${(i * 7 + seed) % 97}`).join(" ");
const FOLDED = { treeId: null, items: 0, through: null, justFolded: 0, pending: 0 };

function compose(overrides: Partial<ComposeInput> = {}) {
  return composePrompt({
    model: "offline",
    budgets: budgetsFor(2000),
    systemPrompt: "Be brief.",
    digest: { text: "Memory of the earlier conversation: the launch plan.", ktNodeIds: ["root-1"] },
    entries: [
      entry(1, "Inherited question?", "user", "inherited"),
      entry(2, "Inherited answer.", "assistant", "inherited"),
      entry(3, "Local question?"),
      entry(4, "Local answer."),
    ],
    message: "What did we decide?",
    recall: {
      hits: [hit("We decided to launch on Friday.")],
      report: { engine: "offline", searches: [], trace: [], tokensRead: 0, tokensTotal: 0, quoted: [] },
    },
    previous: null,
    folded: FOLDED,
    ...overrides,
  });
}

function hit(answer: string, text = `### User\n\n${answer}`): RecallHit {
  return {
    treeId: "t1",
    ownerNodeId: "n1",
    scope: "own",
    status: "complete",
    answer,
    leaves: [{ id: "leaf-1", text, itemIds: ["old-1"] }],
  };
}

describe("composePrompt", () => {
  it("sends system, digest, inherited, history, recall, message in that order", () => {
    const { system, messages, report } = compose();
    expect(report.sections.map((s) => s.name)).toEqual([...SECTION_NAMES]);
    expect(system).toBe("Be brief.\n\nMemory of the earlier conversation: the launch plan.");
    expect(messages.map((m) => m.content)).toEqual([
      "Inherited question?",
      "Inherited answer.",
      "Local question?",
      "Local answer.",
      report.sections[4].text,
      "What did we decide?",
    ]);
    expect(report.sections[2].itemIds).toEqual(["e1", "e2"]);
    expect(report.sections[3].itemIds).toEqual(["e3", "e4"]);
    expect(report.sections[1].ktNodeIds).toEqual(["root-1"]);
    expect(report.sections[4]).toMatchObject({ ktNodeIds: ["leaf-1"], itemIds: ["old-1"] });
    expect(report.sections[4].text).toContain("We decided to launch on Friday.");
    expect(report.totalTokens).toBe(report.sections.reduce((a, s) => a + s.tokens, 0));
  });

  it("keeps the exact text of each section; joined, they are the serialised prompt", () => {
    const { report, serialised } = compose();
    expect(report.sections[3].text).toBe(
      `${entryBlock(entry(3, "Local question?"))}\n\n${entryBlock(entry(4, "Local answer."))}`,
    );
    expect(serialisePrompt(report)).toBe(serialised);
    expect(serialised.startsWith("Be brief.\n\nMemory of the earlier")).toBe(true);
    expect(serialised.endsWith("### User\n\nWhat did we decide?")).toBe(true);
  });

  it("places recall after every entry, just before the message", () => {
    const { messages, report } = compose();
    expect(messages.at(-2)).toEqual({ role: "user", content: report.sections[4].text });
    expect(report.recall?.quoted).toEqual([{ treeNodeId: "leaf-1", treeId: "t1", tokens: expect.any(Number) }]);
  });

  it("gives recall only what the budget leaves, at most the reserve", () => {
    const big = hit(
      "The answer is long.",
      Array.from({ length: 40 }, (_, i) => `### User\n\n${words(60, i)}`).join("\n\n"),
    );
    const budgets = budgetsFor(2000);
    const { report } = compose({
      budgets,
      recall: {
        hits: [big],
        report: { engine: "offline", searches: [], trace: [], tokensRead: 0, tokensTotal: 0, quoted: [] },
      },
    });
    expect(report.sections[4].tokens).toBeGreaterThan(0);
    expect(report.sections[4].tokens).toBeLessThanOrEqual(budgets.recall);
    // A window that leaves little room: recall takes the rest of the budget, never more.
    const full = Array.from({ length: 30 }, (_, i) => entry(i + 5, words(50, i)));
    const tight = compose({
      budgets,
      entries: full,
      recall: {
        hits: [big],
        report: { engine: "offline", searches: [], trace: [], tokensRead: 0, tokensTotal: 0, quoted: [] },
      },
    });
    const others = tight.report.totalTokens - tight.report.sections[4].tokens;
    expect(tight.report.sections[4].tokens).toBeLessThanOrEqual(Math.max(0, 2000 - others));
  });

  it("has no message section text and no recall when previewing without a query", () => {
    const { messages, report } = compose({ message: "", recall: null });
    expect(report.sections[5]).toMatchObject({ tokens: 0, text: "" });
    expect(report.recall).toBeNull();
    expect(messages.at(-1)).toEqual({ role: "assistant", content: "Local answer." });
  });
});

describe("prefix reuse", () => {
  it("is 0 on a node's first turn and 1 for an identical prompt", () => {
    const first = compose();
    expect(first.report.prefixReuse).toBe(0);
    const again = compose({ previous: first.serialised });
    expect(again.report.prefixTokens).toBe(again.report.totalTokens);
    expect(again.report.prefixReuse).toBe(1);
  });

  it("counts the system prompt, digest and earlier entries that the next turn repeats", () => {
    const turn1 = compose();
    const entries = [
      entry(1, "Inherited question?", "user", "inherited"),
      entry(2, "Inherited answer.", "assistant", "inherited"),
      entry(3, "Local question?"),
      entry(4, "Local answer."),
      entry(5, "What did we decide?"),
      entry(6, "Friday."),
    ];
    const turn2 = compose({ entries, message: "And who decided?", previous: turn1.serialised });
    const shared =
      countTokens("Be brief.") +
      countTokens("Memory of the earlier conversation: the launch plan.") +
      entries.slice(0, 4).reduce((a, e) => a + entryTokens(e), 0) +
      countTokens("### User\n\n");
    // The previous prompt continued with its recall message, the next with entry 5: both are user
    // messages, so the prefix ends just after the role heading they share.
    expect(turn2.report.prefixTokens).toBe(shared);
    expect(turn2.report.prefixReuse).toBeCloseTo(shared / turn2.report.totalTokens, 10);
  });

  it("counts the last message when the next turn repeats it as history (no recall between)", () => {
    const turn1 = compose({ recall: null });
    const entries = [
      entry(1, "Inherited question?", "user", "inherited"),
      entry(2, "Inherited answer.", "assistant", "inherited"),
      entry(3, "Local question?"),
      entry(4, "Local answer."),
      entry(5, "What did we decide?"),
      entry(6, "Friday."),
    ];
    const turn2 = compose({ recall: null, entries, message: "Who decided?", previous: turn1.serialised });
    expect(turn2.serialised.startsWith(turn1.serialised)).toBe(true);
    const shared =
      countTokens("Be brief.") +
      countTokens("Memory of the earlier conversation: the launch plan.") +
      entries.slice(0, 5).reduce((a, e) => a + entryTokens(e), 0);
    expect(turn2.report.prefixTokens).toBe(shared);
  });

  it("drops to the system prompt when the digest changes (a fold)", () => {
    const turn1 = compose();
    const turn2 = compose({
      digest: { text: "Memory of the earlier conversation: launch plan and budget.", ktNodeIds: ["root-1"] },
      previous: turn1.serialised,
    });
    expect(turn2.report.prefixTokens).toBe(
      countTokens("Be brief.") + countTokens("Memory of the earlier conversation: "),
    );
  });

  it("counts a piece cut in the middle by tokenising only up to the difference", () => {
    const pieces = [
      { text: "alpha beta", tokens: 2 },
      { text: "gamma delta epsilon", tokens: 3 },
    ];
    expect(commonPrefixTokens("alpha beta\n\ngamma delta zeta", pieces)).toBe(2 + countTokens("gamma delta "));
    expect(commonPrefixTokens("", pieces)).toBe(0);
  });
});

describe("planFold", () => {
  const budgets = budgetsFor(1500);
  const many = (n: number) => Array.from({ length: n }, (_, i) => entry(i + 1, words(40, i)));
  const sum = (list: PromptEntry[]) => list.reduce((a, e) => a + entryTokens(e), 0);

  it("folds nothing while the prompt fits under the budget minus the recall reserve", () => {
    const entries = many(10);
    expect(sum(entries)).toBeLessThan(budgets.high);
    expect(planFold({ entries, systemTokens: 10, digestTokens: 0, messageTokens: 10, budgets }).fold).toEqual([]);
  });

  it("folds the oldest entries, inherited first, down to the low mark, and keeps the last turns verbatim", () => {
    const entries = [
      entry(1, words(40, 1), "user", "inherited"),
      ...many(40).map((e) => ({ ...e, position: e.position + 1, id: `l${e.id}`, contentItemId: `l${e.id}` })),
    ];
    const plan = planFold({ entries, systemTokens: 10, digestTokens: 0, messageTokens: 10, budgets });
    expect(plan.fold[0].origin).toBe("inherited");
    expect([...plan.fold, ...plan.keep]).toEqual(entries);
    expect(plan.keep.length).toBeGreaterThanOrEqual(4);
    expect(plan.keep.slice(-4)).toEqual(entries.slice(-4));
    expect(10 + budgets.digest + sum(plan.keep) + 10).toBeLessThanOrEqual(budgets.low);
    // One step further would have been enough: it does not fold more than needed.
    expect(10 + budgets.digest + sum([plan.fold.at(-1)!, ...plan.keep]) + 10).toBeGreaterThan(budgets.low);
  });

  it("keeps at least the last four entries even if that stays above the low mark", () => {
    const entries = Array.from({ length: 6 }, (_, i) => entry(i + 1, words(100, i)));
    const plan = planFold({ entries, systemTokens: 10, digestTokens: 0, messageTokens: 10, budgets });
    expect(plan.fold.length).toBeGreaterThan(0);
    expect(plan.keep).toEqual(entries.slice(-4));
    expect(10 + budgets.digest + sum(plan.keep) + 10).toBeGreaterThan(budgets.low);
  });

  it("keeps fewer recent entries only when the last four alone overflow", () => {
    const huge = Array.from({ length: 6 }, (_, i) => entry(i + 1, words(400, i)));
    const plan = planFold({ entries: huge, systemTokens: 10, digestTokens: 0, messageTokens: 10, budgets });
    expect(plan.keep.length).toBeLessThan(4);
    expect(10 + budgets.digest + sum(plan.keep) + 10).toBeLessThanOrEqual(budgets.high);
  });

  it("never exceeds the budget once folded and composed, whatever the window", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const budget = 600 + seed * 97;
      const b = budgetsFor(budget);
      const entries = Array.from({ length: 20 + seed }, (_, i) =>
        entry(i + 1, words(10 + ((i * seed) % 90), i + seed)),
      );
      const message = words(5 + (seed % 30), seed);
      const plan = planFold({
        entries,
        systemTokens: countTokens("Be brief."),
        digestTokens: 30,
        messageTokens: countTokens(message),
        budgets: b,
      });
      const big = hit("An answer.", Array.from({ length: 30 }, (_, i) => `### User\n\n${words(50, i)}`).join("\n\n"));
      const { report } = compose({
        budgets: b,
        entries: plan.keep,
        message,
        digest: { text: words(30, seed).slice(0, 150), ktNodeIds: ["r"] },
        recall: {
          hits: [big],
          report: { engine: "offline", searches: [], trace: [], tokensRead: 0, tokensTotal: 0, quoted: [] },
        },
      });
      expect(report.totalTokens, `budget ${budget}`).toBeLessThanOrEqual(budget);
      expect(report.overBudget).toBe(false);
    }
  });
});
