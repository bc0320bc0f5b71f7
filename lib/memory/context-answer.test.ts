// The offline model answers chat turns with the knowledge ask's retrieval (issue 17 item 5).
import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { OFFLINE_PHRASES } from "@/lib/extract/answer";
import { answerFromContext, contextTree, createOfflineChatModel } from "./context-answer";
import { passageIndex } from "./passage-index";

describe("answerFromContext", () => {
  it("answers where the office is however the question is phrased", () => {
    const context = ["Good morning! Coffee first, then planning.", "We moved last spring.", "The office is in Lyon."];
    for (const query of ["Where exactly is the office, which city?", "Which city is the office in?"])
      expect(answerFromContext({ context, query })).toBe(`${OFFLINE_PHRASES.found}\n\n> The office is in Lyon.`);
  });

  it("quotes a table row with its header, never the raw Markdown row", () => {
    const context = ["Limits:\n\n| gateway | port |\n| --- | --- |\n| audit | 6009 |\n| billing | 7100 |"];
    const answer = answerFromContext({ context, query: "Which port does the billing gateway use?" });
    expect(answer).toContain("gateway: billing; port: 7100");
    expect(answer).not.toContain("6009");
    expect(answer).not.toMatch(/\|/);
  });

  it("keeps only passages that satisfy the question: another entity's value is no answer", () => {
    const context = ["The Heron gateway listens on port 4410.", "The Puffin gateway listens on port 5520."];
    const answer = answerFromContext({ context, query: "Which port does the Puffin gateway listen on?" });
    expect(answer).toContain("5520");
    expect(answer).not.toContain("4410");
    expect(answerFromContext({ context, query: "Which port does the Osprey gateway listen on?" })).toMatch(
      /^I don't know/,
    );
  });

  it("quotes the latest value, and acknowledges a statement as before", () => {
    const context = ["The launch code is ORCHID-7.", "Update: the launch code is now LOTUS-9."];
    const answer = answerFromContext({ context, query: "What is the launch code?" });
    expect(answer).toContain("LOTUS-9");
    expect(answer).not.toContain("ORCHID-7");
    expect(answerFromContext({ context, query: "The launch code changed today." })).not.toMatch(/^I don't know/);
    expect(answerFromContext({ context: [], query: "What is the launch code?" })).toMatch(/^I don't know/);
  });

  it("reads each message as a leaf of a tree the passage index accepts", () => {
    const tree = contextTree(["One.", "", "Two: a list\n\n- first item\n  continued here\n- second"]);
    expect(Object.values(tree.nodes).filter((n) => n.level === "leaf")).toHaveLength(2);
    expect(passageIndex(tree).passages.some((p) => p.kind === "item" && p.text.includes("continued here"))).toBe(true);
  });

  it("is what the offline model replies in a chat", async () => {
    const { text } = await generateText({
      model: createOfflineChatModel({ delayMs: 0 }),
      messages: [
        { role: "user", content: "Quick note for the team: the office is in Lyon." },
        { role: "assistant", content: OFFLINE_PHRASES.noted },
        { role: "user", content: "Where exactly is the office, which city?" },
      ],
    });
    expect(text).toContain("Lyon");
  });
});
