import { statesFact } from "@/lib/extract/filler";
import type { LanguageModelV3GenerateResult } from "@ai-sdk/provider";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { composeOfflineAnswer, OFFLINE_PHRASES } from "@/lib/extract/answer";
import { countTokens } from "@/lib/text/count-tokens";
import { extractStatements, flattenTables, type CondenseSource } from "@/lib/extract/statements";
import { condense, condenseOffline } from "./condense";
import { createLlmEngine } from "./llm-engine";
import { createOfflineEngine } from "./offline-engine";
import { emptyMetadata } from "./types";
import { withoutQuotedReplies } from "./render";

const span: CondenseSource[] = [
  { id: "1", role: "user", content: "The launch code is ORCHID-7." },
  { id: "2", role: "assistant", content: OFFLINE_PHRASES.noted },
  {
    id: "3",
    role: "user",
    content: "Our mascot is a heron called Pip. The quarterly review is in Lisbon on March 12.",
  },
  { id: "4", role: "assistant", content: `${OFFLINE_PHRASES.relatedToStatement}\n\n> The launch code is ORCHID-7.` },
  { id: "5", role: "user", content: "Priya Raman owns the billing migration. Thanks!" },
  { id: "6", role: "assistant", content: "Got it. Happy to help!" },
];

describe("condenseOffline", () => {
  it("keeps each fact once, at its latest: a note never carries a superseded value", () => {
    const { note } = condenseOffline([
      { id: "a", role: "user", content: "The stall fee is 60 euros and the market opens on 4 May." },
      { id: "b", role: "assistant", content: OFFLINE_PHRASES.noted },
      { id: "c", role: "user", content: "The market opens on 11 May now." },
      { id: "d", role: "user", content: "Stall fee: EUR 60." },
    ]);
    expect(note).toContain("11 May");
    expect(note).not.toContain("4 May");
    // The fee said twice in other words is kept once.
    expect(note.match(/60/g)).toHaveLength(1);
  });

  it("reads no statement in what an assistant's reply quotes: a quoted old value never overrules its update", () => {
    const { note } = condenseOffline([
      { id: "a", role: "user", content: "The market opens on 4 May." },
      { id: "b", role: "assistant", content: OFFLINE_PHRASES.noted },
      { id: "c", role: "user", content: "The market opens on 11 May now." },
      {
        id: "d",
        role: "assistant",
        content: `${OFFLINE_PHRASES.relatedToStatement}\n\n> Open actions: The market opens on 4 May.; I should buy a tent.`,
      },
    ]);
    expect(note).toContain("The market opens on 11 May now.");
    expect(note).not.toContain("4 May");
  });

  it("reads a model's own blockquote as its statement, and drops a quote that repeats an earlier message", () => {
    const { note } = condenseOffline([
      { id: "a", role: "user", content: "The bellringers meet at 7:40." },
      {
        id: "b",
        role: "assistant",
        content: "You said:\n\n> The bellringers meet at 7:40.\n\n> **Note:** The harbour gate closes at 22:15.",
      },
      { id: "c", role: "user", content: "The bellringers meet at 8:05 now." },
    ]);
    expect(note).toContain("The harbour gate closes at 22:15.");
    expect(note).toContain("The bellringers meet at 8:05 now.");
    expect(note).not.toContain("7:40");
  });

  it("leaves out the quotes of earlier context in a transcript's assistant blocks only", () => {
    const text = [
      "### User\n\nThe bellringers meet at 7:40.",
      "### Assistant\n\nYou said:\n\n> The bellringers meet at 7:40.\n\n> **Note:** The harbour gate closes at 22:15.",
      `### Assistant\n\n${OFFLINE_PHRASES.found}\n\n> The kiosk sells tickets.`,
      "### User\n\n> A user's quote stays.",
    ].join("\n\n");
    const out = withoutQuotedReplies(text);
    expect(out).toContain("> **Note:** The harbour gate closes at 22:15.");
    expect(out).toContain("> A user's quote stays.");
    expect(out).not.toContain("> The bellringers meet at 7:40.");
    expect(out).not.toContain("The kiosk sells tickets.");
    expect(out.startsWith("### User\n\nThe bellringers meet at 7:40.")).toBe(true);
  });

  it("keeps a statement said again in the same words at its latest: a negation overrules what it negates", () => {
    const { note } = condenseOffline([
      { id: "a", role: "user", content: "We will support offline mode in the first release." },
      { id: "b", role: "user", content: "The launch code is ORCHID-7." },
      { id: "c", role: "user", content: "Offline mode will not be supported in the first release." },
    ]);
    expect(note).toContain("Offline mode will not be supported in the first release.");
    expect(note).not.toContain("We will support offline mode");
    expect(note).toContain("ORCHID-7");
  });

  it("keeps every stated fact and answers them afterwards; drops acknowledgements and the engine's phrases", () => {
    const { note } = condenseOffline(span);
    for (const fact of ["ORCHID-7", "Lisbon", "March 12", "Priya Raman owns the billing migration", "Pip"])
      expect(note).toContain(fact);
    for (const noise of ["I'll keep this", "Related in", "Thanks", "Got it", "Happy to help", "Noted"])
      expect(note).not.toContain(noise);
    expect(composeOfflineAnswer({ context: [note], query: "Who owns the billing migration?" })).toContain(
      "Priya Raman",
    );
    expect(composeOfflineAnswer({ context: [note], query: "Where is the quarterly review?" })).toContain("Lisbon");
  });

  it("keeps header fields and table rows, the latest value of an updated fact, and open questions only", () => {
    const { note } = condenseOffline([
      {
        id: "a",
        role: "user",
        content: "Owner: Dana Ruiz\nTicket: OPS-4471\n\n| Service | Region |\n|---|---|\n| Heron gateway | eu-west-1 |",
      },
      { id: "b", role: "user", content: "Who approves the budget?" },
      { id: "c", role: "assistant", content: "I don't know: nothing mentions it." },
      { id: "d", role: "user", content: "What is the launch code?" },
      { id: "e", role: "assistant", content: "The launch code is ORCHID-7." },
      { id: "f", role: "user", content: "Update: the launch code is now LOTUS-9." },
    ]);
    expect(note).toContain("Owner: Dana Ruiz");
    expect(note).toContain("Ticket: OPS-4471");
    expect(note).toContain("Service: Heron gateway; Region: eu-west-1.");
    expect(note).toContain("Who approves the budget?"); // unanswered: an open question
    expect(note).not.toContain("What is the launch code?"); // answered
    expect(note).toContain("LOTUS-9");
    expect(note).not.toContain("ORCHID-7");
  });

  it("keeps every row of a table, replaces a row the table's new version changes, and keeps the latest of updates phrased in other words", () => {
    const table = (billing: string) => `| Gateway | Port |\n| --- | --- |\n| billing | ${billing} |\n| search | 4410 |`;
    const { note } = condenseOffline([
      { id: "a", role: "user", content: `Here is the gateway table:\n\n${table("6758")}` },
      { id: "b", role: "user", content: "The billing review is in Lisbon. We decided to use Redis for the audit log." },
      { id: "c", role: "user", content: `Updated gateway table:\n\n${table("7001")}` },
      { id: "d", role: "user", content: "The billing review moved to Porto." },
      {
        id: "e",
        role: "user",
        content: "We changed our minds: we decided to use NATS for the audit log instead of Redis.",
      },
    ]);
    expect(note).toContain("Gateway: billing; Port: 7001.");
    expect(note).toContain("Gateway: search; Port: 4410.");
    expect(note).not.toContain("6758");
    expect(note).toContain("moved to Porto");
    expect(note).not.toContain("Lisbon");
    expect(note).not.toContain("We decided to use Redis for the audit log.");
    expect(composeOfflineAnswer({ context: [note], query: "What did we decide to use for the audit log?" })).toContain(
      "NATS for the audit log instead of Redis",
    );
  });

  it("stays within its budget, keeps the specific statements and says what it left out", () => {
    const many: CondenseSource[] = Array.from({ length: 40 }, (_, i) => ({
      id: `m${i}`,
      role: "user",
      content:
        i % 2
          ? `Service ${i} runs on host node-${100 + i}.internal.`
          : `The team discussed the general mood of planning meeting number ${i} at length.`,
    }));
    const result = condenseOffline(many, { budget: 300 });
    expect(countTokens(result.note)).toBeLessThanOrEqual(300);
    expect(result.leftOut).toBeGreaterThan(0);
    expect(result.note).toContain(`Left out to fit the note's budget:* ${result.leftOut}`);
    expect(result.note).toContain("node-139.internal");
  });

  it("lists its sources and never ends on a dangling heading", () => {
    const { note } = condenseOffline(span);
    expect(note).toMatch(
      /\*Sources:\* 6 messages \(3 from the user, 3 from the assistant\); statements kept from messages 1, 3, 5\.$/,
    );
    expect(note.trimEnd()).not.toMatch(/:$/);
  });

  it("a span of pleasantries says so rather than inventing a summary", () => {
    const { note, kept } = condenseOffline([
      { id: "x", role: "user", content: "Thanks!" },
      { id: "y", role: "assistant", content: "Sure thing." },
    ]);
    expect(kept).toBe(0);
    expect(note).toContain("Nothing was stated beyond acknowledgements");
  });

  it("goes through condense for the offline engine", async () => {
    expect((await condense(span, createOfflineEngine())).note).toBe(condenseOffline(span).note);
  });
});

describe("flattenTables / extractStatements", () => {
  it("turns rows into labelled fields", () => {
    expect(flattenTables("| Key | Value |\n| --- | --- |\n| Code | X-1 |")).toBe("Key: Code; Value: X-1.");
  });
  it("drops the assistant's questions and filler", () => {
    const kinds = extractStatements([
      { id: "a", role: "assistant", content: "Would you like more detail? Let me know if so." },
    ]);
    expect(kinds).toEqual([]);
  });
});

function reply(summary: string): LanguageModelV3GenerateResult {
  const text = JSON.stringify({ ...emptyMetadata(summary) });
  return {
    content: [{ type: "text", text }],
    finishReason: { unified: "stop", raw: "stop" },
    usage: {
      inputTokens: { total: 50, noCache: 50, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 10, text: 10, reasoning: 0 },
    },
    warnings: [],
  };
}

describe("condense with a model", () => {
  it("asks once more naming the values the note left out", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: [reply("A launch was planned."), reply("The launch code is ORCHID-7; review on March 12 in Lisbon.")],
    });
    const result = await condense(span, createLlmEngine(model));
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(JSON.stringify(model.doGenerateCalls[1].prompt)).toContain("ORCHID-7");
    expect(result.note).toContain("ORCHID-7");
    expect(result.note).not.toContain("Also stated");
  });

  it("adds what is still missing after the retry from the source statements", async () => {
    const model = new MockLanguageModelV3({ doGenerate: [reply("Planning."), reply("Still planning.")] });
    const result = await condense(span, createLlmEngine(model));
    expect(result.note).toContain("**Also stated**\n- The launch code is ORCHID-7.");
    expect(result.note).toContain("March 12");
  });

  it("does not retry when every value is there", async () => {
    const model = new MockLanguageModelV3({ doGenerate: [reply("Code ORCHID-7, review March 12.")] });
    await condense(span, createLlmEngine(model));
    expect(model.doGenerateCalls).toHaveLength(1);
  });
});

describe("small talk is not a fact", () => {
  const note = (...contents: string[]) =>
    condenseOffline(contents.map((content, i) => ({ id: `m${i}`, role: i % 2 ? "assistant" : "user", content }))).note;

  it("greetings, pacing and reactions stay out of the note; what was stated stays in", () => {
    const text = note(
      "Good morning! Coffee first, then planning.",
      "Sounds good to me. Let me think about that for a second.",
      "The cache layer is too slow for the dashboard. The retro is on Thursday.",
      "We decided to keep the old importer. Happy to help.",
    );
    for (const talk of ["Good morning", "Coffee first", "Sounds good", "Let me think"])
      expect(text).not.toContain(talk);
    expect(text).toContain("The cache layer is too slow for the dashboard.");
    expect(text).toContain("The retro is on Thursday.");
    expect(text).toContain("We decided to keep the old importer.");
  });

  it("decides by what a sentence states, not by its words: the same words with a value are kept", () => {
    expect(statesFact("Coffee first, then planning.")).toBe(false);
    expect(statesFact("Coffee costs 3 euros at the kiosk.")).toBe(true);
    expect(statesFact("Morning standups moved to the big room.")).toBe(true);
    expect(statesFact("Let me think about that for a second.")).toBe(false);
    expect(statesFact("The office is in Lyon.")).toBe(true);
  });
});
